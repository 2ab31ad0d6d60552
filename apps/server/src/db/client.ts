/**
 * Opens the database: PostgreSQL when a URL is given, otherwise the embedded PGlite. Both answer
 * through the same Drizzle `Database` type, so nothing above this file knows which one it talks to.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm/relations';
import pg from 'pg';
import { ConfigError } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;

export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  /**
   * `dataDir` undefined keeps the database in memory (tests); `template` starts it from a dump
   * (`dumpDataDir`), which skips PostgreSQL's initdb and saves a second or two per database.
   */
  | { kind: 'pglite'; dataDir: string | undefined; template?: Blob };

export interface DatabaseConnection {
  db: Database;
  kind: DatabaseLocation['kind'];
  /**
   * Applies the SQL migrations in drizzle/ that have not run yet (or those of another folder: the
   * tests migrate to an older release's journal first).
   */
  migrate: (folder?: string) => Promise<void>;
  close: () => Promise<void>;
  /** The embedded database as a tarball (PGlite only): a template for tests, or a backup. */
  dump?: (compression?: 'none' | 'gzip') => Promise<Blob>;
  /** The pool's connections right now, for /metrics; PGlite is one connection in the process. */
  poolUse: () => PoolUse;
}

/** PGlite has neither idle connections nor a queue to report, only its one connection. */
export interface PoolUse {
  total: number;
  idle?: number;
  /** Queries waiting for a free connection: the pool is too small when this stays above 0. */
  waiting?: number;
}

/**
 * The generated migrations: drizzle/ beside the bundled dist/server.js (scripts/build.mjs copies
 * them there), or the package's own drizzle/ when running from src/.
 */
export const migrationsFolder = (() => {
  const candidates = ['./drizzle', '../../drizzle'].map((relative) =>
    fileURLToPath(new URL(relative, import.meta.url)),
  );
  return candidates.find((folder) => existsSync(folder)) ?? (candidates.at(-1) as string);
})();

/** Any number will do as long as every instance uses the same one. */
const migrationLockKey = 0x616d6f72;

const openPostgres = (url: string): DatabaseConnection => {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db: Database = drizzleNodePostgres({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: async (folder = migrationsFolder) => {
      // Instances starting together would otherwise apply the same migration twice.
      const lockHolder = await pool.connect();
      try {
        await lockHolder.query('select pg_advisory_lock($1)', [migrationLockKey]);
        await migrateNodePostgres(drizzleNodePostgres({ client: pool, schema }), {
          migrationsFolder: folder,
        });
      } finally {
        await lockHolder.query('select pg_advisory_unlock($1)', [migrationLockKey]);
        lockHolder.release();
      }
    },
    close: () => pool.end(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
};

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Claims the embedded database's directory for this process, in a file beside it holding the
 * process id. PGlite keeps the database in the process's memory and writes it back to the
 * directory, so a second process on the same directory (a second server, or the console's
 * `add-operator` command while the server runs) would lose its writes or the other's: it is
 * refused with a message that says what to do. A file left by a process that is gone is taken over,
 * and so is one of this process (a restore holds the directory while it opens the database in it).
 */
export const claimDataDir = async (dataDir: string): Promise<() => Promise<void>> => {
  const lockFile = `${dataDir}.lock`;
  for (;;) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: 'wx' });
      return () => unlink(lockFile).catch(() => {});
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new ConfigError(
          `The embedded database ${dataDir} is in use by process ${holder}. ` +
            'Stop that process first, or use PostgreSQL (DATABASE_URL) to run several at once.',
        );
      }
      await unlink(lockFile).catch(() => {});
    }
  }
};

const openPglite = async (
  dataDir: string | undefined,
  template?: Blob,
): Promise<DatabaseConnection> => {
  let release = async () => {};
  if (dataDir) {
    await mkdir(path.dirname(dataDir), { recursive: true });
    release = await claimDataDir(dataDir);
  }
  const create = (loadTemplate: boolean) =>
    PGlite.create({
      dataDir,
      extensions: { cube, earthdistance, pg_trgm },
      // PGlite starts with PostgreSQL's 128 MB of shared buffers, and the WebAssembly memory they
      // live in grows to hold them but never shrinks: 16 MB (2,048 pages) keeps its memory at the
      // 128 MB it starts with. The whole server and its one connection share one process, so the
      // operating system's file cache does the rest. PGlite writes this file at every start.
      postgresqlconf: ['shared_buffers = 16MB'],
      ...(template && loadTemplate ? { loadDataDir: template } : {}),
    });
  const fresh = dataDir !== undefined && !existsSync(path.join(dataDir, 'PG_VERSION'));
  const client = await (async () => {
    // A new directory is made by PGlite's initdb, whose own WebAssembly instance (about 400 MB
    // with its memory) stays reachable from the database opened after it: opened once more,
    // the database holds only its own (bench/memory.md). A template is loaded the first time.
    if (fresh) {
      await (await create(true)).close();
      return create(false);
    }
    return create(true);
  })().catch(async (error: unknown) => {
    await release();
    throw error;
  });
  const pgliteDb = drizzlePglite({ client, schema });
  const db: Database = pgliteDb;
  return {
    db,
    kind: 'pglite',
    migrate: (folder = migrationsFolder) => migratePglite(pgliteDb, { migrationsFolder: folder }),
    close: async () => {
      await client.close();
      await release();
    },
    dump: (compression = 'none') => client.dumpDataDir(compression),
    poolUse: () => ({ total: 1 }),
  };
};

export const openDatabase = (location: DatabaseLocation): Promise<DatabaseConnection> =>
  location.kind === 'postgres'
    ? Promise.resolve(openPostgres(location.url))
    : openPglite(location.dataDir, location.template);

/** Where the configuration puts the database. */
export const databaseLocation = (config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseLocation =>
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') };

/** A round trip to the database, for /healthz. */
export const ping = async (db: Database): Promise<void> => {
  await db.execute(sql`select 1`);
};
