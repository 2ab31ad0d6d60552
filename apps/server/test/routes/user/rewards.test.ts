import {
  type Bonus,
  type CoinInfo,
  defaultConfiguration,
  errorCodes,
  limits,
  premiumBenefits,
} from '@amora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawWheelPrize, wheelPrizeWeights } from '../../../src/users/rewards';
import { userRow } from '../../helpers';
import {
  dataOf,
  expectRefusedUnchanged,
  type MemberServer,
  outcome,
  startMemberServer,
} from '../economy/support';
import { snapshotOf } from './support';

let server: MemberServer;
beforeAll(async () => {
  server = await startMemberServer();
});
afterAll(() => server?.close());

const dayMs = 24 * 60 * 60 * 1000;
const nextMidnight = () => new Date((Math.floor(Date.now() / dayMs) + 1) * dayMs).toISOString();
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs);

describe('GET /user/dailyBonus', () => {
  it(`gives ${limits.freeDailyCoins} free coins once a day and starts the streak`, async () => {
    const { user, browser } = await server.member({ coins: 4, freeCoins: 1 });
    const first = dataOf(await browser.api.user.dailyBonus.request());
    expect(first).toMatchObject({
      claimed: true,
      reward: 3,
      coinStreak: 1,
      nextClaimAt: nextMidnight(),
      coinInfo: { coins: 4, freeCoins: 4, balance: 8, coinStreak: 1 },
    });
    const row = await userRow(server.app, user.id);
    expect(row).toMatchObject({ freeCoins: 4, coinStreak: 1 });
    expect(row.lastDailyBonusAt).not.toBeNull();

    // The second call of the day says so and gives nothing.
    const before = await snapshotOf(server.app, user.id);
    const second = dataOf(await browser.api.user.dailyBonus.request());
    expect(second).toMatchObject({
      claimed: false,
      reward: 0,
      coinStreak: 1,
      nextClaimAt: nextMidnight(),
      coinInfo: { freeCoins: 4, balance: 8 },
    });
    expect(await snapshotOf(server.app, user.id)).toEqual(before);
  });

  it('doubles the coins for premium members', async () => {
    const { browser } = await server.member({ premiumUntil: new Date(Date.now() + dayMs) });
    const bonus = dataOf(await browser.api.user.dailyBonus.request());
    expect(bonus.reward).toBe(limits.freeDailyCoins * premiumBenefits.dailyCoinsFactor);
    expect(bonus.coinInfo.freeCoins).toBe(6);
  });

  it('continues the streak from yesterday and starts over after a missed day', async () => {
    const daily = await server.member({ coinStreak: 4, lastDailyBonusAt: daysAgo(1) });
    expect(dataOf(await daily.browser.api.user.dailyBonus.request())).toMatchObject({
      claimed: true,
      coinStreak: 5,
    });
    const missed = await server.member({ coinStreak: 4, lastDailyBonusAt: daysAgo(2) });
    expect(dataOf(await missed.browser.api.user.dailyBonus.request())).toMatchObject({
      claimed: true,
      coinStreak: 1,
      reward: 3,
    });
  });

  it('gives the coins once when the app asks several times at once', async () => {
    const { user, browser } = await server.member();
    // Plain requests: the client itself would abort a GET still pending for the same URL.
    const answers = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const response = await browser.fetch('/v1/user/dailyBonus');
        return (await response.json()) as { claimed: boolean };
      }),
    );
    expect(answers.filter((answer) => answer.claimed)).toHaveLength(1);
    expect((await userRow(server.app, user.id)).freeCoins).toBe(3);
  });
});

/** The coin info after crediting a prize: each part it names grows by its amount. */
const expectCredited = (before: CoinInfo, after: CoinInfo, prize: Bonus) => {
  const expected = { ...before };
  for (const [part, amount] of Object.entries(prize) as [keyof Bonus, number][]) {
    expected[part] += amount;
  }
  expected.balance = expected.coins + expected.freeCoins;
  expect(after).toEqual(expected);
};

describe('POST /user/wheel', () => {
  it('credits the prize it names, once a day', async () => {
    for (let spin = 0; spin < 8; spin += 1) {
      const { user, browser } = await server.member({ coins: 2 });
      const before = dataOf(await browser.api.identity.coinInfo.request());
      const result = dataOf(await browser.api.user.spinWheel.request());
      expect(result.prize).toEqual(defaultConfiguration.wheelPrizes[result.prizeIndex]);
      expect(result.nextSpinAt).toBe(nextMidnight());
      expectCredited(before, result.coinInfo, result.prize);
      expect(dataOf(await browser.api.user.get.request()).nextWheelSpinAt).toBe(nextMidnight());

      await expectRefusedUnchanged(
        server.app,
        user.id,
        () => browser.api.user.spinWheel.request(),
        {
          status: 409,
          code: errorCodes.WHEEL_ALREADY_SPUN,
        },
      );
    }
  });

  it('turns again the next day', async () => {
    const { browser } = await server.member({ lastWheelSpinAt: daysAgo(1) });
    expect(outcome(await browser.api.user.spinWheel.request()).ok).toBe(true);
  });

  it('turns once for several spins at once', async () => {
    const { browser } = await server.member();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => browser.api.user.spinWheel.request()),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok).map((result) => outcome(result).code)).toEqual(
      Array(3).fill(errorCodes.WHEEL_ALREADY_SPUN),
    );
  });

  it('lands on each prize about as often as its weight says', () => {
    const draws = 20_000;
    const total = wheelPrizeWeights.reduce((sum, weight) => sum + weight, 0);
    const landed = wheelPrizeWeights.map(() => 0);
    for (let draw = 0; draw < draws; draw += 1) {
      const { prizeIndex, prize } = drawWheelPrize();
      expect(prize).toBe(defaultConfiguration.wheelPrizes[prizeIndex]);
      landed[prizeIndex] = (landed[prizeIndex] ?? 0) + 1;
    }
    for (const [index, weight] of wheelPrizeWeights.entries()) {
      // Five standard deviations and more: a correct wheel fails this about once in a million.
      expect(Math.abs((landed[index] ?? 0) / draws - weight / total)).toBeLessThan(0.02);
    }
  });
});
