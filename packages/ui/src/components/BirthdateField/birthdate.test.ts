import { describe, expect, it } from 'vitest';
import { birthYears, daysInMonth, fromIsoDate, toIsoDate, withPart } from './birthdate';

describe('birthdate', () => {
  it('knows the length of February in leap and common years', () => {
    expect(daysInMonth(2, 2004)).toBe(29);
    expect(daysInMonth(2, 2005)).toBe(28);
    expect(daysInMonth(2, null)).toBe(29);
    expect(daysInMonth(4, 2005)).toBe(30);
    expect(daysInMonth(null, null)).toBe(31);
  });

  it('offers birth years from 18 to 80 years back, newest first', () => {
    const years = birthYears(new Date(2026, 5, 1));
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1946);
    expect(years).toHaveLength(63);
  });

  it('clears a day the chosen month does not have', () => {
    const parts = withPart({ day: 31, month: 1, year: 2000 }, 'month', 2);
    expect(parts).toEqual({ day: null, month: 2, year: 2000 });
    expect(withPart({ day: 29, month: 2, year: 2004 }, 'year', 2005).day).toBeNull();
    expect(withPart({ day: 28, month: 2, year: 2004 }, 'year', 2005).day).toBe(28);
  });

  it('reads and writes ISO dates only when complete and real', () => {
    expect(toIsoDate({ day: 7, month: 3, year: 1990 })).toBe('1990-03-07');
    expect(toIsoDate({ day: 7, month: null, year: 1990 })).toBeNull();
    expect(fromIsoDate('1990-03-07')).toEqual({ day: 7, month: 3, year: 1990 });
    expect(fromIsoDate('2001-02-29')).toEqual({ day: null, month: null, year: null });
    expect(fromIsoDate(null)).toEqual({ day: null, month: null, year: null });
  });
});
