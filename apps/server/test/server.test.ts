import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabase } from './helpers';
import { runConsoleCommand, startServerProcess } from './support/server-process';

const addOperator = (dataDir: string) =>
  runConsoleCommand(['add-operator', '--email', 'ops@example.com', '--role', 'admin'], {
    DATA_DIR: dataDir,
  });

describe('graceful shutdown', () => {
  let server: TestApp;
  let baseUrl: string;
  let handlerStarted: () => void;
  const started = new Promise<void>((resolve) => {
    handlerStarted = resolve;
  });
  let releaseHandler: () => void;
  const released = new Promise<void>((resolve) => {
    releaseHandler = resolve;
  });

  beforeAll(async () => {
    server = await createTestApp({
      extend: async (app) => {
        app.get('/v1/test/slow', async () => {
          handlerStarted();
          await released;
          // The database must still be open while requests in flight finish.
          const result = (await app.db.execute(sql`select 42 as answer`)) as unknown as {
            rows: { answer: number }[];
          };
          return { answer: result.rows[0]?.answer };
        });
      },
    });
    baseUrl = await server.listen();
  });
  afterAll(() => server.close());

  it('stops accepting, finishes the request in flight, then closes the database', async () => {
    const inFlight = fetch(`${baseUrl}/v1/test/slow`);
    await started;
    const closing = server.app.close();

    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();

    releaseHandler();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ answer: 42 });
    await closing;
    await expect(server.app.db.execute(sql`select 1`)).rejects.toThrow();
  });
});

/**
 * The real entry point in a child process, as `npm start` runs it: on the embedded database only,
 * since the entry point's own behaviour (URL, SIGTERM, bad configuration) does not depend on it.
 */
describe.skipIf(testDatabase === 'postgres')('server.ts', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'amora-server-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('stops with one line when a variable is wrong', async () => {
    const server = startServerProcess({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr.trim()).toBe(
      'Invalid environment variable PORT="eighty": must be a whole number',
    );
  });

  it('prints its URL, serves, and exits cleanly on SIGTERM', async () => {
    const server = startServerProcess({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:8080',
      WEB_DIST: path.join(dataDir, 'no-web-app'),
      LOG_LEVEL: 'info',
    });
    try {
      const port = await server.port();
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toEqual({
        status: 'ok',
        database: 'pglite',
        checks: { database: 'ok' },
      });
      expect((await readFile(path.join(dataDir, 'secret'), 'utf8')).trim().length).toBeGreaterThan(
        32,
      );

      // The embedded database is this process's: a second server on it, or the console's
      // command, would lose writes, so both are refused with what to do.
      const second = startServerProcess({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output().stderr.trim()).toBe(
        `The embedded database ${path.join(dataDir, 'db')} is in use by process ${server.child.pid}. Stop that process first, or use PostgreSQL (DATABASE_URL) to run several at once.`,
      );
      const refused = await addOperator(dataDir);
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain(`is in use by process ${server.child.pid}`);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output().stdout).toContain('closing: finishing requests in flight');
      const added = await addOperator(dataDir);
      expect(added.stdout).toContain('Operator ops <ops@example.com> (admin) created.');
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
    // A cold start compiles TypeScript and creates the embedded database on disk.
  }, 180_000);
});
