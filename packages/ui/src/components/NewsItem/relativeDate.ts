import type { IntlShape } from 'react-intl';

const units: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60 * 60],
  ['hour', 60 * 60 * 24],
  ['day', 60 * 60 * 24 * 7],
];
const secondsPer: Record<string, number> = { second: 1, minute: 60, hour: 3600, day: 86400 };

/**
 * "just now", "5 minutes ago", "yesterday" for the last week; older entries show their date. `now`
 * is a parameter so stories and tests render the same text every day.
 */
export function formatNewsDate(
  intl: IntlShape,
  date: Date,
  now: Date,
  style: 'relative' | 'date',
): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  if (style === 'relative') {
    for (const [unit, limit] of units) {
      if (Math.abs(seconds) < limit) {
        return intl.formatRelativeTime(Math.round(seconds / (secondsPer[unit] ?? 1)), unit, {
          numeric: 'auto',
        });
      }
    }
  }
  const sameYear = date.getFullYear() === now.getFullYear();
  return intl.formatDate(date, {
    day: 'numeric',
    month: 'short',
    year: sameYear ? undefined : 'numeric',
  });
}
