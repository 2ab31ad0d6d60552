import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
  composeRenderProps,
} from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export const buttonVariants = [
  'primary',
  'secondary',
  'outline',
  'ghost',
  'critical',
  'coin',
] as const;
export const buttonSizes = ['small', 'standard', 'large'] as const;

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  fullWidth?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  children: ReactNode;
  /** Layout-only escape hatch. */
  UNSAFE_className?: string;
}

/**
 * The product's button, in six variants and three sizes. `isPending` shows a spinner, keeps the
 * width, announces the state and ignores presses, so a form cannot be sent twice. For an action
 * that goes to another page, use `ButtonLink`, which looks the same.
 *
 * - **Keyboard:** Tab focuses it; Enter and Space press it. A pending button keeps its focus; a
 *   disabled one leaves the Tab order.
 * - **Screen reader:** A button named by its label. While pending it is `aria-disabled`, and a
 *   focused button announces the change of state.
 * - **Do:** One `primary` per view; `critical` for deletions; a label that says what happens ("Send
 *   message").
 * - **Don't:** Use a button to navigate (use `ButtonLink` or `Link`) or disable it to explain an
 *   error: show the error instead.
 */
export function Button({
  variant,
  size,
  fullWidth,
  icon,
  children,
  UNSAFE_className,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={clsx(styles.button({ variant, size, fullWidth }), UNSAFE_className)}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          <span className={styles.label}>
            {icon}
            {content}
          </span>
          {isPending && (
            <span className={styles.pending}>
              <Spinner size="small" decorative />
            </span>
          )}
        </>
      ))}
    </AriaButton>
  );
}

export interface ButtonLinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  fullWidth?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  children: ReactNode;
  /** Layout-only escape hatch. */
  UNSAFE_className?: string;
}

/** A link that looks like a button, for actions that go to another page ("Go to the shop"). */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  icon,
  children,
  UNSAFE_className,
  ...props
}: ButtonLinkProps) {
  return (
    <AriaLink
      {...props}
      className={clsx(styles.button({ variant, size, fullWidth }), UNSAFE_className)}
    >
      <span className={styles.label}>
        {icon}
        {children}
      </span>
    </AriaLink>
  );
}
