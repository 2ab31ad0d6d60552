import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AgeRange,
  ageOn,
  Base64Image,
  BonusCode,
  birthdateAsOf,
  Consent,
  Email,
  ImagePrice,
  Interests,
  MessageText,
  Name,
  Password,
  SearchRadius,
  Zip,
} from './validation';

/** The messages (error codes) of a failed parse, or [] when it passes. */
const problems = (schema: v.GenericSchema, input: unknown): string[] =>
  v.safeParse(schema, input).issues?.map((issue) => issue.message) ?? [];

describe('Email', () => {
  it('accepts a standard address', () => {
    expect(problems(Email, 'lena@example.de')).toEqual([]);
  });
  it('ignores trailing whitespace', () => {
    expect(v.parse(Email, 'lena@example.de  ')).toBe('lena@example.de');
  });
  it('reports an empty address as EMPTY_EMAIL_INPUT only', () => {
    expect(problems(Email, '')).toEqual(['EMPTY_EMAIL_INPUT']);
  });
  it('reports an invalid address as WRONG_EMAIL', () => {
    expect(problems(Email, 'lena@example')).toEqual(['WRONG_EMAIL']);
    expect(problems(Email, 'lena example.de')).toEqual(['WRONG_EMAIL']);
  });
});

describe('Password', () => {
  it('needs at least 6 characters', () => {
    expect(problems(Password, 'abc12')).toEqual(['PASSWORD_TOO_SHORT']);
    expect(problems(Password, 'abc123')).toEqual([]);
  });
  it('reports an empty password as EMPTY_PASSWORD_INPUT', () => {
    expect(problems(Password, '')).toEqual(['EMPTY_PASSWORD_INPUT']);
  });
});

describe('Name', () => {
  it('accepts a first name, in any alphabet', () => {
    expect(problems(Name, 'Lena')).toEqual([]);
    expect(problems(Name, 'Jürgen')).toEqual([]);
    expect(problems(Name, 'Łukasz')).toEqual([]);
  });
  it('reports an empty name', () => {
    expect(problems(Name, '   ')).toEqual(['EMPTY_NAME_INPUT']);
  });
  it('refuses a space', () => {
    expect(problems(Name, 'anna maria')).toEqual(['NAME_NO_SPACE']);
  });
  it('refuses a number', () => {
    expect(problems(Name, 'lena1')).toEqual(['NAME_NO_NUMBER']);
  });
  it('accepts letters only', () => {
    expect(problems(Name, 'lena!')).toEqual(['NAME_LETTERS_ONLY']);
    expect(problems(Name, 'anne-marie')).toEqual(['NAME_LETTERS_ONLY']);
  });
  it('refuses more than one capital letter', () => {
    expect(problems(Name, 'LeNa')).toEqual(['NAME_TOO_MANY_CAPITALS']);
  });
  it('refuses a name longer than 20 letters', () => {
    expect(problems(Name, 'a'.repeat(20))).toEqual([]);
    expect(problems(Name, 'a'.repeat(21))).toEqual(['NAME_TOO_LONG']);
  });
  it('trims spaces around the name', () => {
    expect(v.parse(Name, ' Lena ')).toBe('Lena');
  });
});

describe('Birthdate', () => {
  const today = new Date('2025-06-15T12:00:00.000Z');
  const Birthdate = birthdateAsOf(() => today);

  it('counts whole years up to the birthday', () => {
    expect(ageOn('2007-06-15T00:00:00.000Z', today)).toBe(18);
    expect(ageOn('2007-06-16T00:00:00.000Z', today)).toBe(17);
  });
  it('accepts a member who turns 18 today', () => {
    expect(problems(Birthdate, '2007-06-15T00:00:00.000Z')).toEqual([]);
  });
  it('refuses a member under 18', () => {
    expect(problems(Birthdate, '2007-06-16T00:00:00.000Z')).toEqual(['REGISTER_PERSONAL_DATA_AGE']);
  });
  it('refuses an age above 80', () => {
    expect(problems(Birthdate, '1945-06-15T00:00:00.000Z')).toEqual([]);
    expect(problems(Birthdate, '1944-06-14T00:00:00.000Z')).toEqual(['AGE_TOO_HIGH']);
  });
  it('needs an ISO date-time', () => {
    expect(problems(Birthdate, '15.06.1990')).toEqual(['INVALID_BIRTHDATE']);
    expect(problems(Birthdate, '')).toEqual(['BIRTHDATE_REQUIRED']);
  });
});

