import { clsx } from 'clsx';
import { type ReactNode, useState } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Group,
  Input,
  TextArea,
} from 'react-aria-components';
import {
  Description,
  FieldError,
  type FieldTextProps,
  fieldStyles,
  Label,
} from '../private/Field/Field';
import * as styles from './TextField.css';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'>,
    FieldTextProps {
  placeholder?: string;
  /** An icon before the text (search, mail). */
  icon?: ReactNode;
  /** A text area of `rows` lines instead of a single line. */
  multiline?: boolean;
  rows?: number;
  /** Shows "12/100" under the field; the field accepts no more. */
  maxLength?: number;
  /** Something at the end of the input row (the password toggle). */
  endAdornment?: ReactNode;
  UNSAFE_className?: string;
}

/**
 * Whether an `errorMessage` prop makes a field invalid: a message does, a function (a formatter
 * for native validation errors) does not.
 */
export function hasErrorMessage(errorMessage: FieldTextProps['errorMessage']): boolean {
  return (
    errorMessage !== undefined &&
    errorMessage !== null &&
    errorMessage !== '' &&
    typeof errorMessage !== 'function'
  );
}

/**
 * A labelled text input (or a text area with `multiline`) with description, error and, with
 * `maxLength`, a counter, on the shared field parts.
 *
 * - **Keyboard:** Tab focuses the input; Enter submits its form (a new line in a text area).
 * - **Screen reader:** A text field named by its label, described by the description and the
 *   counter; with `errorMessage` it is invalid and the message is read.
 * - **Do:** Set `type`, `autoComplete` and `inputMode` so phones show the right keyboard and
 *   browsers fill it in.
 * - **Don't:** Use the placeholder as the label.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  icon,
  multiline,
  rows = 4,
  maxLength,
  endAdornment,
  UNSAFE_className,
  ...props
}: TextFieldProps) {
  const [typedLength, setTypedLength] = useState((props.defaultValue ?? '').length);
  const length = props.value !== undefined ? props.value.length : typedLength;
  return (
    <AriaTextField
      {...props}
      maxLength={maxLength}
      onChange={(value) => {
        setTypedLength(value.length);
        props.onChange?.(value);
      }}
      isInvalid={props.isInvalid || hasErrorMessage(errorMessage) || undefined}
      className={clsx(fieldStyles.field, UNSAFE_className)}
    >
      {label && <Label>{label}</Label>}
      <Group className={fieldStyles.inputFrame}>
        {icon && (
          <span className={styles.icon} aria-hidden>
            {icon}
          </span>
        )}
        {multiline ? (
          <TextArea
            className={clsx(fieldStyles.input, styles.textArea)}
            placeholder={placeholder}
            rows={rows}
          />
        ) : (
          <Input className={fieldStyles.input} placeholder={placeholder} />
        )}
        {endAdornment && <span className={styles.adornment}>{endAdornment}</span>}
      </Group>
      {(description || maxLength !== undefined) && (
        <div className={styles.meta}>
          {description && <Description>{description}</Description>}
          {maxLength !== undefined && (
            <span className={styles.counter} aria-hidden>
              {length}/{maxLength}
            </span>
          )}
        </div>
      )}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
