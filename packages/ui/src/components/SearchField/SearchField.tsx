import { clsx } from 'clsx';
import { Search, X } from 'lucide-react';
import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { defineTexts, useUiText } from '../../i18n/texts';
import {
  Description,
  FieldError,
  type FieldTextProps,
  fieldStyles,
  Label,
} from '../private/Field/Field';
import { hasErrorMessage } from '../TextField/TextField';
import * as styles from './SearchField.css';

const texts = defineTexts('SearchField', {
  clear: {
    de: 'Suche löschen',
    en: 'Clear search',
    fr: 'Effacer la recherche',
    it: 'Cancella ricerca',
    pl: 'Wyczyść wyszukiwanie',
    nl: 'Zoekopdracht wissen',
    da: 'Ryd søgning',
    sv: 'Rensa sökning',
  },
});

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, 'className' | 'style' | 'children'>,
    FieldTextProps {
  placeholder?: string;
  UNSAFE_className?: string;
}

/**
 * A search input with a magnifier and a clear button: Enter submits (`onSubmit`), Escape or the
 * button clears (`onClear`).
 *
 * - **Keyboard:** Tab focuses the input; Enter submits, Escape clears; the clear button follows in
 *   the Tab order while there is text.
 * - **Screen reader:** A search field named by its label (or `aria-label` when there is no visible
 *   one); the clear button is named "Clear search".
 * - **Do:** Give it a name even without a visible label.
 * - **Don't:** Search on every keystroke against the server without a delay.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  UNSAFE_className,
  ...props
}: SearchFieldProps) {
  const t = useUiText();
  return (
    <AriaSearchField
      {...props}
      isInvalid={props.isInvalid || hasErrorMessage(errorMessage) || undefined}
      className={clsx(fieldStyles.field, styles.field, UNSAFE_className)}
    >
      {label && <Label>{label}</Label>}
      <Group className={fieldStyles.inputFrame}>
        <span className={styles.icon} aria-hidden>
          <Search size={20} />
        </span>
        <Input className={clsx(fieldStyles.input, styles.input)} placeholder={placeholder} />
        <Button className={styles.clear} aria-label={t(texts.clear)}>
          <X size={18} aria-hidden />
        </Button>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaSearchField>
  );
}
