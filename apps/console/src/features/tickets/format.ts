/** How the tickets' screens write times and amounts. */
import type { IntlShape } from 'react-intl';

const hourMs = 60 * 60 * 1000;

/** How long something waits since `since`: "40 min", "5 hr", "3 days". */
export const waitingTime = (intl: IntlShape, since: string) => {
  const minutes = Math.max(1, Math.round((Date.now() - Date.parse(since)) / 60_000));
  const [value, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 48 * 60
        ? [Math.round((minutes * 60_000) / hourMs), 'hour']
        : [Math.round((minutes * 60_000) / (24 * hourMs)), 'day'];
  return intl.formatNumber(value, {
    style: 'unit',
    unit,
    unitDisplay: unit === 'day' ? 'long' : 'short',
  });
};

/** A date with its time, as the detail shows when something happened. */
export const dateTime = (intl: IntlShape, at: string) =>
  intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });

export const euro = (intl: IntlShape, cents: number) =>
  intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
