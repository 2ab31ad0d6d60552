/**
 * Reports for operators: `npm run report -- events [--days N]` prints the usage events per day
 * and per campaign. Reads PostgreSQL from DATABASE_URL, otherwise the embedded database under
 * DATA_DIR (default ./.data). The embedded one is copied first and the copy read, so a running
 * server is never disturbed by a second process opening its files.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eventsPerDay, formatEventsReport } from '../src/analytics/report';
import { type DatabaseLocation, openDatabase } from '../src/db/client';

const usage = 'usage: npm run report -- events [--days N]';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { days: { type: 'string', default: '30' } },
});
const days = Number(values.days);
if (positionals[0] !== 'events' || !Number.isInteger(days) || days < 1) {
  process.stderr.write(`${usage}\n`);
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL?.trim();
let copy: string | undefined;
let location: DatabaseLocation;
if (databaseUrl) {
  location = { kind: 'postgres', url: databaseUrl };
} else {
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || './.data/', 'db');
  copy = await mkdtemp(path.join(tmpdir(), 'amora-report-'));
  await cp(dataDir, path.join(copy, 'db'), { recursive: true }).catch(() => {
    process.stderr.write(
      `No embedded database at ${dataDir}: start the server once, or set DATABASE_URL.\n`,
    );
    process.exit(1);
  });
  location = { kind: 'pglite', dataDir: path.join(copy, 'db') };
}

const connection = await openDatabase(location);
try {
  const rows = await eventsPerDay(connection.db, { days });
  process.stdout.write(`Usage events per day and campaign, the last ${days} days (UTC)\n\n`);
  process.stdout.write(`${rows.length > 0 ? formatEventsReport(rows) : 'No events recorded.'}\n`);
} finally {
  await connection.close();
  if (copy) await rm(copy, { recursive: true, force: true });
}
