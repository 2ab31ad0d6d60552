/**
 * What members spend and collect in the shop, against the real server (spec 02 sections 4, 5
 * and 9): the turbo rocket and stars through the spend guard, the bonus code once, the daily
 * reward and the wheel once a day, the event gift, and the news feed. The balance shown is the
 * server's after every answer; a refused action changes nothing.
 */
import { allSettled } from 'effector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusCodes, events, newsItems } from '../../../../server/src/db/schema';
import { $outOfCoins, memberAreaEntered } from '../../member/model';
import { $user } from '../../session/model';
import './model';
import {
  $turboRocket,
  $turboRocketError,
  starsBought,
  turboRocketStarted,
  turboRocketViewed,
} from './model/boosters';
import { $events, eventGiftClaimed } from './model/events';
import { $news, allNewsRead, newsItemDismissed, newsItemRead, newsViewed } from './model/news';
import {
  $bonusCode,
  $dailyReward,
  $nextWheelSpinAt,
  bonusCodeSubmitted,
  dailyRewardClaimed,
  spinWheelFx,
  wheelLanded,
} from './model/rewards';
import { type IdentityServer, loggedInMember, startIdentityServer } from './testServer';

let server: IdentityServer;
const startOfUtcDay = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000);
beforeAll(async () => {
  server = await startIdentityServer();
  // An event that started today, and a feed of three items.
  await server.app.db.insert(events).values({
    id: 'test-week',
    title: 'Test week',
    description: 'A gift a day',
    startDate: startOfUtcDay,
    endDate: new Date(startOfUtcDay.getTime() + 7 * 86_400_000),
    days: [{ freeCoins: 5 }, { freeSwipesCount: 10 }, { freeWinkCount: 2 }],
  });
  await server.app.db
    .insert(newsItems)
    .values(
      ['One', 'Two', 'Three'].map((title) => ({ title, body: `${title} body`, link: '/shop' })),
    );
  // Starting a database of its own takes a while on a busy machine.
}, 180_000);
afterAll(() => server?.close());

/** The balance shown equals the one the server stores. */
const expectServerBalance = async (shopping: Awaited<ReturnType<typeof loggedInMember>>) => {
  const row = await shopping.stored();
  expect(shopping.scope.getState($user)).toMatchObject({
    coins: row.coins,
    freeCoins: row.freeCoins,
  });
  return row;
};

describe('turbo rocket', () => {
  it('costs 50 coins, then is refused by the server while it runs', async () => {
    const shopping = await loggedInMember(server, { coins: 110 });
    const { scope } = shopping;
    await allSettled(turboRocketViewed, { scope });
    await allSettled(turboRocketStarted, { scope });

    expect(scope.getState($turboRocket)?.isActive).toBe(true);
    expect((await expectServerBalance(shopping)).coins).toBe(60);

    // A second start is refused with the server's text; nothing more is taken.
    await allSettled(turboRocketStarted, { scope });
    expect(scope.getState($turboRocketError)).toBe('BONUS_STILL_ACTIVE');
    expect((await expectServerBalance(shopping)).coins).toBe(60);
  });

  it('uses a free rocket first', async () => {
    const shopping = await loggedInMember(server, { coins: 0, freeTurboRocketsCount: 1 });
    await allSettled(turboRocketStarted, { scope: shopping.scope });
    expect(shopping.scope.getState($turboRocket)?.isActive).toBe(true);
    expect(await shopping.stored()).toMatchObject({ coins: 0, freeTurboRocketsCount: 0 });
    expect(shopping.scope.getState($user)?.freeTurboRocketsCount).toBe(0);
  });

  it('opens "Out of coins!" without a call when the coins do not reach', async () => {
    const shopping = await loggedInMember(server, { coins: 49 });
    await allSettled(turboRocketStarted, { scope: shopping.scope });
    expect(shopping.scope.getState($outOfCoins)).toBe(true);
    expect(await shopping.stored()).toMatchObject({ coins: 49, turboRocketEndDate: null });
  });
});

describe('stars', () => {
  it('buys a star product for coins', async () => {
    const shopping = await loggedInMember(server, { coins: 30 });
    await allSettled(memberAreaEntered, { scope: shopping.scope });
    await allSettled(starsBought, { scope: shopping.scope, params: 'stars-5' });
    const row = await expectServerBalance(shopping);
    expect(row).toMatchObject({ coins: 5, stars: 5 });
    expect(shopping.scope.getState($user)?.stars).toBe(5);

    // The next package costs more than is left: the guard stops it.
    await allSettled(starsBought, { scope: shopping.scope, params: 'stars-5' });
    expect(shopping.scope.getState($outOfCoins)).toBe(true);
    expect((await shopping.stored()).stars).toBe(5);
  });
});

