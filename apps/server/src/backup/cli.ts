/**
 * The backup's command line, for whoever runs Amora:
 *
 *   npm run backup [-- --to <folder>]            a new folder amora-backup-<time> (default ./backups)
 *   npm run restore -- <backup folder> [--replace]
 *
 * Reads the server's own settings: PostgreSQL from DATABASE_URL, otherwise the embedded database
 * under DATA_DIR; the uploads under DATA_DIR, unless S3_URL keeps them in a bucket (which is not
 * copied, and the output says so). The embedded database is one process's:
 * stop the server first (both commands refuse while it holds the database). Built to
 * dist/backup.js as well: `node apps/server/dist/backup.js backup --to /srv/backups`.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, objectStorageSettings, parseEnvironment } from '../config';
import { BackupError, createBackup, type DataPlace, restoreBackup } from './';

const usage = [
  'usage: npm run backup [-- --to <folder>]',
  '       npm run restore -- <backup folder> [--replace]',
].join('\n');

const fail = (message: string, code = 1): never => {
  process.stderr.write(`${message}\n`);
  process.exit(code);
};

const { positionals, values } = parseArgs({
  // pnpm passes on the `--` that npm takes for its own (`pnpm run backup -- --to x`).
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  allowPositionals: true,
  options: { to: { type: 'string' }, replace: { type: 'boolean', default: false } },
});
const [command, ...rest] = positionals;

const main = async () => {
  const environment = parseEnvironment(process.env);
  const bucket = objectStorageSettings(environment);
  const place: DataPlace = {
    dataDir: path.resolve(environment.DATA_DIR),
    databaseUrl: environment.DATABASE_URL,
    picturesBucket: bucket?.bucket,
  };
  const bucketNote = (what: string) =>
    bucket ? [`The pictures live in the bucket ${bucket.bucket} at ${bucket.url}: ${what}.`] : [];
  const database = place.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${place.dataDir}`;

  if (command === 'backup' && rest.length === 0) {
    const { folder, manifest } = await createBackup(place, {
      into: path.resolve(values.to ?? 'backups'),
    });
    const files = Object.keys(manifest.files).length;
    const what = bucket ? 'and the secret' : 'and the uploads';
    process.stdout.write(
      [
        `Backed up ${database}, ${manifest.migrations.count} migrations (latest ${manifest.migrations.latest}), ${what}: ${files} files in`,
        folder,
        ...bucketNote(
          "they are not in the backup; back the bucket up by the object store's own means (versioning, replication)",
        ),
        '',
      ].join('\n'),
    );
    return;
  }
  if (command === 'restore' && rest.length === 1 && rest[0]) {
    const from = path.resolve(rest[0]);
    const result = await restoreBackup(place, { from, replace: values.replace });
    process.stdout.write(
      [
        `Restored the backup of ${result.manifest.createdAt} into ${database} and ${place.dataDir}.`,
        ...(result.setAside ? [`What was there before is in ${result.setAside}.`] : []),
        ...bucketNote('the restore left them as they are'),
        'Start the server: it applies any migrations newer than the backup.',
        '',
      ].join('\n'),
    );
    return;
  }
  fail(usage, 2);
};

await main().catch((error: unknown) => {
  // The operator's to fix, in one line: no stack trace.
  if (error instanceof BackupError || error instanceof ConfigError) fail(error.message);
  throw error;
});
