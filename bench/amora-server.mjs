// The whole Amora server as the benchmarks start it, in the process that imports this module:
// every plugin, a pino logger writing to /dev/null, demo data off (or seeded on request), on the
// embedded PGlite
// database in a temporary folder or on a fresh database of the local PostgreSQL (dropped on
// close; AMORA_BENCH_POSTGRES_URL names the server). Loaded through tsx: the server's TypeScript
// source is imported directly.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const requireFromServer = createRequire(
  new URL('../apps/server/package.json', import.meta.url),
);

/** A database of its own on the local PostgreSQL server, and the way to drop it. */
export const createPostgresDatabase = async () => {
  const pg = requireFromServer('pg');
  const adminUrl =
    process.env.AMORA_BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const name = `amora_bench_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    location: { kind: 'postgres', url: url.toString() },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
};

/**
 * Starts the server listening on 127.0.0.1 at a free port. `databaseKind` is 'pglite' or
 * 'postgres'; `logLevel` the pino level ('silent' measures what logging costs); `appOptions` are
 * passed on to the app (hub options); `demoData` turns AMORA_DEMO on and seeds the demo members
 * as a server with AMORA_DEMO=1 does on a fresh embedded database (on either database here),
 * waiting for their avatars. Resolves to the app, its port, the database it runs on
 * ('PGlite, PostgreSQL 18.6' or 'PostgreSQL 15.20') and `close`.
 */
export const startAmoraServer = async ({
  databaseKind,
  logLevel = 'info',
  trustProxy = false,
  appOptions = {},
  demoData = false,
}) => {
  const { amoraApp, serverOptions } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const Fastify = requireFromServer('fastify');

  // The database first: a PostgreSQL server that is not there leaves no folder behind.
  const postgres = databaseKind === 'postgres' ? await createPostgresDatabase() : undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'amora-bench-'));
  const config = await loadConfig({
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    // 'test' keeps the demo data (and its avatar drawing in the background) out of the figures.
    NODE_ENV: 'test',
    SECRET: 'bench-secret-bench-secret-bench-secret-02',
    WEB_DIST: path.join(dataDir, 'web'),
    ...(demoData ? { AMORA_DEMO: '1' } : {}),
  });
  const app = Fastify({
    ...serverOptions({ level: logLevel, stream: createWriteStream('/dev/null') }),
    trustProxy,
  });
  await app.register(amoraApp, {
    ...appOptions,
    config,
    database: postgres?.location ?? { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
  });
  await app.ready();
  if (demoData) {
    const { seedDemoData } = await import('../apps/server/src/demo/seed.ts');
    await seedDemoData(app, { avatars: 'await' });
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { rows } = await app.db.execute('show server_version');
  return {
    app,
    port: app.server.address().port,
    // PostgreSQL says '15.20 (Debian 15.20-0+deb12u1)'; the number is enough.
    about: `${postgres ? 'PostgreSQL' : 'PGlite, PostgreSQL'} ${rows[0].server_version.split(' ')[0]}`,
    close: async () => {
      await app.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** Rows of the users table for `count` members, numbered from `first`, with these values. */
export const memberRows = (first, count, values = {}) =>
  Array.from({ length: count }, (_, index) => {
    const number = first + index;
    return {
      name: `Bench${number}`,
      email: `bench${number}@example.com`,
      emailConfirmed: true,
      hasCompletedRegistration: true,
      birthdate: '1990-01-01',
      gender: number % 2 ? 'female' : 'male',
      city: 'Berlin',
      zip: '10115',
      country: 'de',
      ...values,
    };
  });
