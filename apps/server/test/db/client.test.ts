import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedSql, preparedStatement, rowsOf } from '../../src/db/prepared';
import { users } from '../../src/db/schema';
import { createTestApp, insertUser, type TestApp } from '../helpers';

describe('the database', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.close());

  // The driver-neutral Database type leaves the shape of raw results open.
  const rows = async <Row>(query: ReturnType<typeof sql>) =>
    ((await server.app.db.execute(query)) as unknown as { rows: Row[] }).rows;

  it('has every migration applied, with cube and earthdistance', async () => {
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.map((table) => table.table_name)).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'ledger_entries',
        'one_time_tokens',
        'outbox_mails',
        'user_images',
        'user_verifications',
        'marketing_clicks',
      ]),
    );
    const extensions = await rows<{ extname: string }>(sql`select extname from pg_extension`);
    expect(extensions.map((extension) => extension.extname)).toEqual(
      expect.arrayContaining(['cube', 'earthdistance']),
    );
  });

  it('gives new members the spec defaults', async () => {
    const user = await insertUser(server.app);
    expect(user).toMatchObject({
      coins: 0,
      freeCoins: 0,
      freeSwipesCount: 10,
      freeSwipesUndoCount: 3,
      searchDistance: 200,
      searchMinAge: 18,
      searchMaxAge: 48,
      language: 'de',
      platform: 'web',
      emailConfirmed: false,
      isDemo: false,
      interests: [],
    });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps emails unique', async () => {
    await insertUser(server.app, { email: 'same@example.com' });
    await expect(insertUser(server.app, { email: 'same@example.com' })).rejects.toThrow();
  });

  it('measures distances between snapped positions in SQL', async () => {
    const berlin = await insertUser(server.app, { gridLatitude: 52.52, gridLongitude: 13.405 });
    await insertUser(server.app, { gridLatitude: 48.137, gridLongitude: 11.575 });
    const distances = await rows<{ name: string; km: number }>(sql`
      select ${users.name} as name,
        round(earth_distance(ll_to_earth(52.52, 13.405),
          ll_to_earth(${users.gridLatitude}, ${users.gridLongitude})) / 1000) as km
      from ${users}
      where ${users.gridLatitude} is not null and ${users.deletedAt} is null
      order by km`);
    expect(distances.map((row) => Number(row.km))).toEqual([0, 505]);
    expect(distances[0]?.name).toBe(berlin.name);
  });

  describe('a prepared statement', () => {
    const coinsOf = preparedStatement((db) =>
      db
        .select({ coins: users.coins })
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .prepare('test_coins_of'),
    );
    const nameOf = preparedSql(
      'test_name_of',
      () => sql`select ${users.name} as name from ${users}
      where ${users.id} = ${sql.placeholder('id')}`,
    );

    it('runs in the transaction it is given, seeing what the transaction wrote', async () => {
      const member = await insertUser(server.app, { coins: 5 });
      const transaction = server.app.db.transaction(async (tx) => {
        await tx.update(users).set({ coins: 7, name: 'Renamed' }).where(eq(users.id, member.id));
        expect(await coinsOf(tx).execute({ id: member.id })).toEqual([{ coins: 7 }]);
        expect(rowsOf(await nameOf(tx).execute({ id: member.id }))).toEqual([{ name: 'Renamed' }]);
        tx.rollback();
      });
      await expect(transaction).rejects.toThrow(/rollback/i);
      expect(await coinsOf(server.app.db).execute({ id: member.id })).toEqual([{ coins: 5 }]);
    });

    it('answers each call with its own values', async () => {
      const [one, other] = [
        await insertUser(server.app, { coins: 1 }),
        await insertUser(server.app, { coins: 2 }),
      ];
      const answers = await Promise.all(
        [one, other, one].map(({ id }) => coinsOf(server.app.db).execute({ id })),
      );
      expect(answers).toEqual([[{ coins: 1 }], [{ coins: 2 }], [{ coins: 1 }]]);
    });
  });
});
