/**
 * The real entry point, src/server.ts, in a child process, as `npm start` runs it: for the tests of
 * start-up and shutdown, and for a second server process beside a test's own app.
 */
import { spawn } from 'node:child_process';
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

/** The console's command line (src/console/cli.ts) in a child process, on a DATA_DIR. */
export const runConsoleCommand = async (args: string[], env: Record<string, string>) => {
  const { exited, output } = runTsx('src/console/cli.ts', args, env);
  return { status: await exited, ...output() };
};
