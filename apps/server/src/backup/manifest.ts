/**
 * A backup is a folder: the database dump, the uploads as they lie under DATA_DIR, and
 * manifest.json, which says what the folder holds and the size and SHA-256 of every file in it.
 * A restore checks every file against the manifest before it touches anything, so a backup
 * damaged on its way (a truncated copy, a missing picture) is refused whole, not half-restored.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import type { AppliedMigrations } from '../db/journal';

/** A problem with a backup or its target, in one line for whoever runs the command. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export const manifestName = 'manifest.json';

/** Paths inside the backup, `/`-separated; nothing that could point outside it. */
const insidePath = v.pipe(
  v.string(),
  v.check(
    (value) =>
      value !== '' &&
      !value.startsWith('/') &&
      !value.includes('\\') &&
      value.split('/').every((part) => part !== '' && part !== '.' && part !== '..'),
    'must be a path inside the backup',
  ),
);

const ManifestSchema = v.object({
  format: v.literal('amora-backup'),
  version: v.literal(1),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  database: v.object({
    kind: v.picklist(['postgres', 'pglite']),
    /** pg_dump's custom format for PostgreSQL, PGlite's gzipped data directory otherwise. */
    file: insidePath,
  }),
  migrations: v.object({ count: v.number(), latest: v.nullable(v.string()) }),
  files: v.record(
    insidePath,
    v.object({ bytes: v.number(), sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) }),
  ),
});

export type Manifest = v.InferOutput<typeof ManifestSchema>;
export type DatabaseKind = Manifest['database']['kind'];

const sha256Of = (file: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')));
  });

/** Every file under `folder`, as `/`-separated paths relative to it. */
const filesUnder = async (folder: string): Promise<string[]> => {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
};

/** Lists what the backup folder holds, with sizes and checksums, in its manifest.json. */
export const writeManifest = async (
  folder: string,
  facts: { kind: DatabaseKind; databaseFile: string; migrations: AppliedMigrations },
  createdAt: Date,
): Promise<Manifest> => {
  const files: Manifest['files'] = {};
  for (const file of await filesUnder(folder)) {
    const absolute = path.join(folder, file);
    files[file] = { bytes: (await stat(absolute)).size, sha256: await sha256Of(absolute) };
  }
  const manifest: Manifest = {
    format: 'amora-backup',
    version: 1,
    createdAt: createdAt.toISOString(),
    database: { kind: facts.kind, file: facts.databaseFile },
    migrations: facts.migrations,
    files,
  };
  await writeFile(path.join(folder, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
};

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The manifest of a backup whose every file is there as it was written; a BackupError if not. */
export const readVerifiedManifest = async (folder: string): Promise<Manifest> => {
  const folderStat = await stat(folder).catch((error: unknown) => {
    if (isMissing(error)) throw new BackupError(`There is no backup at ${folder}.`);
    throw error;
  });
  if (!folderStat.isDirectory()) {
    throw new BackupError(
      `${folder} is not a backup folder (a backup is the folder npm run backup wrote; unpack it first if it was archived).`,
    );
  }
  const text = await readFile(path.join(folder, manifestName), 'utf8').catch((error: unknown) => {
    if (isMissing(error)) {
      throw new BackupError(`${folder} is not an Amora backup: it has no ${manifestName}.`);
    }
    throw error;
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`The backup ${folder} is damaged: its ${manifestName} is not JSON.`);
  }
  const parsed = v.safeParse(ManifestSchema, json);
  if (!parsed.success) {
    const [issue] = parsed.issues;
    const where = issue.path?.map((item) => String(item.key)).join('.') ?? 'the top level';
    throw new BackupError(
      `The backup ${folder} is damaged or not an Amora backup: ${manifestName} at ${where}: ${issue.message}.`,
    );
  }
  const manifest = parsed.output;
  if (!(manifest.database.file in manifest.files)) {
    throw new BackupError(`The backup ${folder} is damaged: its manifest lists no database dump.`);
  }
  for (const [file, expected] of Object.entries(manifest.files)) {
    const absolute = path.join(folder, file);
    const actual = await stat(absolute).catch((error: unknown) => {
      if (isMissing(error))
        throw new BackupError(`The backup ${folder} is damaged: ${file} is missing.`);
      throw error;
    });
    if (actual.size !== expected.bytes || (await sha256Of(absolute)) !== expected.sha256) {
      throw new BackupError(
        `The backup ${folder} is damaged: ${file} is not what was written (size or checksum differs).`,
      );
    }
  }
  return manifest;
};
