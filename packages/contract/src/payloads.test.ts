import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ChangeLocationPayload,
  Configuration,
  DatingQuery,
  defaultConfiguration,
  EmailLoginPayload,
  LocationQuery,
  PasswordResetPayload,
  QueryBoolean,
  ReactOnImagePayload,
  RegistrationForm,
  RegistrationPayload,
  RelationshipListQuery,
  SearchSettingsPayload,
  SendMessage,
  UpdateImagePayload,
  UploadImagePayload,
} from './index';

const problems = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.map((issue) => ({
    path: v.getDotPath(issue),
    message: issue.message,
  })) ?? [];

const registration = {
  name: 'Lena',
  email: 'lena@example.de ',
  password: 'secret1',
  birthdate: '1995-04-02T00:00:00.000Z',
  gender: 'female',
  country: 'DE',
  city: 'Berlin',
  zip: '10115',
  locationId: 'loc-1',
  platform: 'Web',
};

describe('RegistrationPayload', () => {
  it('fills the spec registration defaults and normalises case', () => {
    const parsed = v.parse(RegistrationPayload, registration);
    expect(parsed).toMatchObject({
      email: 'lena@example.de',
      country: 'de',
      platform: 'web',
      language: 'de',
      searchDistance: 200,
      searchMinAge: 18,
      searchMaxAge: 48,
      pushPreference: true,
    });
  });
  it('reports each blank field with its own code', () => {
    const found = problems(RegistrationPayload, {
      ...registration,
      name: '',
      zip: ' ',
      email: '',
      password: '',
    }).map((problem) => problem.message);
    expect(found).toEqual(
      expect.arrayContaining([
        'EMPTY_NAME_INPUT',
        'EMPTY_ZIP_INPUT',
        'EMPTY_EMAIL_INPUT',
        'EMPTY_PASSWORD_INPUT',
      ]),
    );
  });
  it('needs a place chosen from the suggestions and a gender', () => {
    const { locationId: _, gender: __, ...rest } = registration;
    expect(problems(RegistrationPayload, rest)).toEqual([
      { path: 'gender', message: 'GENDER_REQUIRED' },
      { path: 'locationId', message: 'LOCATION_REQUIRED' },
    ]);
  });
  it('names a missing email and password by their own codes at login', () => {
    expect(problems(EmailLoginPayload, {}).map((problem) => problem.message)).toEqual([
      'EMPTY_EMAIL_INPUT',
      'EMPTY_PASSWORD_INPUT',
    ]);
  });
  it('refuses an inverted age range', () => {
    expect(
      problems(RegistrationPayload, { ...registration, searchMinAge: 50, searchMaxAge: 30 }),
    ).toEqual([{ path: 'searchMaxAge', message: 'AGE_RANGE_INVERTED' }]);
  });
  it('needs the consent tick in the form', () => {
    expect(problems(RegistrationForm, { ...registration, consent: false })).toEqual([
      { path: 'consent', message: 'CONSENT_REQUIRED' },
    ]);
    expect(problems(RegistrationForm, { ...registration, consent: true })).toEqual([]);
  });
});

describe('login and password payloads', () => {
  it('accepts any non-empty password at login', () => {
    expect(problems(EmailLoginPayload, { userName: 'lena@example.de', password: 'abc' })).toEqual(
      [],
    );
  });
  it('refuses a reset whose two passwords differ', () => {
    const reset = { uid: 'u1', password: 'secret1', confirmPassword: 'secret2' };
    expect(problems(PasswordResetPayload, reset)).toEqual([
      { path: 'confirmPassword', message: 'PASSWORDS_DO_NOT_MATCH' },
    ]);
    expect(problems(PasswordResetPayload, { ...reset, confirmPassword: 'secret1' })).toEqual([]);
  });
});

