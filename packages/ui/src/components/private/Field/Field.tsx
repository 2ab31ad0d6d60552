import { clsx } from 'clsx';
import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  type LabelProps,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import * as styles from './Field.css';

/** The label, description and error that every input of the library shares. */
export function Label({ className, ...props }: LabelProps) {
  return <AriaLabel {...props} className={clsx(styles.label, className)} />;
}

export function Description({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

export function FieldError({
  children,
}: {
  children?: ReactNode | ((validation: ValidationResult) => ReactNode);
}) {
  return (
    <AriaFieldError className={styles.fieldError}>
      {(validation) => (
        <>
          <AlertCircle size={14} aria-hidden />
          {typeof children === 'function'
            ? children(validation)
            : (children ?? validation.validationErrors.join(' '))}
        </>
      )}
    </AriaFieldError>
  );
}

/** Props that every field component takes for its label, hint and error text. */
export interface FieldTextProps {
  label?: ReactNode;
  description?: ReactNode;
  /** Shown under the field when it is invalid; a server or form error message. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

export { styles as fieldStyles };
