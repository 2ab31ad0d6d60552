import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../src/config';
import { createTestApp, type TestApp, testDatabase } from './helpers';

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

  const boot = (env: Record<string, string>) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: packageRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    return { child, exited, output: () => ({ stdout, stderr }) };
  };

  const waitFor = async (
    check: () => RegExpMatchArray | null,
    what: string,
    child: ChildProcess,
  ) => {
    const deadline = Date.now() + 100_000;
    while (Date.now() < deadline) {
      const match = check();
      if (match) return match;
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no ${what}`);
  };

  it('stops with one line when a variable is wrong', async () => {
    const server = boot({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr.trim()).toBe(
      'Invalid environment variable PORT="eighty": must be a whole number',
    );
  });

  it('prints its URL, serves, and exits cleanly on SIGTERM', async () => {
    const server = boot({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:8080',
      WEB_DIST: path.join(dataDir, 'no-web-app'),
      LOG_LEVEL: 'info',
    });
    try {
      const [, port] = await waitFor(
        () => server.output().stdout.match(/Amora is running at \S+ \(listening on [\d.]+:(\d+)\)/),
        'start line',
        server.child,
      );
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
      expect((await readFile(path.join(dataDir, 'secret'), 'utf8')).trim().length).toBeGreaterThan(
        32,
      );

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output().stdout).toContain('closing: finishing requests in flight');
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
    // A cold start compiles TypeScript and creates the embedded database on disk.
  }, 120_000);
});