describe('user payloads', () => {
  it('accepts one end of the age range alone, refuses an inverted pair', () => {
    expect(problems(SearchSettingsPayload, { searchMinAge: 60 })).toEqual([]);
    expect(problems(SearchSettingsPayload, { searchMinAge: 60, searchMaxAge: 30 })).toEqual([
      { path: 'searchMaxAge', message: 'AGE_RANGE_INVERTED' },
    ]);
  });
  it('refuses a private picture as profile picture', () => {
    const image = 'data:image/jpeg;base64,/9j/4AAQ';
    expect(
      problems(UploadImagePayload, { image, isPrivate: true, price: 20, isProfileImage: true }),
    ).toEqual([{ path: 'isProfileImage', message: 'PRIVATE_PICTURE_AS_PROFILE' }]);
    expect(problems(UpdateImagePayload, { isPrivate: true, isProfileImage: true })).toEqual([
      { path: 'isProfileImage', message: 'PRIVATE_PICTURE_AS_PROFILE' },
    ]);
  });
  it('needs a price for a private picture', () => {
    const image = 'data:image/jpeg;base64,/9j/4AAQ';
    expect(problems(UploadImagePayload, { image, isPrivate: true })).toEqual([
      { path: 'price', message: 'INVALID_IMAGE_PRICE' },
    ]);
    expect(v.parse(UploadImagePayload, { image })).toMatchObject({
      isPrivate: false,
      isProfileImage: false,
    });
  });
  it('needs a chosen place to change location', () => {
    expect(
      problems(ChangeLocationPayload, {
        locationId: '',
        city: 'Köln',
        zip: '50667',
        country: 'de',
      }),
    ).toEqual([{ path: 'locationId', message: 'LOCATION_REQUIRED' }]);
  });
});

describe('query values arrive as strings', () => {
  it('turns digits into numbers and fills the default page size', () => {
    expect(v.parse(DatingQuery, { pageSize: '50', search: 'Lena' })).toEqual({
      pageSize: 50,
      page: 1,
      search: 'Lena',
    });
    expect(v.parse(DatingQuery, {}).pageSize).toBe(36);
  });
  it('refuses a page size that is not a number or too large', () => {
    expect(v.safeParse(DatingQuery, { pageSize: 'ten' }).success).toBe(false);
    expect(v.safeParse(DatingQuery, { pageSize: '' }).success).toBe(false);
    expect(v.safeParse(DatingQuery, { pageSize: '101' }).success).toBe(false);
  });
  it('reads flags', () => {
    expect(v.parse(QueryBoolean, 'true')).toBe(true);
    expect(v.parse(QueryBoolean, '0')).toBe(false);
    expect(v.safeParse(QueryBoolean, 'maybe').success).toBe(false);
  });
  it('defaults the location country to DE, in lower case', () => {
    expect(v.parse(LocationQuery, { search: 'Ber' })).toEqual({ search: 'Ber', country: 'de' });
    expect(v.parse(LocationQuery, { search: 'Wien', country: 'AT' }).country).toBe('at');
  });
  it('lists only likes, visits and matches', () => {
    expect(v.parse(RelationshipListQuery, { type: 'visit' }).pageSize).toBe(10);
    expect(v.safeParse(RelationshipListQuery, { type: 'dislike' }).success).toBe(false);
  });
});

describe('chat payloads', () => {
  it('sends a text message with its client id', () => {
    expect(v.parse(SendMessage, { recipientId: 'u2', message: 'Hallo!', clientId: 'c-1' })).toEqual(
      { recipientId: 'u2', message: 'Hallo!', clientId: 'c-1', type: 'message' },
    );
  });
  it('refuses a blank message', () => {
    expect(problems(SendMessage, { recipientId: 'u2', message: ' ' })).toEqual([
      { path: 'message', message: 'MESSAGE_REQUIRED' },
    ]);
  });
  it('needs a text to comment on a picture, not to like it', () => {
    expect(problems(ReactOnImagePayload, { type: 'pictureComment', imageId: 'i1' })).toEqual([
      { path: 'message', message: 'MESSAGE_REQUIRED' },
    ]);
    expect(problems(ReactOnImagePayload, { type: 'pictureLike', imageId: 'i1' })).toEqual([]);
  });
});

describe('defaultConfiguration', () => {
  it('is a valid configuration carrying the spec prices', () => {
    const configuration = v.parse(Configuration, defaultConfiguration);
    expect(configuration.prices.wink).toBe(6);
    expect(configuration.pageSizes.chat).toBe(50);
    expect(configuration.currency).toBe('EUR');
  });
});