describe('SearchRadius', () => {
  it('accepts 10 to 200 km', () => {
    expect(problems(SearchRadius, 10)).toEqual([]);
    expect(problems(SearchRadius, 200)).toEqual([]);
  });
  it('refuses values outside 10 to 200 km', () => {
    expect(problems(SearchRadius, 9)).toContain('SEARCH_RADIUS_OUT_OF_RANGE');
    expect(problems(SearchRadius, 201)).toContain('SEARCH_RADIUS_OUT_OF_RANGE');
  });
});

describe('AgeRange', () => {
  it('accepts 18 to 80 with min not above max', () => {
    expect(problems(AgeRange, { searchMinAge: 18, searchMaxAge: 80 })).toEqual([]);
    expect(problems(AgeRange, { searchMinAge: 30, searchMaxAge: 30 })).toEqual([]);
  });
  it('refuses ages outside 18 to 80', () => {
    expect(problems(AgeRange, { searchMinAge: 17, searchMaxAge: 40 })).toContain(
      'AGE_RANGE_OUT_OF_RANGE',
    );
    expect(problems(AgeRange, { searchMinAge: 20, searchMaxAge: 81 })).toContain(
      'AGE_RANGE_OUT_OF_RANGE',
    );
  });
  it('refuses a minimum above the maximum, on the maximum', () => {
    const result = v.safeParse(AgeRange, { searchMinAge: 40, searchMaxAge: 30 });
    expect(result.issues?.map((issue) => issue.message)).toEqual(['AGE_RANGE_INVERTED']);
    expect(v.getDotPath(result.issues?.[0] as v.BaseIssue<unknown>)).toBe('searchMaxAge');
  });
});

describe('Consent', () => {
  it('passes only a tick', () => {
    expect(problems(Consent, true)).toEqual([]);
    expect(problems(Consent, false)).toEqual(['CONSENT_REQUIRED']);
  });
});

describe('ImagePrice', () => {
  it('accepts whole coins from 5 to 500', () => {
    expect(problems(ImagePrice, 5)).toEqual([]);
    expect(problems(ImagePrice, 500)).toEqual([]);
  });
  it('refuses prices outside 5 to 500', () => {
    expect(problems(ImagePrice, 4)).toContain('INVALID_IMAGE_PRICE');
    expect(problems(ImagePrice, 501)).toContain('INVALID_IMAGE_PRICE');
  });
  it('refuses fractions (step 1)', () => {
    expect(problems(ImagePrice, 5.5)).toContain('INVALID_IMAGE_PRICE');
  });
});

describe('BonusCode', () => {
  it('accepts exactly 5 digits', () => {
    expect(problems(BonusCode, '12345')).toEqual([]);
  });
  it('refuses other lengths and letters', () => {
    expect(problems(BonusCode, '1234')).toEqual(['INVALID_BONUS_CODE']);
    expect(problems(BonusCode, '123456')).toEqual(['INVALID_BONUS_CODE']);
    expect(problems(BonusCode, '1234a')).toEqual(['INVALID_BONUS_CODE']);
  });
});

describe('Interests', () => {
  it('accepts two or more', () => {
    expect(problems(Interests, ['art', 'yoga'])).toEqual([]);
  });
  it('refuses fewer than two different interests', () => {
    expect(problems(Interests, ['art'])).toEqual(['INTERESTS_TOO_FEW']);
    expect(problems(Interests, ['art', 'art'])).toEqual(['INTERESTS_TOO_FEW']);
  });
  it('refuses an interest not in the list', () => {
    expect(problems(Interests, ['art', 'knitting'])).not.toEqual([]);
  });
});

describe('Zip', () => {
  it('accepts a zip code', () => {
    expect(v.parse(Zip, ' 10115 ')).toBe('10115');
  });
  it('refuses a blank zip code', () => {
    expect(problems(Zip, '  ')).toEqual(['EMPTY_ZIP_INPUT']);
  });
});

describe('Base64Image', () => {
  it('accepts a picture as a data URL or bare base64', () => {
    expect(problems(Base64Image, 'data:image/png;base64,iVBORw0KGgo=')).toEqual([]);
    expect(problems(Base64Image, 'iVBORw0KGgo=')).toEqual([]);
  });
  it('refuses a video with the spec text key', () => {
    expect(problems(Base64Image, 'data:video/mp4;base64,AAAAIGZ0eXA=')).toEqual([
      'VIDEOS_NOT_ALLOWED',
    ]);
  });
  it('needs a picture', () => {
    expect(problems(Base64Image, '')).toEqual(['IMAGE_REQUIRED']);
  });
});

describe('MessageText', () => {
  it('refuses a blank message', () => {
    expect(problems(MessageText, '  ')).toEqual(['MESSAGE_REQUIRED']);
  });
  it('refuses a message over 5000 characters', () => {
    expect(problems(MessageText, 'a'.repeat(5001))).toEqual(['MESSAGE_TOO_LONG']);
  });
});
