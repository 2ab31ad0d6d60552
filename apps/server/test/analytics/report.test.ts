/**
 * The events report: counted per day and campaign from the table, and the script an operator
 * runs (`npm run report -- events`) printing it from the embedded database under DATA_DIR.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsPerDay, formatEventsReport } from '../../src/analytics/report';
import type { Database } from '../../src/db/client';
import { openDatabase } from '../../src/db/client';
import { analyticsEvents } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers';
import { pgliteTemplate } from '../support/pgliteTemplate';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const now = new Date();
const daysAgo = (days: number, hour = 12) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, hour, 30));
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Yesterday: summer brought 3 views, 1 sign-up, 1 purchase; today: 1 view without a campaign. */
const seed = async (db: Database) => {
  const summer = { campaignId: 'summer', clickId: null, sourceId: 'mail' };
  await db.insert(analyticsEvents).values([
    ...[1, 2, 3].map(() => ({ name: 'page_view' as const, occurredAt: daysAgo(1), ...summer })),
    { name: 'sign_up', occurredAt: daysAgo(1, 13), method: 'email', ...summer },
    { name: 'purchase', occurredAt: daysAgo(1, 23), item: 'coins-100', ...summer },
    { name: 'page_view', occurredAt: daysAgo(0, 0) },
    // Older than the report's window.
    { name: 'login', occurredAt: daysAgo(40), ...summer },
  ]);
};

const zero = {
  sign_up: 0,
  login: 0,
  generate_lead: 0,
  purchase: 0,
  begin_checkout: 0,
  interaction: 0,
  page_view: 0,
};

describe('events per day and campaign', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
    await seed(server.app.db);
  });
  afterAll(() => server?.close());

  it('counts each event per day and campaign within the window, newest day first', async () => {
    const rows = await eventsPerDay(server.app.db, { days: 30, now });
    expect(rows).toEqual([
      {
        day: dayOf(now),
        campaignId: null,
        clickId: null,
        sourceId: null,
        counts: { ...zero, page_view: 1 },
      },
      {
        day: dayOf(daysAgo(1)),
        campaignId: 'summer',
        clickId: null,
        sourceId: 'mail',
        counts: { ...zero, page_view: 3, sign_up: 1, purchase: 1 },
      },
    ]);
    const table = formatEventsReport(rows).split('\n');
    expect(table[0]).toMatch(/^day\s+pid\s+cid\s+sid\s+sign_up\s+login\s+generate_lead/);
    expect(table[3]).toMatch(
      new RegExp(
        `^${dayOf(daysAgo(1))}\\s+summer\\s+-\\s+mail\\s+1\\s+0\\s+0\\s+1\\s+0\\s+0\\s+3$`,
      ),
    );
  });
});

describe('npm run report -- events', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'amora-report-test-'));
    const connection = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(dataDir, 'db'),
      template: await pgliteTemplate(),
    });
    await seed(connection.db);
    await connection.close();
  }, 60_000);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const report = (...args: string[]) =>
    promisify(execFile)(
      path.join(repo, 'node_modules/.bin/tsx'),
      ['apps/server/scripts/report.ts', ...args],
      {
        cwd: repo,
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
      },
    );

  it('prints the table of the embedded database under DATA_DIR', async () => {
    const { stdout } = await report('events');
    expect(stdout).toContain('the last 30 days');
    expect(stdout).toMatch(new RegExp(`${dayOf(daysAgo(1))}\\s+summer\\s+-\\s+mail\\s+1\\s+0`));
    expect(stdout).toMatch(new RegExp(`${dayOf(now)}\\s+-\\s+-\\s+-\\s+0`));
    expect(stdout).not.toContain(dayOf(daysAgo(40)));
  }, 60_000);

  it('with --days 1 keeps today only', async () => {
    const { stdout } = await report('events', '--days', '1');
    expect(stdout).toContain(dayOf(now));
    expect(stdout).not.toContain('summer');
  }, 60_000);

  it('refuses an unknown report with its usage', async () => {
    await expect(report('visits')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('usage: npm run report -- events'),
    });
  }, 60_000);
});
