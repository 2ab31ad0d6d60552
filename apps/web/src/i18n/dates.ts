/**
 * How the app writes dates and relative times (spec 01 sections 1 and 9): in English or German
 * only, chosen from the browser's language whatever the interface language is; relative times
 * count 4.43 weeks to a month; a week starts on Monday in German and on Sunday in English; and a
 * date that cannot be read stands for the current date rather than "Invalid Date".
 *
 * `withDateLocale` gives the app's react-intl formatter these rules, so every date the app and
 * @amora/ui draw through `intl.formatDate`, `formatTime` or `<FormattedDate>` follows them.
 */
import { createIntl, type IntlShape } from 'react-intl';

export const dateLocales = ['de', 'en'] as const;
export type DateLocale = (typeof dateLocales)[number];

/** German for a German browser, English for every other (the spec formats in these two only). */
export const dateLocaleOf = (browserLanguage: string | undefined): DateLocale =>
  browserLanguage?.toLowerCase().startsWith('de') ? 'de' : 'en';

/** The browser's language, or German (the product's default) where there is no browser. */
export const browserDateLocale = (): DateLocale =>
  globalThis.navigator?.language ? dateLocaleOf(globalThis.navigator.language) : 'de';

/** 0 is Sunday, 1 Monday, as `Date.getDay` counts. */
export const weekStartsOn = (locale: DateLocale): 0 | 1 => (locale === 'de' ? 1 : 0);

/** Midnight (local time) of the first day of the week `date` falls in. */
export const startOfWeek = (date: Date, locale: DateLocale): Date => {
  const start = new Date(date);
  start.setHours(0, 0, 0, 0);
  const daysIntoWeek = (start.getDay() - weekStartsOn(locale) + 7) % 7;
  start.setDate(start.getDate() - daysIntoWeek);
  return start;
};

/** A date as the API or a store holds it; anything unreadable is the current date. */
export const readableDate = (
  value: Date | string | number | null | undefined,
  now = new Date(),
) => {
  if (value === null || value === undefined || value === '') return now;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? now : date;
};

export const weeksPerMonth = 4.43;

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;
const week = 7 * day;
const month = weeksPerMonth * week;
const year = 12 * month;

/** The largest unit that fits, from seconds to years; negative values lie in the past. */
export const relativeParts = (
  date: Date,
  now: Date,
): { value: number; unit: Intl.RelativeTimeFormatUnit } => {
  const elapsed = date.getTime() - now.getTime();
  const size = Math.abs(elapsed);
  const [unit, length] =
    size < minute
      ? (['second', second] as const)
      : size < hour
        ? (['minute', minute] as const)
        : size < day
          ? (['hour', hour] as const)
          : size < week
            ? (['day', day] as const)
            : size < month
              ? (['week', week] as const)
              : size < year
                ? (['month', month] as const)
                : (['year', year] as const);
  // Rounded toward zero: 13 days are "1 week ago", not 2. `+ 0` turns -0 into 0.
  return { value: Math.trunc(elapsed / length) + 0, unit };
};

/** "5 minutes ago", "yesterday", "3 weeks ago", "in 2 months", in the given formatter's locale. */
export const formatRelative = (
  intl: IntlShape,
  value: Date | string | number | null | undefined,
  now = new Date(),
) => {
  const { value: amount, unit } = relativeParts(readableDate(value, now), now);
  return intl.formatRelativeTime(amount, unit, { numeric: 'auto' });
};

type Formattable = Parameters<IntlShape['formatDate']>[0];
const readable = (value: Formattable): Formattable =>
  typeof value === 'string' || typeof value === 'number' || value instanceof Date
    ? readableDate(value)
    : new Date();

/**
 * The app's formatter with dates, times and relative times in `locale` (texts and numbers stay in
 * the interface language).
 */
export const withDateLocale = (intl: IntlShape, locale: DateLocale): IntlShape => {
  if (intl.locale === locale) {
    return {
      ...intl,
      formatDate: (value, options) => intl.formatDate(readable(value), options),
      formatTime: (value, options) => intl.formatTime(readable(value), options),
    };
  }
  const dates = createIntl({ locale, timeZone: intl.timeZone, onError: intl.onError });
  return {
    ...intl,
    formatDate: (value, options) => dates.formatDate(readable(value), options),
    formatTime: (value, options) => dates.formatTime(readable(value), options),
    formatDateToParts: (value, options) => dates.formatDateToParts(readable(value), options),
    formatTimeToParts: (value, options) => dates.formatTimeToParts(readable(value), options),
    formatDateTimeRange: (from, to, options) => dates.formatDateTimeRange(from, to, options),
    formatRelativeTime: (value, unit, options) => dates.formatRelativeTime(value, unit, options),
  };
};
