import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  SwitchField as AriaSwitchField,
  type SwitchFieldProps as AriaSwitchFieldProps,
  SwitchButton,
} from 'react-aria-components';
import { Description, FieldError, type FieldTextProps } from '../private/Field/Field';
import { hasErrorMessage } from '../TextField/TextField';
import * as styles from './Switch.css';

export interface SwitchProps
  extends Omit<AriaSwitchFieldProps, 'className' | 'style' | 'children'>,
    Omit<FieldTextProps, 'label'> {
  /** The setting, e.g. "Push notifications". */
  children: ReactNode;
  UNSAFE_className?: string;
}

/**
 * An on/off setting that takes effect at once (notifications, newsletter): the label on the start,
 * the switch on the end, a description below.
 *
 * - **Keyboard:** Tab focuses it; Space toggles it.
 * - **Screen reader:** A switch named by its label, read as on or off, described by its
 *   description.
 * - **Do:** Apply the change at once, and say so if it fails.
 * - **Don't:** Use it in a form that is saved with a button: that is a `Checkbox`.
 */
export function Switch({
  children,
  description,
  errorMessage,
  UNSAFE_className,
  ...props
}: SwitchProps) {
  return (
    <AriaSwitchField
      {...props}
      isInvalid={props.isInvalid || hasErrorMessage(errorMessage) || undefined}
      className={clsx(styles.field, UNSAFE_className)}
    >
      <SwitchButton className={styles.switchRow}>
        <span className={styles.label}>{children}</span>
        <span className={styles.track} aria-hidden>
          <span className={styles.thumb} />
        </span>
      </SwitchButton>
      {description && (
        <div className={styles.below}>
          <Description>{description}</Description>
        </div>
      )}
      <div className={styles.below}>
        <FieldError>{errorMessage}</FieldError>
      </div>
    </AriaSwitchField>
  );
}
