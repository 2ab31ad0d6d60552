import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['ghost', 'soft', 'primary', 'floating', 'media'] as const;
export const iconButtonSizes = ['small', 'standard', 'large'] as const;

export interface IconButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  /** The accessible name: an icon-only button must say what it does. */
  label: string;
  /** The icon, drawn with `aria-hidden`. */
  children: ReactNode;
  variant?: (typeof iconButtonVariants)[number];
  size?: (typeof iconButtonSizes)[number];
  UNSAFE_className?: string;
}

/**
 * A button that shows only an icon: close, back, more, like. `label` is required and names it.
 *
 * - **Keyboard:** Tab focuses it; Enter and Space press it.
 * - **Screen reader:** A button named by `label`; the icon is hidden.
 * - **Do:** Write the label as the action ("Close", "Send message"); use `size="large"` where it is
 *   a main action on touch screens.
 * - **Don't:** Rely on the icon to explain an unusual action: use a `Button` with text.
 */
export function IconButton({
  label,
  children,
  variant,
  size,
  UNSAFE_className,
  ...props
}: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      aria-label={label}
      className={clsx(styles.iconButton({ variant, size }), UNSAFE_className)}
    >
      {children}
    </AriaButton>
  );
}
