import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  Label,
} from 'react-aria-components';
import * as styles from './ProgressBar.css';

export const progressBarTones = ['brand', 'success'] as const;
export const progressBarSizes = ['small', 'standard'] as const;

export interface ProgressBarProps
  extends Omit<AriaProgressBarProps, 'className' | 'style' | 'children'> {
  /** A visible label; without one, pass `aria-label`. */
  label?: ReactNode;
  /** Shows the formatted value ("45 %", "Step 2 of 6") beside the label. */
  showValue?: boolean;
  tone?: (typeof progressBarTones)[number];
  size?: (typeof progressBarSizes)[number];
  UNSAFE_className?: string;
}

/**
 * How far something has got: an upload, the registration steps. Without a value it is indeterminate
 * (a moving stripe, still under reduced motion).
 *
 * - **Keyboard:** Not focusable.
 * - **Screen reader:** A progress bar named by its label, with its value as a percentage (shown too
 *   with `showValue`); indeterminate when it has no value.
 * - **Do:** Give it a visible label or an `aria-label`.
 * - **Don't:** Use it for a quantity that is not progress (a rating, a share): that is a meter.
 */
export function ProgressBar({
  label,
  showValue = Boolean(label),
  tone = 'brand',
  size = 'standard',
  UNSAFE_className,
  ...props
}: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={clsx(styles.root, UNSAFE_className)}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {(label || showValue) && (
            <div className={styles.labels}>
              {label && <Label className={styles.label}>{label}</Label>}
              {showValue && !isIndeterminate && <span className={styles.value}>{valueText}</span>}
            </div>
          )}
          <div className={styles.track({ size })}>
            <div
              className={styles.fill({ tone, indeterminate: isIndeterminate })}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
