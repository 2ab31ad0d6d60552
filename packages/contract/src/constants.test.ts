import { describe, expect, it } from 'vitest';
import { distanceDisplay, formatDistance, languageDisplayCodes } from './constants';
import { errorCodes, errorTexts, isErrorCode } from './errors';

describe('display rules', () => {
  // Our departure from the spec's "value divided by 100, followed by m": coarse kilometres only.
  it('shows a distance below the grid cell as < 1 km, never metres', () => {
    expect(formatDistance(0)).toBe('<\u00a01\u00a0km');
    expect(formatDistance(0.4)).toBe('<\u00a01\u00a0km');
    expect(distanceDisplay.nearBelowKm).toBe(1);
  });
  it('shows other distances in whole kilometres, grouped in the language', () => {
    expect(formatDistance(1)).toBe('1\u00a0km');
    expect(formatDistance(2)).toBe('2\u00a0km');
    expect(formatDistance(2.6)).toBe('3\u00a0km');
    expect(formatDistance(187, 'de')).toBe('187\u00a0km');
    expect(formatDistance(1234, 'de')).toBe('1.234\u00a0km');
    expect(formatDistance(1234, 'en')).toBe('1,234\u00a0km');
  });
  it('shows Danish and Swedish as dk and se', () => {
    expect(languageDisplayCodes.da).toBe('dk');
    expect(languageDisplayCodes.sv).toBe('se');
  });
});

describe('error codes', () => {
  it('names each code by itself and gives it a text', () => {
    for (const [key, code] of Object.entries(errorCodes)) {
      expect(code).toBe(key);
      expect(errorTexts[code].length).toBeGreaterThan(0);
    }
  });
  it('keeps the spec wording', () => {
    expect(errorTexts.WRONG_EMAIL_OR_PASSWORD).toBe('E-Mail or password incorrect!');
    expect(errorTexts.EMAIL_ALREADY_EXISTS).toBe('Email already exists');
    expect(errorTexts.NO_SWIPES_LEFT).toBe('You used all of your swipes!');
    expect(errorTexts.BONUS_STILL_ACTIVE).toBe('your bonus is still active!');
    expect(errorTexts.VIDEOS_NOT_ALLOWED).toBe('Videos are not allowed!');
    expect(errorTexts.SESSION_EXPIRED).toBe('session timed out. Please sign in again.');
  });
  it('recognises a code', () => {
    expect(isErrorCode('ERR_BALANCE_TOO_LOW')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });
});
