/**
 * PostgreSQL through its own tools: pg_dump's custom format is consistent while servers keep
 * running (one snapshot), and pg_restore reads it into any PostgreSQL of that version or newer.
 * The tools come from PATH; a password in DATABASE_URL is handed over in PGPASSWORD rather than
 * on the command line, where other users of the machine could read it.
 */
import { spawn } from 'node:child_process';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { appliedMigrations } from '../db/journal';
import { BackupError } from './manifest';

const toolInvocation = (url: string) => {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
};

const notFound = (tool: string) =>
  new BackupError(
    `${tool} was not found: install PostgreSQL's client tools (the server's major version or newer) and put them on PATH.`,
  );

type Tool = 'pg_dump' | 'pg_restore' | 'psql';

/**
 * Starts the tool, on the database when given one (pg_restore without one writes SQL). `done`
 * settles when it exits: with an error carrying what it wrote to stderr unless it succeeded.
 */
const start = (tool: Tool, args: string[], url: string | undefined) => {
  const connection = url ? toolInvocation(url) : undefined;
  const target = connection ? ['--no-password', `--dbname=${connection.dbname}`] : [];
  const child = spawn(tool, [...args, ...target], {
    env: connection?.env ?? process.env,
    stdio: 'pipe',
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? notFound(tool) : error),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit code ${code}): ${errors.trim()}`));
    });
  });
  return { child, done };
};

/** The migrations the database has, read before the dump (a wrong URL fails here, clearly). */
export const postgresMigrations = async (url: string) => {
  const connection = await openDatabase({ kind: 'postgres', url });
  try {
    return await appliedMigrations(connection.db);
  } catch (error) {
    throw new BackupError(`PostgreSQL at DATABASE_URL cannot be read: ${(error as Error).message}`);
  } finally {
    await connection.close();
  }
};

export const dumpPostgres = async (url: string, file: string) => {
  const dump = start('pg_dump', ['--format=custom', `--file=${file}`], url);
  dump.child.stdin.end();
  dump.child.stdout.resume();
  await dump.done;
};

export interface PostgresTarget {
  /** Other sessions on the database: servers, consoles, psql. */
  otherSessions: number;
  /** Tables in it, whatever their schema. */
  tables: number;
}

/** Who else is connected to the database, and whether it holds tables. */
export const inspectPostgres = async (url: string): Promise<PostgresTarget> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect().catch((error: Error) => {
    throw new BackupError(
      `PostgreSQL at DATABASE_URL cannot be reached: ${error.message} (create the database first).`,
    );
  });
  try {
    const { rows } = await client.query<{ sessions: string; tables: string }>(`
      select
        (select count(*) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()) as sessions,
        (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind in ('r', 'p')
            and n.nspname not in ('pg_catalog', 'information_schema')
            and n.nspname not like 'pg_toast%') as tables`);
    return { otherSessions: Number(rows[0]?.sessions), tables: Number(rows[0]?.tables) };
  } finally {
    await client.end();
  }
};

/** pg_restore's own session setting, which leaves every name to be written with its schema. */
const emptySearchPath = "SELECT pg_catalog.set_config('search_path', '', false);";
const extensionsSearchPath = "SELECT pg_catalog.set_config('search_path', 'public', false);";

/**
 * The script with its search path set to the schema the extensions live in. The setting is in
 * the script's first lines, before any row, so only they are looked at and the rows stream on.
 */
const withExtensionsSearchPath = () => {
  let head = '';
  let found = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, next) {
      if (found) return next(null, chunk);
      head += chunk.toString('utf8');
      if (head.includes(emptySearchPath)) {
        found = true;
        next(null, head.replace(emptySearchPath, extensionsSearchPath));
      } else if (head.length > 64 * 1024) {
        next(
          new BackupError(
            'pg_restore wrote a script this version does not know (no search path setting).',
          ),
        );
      } else next();
    },
    flush(next) {
      next(found ? null : new BackupError('pg_restore wrote no search path setting.'));
    },
  });
};

/**
 * Reads the dump into the database, in one transaction: a failure leaves it as it was. `clean`
 * drops the dump's objects first (restoring over a database that holds them). Owners and grants
 * of the source are left out, so the objects belong to the role that restores, whatever roles
 * the source had; extension comments are left out too, since only an extension's owner may set
 * them and the restoring role need not be a superuser.
 *
 * pg_restore writes the script and psql runs it, because pg_restore on its own cannot: it empties
 * the search path, and earthdistance's ll_to_earth (PostgreSQL 15) names cube's `earth` type
 * without its schema, so an index over ll_to_earth (the discovery index of migration 0016) fails
 * to build in a pg_restore session. The script runs with the extensions' schema on the path.
 */
export const restorePostgres = async (url: string, file: string, { clean }: { clean: boolean }) => {
  const script = start(
    'pg_restore',
    [
      '--no-owner',
      '--no-acl',
      '--no-comments',
      ...(clean ? ['--clean', '--if-exists'] : []),
      '--file=-',
      file,
    ],
    undefined,
  );
  script.child.stdin.end();
  const apply = start(
    'psql',
    ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1'],
    url,
  );
  apply.child.stdout.resume();
  const piped = pipeline(script.child.stdout, withExtensionsSearchPath(), apply.child.stdin);
  const results = await Promise.allSettled([script.done, piped, apply.done]);
  // pg_restore's complaint before psql's, which would only follow from it.
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
};
