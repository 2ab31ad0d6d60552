import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  RadioButton,
  RadioField,
  type RadioFieldProps,
} from 'react-aria-components';
import { Description, FieldError, type FieldTextProps, Label } from '../private/Field/Field';
import { hasErrorMessage } from '../TextField/TextField';
import * as styles from './SegmentedControl.css';

export interface SegmentedControlProps
  extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children' | 'orientation'>,
    FieldTextProps {
  /** `Segment` elements, one per choice. */
  children: ReactNode;
  UNSAFE_className?: string;
}

/**
 * One choice out of a few, as large side-by-side segments (gender, relationship type). A radio
 * group underneath. Segments wrap on narrow screens.
 *
 * - **Keyboard:** Tab enters it on the chosen segment; the arrow keys move the choice.
 * - **Screen reader:** A radio group named by its label; each segment is a radio.
 * - **Do:** Use it for two to four short options.
 * - **Don't:** Use it to switch views of a page: that is `Tabs`.
 */
export function SegmentedControl({
  label,
  description,
  errorMessage,
  children,
  UNSAFE_className,
  ...props
}: SegmentedControlProps) {
  return (
    <AriaRadioGroup
      {...props}
      orientation="horizontal"
      isInvalid={props.isInvalid || hasErrorMessage(errorMessage) || undefined}
      className={clsx(styles.group, UNSAFE_className)}
    >
      {label && <Label>{label}</Label>}
      {description && <Description>{description}</Description>}
      <div className={styles.segments}>{children}</div>
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

export interface SegmentProps extends Omit<RadioFieldProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** An icon before the text, drawn with `aria-hidden`. */
  icon?: ReactNode;
}

export function Segment({ children, icon, ...props }: SegmentProps) {
  return (
    <RadioField {...props} className={styles.segmentField}>
      <RadioButton className={styles.segment}>
        {icon && (
          <span className={styles.icon} aria-hidden>
            {icon}
          </span>
        )}
        {children}
      </RadioButton>
    </RadioField>
  );
}
