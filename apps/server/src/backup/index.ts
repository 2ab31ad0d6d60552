/**
 * `npm run backup` and `npm run restore`: the database (PostgreSQL from DATABASE_URL, or the
 * embedded one under DATA_DIR/db), the uploads under DATA_DIR/uploads and the generated secret
 * under DATA_DIR/secret (mail links signed with it stay valid after a restore), in one folder
 * with a manifest (manifest.ts). Pictures kept in an S3 bucket (S3_URL) are not copied: the
 * bucket is backed up by the object store's own means (versioning, replication), and a restore
 * leaves it alone.
 *
 * A restore goes into an empty place: it checks the backup and the target first and writes
 * nothing unless all is well. Over existing data only when asked (`replace`): PostgreSQL's
 * objects are then dropped and recreated by pg_restore, and what lies under DATA_DIR (the
 * embedded database, uploads, secret) is moved aside into DATA_DIR/replaced-<time>/, never
 * deleted.
 */
import { cp, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { claimDataDir } from '../db/client';
import { type AppliedMigrations, migrationJournal } from '../db/journal';
import { dumpEmbedded, holdsEmbeddedDatabase, loadEmbedded } from './embedded';
import {
  BackupError,
  type DatabaseKind,
  type Manifest,
  readVerifiedManifest,
  writeManifest,
} from './manifest';
import { dumpPostgres, inspectPostgres, postgresMigrations, restorePostgres } from './postgres';

export { BackupError, type Manifest } from './manifest';

/** Where the server keeps its data, as its configuration says (DATA_DIR, DATABASE_URL). */
export interface DataPlace {
  dataDir: string;
  databaseUrl: string | undefined;
  /** The bucket the pictures live in (S3_BUCKET); undefined: under DATA_DIR/uploads. */
  picturesBucket?: string | undefined;
}

const databaseFiles: Record<DatabaseKind, string> = {
  postgres: 'database.pgdump',
  pglite: 'database.tar.gz',
};

const parts = (dataDir: string) => ({
  database: path.join(dataDir, 'db'),
  uploads: path.join(dataDir, 'uploads'),
  secret: path.join(dataDir, 'secret'),
});

/** `2026-11-29T10-05-03Z`: sorts by time and is a valid file name everywhere. */
const timeStamp = (time: Date) =>
  time
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

const readOptional = (file: string) =>
  readFile(file).catch((error: unknown) => {
    if (isMissing(error)) return undefined;
    throw error;
  });

const hasEntries = async (folder: string) =>
  (
    await readdir(folder).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    })
  ).length > 0;

/**
 * Writes a backup into a new folder under `into` and answers where. The database is dumped
 * first and the uploads copied after it, so every picture the dump refers to is there (a
 * picture uploaded meanwhile comes along unreferenced, which is harmless).
 */
export const createBackup = async (
  place: DataPlace,
  { into, now = new Date() }: { into: string; now?: Date },
): Promise<{ folder: string; manifest: Manifest }> => {
  const kind: DatabaseKind = place.databaseUrl ? 'postgres' : 'pglite';
  const { database, uploads, secret } = parts(place.dataDir);
  await mkdir(into, { recursive: true });
  const folder = path.join(into, `amora-backup-${timeStamp(now)}`);
  await mkdir(folder).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new BackupError(`${folder} exists already; wait a second, or choose another folder.`);
    }
    throw error;
  });
  try {
    const databaseFile = databaseFiles[kind];
    let migrations: AppliedMigrations;
    if (place.databaseUrl) {
      migrations = await postgresMigrations(place.databaseUrl);
      await dumpPostgres(place.databaseUrl, path.join(folder, databaseFile));
    } else {
      migrations = await dumpEmbedded(database, path.join(folder, databaseFile));
    }
    if (!place.picturesBucket) {
      await cp(uploads, path.join(folder, 'uploads'), {
        recursive: true,
        // A picture being written lies under a temporary name until it is complete.
        filter: (source) => !source.endsWith('.tmp'),
      }).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    }
    const secretBytes = await readOptional(secret);
    if (secretBytes) await cp(secret, path.join(folder, 'secret'));
    const manifest = await writeManifest(folder, { kind, databaseFile, migrations }, now);
    return { folder, manifest };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
};

