import { clsx } from 'clsx';
import { ChevronDown, Search } from 'lucide-react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { defineTexts, useUiText } from '../../i18n/texts';
import { EmptyState, type ListOption, OptionList } from '../Popover/ListBox';
import { DropdownPopover } from '../Popover/Popover';
import {
  Description,
  FieldError,
  type FieldTextProps,
  fieldStyles,
  Label,
} from '../private/Field/Field';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './ComboBox.css';

const texts = defineTexts('ComboBox', {
  noResults: {
    de: 'Keine Orte gefunden',
    en: 'No places found',
    fr: 'Aucun lieu trouvé',
    it: 'Nessun luogo trovato',
    pl: 'Nie znaleziono miejscowości',
    nl: 'Geen plaatsen gevonden',
    da: 'Ingen steder fundet',
    sv: 'Inga platser hittades',
  },
  searching: {
    de: 'Suche läuft …',
    en: 'Searching…',
    fr: 'Recherche…',
    it: 'Ricerca in corso…',
    pl: 'Wyszukiwanie…',
    nl: 'Zoeken…',
    da: 'Søger…',
    sv: 'Söker…',
  },
});

/** A suggestion: `label` is the visible name (a city), `description` a second line (its zip). */
export type ComboBoxOption = ListOption;

export interface ComboBoxProps
  extends Omit<
      AriaComboBoxProps<ComboBoxOption, 'single'>,
      'className' | 'style' | 'children' | 'selectionMode' | 'allowsEmptyCollection'
    >,
    FieldTextProps {
  placeholder?: string;
  /** A search is under way: a spinner shows in the field and the empty state waits. */
  isLoading?: boolean;
  /** Replaces the built-in "No places found". */
  emptyMessage?: string;
  /** Layout-only escape hatch. */
  UNSAFE_className?: string;
}

/**
 * A text field with a list of suggestions. Pass `defaultItems` to let the field filter a static
 * list, or `items` with a controlled `inputValue` / `onInputChange` to search on the server. A
 * value can only be chosen from the suggestions unless `allowsCustomValue` is set.
 *
 * - **Keyboard:** Typing opens the list; Arrow Down and Up move through the suggestions (Alt+Arrow
 *   Down opens it without typing), Enter chooses, Escape closes the list. Focus stays in the field.
 * - **Screen reader:** A combo box named by its label; the highlighted suggestion is read as it
 *   moves, "Searching…" while `isLoading`, and the empty message when nothing matches.
 * - **Do:** Show a place with its zip code as `description`.
 * - **Don't:** Use it for a short fixed list: that is a `Select`.
 */
export function ComboBox({
  label,
  description,
  errorMessage,
  placeholder,
  isLoading = false,
  emptyMessage,
  UNSAFE_className,
  ...props
}: ComboBoxProps) {
  const t = useUiText();
  return (
    <AriaComboBox
      {...props}
      allowsEmptyCollection
      data-loading={isLoading || undefined}
      className={clsx(fieldStyles.field, UNSAFE_className)}
    >
      {label && <Label>{label}</Label>}
      <Group className={styles.frame}>
        <Search size={18} aria-hidden className={styles.leadingIcon} />
        <Input className={styles.input} placeholder={placeholder} />
        {isLoading ? (
          <span className={styles.trailing}>
            <Spinner size="small" label={t(texts.searching)} />
          </span>
        ) : (
          <Button className={styles.button}>
            <ChevronDown size={20} aria-hidden className={styles.chevron} />
          </Button>
        )}
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <DropdownPopover>
        <OptionList
          renderEmptyState={() => (
            <EmptyState>
              {isLoading ? t(texts.searching) : (emptyMessage ?? t(texts.noResults))}
            </EmptyState>
          )}
        />
      </DropdownPopover>
    </AriaComboBox>
  );
}
