/**
 * npm run backup / npm run restore on the database the project runs on (PGlite, or PostgreSQL
 * with a database of this file's own): the demo data backed up, everything wiped, restored, and
 * the server built again on what came back.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DialogList } from '@amora/contract';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amoraApp, serverOptions } from '../../src/app';
import { createBackup, type DataPlace, restoreBackup } from '../../src/backup';
import type { DatabaseLocation } from '../../src/db/client';
import { migrationJournal } from '../../src/db/journal';
import { userImages, users } from '../../src/db/schema';
import { DEMO_MEMBER } from '../../src/demo';
import { seedDemoData } from '../../src/demo/seed';
import { mediaHref } from '../../src/media/pictures';
import { cookiePair, createPostgresDatabase, testConfig, testDatabase } from '../helpers';
import { pgliteTemplate } from '../support/pgliteTemplate';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The server as it runs on the place: DATA_DIR, and DATABASE_URL for PostgreSQL. */
const startServer = async (place: DataPlace, database?: DatabaseLocation) => {
  const config = await testConfig(place.dataDir, {
    ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
  });
  const app = Fastify(serverOptions(false, config.trustProxy));
  await app.register(amoraApp, { config, database });
  await app.ready();
  return app;
};

/** What the demo member sees: his chats, and his own picture's bytes. */
const demoMemberView = async (app: FastifyInstance) => {
  const login = await app.inject({
    method: 'POST',
    url: '/v1/identity/login',
    payload: { userName: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
  });
  expect(login.statusCode).toBe(200);
  const cookie = cookiePair(login.headers['set-cookie'], 'amora_session') ?? '';
  const chats = await app.inject({ method: 'GET', url: '/v1/chat', headers: { cookie } });
  expect(chats.statusCode).toBe(200);
  const [picture] = await app.db
    .select({ fileKey: userImages.fileKey })
    .from(userImages)
    .innerJoin(users, eq(users.id, userImages.userId))
    .where(eq(users.email, DEMO_MEMBER.email));
  const file = await app.inject({
    method: 'GET',
    url: mediaHref(picture?.fileKey ?? 'none'),
    headers: { cookie },
  });
  return {
    chats: v.parse(DialogList, chats.json()).items,
    picture: { status: file.statusCode, bytes: file.rawPayload },
  };
};

describe(`backup and restore (${testDatabase})`, () => {
  let root: string;
  let place: DataPlace;
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let before: Awaited<ReturnType<typeof demoMemberView>>;
  let backupFolder: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'amora-backup-test-'));
    postgres = testDatabase === 'postgres' ? await createPostgresDatabase() : undefined;
    place = { dataDir: path.join(root, 'data'), databaseUrl: postgres?.location.url };
    const app = await startServer(
      place,
      // Loading the migrated template saves PGlite's initdb; the database still lies on disk.
      postgres
        ? undefined
        : {
            kind: 'pglite',
            dataDir: path.join(place.dataDir, 'db'),
            template: await pgliteTemplate(),
          },
    );
    try {
      await seedDemoData(app, { profileCount: 40, avatars: 'await' });
      before = await demoMemberView(app);
    } finally {
      await app.close();
    }
    await writeFile(path.join(place.dataDir, 'secret'), 'the-secret-mail-links-are-signed-with\n');
  });
  afterAll(async () => {
    await postgres?.drop();
    await rm(root, { recursive: true, force: true });
  });

  it('the demo member has chats and a picture to lose', () => {
    expect(before.chats.length).toBeGreaterThanOrEqual(2);
    expect(before.picture.status).toBe(200);
    expect(before.picture.bytes.length).toBeGreaterThan(100);
  });

  it('backs up the database, the uploads and the secret with a manifest', async () => {
    const { folder, manifest } = await createBackup(place, { into: path.join(root, 'backups') });
    backupFolder = folder;
    expect(path.basename(folder)).toMatch(/^amora-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    const journal = migrationJournal();
    expect(manifest).toMatchObject({
      format: 'amora-backup',
      database: {
        kind: testDatabase,
        file: testDatabase === 'postgres' ? 'database.pgdump' : 'database.tar.gz',
      },
      migrations: { count: journal.length, latest: journal.at(-1)?.tag },
    });
    const files = Object.keys(manifest.files);
    expect(files).toContain('secret');
    // Three variants of 41 avatars.
    expect(files.filter((file) => file.startsWith('uploads/')).length).toBe(41 * 3);
    const written = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8'));
    expect(written).toEqual(manifest);
  });

  it('restores into a wiped place, and the demo member finds his chats and picture', async () => {
    await rm(place.dataDir, { recursive: true, force: true });
    await postgres?.recreate();

    const restored = await restoreBackup(place, { from: backupFolder });
    expect(restored.migrations.count).toBe(migrationJournal().length);
    expect(await readFile(path.join(place.dataDir, 'secret'), 'utf8')).toBe(
      'the-secret-mail-links-are-signed-with\n',
    );

    const app = await startServer(place);
    try {
      const after = await demoMemberView(app);
      expect(after.chats).toEqual(before.chats);
      expect(after.picture.status).toBe(200);
      expect(after.picture.bytes.equals(before.picture.bytes)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('refuses to restore over data unless told to replace it', async () => {
    await expect(restoreBackup(place, { from: backupFolder })).rejects.toThrow(
      /The target holds data already: .*uploads.*--replace/,
    );
    const replaced = await restoreBackup(place, { from: backupFolder, replace: true });
    expect(replaced.migrations.count).toBe(migrationJournal().length);
    // What was there is kept beside, not deleted.
    const aside = replaced.setAside as string;
    expect(aside).toMatch(/replaced-/);
    expect(await readdir(aside)).toEqual(
      testDatabase === 'pglite' ? ['db', 'secret', 'uploads'] : ['secret', 'uploads'],
    );
    expect((await readdir(path.join(place.dataDir, 'uploads'))).length).toBeGreaterThan(0);
  });

  it('refuses while the database is in use', async () => {
    if (postgres) {
      const client = new pg.Client({ connectionString: postgres.location.url });
      await client.connect();
      try {
        await expect(restoreBackup(place, { from: backupFolder, replace: true })).rejects.toThrow(
          /in use \(1 other connection\): stop the servers/,
        );
      } finally {
        await client.end();
      }
      return;
    }
    // The claim a running server holds: its process id beside the directory. The test runner's
    // parent process stands in for a server that is alive.
    const lock = path.join(place.dataDir, 'db.lock');
    await writeFile(lock, String(process.ppid));
    try {
      await expect(createBackup(place, { into: path.join(root, 'refused') })).rejects.toThrow(
        `is in use by process ${process.ppid}`,
      );
      await expect(restoreBackup(place, { from: backupFolder, replace: true })).rejects.toThrow(
        `is in use by process ${process.ppid}`,
      );
    } finally {
      await rm(lock, { force: true });
    }
  });

  it('refuses a missing, foreign or damaged backup before touching anything', async () => {
    const empty = { dataDir: path.join(root, 'empty'), databaseUrl: place.databaseUrl };
    await expect(restoreBackup(empty, { from: path.join(root, 'nowhere') })).rejects.toThrow(
      `There is no backup at ${path.join(root, 'nowhere')}.`,
    );
    await expect(restoreBackup(empty, { from: root })).rejects.toThrow(
      'is not an Amora backup: it has no manifest.json',
    );

    const damaged = path.join(root, 'damaged');
    await cp(backupFolder, damaged, { recursive: true });
    const manifest = JSON.parse(await readFile(path.join(damaged, 'manifest.json'), 'utf8'));
    const picture = Object.keys(manifest.files).find((file) => file.startsWith('uploads/'));
    await writeFile(path.join(damaged, picture as string), 'not a picture');
    await expect(restoreBackup(empty, { from: damaged })).rejects.toThrow(
      `The backup ${damaged} is damaged: ${picture} is not what was written`,
    );
    const dump = path.join(damaged, manifest.database.file);
    await rm(dump);
    await cp(path.join(backupFolder, picture as string), path.join(damaged, picture as string));
    await expect(restoreBackup(empty, { from: damaged })).rejects.toThrow(
      `${manifest.database.file} is missing`,
    );
    await writeFile(path.join(damaged, 'manifest.json'), '{"format":"amora-backup"');
    await expect(restoreBackup(empty, { from: damaged })).rejects.toThrow(
      'its manifest.json is not JSON',
    );
  });

  it('answers the command line with one line and an exit code', () => {
    const restore = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/backup/cli.ts', 'restore', path.join(root, 'nowhere')],
      {
        cwd: serverRoot,
        env: { ...process.env, DATA_DIR: path.join(root, 'cli'), DATABASE_URL: '' },
        encoding: 'utf8',
      },
    );
    expect({ status: restore.status, stderr: restore.stderr }).toEqual({
      status: 1,
      stderr: `There is no backup at ${path.join(root, 'nowhere')}.\n`,
    });
  });
});
