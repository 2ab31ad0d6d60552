/**
 * Builds the server for a test on a database of its own: an in-memory PGlite, or a fresh
 * PostgreSQL database (dropped afterwards) when the vitest project sets
 * AMORA_TEST_DATABASE=postgres. Requests go through `inject`; `listen` serves on a free port of
 * 127.0.0.1 for tests that need real connections (the @amora/client, graceful shutdown).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { amoraApp, serverOptions } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { DatabaseLocation } from '../src/db/client';
import { type NewUserRow, sessions, users } from '../src/db/schema';
import type { HubOptions } from '../src/hub';
import { hashSessionId, sessionCookieName, sessionLifetimeMs } from '../src/identity/sessions';
import { loadGazetteer } from '../src/location';
import { pgliteTemplate } from './support/pgliteTemplate';

export const testDatabase: 'pglite' | 'postgres' =
  process.env.AMORA_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

const postgresCandidates = [
  process.env.AMORA_TEST_POSTGRES_URL,
  'postgres://postgres@127.0.0.1:5432/test',
  'postgres://root@127.0.0.1:5432/test',
].filter((url): url is string => Boolean(url));

let adminUrl: Promise<string> | undefined;

/** The first server URL that lets us in (machines differ in which role has trust auth). */
const findAdminUrl = async () => {
  const failures: string[] = [];
  for (const url of postgresCandidates) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return url;
    } catch (error) {
      failures.push(`${url}: ${(error as Error).message}`);
    }
  }
  throw new Error(`No PostgreSQL for the tests. Tried ${failures.join('; ')}`);
};

const withAdmin = async (run: (client: pg.Client) => Promise<unknown>) => {
  adminUrl ??= findAdminUrl();
  const client = new pg.Client({ connectionString: await adminUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
};

/** A fresh PostgreSQL database and the ways to remove it or start it afresh under its name. */
export const createPostgresDatabase = async () => {
  const name = `amora_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL((await adminUrl) as string);
  url.pathname = `/${name}`;
  const drop = () =>
    withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
  return {
    location: { kind: 'postgres', url: url.toString() } satisfies DatabaseLocation,
    drop,
    /** Dropped and created again, empty: as after losing the database server. */
    recreate: async () => {
      await drop();
      await withAdmin((client) => client.query(`create database ${name}`));
    },
  };
};

/** The environment of a server as a real deployment runs it: no demo (AMORA_DEMO unset). */
export const realDeployment = { AMORA_DEMO: '' };

/** The configuration of a test server; `env` adds or overrides environment variables. */
export const testConfig = (dataDir: string, env: Record<string, string> = {}) =>
  loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    // The suite tries the product as `npm start` runs it; test/attacks turn this off with ''.
    AMORA_DEMO: '1',
    LOG_LEVEL: 'silent',
    SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://localhost:8080',
    // No web app unless a test builds one: the real apps/web/dist may or may not exist.
    WEB_DIST: path.join(dataDir, 'web'),
    CONSOLE_DIST: path.join(dataDir, 'console'),
    ...env,
  });

export interface TestAppOptions {
  /** Environment variables for the configuration (PUBLIC_URL, WEB_DIST ...). */
  env?: Record<string, string>;
  /** Routes or hooks a test adds, registered after the app like a domain plugin. */
  extend?: FastifyPluginAsync;
  /** Hub timings (pings, timeouts, long polls) shortened for a test. */
  hub?: HubOptions;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  inject: FastifyInstance['inject'];
  /** Where its database is: another process may share a PostgreSQL one. */
  database: DatabaseLocation;
  /** Serves on 127.0.0.1 at a free port; answers the base URL, e.g. http://127.0.0.1:41234. */
  listen: () => Promise<string>;
  /** Closes the app and removes its database and data folder. */
  close: () => Promise<void>;
}

export const createTestApp = async ({
  env,
  extend,
  hub,
}: TestAppOptions = {}): Promise<TestApp> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'amora-test-'));
  const config = await testConfig(dataDir, env);
  const postgres = testDatabase === 'postgres' ? await createPostgresDatabase() : undefined;
  const database: DatabaseLocation = postgres?.location ?? {
    kind: 'pglite',
    dataDir: undefined,
    template: await pgliteTemplate(),
  };

  const app = Fastify(serverOptions(false, config.trustProxy));
  await app.register(amoraApp, { config, database, hub });
  if (extend) await app.register(extend);
  await app.ready();

  let closed = false;
  return {
    app,
    config,
    inject: app.inject.bind(app) as FastifyInstance['inject'],
    database,
    listen: () => app.listen({ host: '127.0.0.1', port: 0 }),
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

let userNumber = 0;

/** Inserts a member directly (identity routes are not under test here). */
export const insertUser = async (app: FastifyInstance, values: Partial<NewUserRow> = {}) => {
  userNumber += 1;
  const [user] = await app.db
    .insert(users)
    .values({
      name: `Tester${userNumber}`,
      email: `tester${userNumber}.${randomBytes(3).toString('hex')}@example.com`,
      birthdate: '1990-05-17',
      gender: 'female',
      ...values,
    })
    .returning();
  if (!user) throw new Error('insert returned no user');
  return user;
};

/** A new session of the member (another device), as the Cookie header a browser sends. */
export const sessionCookie = async (app: FastifyInstance, userId: string) => {
  const sessionId = randomBytes(32).toString('base64url');
  await app.db.insert(sessions).values({
    idHash: hashSessionId(sessionId),
    userId,
    expiresAt: new Date(Date.now() + sessionLifetimeMs),
  });
  return `${sessionCookieName}=${sessionId}`;
};

/** The users row as stored. */
export const userRow = async (app: FastifyInstance, id: string) => {
  const [row] = await app.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
};

/** The `name=value` pair of a Set-Cookie header, ready to send back as Cookie. */
export const cookiePair = (setCookie: string | string[] | undefined, name: string) => {
  const headers = [setCookie ?? []].flat();
  const header = headers.find((value) => value.startsWith(`${name}=`));
  return header?.split(';')[0];
};

/** The gazetteer the server holds (one per process), for tests without an app at hand. */
export const places = loadGazetteer();

/** The gazetteer's id of a place, as the location search would give it. */
export const locationIdOf = (city: string, country = 'DE') => {
  const [place] = places.search({ search: city, country });
  if (!place) throw new Error(`no place ${city} in ${country}`);
  return place.id;
};

export type PictureFormat = 'jpeg' | 'png' | 'webp';

/** A real picture, as base64 (with a data: prefix when asked). */
export const pictureBase64 = async ({
  width = 64,
  height = 48,
  format = 'png' as PictureFormat,
  dataUrl = false,
  colour = { r: 178, g: 34, b: 34 },
} = {}) => {
  const picture = await sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
  const base64 = picture.toString('base64');
  return dataUrl ? `data:image/${format};base64,${base64}` : base64;
};
