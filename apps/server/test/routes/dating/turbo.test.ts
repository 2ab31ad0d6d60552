import { errorCodes, prices } from '@amora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema';
import { userRow } from '../../helpers';
import {
  dataOf,
  expectRefusedUnchanged,
  type MemberServer,
  outcome,
  startMemberServer,
} from '../economy/support';
import { livingIn, places } from './support';

let server: MemberServer;
beforeAll(async () => {
  server = await startMemberServer();
});
afterAll(() => server?.close());

const hourMs = 60 * 60 * 1000;

/** The end of a rocket started between `before` and now, lasting `hours`. */
const expectEndsIn = (endDate: string | null, before: number, hours: number) => {
  const end = Date.parse(endDate as string);
  expect(end).toBeGreaterThanOrEqual(before + hours * hourMs);
  expect(end).toBeLessThanOrEqual(Date.now() + hours * hourMs);
};

describe('GET /dating/turborocket', () => {
  it('shows no rocket, an active one, and an ended one as inactive', async () => {
    const idle = await server.member({ freeTurboRocketsCount: 2 });
    expect(dataOf(await idle.browser.api.dating.turboRocket.request())).toEqual({
      isActive: false,
      endDate: null,
      freeTurboRocketsCount: 2,
    });
    const end = new Date(Date.now() + hourMs);
    const flying = await server.member({ turboRocketEndDate: end });
    expect(dataOf(await flying.browser.api.dating.turboRocket.request())).toMatchObject({
      isActive: true,
      endDate: end.toISOString(),
    });
    const landed = await server.member({ turboRocketEndDate: new Date(Date.now() - 1000) });
    expect(dataOf(await landed.browser.api.dating.turboRocket.request())).toMatchObject({
      isActive: false,
      endDate: null,
    });
  });
});

describe('POST /dating/turborocket', () => {
  it(`starts a rocket of ${prices.turboRocket.durationHours} hour for ${prices.turboRocket.price} coins`, async () => {
    const { user, browser } = await server.member({ coins: 45, freeCoins: 10 });
    const before = Date.now();
    const started = dataOf(await browser.api.dating.startTurboRocket.request());
    expect(started).toMatchObject({
      state: { isActive: true, freeTurboRocketsCount: 0 },
      coinInfo: { coins: 5, freeCoins: 0, balance: 5 },
    });
    expectEndsIn(started.state.endDate, before, prices.turboRocket.durationHours);
    const row = await userRow(server.app, user.id);
    expect(row.turboRocketEndDate?.toISOString()).toBe(started.state.endDate);
    expect(dataOf(await browser.api.user.get.request()).turboRocketEndDate).toBe(
      started.state.endDate,
    );
  });

  it('takes a free rocket before any coin', async () => {
    const { browser } = await server.member({ coins: 100, freeTurboRocketsCount: 1 });
    const started = dataOf(await browser.api.dating.startTurboRocket.request());
    expect(started).toMatchObject({
      state: { isActive: true, freeTurboRocketsCount: 0 },
      coinInfo: { coins: 100, freeTurboRocketsCount: 0 },
    });
  });

  it("answers 'your bonus is still active!' while one flies, and changes nothing", async () => {
    const { user, browser } = await server.member({
      coins: 100,
      freeTurboRocketsCount: 1,
      turboRocketEndDate: new Date(Date.now() + 10 * 60 * 1000),
    });
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.dating.startTurboRocket.request(),
      { status: 409, code: errorCodes.BONUS_STILL_ACTIVE },
    );
    const answer = await browser.fetch('/v1/dating/turborocket', { method: 'POST' });
    expect((await answer.json()).text).toBe('your bonus is still active!');
  });

  it('starts again once the last one ended', async () => {
    const { browser } = await server.member({
      coins: 50,
      turboRocketEndDate: new Date(Date.now() - 1000),
    });
    expect(outcome(await browser.api.dating.startTurboRocket.request()).ok).toBe(true);
  });

  it('refuses a member short of coins without a free rocket, and changes nothing', async () => {
    const { user, browser } = await server.member({ coins: 40, freeCoins: 9 });
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.dating.startTurboRocket.request(),
      { status: 402, code: errorCodes.ERR_BALANCE_TOO_LOW },
    );
  });

  it('starts and charges once for several starts at once', async () => {
    const { user, browser } = await server.member({ coins: 500 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => browser.api.dating.startTurboRocket.request()),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok).map((result) => outcome(result).code)).toEqual(
      Array(4).fill(errorCodes.BONUS_STILL_ACTIVE),
    );
    expect((await userRow(server.app, user.id)).coins).toBe(450);
  });

  it('puts the member first in the game of others', async () => {
    const viewer = await server.member({
      gender: 'male',
      searchGender: 'female',
      hasCompletedRegistration: true,
      ...livingIn(places.berlin),
    });
    const woman = (place: { lat: number; lon: number }) =>
      server.member({
        gender: 'female',
        searchGender: 'male',
        hasCompletedRegistration: true,
        ...livingIn(place),
      });
    // The booster lives farther away, so without a rocket the others rank before her.
    const nearer = [await woman(places.berlin), await woman(places.berlin)];
    const booster = await woman(places.potsdam);
    const ranking = async () =>
      dataOf(await viewer.browser.api.dating.list.request()).items.map((profile) => profile.id);
    const before = await ranking();
    expect(before.indexOf(booster.user.id)).toBeGreaterThan(
      Math.max(...nearer.map((member) => before.indexOf(member.user.id))),
    );
    await server.app.db
      .update(users)
      .set({ coins: prices.turboRocket.price })
      .where(eq(users.id, booster.user.id));
    expect(outcome(await booster.browser.api.dating.startTurboRocket.request()).ok).toBe(true);
    expect((await ranking())[0]).toBe(booster.user.id);
  });
});

describe('/dating/turborocket/{id}', () => {
  it('answers a product of the shop, 404 for an unknown one', async () => {
    const { browser } = await server.member();
    expect(
      dataOf(
        await browser.api.dating.turboRocketProduct.request({ params: { id: 'turbo-rocket-3h' } }),
      ),
    ).toEqual({
      id: 'turbo-rocket-3h',
      name: 'Turbo rocket 3 hours',
      price: 120,
      durationHours: 3,
    });
    const unknown = await browser.api.dating.turboRocketProduct.request({ params: { id: 'nope' } });
    expect(outcome(unknown)).toMatchObject({ ok: false, status: 404, code: errorCodes.NOT_FOUND });
  });

  it('starts a product for its coins and duration, keeping the free rocket', async () => {
    const { browser } = await server.member({ coins: 150, freeTurboRocketsCount: 1 });
    const before = Date.now();
    const started = dataOf(
      await browser.api.dating.startTurboRocketProduct.request({
        params: { id: 'turbo-rocket-3h' },
      }),
    );
    expect(started).toMatchObject({
      state: { isActive: true, freeTurboRocketsCount: 1 },
      coinInfo: { coins: 30 },
    });
    expectEndsIn(started.state.endDate, before, 3);
  });

  it('refuses an unknown product or one while active, and changes nothing', async () => {
    const { user, browser } = await server.member({
      coins: 500,
      turboRocketEndDate: new Date(Date.now() + hourMs),
    });
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.dating.startTurboRocketProduct.request({ params: { id: 'nope' } }),
      { status: 404, code: errorCodes.NOT_FOUND },
    );
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.dating.startTurboRocketProduct.request({ params: { id: 'turbo-rocket' } }),
      { status: 409, code: errorCodes.BONUS_STILL_ACTIVE },
    );
  });
});
