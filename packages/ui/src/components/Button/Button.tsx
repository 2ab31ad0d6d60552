import { clsx } from 'clsx';
import {
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useRef,
} from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { visuallyHidden } from '../../styles/focus.css';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

let liveRegion: HTMLElement | undefined;

/**
 * Reads the button's label out through one visually hidden live region, as react-aria's announcer
 * does for its buttons when a focused one starts or stops waiting.
 */
function announce(button: HTMLElement) {
  if (!liveRegion?.isConnected) {
    liveRegion = document.createElement('div');
    // Marked as react-aria marks its announcer, so that test harnesses treat both alike.
    liveRegion.dataset.liveAnnouncer = 'true';
    liveRegion.className = visuallyHidden;
    liveRegion.setAttribute('aria-live', 'assertive');
    document.body.append(liveRegion);
  }
  liveRegion.textContent = button.getAttribute('aria-label') ?? button.textContent;
}

export const buttonVariants = [
  'primary',
  'secondary',
  'outline',
  'ghost',
  'critical',
  'coin',
] as const;
export const buttonSizes = ['small', 'standard', 'large'] as const;

export interface ButtonProps
  extends Omit<
    ButtonHTMLAttributes<HTMLButtonElement>,
    'className' | 'style' | 'children' | 'disabled'
  > {
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  fullWidth?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  children: ReactNode;
  /** Called when the button is pressed: by a click, a tap, Enter, Space or assistive technology. */
  onPress?: () => void;
  isDisabled?: boolean;
  /** Shows a spinner and ignores presses, e.g. while the form it sends is on its way. */
  isPending?: boolean;
  ref?: Ref<HTMLButtonElement>;
  /** Layout-only escape hatch. */
  UNSAFE_className?: string;
}

/**
 * The product's button, in six variants and three sizes: a native `<button>`, so it costs a few
 * kilobytes and behaves as the platform does. `isPending` shows a spinner, keeps the width,
 * announces the state and ignores presses, so a form cannot be sent twice. For an action that goes
 * to another page, use `ButtonLink`, which looks the same. As the trigger of a `DialogTrigger` or
 * `PopoverTrigger` of this library it opens their overlay.
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
  onPress,
  onClick,
  isDisabled,
  isPending,
  type = 'button',
  id,
  UNSAFE_className,
  ...props
}: ButtonProps) {
  const ownId = useId();
  const buttonId = id ?? ownId;
  const wasPending = useRef(isPending);
  useEffect(() => {
    if (Boolean(wasPending.current) !== Boolean(isPending)) {
      const button = document.getElementById(buttonId);
      if (button && button === document.activeElement) announce(button);
    }
    wasPending.current = isPending;
  }, [isPending, buttonId]);

  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (isPending) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
    onPress?.();
  };

  return (
    <button
      {...props}
      id={buttonId}
      // A pending submit button does not send its form, not even on Enter in a field.
      type={isPending && type === 'submit' ? 'button' : type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      onClick={press}
      className={clsx(styles.button({ variant, size, fullWidth }), UNSAFE_className)}
    >
      <span className={styles.label}>
        {icon}
        {children}
      </span>
      {isPending && (
        <span className={styles.pending}>
          <Spinner size="small" decorative />
        </span>
      )}
    </button>
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
