import { clsx } from 'clsx';
import { createContext, type ReactNode, useContext, useId } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  RadioButton,
  RadioField,
  type RadioFieldProps,
} from 'react-aria-components';
import { Description, FieldError, type FieldTextProps, Label } from '../private/Field/Field';
import { hasErrorMessage } from '../TextField/TextField';
import * as styles from './RadioGroup.css';

export const radioGroupVariants = ['plain', 'card'] as const;
type RadioGroupVariant = (typeof radioGroupVariants)[number];

const VariantContext = createContext<RadioGroupVariant>('plain');

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children' | 'orientation'>,
    FieldTextProps {
  /** `Radio` elements, one per option. */
  children: ReactNode;
  /** `plain`: a list; `card`: each option a bordered box that fills when chosen. */
  variant?: RadioGroupVariant;
  UNSAFE_className?: string;
}

/**
 * A vertical list of options of which exactly one can be chosen, each a `Radio`, under one label
 * with description and error.
 *
 * - **Keyboard:** Tab enters the group on the chosen option (or the first); the arrow keys move and
 *   choose; Tab leaves the group.
 * - **Screen reader:** A radio group named by its label; each radio is read with its label,
 *   position and state; an error makes the group invalid and is read.
 * - **Do:** Use it for two to six options that the member should see at once.
 * - **Don't:** Use it for more options (use `Select`) or for on/off (use `Switch` or `Checkbox`).
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  variant = 'plain',
  UNSAFE_className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      isInvalid={props.isInvalid || hasErrorMessage(errorMessage) || undefined}
      className={clsx(styles.group, UNSAFE_className)}
    >
      {label && <Label>{label}</Label>}
      {description && <Description>{description}</Description>}
      <VariantContext.Provider value={variant}>
        <div className={styles.items({ variant })}>{children}</div>
      </VariantContext.Provider>
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'className' | 'style' | 'children'> {
  /** The option's name. */
  children: ReactNode;
  /** A line under the name. */
  description?: ReactNode;
}

export function Radio({ children, description, ...props }: RadioProps) {
  const variant = useContext(VariantContext);
  const nameId = useId();
  return (
    <RadioField aria-labelledby={nameId} {...props} className={styles.option({ variant })}>
      <RadioButton className={styles.radio({ variant })}>
        <span className={styles.circle} aria-hidden />
        <span id={nameId} className={styles.name}>
          {children}
        </span>
        {description && (
          <span className={styles.description}>
            <Description>{description}</Description>
          </span>
        )}
      </RadioButton>
    </RadioField>
  );
}