describe('bonus code', () => {
  it('credits its coins once per member and shows the server’s refusal after', async () => {
    await server.app.db.insert(bonusCodes).values({ code: '73519', reward: 15 });
    const shopping = await loggedInMember(server);
    const { scope } = shopping;

    await allSettled(bonusCodeSubmitted, { scope, params: { code: '73519' } });
    expect(scope.getState($bonusCode)).toMatchObject({
      status: 'redeemed',
      result: { reward: 15 },
    });
    expect((await expectServerBalance(shopping)).freeCoins).toBe(15);

    await allSettled(bonusCodeSubmitted, { scope, params: { code: '73519' } });
    expect(scope.getState($bonusCode)).toEqual({
      status: 'refused',
      code: 'BONUS_CODE_ALREADY_USED',
    });
    expect((await expectServerBalance(shopping)).freeCoins).toBe(15);

    await allSettled(bonusCodeSubmitted, { scope, params: { code: '99999' } });
    expect(scope.getState($bonusCode)).toEqual({ status: 'refused', code: 'BONUS_CODE_UNKNOWN' });
  });
});

describe('daily reward', () => {
  it('gives the daily coins once a day and counts the streak', async () => {
    const shopping = await loggedInMember(server);
    const { scope } = shopping;
    expect(scope.getState($dailyReward)).toMatchObject({ claimedToday: false, reward: 3 });

    await allSettled(dailyRewardClaimed, { scope });
    expect(scope.getState($dailyReward)).toMatchObject({ claimedToday: true, streak: 1 });
    expect((await expectServerBalance(shopping)).freeCoins).toBe(3);

    await allSettled(dailyRewardClaimed, { scope });
    expect((await expectServerBalance(shopping)).freeCoins).toBe(3);
  });

  it('doubles the coins with premium', async () => {
    const shopping = await loggedInMember(server, {
      premiumUntil: new Date(Date.now() + 86_400_000),
    });
    expect(shopping.scope.getState($dailyReward).reward).toBe(6);
    await allSettled(dailyRewardClaimed, { scope: shopping.scope });
    expect((await expectServerBalance(shopping)).freeCoins).toBe(6);
  });
});

describe('wheel of fortune', () => {
  it('spins once a UTC day; the prize is the server’s and so is the balance', async () => {
    const shopping = await loggedInMember(server);
    const { scope } = shopping;
    expect(scope.getState($nextWheelSpinAt)).toBeNull();

    const spin = await allSettled(spinWheelFx, { scope });
    expect(spin.status).toBe('done');
    await allSettled(wheelLanded, { scope });
    expect(scope.getState($nextWheelSpinAt)).not.toBeNull();
    const row = await expectServerBalance(shopping);

    const again = await allSettled(spinWheelFx, { scope });
    expect(again.status).toBe('fail');
    expect(await shopping.stored()).toMatchObject({ coins: row.coins, freeCoins: row.freeCoins });
  });
});

describe('events', () => {
  it('claims today’s gift once: its amounts join the free counters', async () => {
    const shopping = await loggedInMember(server);
    const { scope } = shopping;
    await allSettled(memberAreaEntered, { scope });
    expect(scope.getState($events).find((entry) => entry.id === 'test-week')).toMatchObject({
      today: 1,
      bonus: { freeCoins: 5 },
      claimedDays: [],
    });

    await allSettled(eventGiftClaimed, { scope, params: 'test-week' });
    expect(scope.getState($events).find((entry) => entry.id === 'test-week')).toMatchObject({
      bonus: null,
      claimedDays: [1],
    });
    expect((await expectServerBalance(shopping)).freeCoins).toBe(5);

    // A second claim is refused: the bonus stays cleared, nothing more is credited.
    await allSettled(eventGiftClaimed, { scope, params: 'test-week' });
    expect((await expectServerBalance(shopping)).freeCoins).toBe(5);
  });
});

describe('news', () => {
  it('reads, dismisses and reads all, with the unread count from the server', async () => {
    const { scope } = await loggedInMember(server);
    await allSettled(newsViewed, { scope });
    const feed = scope.getState($news);
    // The three items above and whatever the database brings with it, all unread.
    const unread = feed?.totalCount ?? 0;
    expect(unread).toBeGreaterThanOrEqual(3);
    const [first, second] = feed?.items ?? [];

    await allSettled(newsItemRead, { scope, params: first?.id ?? '' });
    expect(scope.getState($news)?.items.find((item) => item.id === first?.id)?.isRead).toBe(true);
    expect(scope.getState($news)?.totalCount).toBe(unread - 1);

    await allSettled(newsItemDismissed, { scope, params: second?.id ?? '' });
    expect(scope.getState($news)?.items.map((item) => item.id)).not.toContain(second?.id);
    expect(scope.getState($news)?.totalCount).toBe(unread - 2);

    await allSettled(allNewsRead, { scope });
    expect(scope.getState($news)?.totalCount).toBe(0);
    expect(scope.getState($news)?.items.every((item) => item.isRead)).toBe(true);
  });
});
