import { clsx } from 'clsx';
import { Check, ChevronDown, Globe } from 'lucide-react';
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { defineTexts, type Locale, localeLabels, locales, useUiText } from '../../i18n/texts';
import { visuallyHidden } from '../../styles/focus.css';
import * as styles from './LanguagePicker.css';

const texts = defineTexts('LanguagePicker', {
  language: {
    de: 'Sprache',
    en: 'Language',
    fr: 'Langue',
    it: 'Lingua',
    pl: 'Język',
    nl: 'Taal',
    da: 'Sprog',
    sv: 'Språk',
  },
});

export const languagePickerVariants = ['field', 'compact'] as const;

export interface LanguagePickerProps {
  value: Locale;
  onChange: (locale: Locale) => void;
  /** `field` for forms and settings; `compact` (globe and "DE") for top bars and footers. */
  variant?: (typeof languagePickerVariants)[number];
  /** Hide the "Language" label (still the accessible name). The compact variant always hides it. */
  hideLabel?: boolean;
  isDisabled?: boolean;
  /** Only these locales are offered; all eight by default. */
  options?: readonly Locale[];
  UNSAFE_className?: string;
}

/**
 * The interface language. Every option names its language in that language, with the product's
 * short code (Danish is dk, Swedish se); the value is the locale (`da`, `sv`). `compact` shows the
 * code only, for footers and bars.
 *
 * - **Keyboard:** Tab focuses the button; Enter, Space or the arrow keys open the list; arrows
 *   move, Enter chooses, Escape closes; typing a letter jumps to a language.
 * - **Screen reader:** A select named "Language" whose value is the language's own name; each
 *   option is read by its name (the short code is hidden).
 * - **Do:** Switch the `IntlProvider`'s locale and `<html lang>` on change.
 * - **Don't:** Translate the language names: a member looks for their own language in their own
 *   words.
 */
export function LanguagePicker({
  value,
  onChange,
  variant = 'field',
  hideLabel,
  isDisabled,
  options = locales,
  UNSAFE_className,
}: LanguagePickerProps) {
  const t = useUiText();
  const compact = variant === 'compact';
  const selected = localeLabels[value];
  return (
    <Select
      value={value}
      onChange={(key) => {
        if (key !== null && key !== undefined) onChange(key as Locale);
      }}
      isDisabled={isDisabled}
      className={clsx(styles.picker, !compact && styles.pickerField, UNSAFE_className)}
    >
      <Label className={compact || hideLabel ? visuallyHidden : styles.label}>
        {t(texts.language)}
      </Label>
      <Button className={styles.trigger({ variant })}>
        {compact && (
          <span className={styles.icon} aria-hidden>
            <Globe size={16} />
          </span>
        )}
        <SelectValue className={styles.value}>
          {compact ? (
            <>
              <span>{selected.code}</span>
              <span className={visuallyHidden}> {selected.name}</span>
            </>
          ) : (
            <span lang={value}>{selected.name}</span>
          )}
        </SelectValue>
        <span className={styles.chevron} aria-hidden>
          <ChevronDown size={compact ? 16 : 20} />
        </span>
      </Button>
      <Popover className={styles.popover} placement={compact ? 'bottom end' : 'bottom start'}>
        <ListBox className={styles.listBox}>
          {options.map((locale) => (
            <ListBoxItem
              key={locale}
              id={locale}
              textValue={localeLabels[locale].name}
              className={styles.option}
            >
              <span className={styles.code} aria-hidden>
                {localeLabels[locale].code}
              </span>
              <span className={styles.optionName} lang={locale}>
                {localeLabels[locale].name}
              </span>
              <span className={styles.check} aria-hidden>
                <Check size={18} strokeWidth={2.5} />
              </span>
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
