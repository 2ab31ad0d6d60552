import { errorCodes, prices, User } from '@amora/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, sessions, userImages } from '../../../src/db/schema';
import { snapToGrid } from '../../../src/location';
import { locationIdOf, pictureBase64, places, userRow } from '../../helpers';
import {
  berlinResident,
  expectRefusedUnchanged,
  type MemberServer,
  mp4Base64,
  outcome,
  startMemberServer,
  storedFiles,
} from './support';

let server: MemberServer;
beforeAll(async () => {
  server = await startMemberServer();
});
afterAll(() => server?.close());

describe('GET /user', () => {
  it('answers a visitor 401 SESSION_EXPIRED', async () => {
    const result = await server.visitor().api.user.get.request();
    expect(outcome(result)).toMatchObject({ ok: false, status: 401, code: 'SESSION_EXPIRED' });
  });

  it('answers the own account in the contract shape, without coordinates', async () => {
    const premiumUntil = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const { user, browser } = await server.member({
      ...berlinResident(),
      coins: 12,
      freeCoins: 3,
      stars: 4,
      premiumUntil,
      interests: ['music', 'yoga'],
      gender: 'male',
    });
    const response = await browser.fetch('/v1/user');
    const body = await response.json();
    expect(v.safeParse(User, body).success).toBe(true);
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      birthdate: '1990-05-17T00:00:00.000Z',
      city: 'Berlin',
      zip: '10115',
      country: 'de',
      coins: 12,
      freeCoins: 3,
      balance: 15,
      stars: 4,
      hasActivePremium: true,
      searchGender: 'female',
      interests: ['music', 'yoga'],
      images: { items: [], count: 0 },
      profileImage: null,
      verificationPending: false,
      freeSwipesCount: 10,
      freeSwipesUndoCount: 3,
    });
    const text = JSON.stringify(body);
    for (const secret of ['latitude', 'longitude', 'passwordHash', 'grid']) {
      expect(text).not.toContain(secret);
    }
  });

  it('reads premium as over once its period has ended', async () => {
    const { browser } = await server.member({ premiumUntil: new Date(Date.now() - 1000) });
    const user = await browser.api.user.get();
    expect(user?.hasActivePremium).toBe(false);
  });
});

describe('PATCH /user', () => {
  it('changes the fields it names and clears a trait set to null', async () => {
    const { user, browser } = await server.member({ smoker: 'yes', mood: 'coffee' });
    const updated = await browser.api.user.update({
      body: {
        name: 'Lena',
        aboutMe: '  Likes long walks.  ',
        interests: ['music', 'travel', 'music'],
        smoker: null,
        bodyHeight: 172,
        language: 'EN',
        birthdate: '1991-02-03T00:00:00.000Z',
      },
    });
    expect(updated).toMatchObject({
      name: 'Lena',
      aboutMe: 'Likes long walks.',
      interests: ['music', 'travel'],
      smoker: null,
      mood: 'coffee',
      bodyHeight: 172,
      language: 'en',
      birthdate: '1991-02-03T00:00:00.000Z',
    });
    const row = await userRow(server.app, user.id);
    expect(row).toMatchObject({
      name: 'Lena',
      smoker: null,
      mood: 'coffee',
      birthdate: '1991-02-03',
    });
  });

  it.each([
    [{ name: 'Anna Maria' }, errorCodes.NAME_NO_SPACE],
    [{ name: 'AnnA' }, errorCodes.NAME_TOO_MANY_CAPITALS],
    [{ name: '' }, errorCodes.EMPTY_NAME_INPUT],
    [{ interests: ['music'] }, errorCodes.INTERESTS_TOO_FEW],
    [{ birthdate: new Date().toISOString() }, errorCodes.REGISTER_PERSONAL_DATA_AGE],
    [{ bodyHeight: 50 }, errorCodes.VALIDATION_FAILED],
    [{ smoker: 'sometimes' }, errorCodes.VALIDATION_FAILED],
  ])('refuses %j with %s and changes nothing', async (body, code) => {
    const { user, browser } = await server.member();
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.user.update.request({ body: body as never }),
      { status: 400, code },
    );
  });
});

