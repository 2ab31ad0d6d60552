/** Date arithmetic of the birthdate field, kept apart from React so it reads (and tests) plainly. */

export const minimumAge = 18;
export const maximumAge = 80;

export interface DateParts {
  day: number | null;
  /** 1 to 12. */
  month: number | null;
  year: number | null;
}

export const emptyParts: DateParts = { day: null, month: null, year: null };

/** Days in a month; without a year February allows the 29th, as some year allows it. */
export function daysInMonth(month: number | null, year: number | null): number {
  if (month === null) return 31;
  // Day 0 of the next month is the last day of this one; 2000 was a leap year.
  return new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
}

/** Birth years a member may choose, newest first: from 18 to 80 years before the reference date. */
export function birthYears(referenceDate: Date): number[] {
  const newest = referenceDate.getFullYear() - minimumAge;
  return Array.from({ length: maximumAge - minimumAge + 1 }, (_, offset) => newest - offset);
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

export function toIsoDate({ day, month, year }: DateParts): string | null {
  if (day === null || month === null || year === null) return null;
  if (day > daysInMonth(month, year)) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function fromIsoDate(value: string | null | undefined): DateParts {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return emptyParts;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(month, year)) return emptyParts;
  return { day, month, year };
}

/**
 * Applies one changed part. A day that the new month or year does not have (31 when February is
 * chosen) is cleared rather than moved, so a wrong birthdate is never set without the member seeing it.
 */
export function withPart(parts: DateParts, part: keyof DateParts, value: number | null): DateParts {
  const next = { ...parts, [part]: value };
  if (next.day !== null && next.day > daysInMonth(next.month, next.year)) next.day = null;
  return next;
}
