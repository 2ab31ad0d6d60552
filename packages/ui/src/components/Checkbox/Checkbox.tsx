import { clsx } from 'clsx';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  CheckboxField as AriaCheckboxField,
  type CheckboxFieldProps as AriaCheckboxFieldProps,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  CheckboxButton,
} from 'react-aria-components';
import {
  Description,
  FieldError,
  type FieldTextProps,
  fieldStyles,
  Label,
} from '../private/Field/Field';
import { hasErrorMessage } from '../TextField/TextField';
import * as styles from './Checkbox.css';

export interface CheckboxProps
  extends Omit<AriaCheckboxFieldProps, 'className' | 'style' | 'children'>,
    Omit<FieldTextProps, 'label'> {
  /** The label: may hold rich content such as links to the terms and the privacy policy. */
  children: ReactNode;
  UNSAFE_className?: string;
}

/**
 * One checkbox with its label, an optional description and an error. Links inside the label stay
 * links: pressing them does not toggle the box. `CheckboxGroup` puts several under one label.
 *
 * - **Keyboard:** Tab focuses the box; Space toggles it.
 * - **Screen reader:** A checkbox named by its label, described by the description; with
 *   `errorMessage` it is invalid and the message is read.
 * - **Do:** Say in the label what checking means ("I accept the terms").
 * - **Don't:** Use a checkbox for a setting that takes effect at once: that is a `Switch`.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  UNSAFE_className,
  ...props
}: CheckboxProps) {
  return (
    <AriaCheckboxField
      {...props}
      isInvalid={props.isInvalid || hasErrorMessage(errorMessage) || undefined}
      className={clsx(styles.field, UNSAFE_className)}
    >
      <CheckboxButton className={styles.checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden>
              {isIndeterminate ? (
                <Minus size={16} strokeWidth={3} />
              ) : isSelected ? (
                <Check size={16} strokeWidth={3} />
              ) : null}
            </span>
            <span className={styles.label}>{children}</span>
          </>
        )}
      </CheckboxButton>
      {description && (
        <div className={styles.below}>
          <Description>{description}</Description>
        </div>
      )}
      <div className={styles.below}>
        <FieldError>{errorMessage}</FieldError>
      </div>
    </AriaCheckboxField>
  );
}

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children'>,
    FieldTextProps {
  /** `Checkbox` elements, one per option. */
  children: ReactNode;
  UNSAFE_className?: string;
}

/** Several checkboxes under one label (interests, notification channels). */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  UNSAFE_className,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...props}
      isInvalid={props.isInvalid || hasErrorMessage(errorMessage) || undefined}
      className={clsx(fieldStyles.field, styles.group, UNSAFE_className)}
    >
      {label && <Label>{label}</Label>}
      {description && <Description>{description}</Description>}
      <div className={styles.groupItems}>{children}</div>
      <FieldError>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}