/** What the target holds already, in words, for the refusal. */
const occupiedParts = async (place: DataPlace, manifest: Manifest, backupFolder: string) => {
  const { database, uploads, secret } = parts(place.dataDir);
  const occupied: string[] = [];
  if (place.databaseUrl) {
    const target = await inspectPostgres(place.databaseUrl);
    if (target.otherSessions > 0) {
      throw new BackupError(
        `The database at DATABASE_URL is in use (${target.otherSessions} other connection${target.otherSessions === 1 ? '' : 's'}): stop the servers and anything else connected to it first.`,
      );
    }
    if (target.tables > 0) occupied.push(`the database at DATABASE_URL (${target.tables} tables)`);
  } else if (holdsEmbeddedDatabase(database) || (await hasEntries(database))) {
    occupied.push(database);
  }
  if (await hasEntries(uploads)) occupied.push(uploads);
  const ownSecret = await readOptional(secret);
  const backupSecret =
    'secret' in manifest.files ? await readFile(path.join(backupFolder, 'secret')) : undefined;
  if (ownSecret && backupSecret && !ownSecret.equals(backupSecret)) occupied.push(secret);
  return occupied;
};

/** Moves the embedded database, uploads and secret out of the way; answers where to. */
const setAside = async (dataDir: string, now: Date) => {
  const aside = path.join(dataDir, `replaced-${timeStamp(now)}`);
  await mkdir(aside, { recursive: true });
  for (const location of Object.values(parts(dataDir))) {
    await rename(location, path.join(aside, path.basename(location))).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }
  return aside;
};

export interface RestoreResult {
  manifest: Manifest;
  /** The migrations the restored database has (the server applies newer ones at its start). */
  migrations: AppliedMigrations;
  /** Where the replaced files under DATA_DIR went (only with `replace`). */
  setAside?: string;
}

/** Restores the backup in `from` into the place the configuration names. */
export const restoreBackup = async (
  place: DataPlace,
  { from, replace = false, now = new Date() }: { from: string; replace?: boolean; now?: Date },
): Promise<RestoreResult> => {
  const manifest = await readVerifiedManifest(from);
  const { database, uploads, secret } = parts(place.dataDir);

  const known = migrationJournal().length;
  if (manifest.migrations.count > known) {
    throw new BackupError(
      `The backup was made by a newer Amora (${manifest.migrations.count} migrations; this one knows ${known}): restore it with that version.`,
    );
  }
  if (manifest.database.kind === 'postgres' && !place.databaseUrl) {
    throw new BackupError(
      'The backup holds a PostgreSQL database: set DATABASE_URL to the (new, empty) database to restore it into.',
    );
  }
  if (manifest.database.kind === 'pglite' && place.databaseUrl) {
    throw new BackupError(
      'The backup holds the embedded database: unset DATABASE_URL and set DATA_DIR to the folder to restore it into.',
    );
  }

  await mkdir(place.dataDir, { recursive: true });
  // The embedded database is claimed as the server claims it: no server may start on it meanwhile.
  const release = place.databaseUrl ? async () => {} : await claimDataDir(database);
  try {
    const occupied = await occupiedParts(place, manifest, from);
    if (occupied.length > 0 && !replace) {
      throw new BackupError(
        `The target holds data already: ${occupied.join(', ')}. Restore into an empty place, or pass --replace to replace it (${place.databaseUrl ? 'the database is overwritten; ' : ''}the files under DATA_DIR are moved aside, not deleted).`,
      );
    }
    const aside = replace && occupied.length > 0 ? await setAside(place.dataDir, now) : undefined;

    // The files first and the database last: loading the embedded database ends the claim.
    const secretWritten = 'secret' in manifest.files && !(await readOptional(secret));
    try {
      // Only what the manifest lists and was checked: anything added to the folder later stays out.
      for (const file of Object.keys(manifest.files).filter((name) =>
        name.startsWith('uploads/'),
      )) {
        const target = path.join(uploads, ...file.split('/').slice(1));
        await mkdir(path.dirname(target), { recursive: true });
        await cp(path.join(from, file), target);
      }
      await mkdir(uploads, { recursive: true });
      if (secretWritten) await cp(path.join(from, 'secret'), secret);

      const dump = path.join(from, manifest.database.file);
      const databaseUrl = place.databaseUrl;
      const migrations = databaseUrl
        ? await restorePostgres(databaseUrl, dump, { clean: replace }).then(() =>
            postgresMigrations(databaseUrl),
          )
        : await loadEmbedded(dump, database);
      return { manifest, migrations, ...(aside ? { setAside: aside } : {}) };
    } catch (error) {
      // A second attempt finds the place as empty as this one did.
      await rm(uploads, { recursive: true, force: true });
      if (secretWritten) await rm(secret, { force: true });
      throw error;
    }
  } finally {
    await release();
  }
};
