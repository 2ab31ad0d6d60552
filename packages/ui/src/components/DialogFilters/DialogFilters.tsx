import { clsx } from 'clsx';
import { Radio, RadioGroup } from 'react-aria-components';
import { defineTexts, useUiText } from '../../i18n/texts';
import * as styles from './DialogFilters.css';

/** The spec's filters of the dialog list (section 2, Messages). */
export const dialogFilters = ['all', 'favorites', 'matches', 'unread', 'icebreaker'] as const;
export type DialogFilter = (typeof dialogFilters)[number];

const texts = defineTexts('DialogFilters', {
  label: {
    de: 'Chats filtern',
    en: 'Filter chats',
    fr: 'Filtrer les discussions',
    it: 'Filtra le chat',
    pl: 'Filtruj czaty',
    nl: 'Chats filteren',
    da: 'Filtrér chats',
    sv: 'Filtrera chattar',
  },
  all: {
    de: 'Alle',
    en: 'All',
    fr: 'Toutes',
    it: 'Tutte',
    pl: 'Wszystkie',
    nl: 'Alle',
    da: 'Alle',
    sv: 'Alla',
  },
  favorites: {
    de: 'Favoriten',
    en: 'Favorites',
    fr: 'Favoris',
    it: 'Preferiti',
    pl: 'Ulubione',
    nl: 'Favorieten',
    da: 'Favoritter',
    sv: 'Favoriter',
  },
  matches: {
    de: 'Matches',
    en: 'Matches',
    fr: 'Matchs',
    it: 'Match',
    pl: 'Dopasowania',
    nl: 'Matches',
    da: 'Matches',
    sv: 'Matchningar',
  },
  unread: {
    de: 'Ungelesen',
    en: 'Unread',
    fr: 'Non lues',
    it: 'Non lette',
    pl: 'Nieprzeczytane',
    nl: 'Ongelezen',
    da: 'Ulæste',
    sv: 'Olästa',
  },
  icebreaker: {
    de: 'Eisbrecher',
    en: 'Icebreaker',
    fr: 'Brise-glace',
    it: 'Rompighiaccio',
    pl: 'Icebreakery',
    nl: 'IJsbrekers',
    da: 'Isbrydere',
    sv: 'Isbrytare',
  },
});

export interface DialogFiltersProps {
  value?: DialogFilter;
  defaultValue?: DialogFilter;
  onChange?: (filter: DialogFilter) => void;
  /** Optional counts shown in the chips (for example unread dialogs). */
  counts?: Partial<Record<DialogFilter, number>>;
  isDisabled?: boolean;
  UNSAFE_className?: string;
}

/**
 * The filter chips above the dialog list (all, favourites, matches, unread, icebreaker), one choice
 * at a time, with counts. The row scrolls sideways when it does not fit (phones).
 *
 * - **Keyboard:** One Tab stop on the chosen chip; Arrow Left and Right move the choice (it applies
 *   at once).
 * - **Screen reader:** A radio group named "Filter chats"; each chip is a radio read with its
 *   count.
 * - **Do:** Keep the counts up to date; hide a chip's count when it is 0.
 * - **Don't:** Add a chip that filters on the server while the list shows local results: the
 *   filters must agree with what is shown.
 */
export function DialogFilters({
  value,
  defaultValue = 'all',
  onChange,
  counts,
  isDisabled,
  UNSAFE_className,
}: DialogFiltersProps) {
  const t = useUiText();
  return (
    <RadioGroup
      className={clsx(styles.group, UNSAFE_className)}
      aria-label={t(texts.label)}
      orientation="horizontal"
      value={value}
      defaultValue={value === undefined ? defaultValue : undefined}
      onChange={(next) => onChange?.(next as DialogFilter)}
      isDisabled={isDisabled}
    >
      {dialogFilters.map((filter) => (
        <Radio key={filter} value={filter} className={styles.chip}>
          {t(texts[filter])}
          {counts?.[filter] !== undefined && <span className={styles.count}>{counts[filter]}</span>}
        </Radio>
      ))}
    </RadioGroup>
  );
}
