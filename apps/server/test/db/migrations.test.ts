/**
 * Every migration in drizzle/ applies on an empty database, and on the database of the release
 * before it with members, chats, coins and pictures in it: the database is migrated one journal
 * entry at a time, rows written with raw SQL as that release would write them after each step,
 * and the server of today then reads the oldest of them.
 */
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DialogList, User } from '@amora/contract';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amoraApp, serverOptions } from '../../src/app';
import {
  type DatabaseConnection,
  type DatabaseLocation,
  migrationsFolder,
  openDatabase,
} from '../../src/db/client';
import { appliedMigrations, type MigrationEntry, migrationJournal } from '../../src/db/journal';
import { hashPassword } from '../../src/identity/passwords';
import { cookiePair, createPostgresDatabase, testConfig, testDatabase } from '../helpers';

const journal = migrationJournal();

let scratch: string;

/** The migrations folder of a release that shipped the first `count` journal entries. */
const releaseFolder = async (count: number) => {
  const folder = path.join(scratch, `release-${count}`);
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  const entries: MigrationEntry[] = journal.slice(0, count);
  await writeFile(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({
      version: '7',
      dialect: 'postgresql',
      entries: entries.map((entry) => ({ ...entry, version: '7', breakpoints: true })),
    }),
  );
  for (const { tag } of entries) {
    await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  return folder;
};

/** An empty database of its own on the project's engine, and the way to remove it. */
const emptyDatabase = async () => {
  if (testDatabase === 'postgres') {
    const postgres = await createPostgresDatabase();
    const connection = await openDatabase(postgres.location);
    return {
      connection,
      location: async (): Promise<DatabaseLocation> => postgres.location,
      remove: async () => {
        await connection.close();
        await postgres.drop();
      },
    };
  }
  const connection = await openDatabase({ kind: 'pglite', dataDir: undefined });
  return {
    connection,
    // The server opens a database of its own: a copy of this one.
    location: async (): Promise<DatabaseLocation> => ({
      kind: 'pglite',
      dataDir: undefined,
      template: await (connection.dump as NonNullable<DatabaseConnection['dump']>)(),
    }),
    remove: () => connection.close(),
  };
};

const rowsOf = async <Row>(connection: DatabaseConnection, query: ReturnType<typeof sql>) =>
  ((await connection.db.execute(query)) as unknown as { rows: Row[] }).rows;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'amora-migrations-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe(`the migrations (${testDatabase})`, () => {
  it('are the SQL files in drizzle/, each in the journal once', async () => {
    const files = (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql'));
    expect(journal.map((entry) => `${entry.tag}.sql`)).toEqual(files.sort());
    expect(journal.map((entry) => entry.idx)).toEqual(journal.map((_, index) => index));
    const times = journal.map((entry) => entry.when);
    // Drizzle applies what is newer than the last applied time: times must rise.
    expect(times).toEqual(times.toSorted((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
  });

  it('apply on an empty database, and a second run changes nothing', async () => {
    const database = await emptyDatabase();
    try {
      expect(await appliedMigrations(database.connection.db)).toEqual({ count: 0, latest: null });
      await database.connection.migrate();
      const all = { count: journal.length, latest: journal.at(-1)?.tag };
      expect(await appliedMigrations(database.connection.db)).toEqual(all);
      await database.connection.migrate();
      expect(await appliedMigrations(database.connection.db)).toEqual(all);
    } finally {
      await database.remove();
    }
    // PGlite's initdb and every migration, on a machine that may be busy with other suites.
  }, 60_000);

  describe('on the previous release with data in it, one release at a time', () => {
    /** The first release with members, chats, coins and pictures: the rows below fit it. */
    const firstWithChats = journal.findIndex((entry) => entry.tag === '0003_social_core') + 1;
    const dayMs = 24 * 60 * 60 * 1000;
    const password = 'release-password';
    let database: Awaited<ReturnType<typeof emptyDatabase>>;
    let passwordHash: string;
    /** The releases whose rows were written, by step (the number of migrations applied). */
    const written: { step: number; ada: string; ben: string; lastMessageAt: Date }[] = [];

    /** A match chat, coins and a profile picture, as the release at `step` writes them. */
    const writeRows = async (step: number) => {
      const [ada, ben] = [randomUUID(), randomUUID()].sort();
      if (!ada || !ben) throw new Error('two ids');
      const lastMessageAt = new Date(Date.now() - dayMs - step * 60_000);
      const { db } = database.connection;
      await db.execute(sql`
        insert into users (id, name, email, email_confirmed, password_hash, birthdate, gender,
          search_gender, has_completed_registration, coins, city, country)
        values
          (${ada}, ${`Ada ${step}`}, ${`ada.${step}@release.example`}, true, ${passwordHash},
            '1994-03-02', 'female', 'male', true, 50, 'Berlin', 'de'),
          (${ben}, ${`Ben ${step}`}, ${`ben.${step}@release.example`}, true, ${passwordHash},
            '1991-07-09', 'male', 'female', true, 0, 'Berlin', 'de')`);
      await db.execute(sql`
        insert into ledger_entries (user_id, coins_delta, reason) values (${ada}, 50, 'purchase')`);
      await db.execute(sql`
        insert into relationships (from_user_id, to_user_id, type) values
          (${ada}, ${ben}, 'match'), (${ben}, ${ada}, 'match')`);
      const [dialog] = await rowsOf<{ id: string }>(
        database.connection,
        sql`insert into dialogs (user_a_id, user_b_id, created_at, last_message_at)
          values (${ada}, ${ben}, ${lastMessageAt.toISOString()}, ${lastMessageAt.toISOString()})
          returning id`,
      );
      await db.execute(sql`
        insert into messages (dialog_id, sender_id, recipient_id, type, text, created_at)
        values (${dialog?.id}, ${ben}, ${ada}, 'message', ${`Hallo from release ${step}`},
          ${lastMessageAt.toISOString()})`);
      await db.execute(sql`
        insert into user_images (user_id, file_key, width, height, is_profile, verification_state)
        values (${ada}, ${randomUUID()}, 480, 480, true, 'verified')`);
      written.push({ step, ada, ben, lastMessageAt });
    };

    beforeAll(async () => {
      database = await emptyDatabase();
      passwordHash = await hashPassword(password);
      for (let step = 1; step <= journal.length; step += 1) {
        await database.connection.migrate(await releaseFolder(step));
        expect((await appliedMigrations(database.connection.db)).count).toBe(step);
        if (step >= firstWithChats && step < journal.length) await writeRows(step);
      }
    });
    afterAll(() => database?.remove());

    it('keeps every row of every release', async () => {
      expect(written.length).toBe(journal.length - firstWithChats);
      const [counts] = await rowsOf<Record<string, number>>(
        database.connection,
        sql`select
          (select count(*)::int from users) as users,
          (select count(distinct external_id)::int from users) as external_ids,
          (select count(*)::int from dialogs) as dialogs,
          (select count(*)::int from messages) as messages,
          (select count(*)::int from ledger_entries) as ledger,
          (select count(distinct blurred_key)::int from user_images) as blurred_keys`,
      );
      const releases = written.length;
      expect(counts).toEqual({
        users: releases * 2,
        // Columns added later got a value of their own in every existing row.
        external_ids: releases * 2,
        dialogs: releases,
        messages: releases,
        ledger: releases,
        blurred_keys: releases,
      });
    });

    it('gives chats written before dialog expiry existed their expiry (0010)', async () => {
      const backfill = journal.findIndex((entry) => entry.tag === '0010_dialog_expiry_backfill');
      const dialogs = await rowsOf<{ user_a_id: string; expires_at: string | null }>(
        database.connection,
        sql`select user_a_id, expires_at from dialogs`,
      );
      for (const release of written.filter((row) => row.step <= backfill)) {
        const dialog = dialogs.find((row) => row.user_a_id === release.ada);
        expect(new Date(dialog?.expires_at ?? 0).getTime(), `release ${release.step}`).toBe(
          release.lastMessageAt.getTime() + 30 * 24 * 60 * 60 * 1000,
        );
      }
    });

    it('serves the oldest release’s member her chat and coins on today’s server', async () => {
      const oldest = written[0];
      const dataDir = path.join(scratch, 'server');
      const config = await testConfig(dataDir);
      const app = Fastify(serverOptions(false, config.trustProxy));
      await app.register(amoraApp, { config, database: await database.location() });
      await app.ready();
      try {
        const login = await app.inject({
          method: 'POST',
          url: '/v1/identity/login',
          payload: { userName: `ada.${oldest?.step}@release.example`, password },
        });
        expect(login.statusCode).toBe(200);
        const cookie = cookiePair(login.headers['set-cookie'], 'amora_session') ?? '';
        const chats = await app.inject({ method: 'GET', url: '/v1/chat', headers: { cookie } });
        expect(chats.statusCode).toBe(200);
        const { items } = v.parse(DialogList, chats.json());
        expect(
          items.map((dialog) => ({
            partner: dialog.partner.name,
            text: dialog.lastMessage?.text,
            unread: dialog.unreadCount,
          })),
        ).toEqual([
          { partner: `Ben ${oldest?.step}`, text: `Hallo from release ${oldest?.step}`, unread: 1 },
        ]);
        const user = await app.inject({ method: 'GET', url: '/v1/user', headers: { cookie } });
        expect(v.parse(User, user.json())).toMatchObject({ coins: 50 });
      } finally {
        await app.close();
      }
    });
  });
});
