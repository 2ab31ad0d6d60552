/**
 * The embedded database through PGlite's own dump: its data directory as a gzipped tarball,
 * loaded back by PGlite into an empty directory. PGlite keeps the database in the process that
 * opened it, so a dump is only whole when no server holds the directory: opening it goes through
 * the same claim the server makes, and is refused while a server runs on it.
 */
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { type AppliedMigrations, appliedMigrations } from '../db/journal';
import { BackupError } from './manifest';

/** PostgreSQL writes PG_VERSION first into a data directory it creates. */
export const holdsEmbeddedDatabase = (directory: string) =>
  existsSync(path.join(directory, 'PG_VERSION'));

/** Dumps the database in `directory` into `file`; answers the migrations it has. */
export const dumpEmbedded = async (directory: string, file: string): Promise<AppliedMigrations> => {
  // Opening an empty directory would create a new, empty database there and back that up.
  if (!holdsEmbeddedDatabase(directory)) {
    throw new BackupError(
      `There is no embedded database at ${directory}: set DATA_DIR to the server's data folder, or DATABASE_URL for PostgreSQL.`,
    );
  }
  const connection = await openDatabase({ kind: 'pglite', dataDir: directory });
  try {
    const migrations = await appliedMigrations(connection.db);
    if (!connection.dump) throw new Error('PGlite dumps its data directory');
    const dump = await connection.dump('gzip');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    return migrations;
  } finally {
    await connection.close();
  }
};

/** Loads a dump into `directory`, which must not hold a database; answers its migrations. */
export const loadEmbedded = async (file: string, directory: string): Promise<AppliedMigrations> => {
  if (holdsEmbeddedDatabase(directory)) {
    throw new BackupError(
      `${directory} holds a database already; a backup is loaded only into an empty place.`,
    );
  }
  const template = new Blob([new Uint8Array(await readFile(file))]);
  let connection: Awaited<ReturnType<typeof openDatabase>>;
  try {
    connection = await openDatabase({ kind: 'pglite', dataDir: directory, template });
  } catch (error) {
    // What PGlite wrote of a dump it could not load is no database; a second attempt needs room.
    await rm(directory, { recursive: true, force: true });
    throw new BackupError(
      `The embedded database in the backup could not be loaded: ${(error as Error).message}`,
    );
  }
  try {
    return await appliedMigrations(connection.db);
  } finally {
    await connection.close();
  }
};
