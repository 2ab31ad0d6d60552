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
