import { clsx } from 'clsx';
import { AlertCircle } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Select as AriaSelect, Group, type Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { defineTexts, useUiText } from '../../i18n/texts';
import { fieldStyles } from '../private/Field/Field';
import { SelectControl, type SelectOption } from '../Select/Select';
import * as styles from './BirthdateField.css';
import {
  birthYears,
  type DateParts,
  daysInMonth,
  fromIsoDate,
  toIsoDate,
  withPart,
} from './birthdate';

const texts = defineTexts('BirthdateField', {
  day: {
    de: 'Tag',
    en: 'Day',
    fr: 'Jour',
    it: 'Giorno',
    pl: 'Dzień',
    nl: 'Dag',
    da: 'Dag',
    sv: 'Dag',
  },
  month: {
    de: 'Monat',
    en: 'Month',
    fr: 'Mois',
    it: 'Mese',
    pl: 'Miesiąc',
    nl: 'Maand',
    da: 'Måned',
    sv: 'Månad',
  },
  year: {
    de: 'Jahr',
    en: 'Year',
    fr: 'Année',
    it: 'Anno',
    pl: 'Rok',
    nl: 'Jaar',
    da: 'År',
    sv: 'År',
  },
});

export interface BirthdateFieldProps {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  /** The date as 'YYYY-MM-DD', or null while it is incomplete (controlled). */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with the full date once day, month and year are chosen, and with null when one is cleared. */
  onChange?: (value: string | null) => void;
  /** Submitted with a form as 'YYYY-MM-DD'. */
  name?: string;
  /** "Today" for the range of years (18 to 80 years back); stories fix it. */
  referenceDate?: Date;
  UNSAFE_className?: string;
}

const toNumber = (key: Key | null) => (key === null ? null : Number(key));

/**
 * A birthdate as three selects (day, month, year) under one label. Months are named in the current
 * language, years run from 18 to 80 years back, and the day list has only the days the chosen month
 * has: there is no 31 February.
 *
 * - **Keyboard:** Tab moves from day to month to year; each opens with Enter, Space or the arrow
 *   keys, and typing a number or a month's first letters chooses it.
 * - **Screen reader:** A group named by the label; each select is read with its own name (day,
 *   month, year), the description and the error message.
 * - **Do:** Use it where the member types their own birthdate; the value is an ISO date string.
 * - **Don't:** Use it for dates other than a birthdate: the year range is the product's age limits.
 */
export function BirthdateField({
  label,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  value,
  defaultValue,
  onChange,
  name,
  referenceDate,
  UNSAFE_className,
}: BirthdateFieldProps) {
  const t = useUiText();
  const { locale } = useIntl();
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();

  const [parts, setParts] = useState<DateParts>(() => fromIsoDate(value ?? defaultValue));
  // A new value from outside replaces the parts, unless it is what this field last reported.
  const [previousValue, setPreviousValue] = useState(value);
  if (value !== previousValue) {
    setPreviousValue(value);
    if (value !== undefined && value !== toIsoDate(parts)) setParts(fromIsoDate(value));
  }

  const change = (part: keyof DateParts, key: Key | null) => {
    const next = withPart(parts, part, toNumber(key));
    setParts(next);
    const iso = toIsoDate(next);
    if (iso !== toIsoDate(parts)) onChange?.(iso);
  };

  const referenceYear = (referenceDate ?? new Date()).getFullYear();
  const years = useMemo<SelectOption[]>(
    () =>
      birthYears(new Date(referenceYear, 0, 1)).map((year) => ({
        id: String(year),
        label: String(year),
      })),
    [referenceYear],
  );
  const months = useMemo<SelectOption[]>(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => ({
      id: String(index + 1),
      label: format.format(Date.UTC(2000, index, 1)),
    }));
  }, [locale]);
  const dayCount = daysInMonth(parts.month, parts.year);
  const days = useMemo<SelectOption[]>(
    () =>
      Array.from({ length: dayCount }, (_, index) => ({
        id: String(index + 1),
        label: String(index + 1),
      })),
    [dayCount],
  );

  const showError = Boolean(isInvalid && errorMessage);
  const describedBy =
    [description && descriptionId, showError && errorId].filter(Boolean).join(' ') || undefined;

  const select = (part: keyof DateParts, text: string, items: SelectOption[]) => (
    <AriaSelect
      aria-label={text}
      placeholder={text}
      value={parts[part] === null ? null : String(parts[part])}
      onChange={(key) => change(part, key)}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      className={clsx(fieldStyles.field, styles.part)}
    >
      <SelectControl items={items} />
    </AriaSelect>
  );

  return (
    <Group
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      className={clsx(fieldStyles.field, UNSAFE_className)}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div className={styles.parts}>
        {select('day', t(texts.day), days)}
        {select('month', t(texts.month), months)}
        {select('year', t(texts.year), years)}
      </div>
      {description && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {showError && (
        <span id={errorId} className={fieldStyles.fieldError}>
          <AlertCircle size={14} aria-hidden />
          {errorMessage}
        </span>
      )}
      {name && <input type="hidden" name={name} value={toIsoDate(parts) ?? ''} />}
    </Group>
  );
}
