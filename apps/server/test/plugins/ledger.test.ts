import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, users } from '../../src/db/schema';
import type { SpendRequest } from '../../src/economy/ledger';
import { ApiProblem } from '../../src/http/problem';
import { createTestApp, insertUser, type TestApp } from '../helpers';

describe('the coin ledger', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.close());

  const spend = (userId: string, request: SpendRequest) =>
    server.app.db.transaction((tx) => server.app.ledger.spend(tx, userId, request));

  const balanceOf = async (userId: string) => {
    const [row] = await server.app.db
      .select({
        coins: users.coins,
        freeCoins: users.freeCoins,
        freeWinkCount: users.freeWinkCount,
        stars: users.stars,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  };

  const entriesOf = (userId: string) =>
    server.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, userId))
      .orderBy(desc(ledgerEntries.createdAt));

  it('takes the free counter first, then freeCoins, then coins', async () => {
    const user = await insertUser(server.app, { coins: 10, freeCoins: 4, freeWinkCount: 1 });
    const wink = { amount: 6, freeCounter: 'freeWinkCount', reason: 'wink' } as const;

    const first = await spend(user.id, { ...wink, reference: 'partner-1' });
    expect(first).toEqual({
      paidWith: 'freeCounter',
      freeCoinsSpent: 0,
      coinsSpent: 0,
      coins: 10,
      freeCoins: 4,
    });
    expect(await balanceOf(user.id)).toMatchObject({ coins: 10, freeCoins: 4, freeWinkCount: 0 });

    const second = await spend(user.id, { ...wink, reference: 'partner-2' });
    expect(second).toEqual({
      paidWith: 'coins',
      freeCoinsSpent: 4,
      coinsSpent: 2,
      coins: 8,
      freeCoins: 0,
    });

    const third = await spend(user.id, wink);
    expect(third).toMatchObject({ freeCoinsSpent: 0, coinsSpent: 6, coins: 2, freeCoins: 0 });
    expect(await balanceOf(user.id)).toMatchObject({ coins: 2, freeCoins: 0, freeWinkCount: 0 });

    const entries = await entriesOf(user.id);
    expect(entries).toHaveLength(3);
    expect(
      entries.map(({ coinsDelta, freeCoinsDelta, counter, counterDelta, reason }) => ({
        coinsDelta,
        freeCoinsDelta,
        counter,
        counterDelta,
        reason,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          coinsDelta: 0,
          freeCoinsDelta: 0,
          counter: 'freeWinkCount',
          counterDelta: -1,
          reason: 'wink',
        },
        { coinsDelta: -2, freeCoinsDelta: -4, counter: null, counterDelta: 0, reason: 'wink' },
        { coinsDelta: -6, freeCoinsDelta: 0, counter: null, counterDelta: 0, reason: 'wink' },
      ]),
    );
    expect(entries.find((entry) => entry.counter)?.reference).toBe('partner-1');
  });

  it('refuses with ERR_BALANCE_TOO_LOW and changes nothing when the coins do not suffice', async () => {
    const user = await insertUser(server.app, { coins: 3, freeCoins: 2, freeWinkCount: 0 });
    const attempt = spend(user.id, { amount: 6, freeCounter: 'freeWinkCount', reason: 'wink' });
    await expect(attempt).rejects.toBeInstanceOf(ApiProblem);
    await expect(attempt).rejects.toMatchObject({ statusCode: 402, code: 'ERR_BALANCE_TOO_LOW' });
    expect(await balanceOf(user.id)).toMatchObject({ coins: 3, freeCoins: 2, freeWinkCount: 0 });
    expect(await entriesOf(user.id)).toHaveLength(0);
  });

  it('rolls the spend back with the rest of a transaction that fails later', async () => {
    const user = await insertUser(server.app, { coins: 20 });
    await expect(
      server.app.db.transaction(async (tx) => {
        await server.app.ledger.spend(tx, user.id, { amount: 7, reason: 'iceBreaker' });
        throw new Error('sending the ice breaker failed');
      }),
    ).rejects.toThrow('sending the ice breaker failed');
    expect(await balanceOf(user.id)).toMatchObject({ coins: 20 });
    expect(await entriesOf(user.id)).toHaveLength(0);
  });

  it('spends exactly the whole balance', async () => {
    const user = await insertUser(server.app, { coins: 1, freeCoins: 4 });
    await spend(user.id, { amount: 5, reason: 'unlockLike' });
    expect(await balanceOf(user.id)).toMatchObject({ coins: 0, freeCoins: 0 });
  });

  it('never overdraws under parallel spends', async () => {
    const user = await insertUser(server.app, { coins: 50, freeCoins: 10, freeWinkCount: 2 });
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        spend(user.id, {
          amount: 6,
          freeCounter: 'freeWinkCount',
          reason: 'wink',
          reference: `parallel-${index}`,
        }),
      ),
    );
    const succeeded = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const refused = attempts.filter((attempt) => attempt.status === 'rejected');
    // 2 free winks, then 60 coins pay for 10 winks of 6; the other 8 attempts are refused.
    expect(succeeded).toHaveLength(12);
    expect(refused).toHaveLength(8);
    for (const attempt of refused) {
      expect((attempt as PromiseRejectedResult).reason).toMatchObject({
        code: 'ERR_BALANCE_TOO_LOW',
      });
    }
    expect(await balanceOf(user.id)).toMatchObject({ coins: 0, freeCoins: 0, freeWinkCount: 0 });
    const entries = await entriesOf(user.id);
    expect(entries).toHaveLength(12);
    const totals = entries.reduce(
      (sum, entry) => ({
        coins: sum.coins + entry.coinsDelta,
        freeCoins: sum.freeCoins + entry.freeCoinsDelta,
        winks: sum.winks + entry.counterDelta,
      }),
      { coins: 0, freeCoins: 0, winks: 0 },
    );
    expect(totals).toEqual({ coins: -50, freeCoins: -10, winks: -2 });
  });

  it('credits coins, freeCoins and counters with one entry each', async () => {
    const user = await insertUser(server.app, { coins: 1, freeCoins: 1, freeWinkCount: 0 });
    await server.app.db.transaction((tx) =>
      server.app.ledger.credit(tx, user.id, {
        coins: 100,
        freeCoins: 20,
        counters: { freeWinkCount: 3, stars: 20 },
        reason: 'eventBonus',
        reference: 'event-1',
      }),
    );
    expect(await balanceOf(user.id)).toEqual({
      coins: 101,
      freeCoins: 21,
      freeWinkCount: 3,
      stars: 20,
    });
    const entries = await entriesOf(user.id);
    expect(entries).toHaveLength(3);
    expect(entries.every((entry) => entry.reference === 'event-1')).toBe(true);
  });

  it('takes units of a counter alone and names the error the caller chose', async () => {
    const user = await insertUser(server.app, { stars: 1 });
    const takeStar = () =>
      server.app.db.transaction((tx) =>
        server.app.ledger.spendCounter(tx, user.id, {
          counter: 'stars',
          reason: 'favorite',
          errorCode: 'NOT_ENOUGH_STARS',
        }),
      );
    expect(await takeStar()).toBe(0);
    await expect(takeStar()).rejects.toMatchObject({ statusCode: 402, code: 'NOT_ENOUGH_STARS' });
    expect(await balanceOf(user.id)).toMatchObject({ stars: 0 });
    expect(await entriesOf(user.id)).toHaveLength(1);
  });

  it('refuses amounts that are not whole non-negative numbers as a programming error', async () => {
    const user = await insertUser(server.app, { coins: 10 });
    await expect(spend(user.id, { amount: -5, reason: 'refund?' })).rejects.toThrow(/whole number/);
    await expect(spend(user.id, { amount: 1.5, reason: 'half' })).rejects.toThrow(/whole number/);
    expect(await balanceOf(user.id)).toMatchObject({ coins: 10 });
  });

  it('refuses to move the coins of a deleted account', async () => {
    const user = await insertUser(server.app, { coins: 10, deletedAt: new Date() });
    await expect(spend(user.id, { amount: 1, reason: 'wink' })).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
