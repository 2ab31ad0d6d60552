import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { errorTexts } from '@amora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../../src/identity/sessions';
import { locationIdOf, pictureBase64, userRow } from '../../helpers';
import {
  birthdateYearsAgo,
  type IdentityServer,
  linkOf,
  type RegistrationBody,
  registrationPayload,
  snapshotCounts,
  startIdentityServer,
} from './support';

/** Every file under the uploads folder: a refused registration must leave no picture behind. */
const uploadedFiles = async (server: IdentityServer) => {
  const entries = await readdir(path.join(server.config.dataDir, 'uploads'), { recursive: true });
  return entries.filter((entry) => entry.endsWith('.webp'));
};

describe('POST /identity/register', () => {
  let server: IdentityServer;
  beforeAll(async () => {
    server = await startIdentityServer();
  });
  afterAll(() => server.close());

  it('creates the account with the whole payload, signs in and mails the confirmation link', async () => {
    const browser = server.browser();
    const payload = registrationPayload({
      email: ` Anna.${Date.now()}@Example.com `.trimStart(),
      profileImage: await pictureBase64({ dataUrl: true }),
      campaignId: 'spring-campaign',
      clickId: 'click-42',
      sourceId: 'newsletter',
      strangerId: 'stranger-7',
    });
    const result = await browser.api.identity.register.request({ body: payload });
    if (!result.ok) throw result.error;
    expect(result.data.registerCreationState).toBe('succeeded');
    const user = result.data.user;
    if (!user) throw new Error('no user in the answer');
    const email = payload.email.trim().toLowerCase();
    expect(user).toMatchObject({
      name: 'Anna',
      email,
      emailConfirmed: false,
      gender: 'female',
      city: 'Berlin',
      zip: '10115',
      country: 'de',
      locationId: payload.locationId,
      language: 'de',
      platform: 'web',
      searchGender: 'male',
      lookingFor: 'relationship',
      searchMinAge: 25,
      searchMaxAge: 40,
      searchDistance: 50,
      interests: ['music', 'travel'],
      pushPreference: true,
      hasCompletedRegistration: false,
      coins: 0,
      freeCoins: 0,
      balance: 0,
    });
    expect(user.birthdate.slice(0, 10)).toBe(payload.birthdate.slice(0, 10));
    expect(user.images.count).toBe(1);
    expect(user.profileImage).toMatch(/^\/v1\/media\/.+/);
    expect(user.profileImageId).toBe(user.images.items[0]?.id);

    const row = await userRow(server.app, user.id);
    expect(row).toMatchObject({
      email,
      campaignId: 'spring-campaign',
      clickId: 'click-42',
      sourceId: 'newsletter',
      strangerId: 'stranger-7',
      deviceId: 'device-1',
      firebaseId: null,
    });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.latitude).toBeCloseTo(52.52, 1);
    expect(row.longitude).toBeCloseTo(13.4, 1);
    expect(row.gridLatitude).not.toBe(row.latitude);

    expect(browser.cookies.has(sessionCookieName)).toBe(true);
    const coinInfo = await browser.api.identity.coinInfo();
    expect(coinInfo).toMatchObject({ coins: 0, freeCoins: 0, balance: 0, freeSwipesCount: 10 });

    const mail = await server.lastMailTo(email);
    expect(mail.language).toBe('de');
    expect(mail.subject).toBe('Bitte bestätige deine E-Mail-Adresse');
    expect(mail.text).toContain('20 Coins');
    const link = linkOf(mail);
    expect(link.url.origin).toBe('http://localhost:8080');
    expect(link.route).toBe('/confirmemail');
    expect(link.query.uid).toBe(user.id);
    expect(link.query.t).toMatch(/^[\w-]{40,}$/);
  });

  it('mails in the member’s language and seeks the other gender by default', async () => {
    const browser = server.browser();
    const payload = registrationPayload({
      name: 'Tom',
      gender: 'male',
      language: 'en',
      searchGender: undefined,
      searchRelationType: undefined,
      interests: undefined,
    });
    const user = await browser.api.identity.register({ body: payload });
    expect(user?.user).toMatchObject({ searchGender: 'female', lookingFor: null, interests: [] });
    const mail = await server.lastMailTo(payload.email);
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe('Please confirm your email address');
  });

  it('takes the spec’s search defaults when the payload leaves them out', async () => {
    const browser = server.browser();
    const {
      searchDistance: _distance,
      searchMinAge: _min,
      searchMaxAge: _max,
      ...payload
    } = registrationPayload();
    const result = await browser.api.identity.register({ body: payload });
    expect(result?.user).toMatchObject({ searchDistance: 200, searchMinAge: 18, searchMaxAge: 48 });
  });

  it('answers EMAIL_ALREADY_EXISTS for an address in use, whatever its case', async () => {
    const first = registrationPayload();
    expect(await server.browser().api.identity.register({ body: first })).toBeTruthy();
    const before = await snapshotCounts(server.app);
    const browser = server.browser();
    const result = await browser.api.identity.register.request({
      body: registrationPayload({ email: first.email.toUpperCase() }),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.status).toBe(409);
    expect(result.error.code).toBe('EMAIL_ALREADY_EXISTS');
    expect(result.error.apiError?.text).toBe('Email already exists');
    expect(browser.cookies.size).toBe(0);
    expect(await snapshotCounts(server.app)).toEqual(before);
  });

  it('lets only one of two simultaneous registrations of an address through', async () => {
    const payload = registrationPayload();
    const results = await Promise.all([
      server.browser().api.identity.register.request({ body: payload }),
      server.browser().api.identity.register.request({ body: payload }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const refused = results.find((result) => !result.ok);
    expect(refused && !refused.ok && refused.error.code).toBe('EMAIL_ALREADY_EXISTS');
  });

  const refusals: [string, (payload: RegistrationBody) => unknown, number, string][] = [
    [
      'an age under 18',
      (p) => ({ ...p, birthdate: birthdateYearsAgo(17) }),
      400,
      'REGISTER_PERSONAL_DATA_AGE',
    ],
    ['an age over 80', (p) => ({ ...p, birthdate: birthdateYearsAgo(82) }), 400, 'AGE_TOO_HIGH'],
    ['no birthdate', ({ birthdate: _, ...p }) => p, 400, 'BIRTHDATE_REQUIRED'],
    [
      'a birthdate that is no date',
      (p) => ({ ...p, birthdate: '31.12.1990' }),
      400,
      'INVALID_BIRTHDATE',
    ],
    ['an invalid address', (p) => ({ ...p, email: 'anna@' }), 400, 'WRONG_EMAIL'],
    ['an empty address', (p) => ({ ...p, email: '' }), 400, 'EMPTY_EMAIL_INPUT'],
    ['an empty password', (p) => ({ ...p, password: '' }), 400, 'EMPTY_PASSWORD_INPUT'],
    ['a short password', (p) => ({ ...p, password: 'abc12' }), 400, 'PASSWORD_TOO_SHORT'],
    ['an empty name', (p) => ({ ...p, name: '  ' }), 400, 'EMPTY_NAME_INPUT'],
    ['a name with a number', (p) => ({ ...p, name: 'Anna2' }), 400, 'NAME_NO_NUMBER'],
    ['no gender', ({ gender: _, ...p }) => p, 400, 'GENDER_REQUIRED'],
    ['an empty zip', (p) => ({ ...p, zip: ' ' }), 400, 'EMPTY_ZIP_INPUT'],
    ['a zip of another format', (p) => ({ ...p, zip: 'AB 12' }), 400, 'VALIDATION_FAILED'],
    ['an unknown place', (p) => ({ ...p, locationId: '999999999' }), 400, 'LOCATION_REQUIRED'],
    ['no place', (p) => ({ ...p, locationId: '' }), 400, 'LOCATION_REQUIRED'],
    [
      'a search radius below 10',
      (p) => ({ ...p, searchDistance: 5 }),
      400,
      'SEARCH_RADIUS_OUT_OF_RANGE',
    ],
    [
      'an inverted age range',
      (p) => ({ ...p, searchMinAge: 50, searchMaxAge: 30 }),
      400,
      'AGE_RANGE_INVERTED',
    ],
    ['a single interest', (p) => ({ ...p, interests: ['music'] }), 400, 'INTERESTS_TOO_FEW'],
    [
      'a video as picture',
      (p) => ({ ...p, profileImage: 'data:video/mp4;base64,AAAAIGZ0eXBpc29t' }),
      400,
      'VIDEOS_NOT_ALLOWED',
    ],
  ];

  it.each(refusals)(
    'refuses %s with its error key and writes nothing',
    async (_, change, status, code) => {
      const before = await snapshotCounts(server.app);
      const browser = server.browser();
      const payload = change(registrationPayload()) as RegistrationBody;
      const result = await browser.api.identity.register.request({ body: payload });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error.status).toBe(status);
      expect(result.error.code).toBe(code);
      expect(browser.cookies.size).toBe(0);
      expect(await snapshotCounts(server.app)).toEqual(before);
    },
  );

  it('refuses a place of another country than the one chosen', async () => {
    const before = await snapshotCounts(server.app);
    const result = await server.browser().api.identity.register.request({
      body: registrationPayload({ locationId: locationIdOf('Wien', 'AT') }),
    });
    expect(!result.ok && result.error.code).toBe('LOCATION_REQUIRED');
    expect(await snapshotCounts(server.app)).toEqual(before);
  });

  it('checks the zip against the chosen country’s format', async () => {
    const vienna = locationIdOf('Wien', 'AT');
    const fiveDigits = await server.browser().api.identity.register.request({
      body: registrationPayload({ country: 'at', locationId: vienna, zip: '10115' }),
    });
    expect(!fiveDigits.ok && fiveDigits.error.apiError?.issues?.[0]?.path).toBe('zip');
    const fourDigits = await server.browser().api.identity.register({
      body: registrationPayload({ country: 'AT', locationId: vienna, zip: '1010' }),
    });
    expect(fourDigits?.user).toMatchObject({ country: 'at', city: 'Wien', zip: '1010' });
  });

  it('refuses content that is no picture and keeps no file of it', async () => {
    const filesBefore = await uploadedFiles(server);
    const before = await snapshotCounts(server.app);
    const result = await server.browser().api.identity.register.request({
      body: registrationPayload({
        profileImage: Buffer.from('<svg onload="alert(1)"></svg>').toString('base64'),
      }),
    });
    expect(!result.ok && result.error.code).toBe('INVALID_IMAGE');
    expect(!result.ok && result.error.apiError?.text).toBe(errorTexts.INVALID_IMAGE);
    expect(await snapshotCounts(server.app)).toEqual(before);
    expect(await uploadedFiles(server)).toEqual(filesBefore);
  });

  it('removes the stored picture when the account cannot be written', async () => {
    const taken = registrationPayload();
    await server.browser().api.identity.register({ body: taken });
    const filesBefore = await uploadedFiles(server);
    // Both pass the address check together; the unique index refuses the second one after its
    // picture was stored.
    const payload = registrationPayload({ profileImage: await pictureBase64() });
    const results = await Promise.all([
      server.browser().api.identity.register.request({ body: payload }),
      server.browser().api.identity.register.request({ body: payload }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect((await uploadedFiles(server)).length).toBe(filesBefore.length + 3);
  });

  it('keeps a registration that is not JSON out', async () => {
    const response = await fetch(`${server.baseUrl}/v1/identity/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
  });
});
