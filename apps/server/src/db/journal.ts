/**
 * The migrations as drizzle-kit records them (drizzle/meta/_journal.json) and how far a database
 * has got through them. Drizzle marks an applied migration by its journal time (`when`), not its
 * name, so the name of the last one applied is found by that time.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { type Database, migrationsFolder } from './client';

const JournalSchema = v.object({
  entries: v.array(v.object({ idx: v.number(), when: v.number(), tag: v.string() })),
});

export type MigrationEntry = v.InferOutput<typeof JournalSchema>['entries'][number];

/** The journal's entries in the order they apply. */
export const migrationJournal = (folder = migrationsFolder): MigrationEntry[] =>
  v
    .parse(JournalSchema, JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')))
    .entries.toSorted((a, b) => a.idx - b.idx);

export interface AppliedMigrations {
  count: number;
  /** The tag of the newest one applied (`0016_discovery_indexes`), null on an empty database. */
  latest: string | null;
}

/** What drizzle's own table says has been applied; an empty database has no such table. */
export const appliedMigrations = async (db: Database): Promise<AppliedMigrations> => {
  const [table] = (
    (await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') as name`,
    )) as unknown as {
      rows: { name: string | null }[];
    }
  ).rows;
  if (!table?.name) return { count: 0, latest: null };
  const { rows } = (await db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
  )) as unknown as { rows: { created_at: string | number }[] };
  const newest = rows.at(-1);
  const when = newest === undefined ? undefined : Number(newest.created_at);
  return {
    count: rows.length,
    latest:
      when === undefined
        ? null
        : (migrationJournal().find((entry) => entry.when === when)?.tag ?? `unknown (${when})`),
  };
};