describe('DELETE /user', () => {
  it('erases the personal data, pictures and sessions and keeps the ledger', async () => {
    const { user, browser } = await server.member({
      ...berlinResident(),
      aboutMe: 'Hello',
      coins: 30,
    });
    await server.app.db
      .insert(ledgerEntries)
      .values({ userId: user.id, coinsDelta: 30, reason: 'test' });
    const withPicture = await browser.api.user.uploadImage({
      body: { image: await pictureBase64() },
    });
    expect(withPicture?.images.count).toBe(1);
    expect(await storedFiles(server.app)).not.toHaveLength(0);
    const filesBefore = await storedFiles(server.app);

    expect(await browser.api.user.delete()).toBe(true);

    const row = await userRow(server.app, user.id);
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({
      name: '',
      email: null,
      passwordHash: null,
      birthdate: null,
      aboutMe: null,
      city: null,
      zip: null,
      latitude: null,
      longitude: null,
      gridLatitude: null,
      locationId: null,
      coins: 30,
    });
    expect(
      await server.app.db.select().from(userImages).where(eq(userImages.userId, user.id)),
    ).toEqual([]);
    expect(await server.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual(
      [],
    );
    expect(
      await server.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, user.id)),
    ).toHaveLength(1);
    const filesAfter = await storedFiles(server.app);
    expect(filesBefore.length - filesAfter.length).toBe(3);
    expect(browser.cookies.has('amora_session')).toBe(false);
    expect(outcome(await browser.api.user.get.request())).toMatchObject({ status: 401 });
  });
});

describe('PATCH /user/searchSettings', () => {
  it('changes the settings it names', async () => {
    const { user, browser } = await server.member();
    const updated = await browser.api.user.updateSearchSettings({
      body: { searchGender: 'female', searchMinAge: 25, searchMaxAge: 35, searchDistance: 80 },
    });
    expect(updated).toMatchObject({
      searchGender: 'female',
      searchMinAge: 25,
      searchMaxAge: 35,
      searchDistance: 80,
      searchCountryOnly: false,
    });
    const again = await browser.api.user.updateSearchSettings({
      body: { searchCountryOnly: true },
    });
    expect(again).toMatchObject({ searchMinAge: 25, searchCountryOnly: true });
    expect(await userRow(server.app, user.id)).toMatchObject({
      searchMaxAge: 35,
      searchCountryOnly: true,
    });
  });

  it.each([
    [{ searchMinAge: 40, searchMaxAge: 30 }, errorCodes.AGE_RANGE_INVERTED],
    // The stored maximum is 48: a minimum above it inverts the range too.
    [{ searchMinAge: 60 }, errorCodes.AGE_RANGE_INVERTED],
    [{ searchMinAge: 17 }, errorCodes.AGE_RANGE_OUT_OF_RANGE],
    [{ searchMaxAge: 81 }, errorCodes.AGE_RANGE_OUT_OF_RANGE],
    [{ searchDistance: 5 }, errorCodes.SEARCH_RADIUS_OUT_OF_RANGE],
    [{ searchDistance: 201 }, errorCodes.SEARCH_RADIUS_OUT_OF_RANGE],
    [{ searchDistance: 50.5 }, errorCodes.SEARCH_RADIUS_OUT_OF_RANGE],
    [{ searchGender: 'robot' }, errorCodes.VALIDATION_FAILED],
  ])('refuses %j with %s and changes nothing', async (body, code) => {
    const { user, browser } = await server.member();
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.user.updateSearchSettings.request({ body: body as never }),
      { status: 400, code },
    );
  });
});

