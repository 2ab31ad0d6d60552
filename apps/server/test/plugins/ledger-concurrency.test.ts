/**
 * The ledger under load: many spends at once on one balance must never overdraw it. PGlite runs
 * the transactions one after another; PostgreSQL runs them on a pool of connections at once, so
 * there the row lock of each spend is what keeps the balance right.
 */
import { errorCodes } from '@amora/contract';
import { count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../src/db/schema';
import { createTestApp, insertUser, type TestApp, userRow } from '../helpers';

describe('the coin ledger under concurrent spends', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server?.close());

  it('lets exactly as many spends through as the balance covers', async () => {
    const price = 10;
    const covered = 50;
    const attempts = 200;
    // Free coins and coins together, so both columns are drawn down to 0.
    const user = await insertUser(server.app, { coins: 300, freeCoins: covered * price - 300 });

    const results = await Promise.allSettled(
      Array.from({ length: attempts }, (_, attempt) =>
        server.app.db.transaction((tx) =>
          server.app.ledger.spend(tx, user.id, {
            amount: price,
            reason: 'concurrencyTest',
            reference: String(attempt),
          }),
        ),
      ),
    );

    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const failed = results.filter((result) => result.status === 'rejected');
    expect(succeeded).toHaveLength(covered);
    expect(failed).toHaveLength(attempts - covered);
    for (const failure of failed) {
      expect(failure.reason).toMatchObject({
        statusCode: 402,
        code: errorCodes.ERR_BALANCE_TOO_LOW,
      });
    }

    expect(await userRow(server.app, user.id)).toMatchObject({ coins: 0, freeCoins: 0 });
    const [spent] = await server.app.db
      .select({
        entries: count(),
        coins: sum(ledgerEntries.coinsDelta).mapWith(Number),
        freeCoins: sum(ledgerEntries.freeCoinsDelta).mapWith(Number),
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, user.id));
    expect(spent).toEqual({
      entries: covered,
      coins: -300,
      freeCoins: -(covered * price - 300),
    });
    expect(-(spent?.coins ?? 0) - (spent?.freeCoins ?? 0)).toBe(covered * price);
  });
});
