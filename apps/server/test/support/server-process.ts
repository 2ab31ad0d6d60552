/**
 * The real entry point, src/server.ts, in a child process, as `npm start` runs it: for the tests of
 * start-up and shutdown, and for a second server process beside a test's own app.
 */
import { spawn } from 'node:child_process';
import { packageRoot } from '../../src/config';

const startLine = /Amora is running at \S+ \(listening on [\d.]+:(\d+)\)/;

export const startServerProcess = (env: Record<string, string>) => {
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
  return {
    child,
    exited,
    output: () => ({ stdout, stderr }),
    /** The port it listens on, once it printed its start line (a cold start compiles first). */
    port: async (): Promise<number> => {
      const deadline = Date.now() + 100_000;
      while (Date.now() < deadline) {
        const match = stdout.match(startLine);
        if (match) return Number(match[1]);
        if (child.exitCode !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the server did not start:\n${stdout}\n${stderr}`);
    },
  };
};