describe('PATCH /user/changeLocation', () => {
  const move = (city: string, zip: string, country = 'de') => ({
    locationId: locationIdOf(city, country),
    city,
    zip,
    country,
  });

  it('takes a free change first, then 50 coins, then answers ERR_BALANCE_TOO_LOW', async () => {
    const { user, browser } = await server.member({
      ...berlinResident(),
      freeLocationChangesCount: 1,
      freeCoins: 20,
      coins: 40,
    });

    const first = await browser.api.user.changeLocation({ body: move('Hamburg', '20095') });
    expect(first).toMatchObject({ city: 'Hamburg', zip: '20095', freeLocationChangesCount: 0 });
    expect(first).toMatchObject({ coins: 40, freeCoins: 20, balance: 60 });

    const second = await browser.api.user.changeLocation({ body: move('München', '80331') });
    expect(prices.changeLocation).toBe(50);
    expect(second).toMatchObject({ city: 'München', coins: 10, freeCoins: 0, balance: 10 });

    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.user.changeLocation.request({ body: move('Köln', '50667') }),
      { status: 402, code: errorCodes.ERR_BALANCE_TOO_LOW },
    );
    expect(await userRow(server.app, user.id)).toMatchObject({ city: 'München', zip: '80331' });

    const entries = await server.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, user.id));
    expect(
      entries.map(({ counter, counterDelta, coinsDelta, freeCoinsDelta, reason }) => ({
        counter,
        counterDelta,
        coinsDelta,
        freeCoinsDelta,
        reason,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          counter: 'freeLocationChangesCount',
          counterDelta: -1,
          coinsDelta: 0,
          freeCoinsDelta: 0,
          reason: 'changeLocation',
        },
        {
          counter: null,
          counterDelta: 0,
          coinsDelta: -30,
          freeCoinsDelta: -20,
          reason: 'changeLocation',
        },
      ]),
    );
    expect(entries).toHaveLength(2);
  });

  it('stores the place snapped to the grid and the gazetteer name of the city', async () => {
    const { user, browser } = await server.member({ ...berlinResident(), coins: 50 });
    const updated = await browser.api.user.changeLocation({
      body: { ...move('Wien', '1010', 'at'), city: 'wien' },
    });
    expect(updated).toMatchObject({ city: 'Wien', country: 'at', zip: '1010', coins: 0 });
    const row = await userRow(server.app, user.id);
    const place = places.get(row.locationId ?? '');
    expect(place).toBeDefined();
    expect({ lat: row.gridLatitude, lon: row.gridLongitude }).toEqual(
      snapToGrid(place?.lat ?? 0, place?.lon ?? 0),
    );
  });

  it('charges nothing for the place the member already lives in', async () => {
    const { browser } = await server.member({ ...berlinResident(), coins: 50 });
    const same = await browser.api.user.changeLocation({ body: move('Berlin', '10115') });
    expect(same).toMatchObject({ city: 'Berlin', coins: 50 });
  });

  it('lets a member without a place choose the first one for free', async () => {
    const { browser } = await server.member();
    const placed = await browser.api.user.changeLocation({ body: move('Berlin', '10115') });
    expect(placed).toMatchObject({ city: 'Berlin', coins: 0, freeCoins: 0 });
  });

  it.each([
    [
      'an unknown place',
      { locationId: '999999999', city: 'Nowhere', zip: '10115', country: 'de' },
      400,
      errorCodes.LOCATION_REQUIRED,
    ],
    [
      'a place of another country',
      { ...{ city: 'Wien', zip: '10115', country: 'de' }, wien: true },
      400,
      errorCodes.LOCATION_REQUIRED,
    ],
    [
      'a zip code of the wrong format',
      { city: 'Hamburg', zip: 'ABC', country: 'de' },
      400,
      errorCodes.VALIDATION_FAILED,
    ],
    [
      'an empty zip code',
      { city: 'Hamburg', zip: ' ', country: 'de' },
      400,
      errorCodes.EMPTY_ZIP_INPUT,
    ],
    [
      'an unknown country',
      { city: 'Hamburg', zip: '20095', country: 'xx' },
      400,
      errorCodes.VALIDATION_FAILED,
    ],
    [
      'no place at all',
      { locationId: '', city: '', zip: '20095', country: 'de' },
      400,
      errorCodes.LOCATION_REQUIRED,
    ],
  ])('refuses %s and changes nothing', async (_case, input, status, code) => {
    const { user, browser } = await server.member({ ...berlinResident(), coins: 500 });
    const locationId =
      'locationId' in input
        ? input.locationId
        : 'wien' in input
          ? locationIdOf('Wien', 'AT')
          : locationIdOf(input.city, 'DE');
    const body = { locationId, city: input.city, zip: input.zip, country: input.country };
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.user.changeLocation.request({ body: body as never }),
      { status, code },
    );
  });
});

