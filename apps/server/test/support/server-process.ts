/**
 * The real entry point, src/server.ts, in a child process, as `npm start` runs it: for the tests of
 * start-up and shutdown, and for a second server process beside a test's own app.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packageRoot } from '../../src/config';

const startLine = /Amora is running at \S+ \(listening on [\d.]+:(\d+)\)/;

/** A file of src/ run by tsx in a child process, its output gathered. */
const runTsx = (file: string, args: string[], env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
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

export const startServerProcess = (env: Record<string, string>) => {
  const { child, exited, output } = runTsx('src/server.ts', [], env);
  return {
    child,
    exited,
    output,
    /** The port it listens on, once it printed its start line (a cold start compiles first). */
    port: async (): Promise<number> => {
      const deadline = Date.now() + 100_000;
      while (Date.now() < deadline) {
        const match = output().stdout.match(startLine);
        if (match) return Number(match[1]);
        if (child.exitCode !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const { stdout, stderr } = output();
      throw new Error(`the server did not start:\n${stdout}\n${stderr}`);
    },
  };
};

/**
 * A second server process on the same PostgreSQL database and Redis as a test's own app (its
 * secret and public address too), `env` added: its address, and `stop` (SIGTERM, then the data
 * folder made for it removed).
 */
export const startSecondInstance = async (
  first: { config: { secret: string; publicUrl: string } },
  databaseUrl: string,
  redisUrl: string,
  env: Record<string, string> = {},
) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'amora-second-'));
  const server = startServerProcess({
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SECRET: first.config.secret,
    PUBLIC_URL: first.config.publicUrl,
    WEB_DIST: path.join(dataDir, 'no-web-app'),
    ...env,
  });
  const stop = async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    return { ...server, url: `http://127.0.0.1:${await server.port()}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};

/** The console's command line (src/console/cli.ts) in a child process, on a DATA_DIR. */
export const runConsoleCommand = async (args: string[], env: Record<string, string>) => {
  const { exited, output } = runTsx('src/console/cli.ts', args, env);
  return { status: await exited, ...output() };
};