describe('PATCH /user/firebase', () => {
  it('stores the id and forgets it when empty', async () => {
    const { user, browser } = await server.member();
    expect(await browser.api.user.updateFirebase({ body: { firebaseId: 'token-123' } })).toBe(true);
    expect((await userRow(server.app, user.id)).firebaseId).toBe('token-123');
    expect(await browser.api.user.updateFirebase({ body: { firebaseId: '' } })).toBe(true);
    expect((await userRow(server.app, user.id)).firebaseId).toBeNull();
  });

  it('refuses a missing id and changes nothing', async () => {
    const { user, browser } = await server.member({ firebaseId: 'kept' });
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.user.updateFirebase.request({ body: {} as never }),
      { status: 400, code: errorCodes.VALIDATION_FAILED },
    );
  });
});

describe('PATCH /user/completion', () => {
  it('saves the steps one by one and publishes the profile', async () => {
    const { user, browser } = await server.member();
    const withInterests = await browser.api.user.complete({
      body: { interests: ['art', 'music', 'yoga'] },
    });
    expect(withInterests).toMatchObject({ interests: ['art', 'music', 'yoga'] });
    const withPicture = await browser.api.user.complete({
      body: {
        profileImage: await pictureBase64({ width: 400, height: 300, dataUrl: true }),
        crop: { x: 50, y: 0, width: 300, height: 300 },
      },
    });
    expect(withPicture?.images.items).toHaveLength(1);
    expect(withPicture?.images.items[0]).toMatchObject({ isProfileImage: true });
    expect(withPicture?.profileImage).toBe(withPicture?.images.items[0]?.href);
    const [stored] = await server.app.db
      .select()
      .from(userImages)
      .where(eq(userImages.userId, user.id));
    expect(stored).toMatchObject({ width: 300, height: 300, isProfile: true });

    const published = await browser.api.user.complete({
      body: { pushPreference: true, publish: true },
    });
    expect(published).toMatchObject({ hasCompletedRegistration: true, pushPreference: true });
  });

  it('publishes everything sent at once', async () => {
    const { browser } = await server.member();
    const published = await browser.api.user.complete({
      body: {
        interests: ['cooking', 'travel'],
        profileImage: await pictureBase64(),
        pushPreference: false,
        publish: true,
      },
    });
    expect(published).toMatchObject({
      hasCompletedRegistration: true,
      interests: ['cooking', 'travel'],
      images: { count: 1 },
    });
  });

  it('refuses to publish without a picture and changes nothing', async () => {
    const { user, browser } = await server.member({ interests: ['art', 'music'] });
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.user.complete.request({ body: { pushPreference: true, publish: true } }),
      { status: 400, code: errorCodes.IMAGE_REQUIRED },
    );
  });

  it('refuses to publish with too few interests, keeping neither them nor the image', async () => {
    const { user, browser } = await server.member();
    const image = await pictureBase64();
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.user.complete.request({ body: { profileImage: image, publish: true } }),
      { status: 400, code: errorCodes.INTERESTS_TOO_FEW },
    );
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () =>
        browser.api.user.complete.request({
          body: { interests: ['art'], profileImage: image, publish: true },
        }),
      { status: 400, code: errorCodes.INTERESTS_TOO_FEW },
    );
  });

  it('refuses a video as the profile picture', async () => {
    const { user, browser } = await server.member();
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.user.complete.request({ body: { profileImage: mp4Base64() } }),
      { status: 400, code: errorCodes.VIDEOS_NOT_ALLOWED },
    );
  });
});
