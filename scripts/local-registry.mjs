// A throwaway npm registry (Verdaccio) for the release checks: temp storage, anonymous publish,
// no uplinks (it serves only what was published to it; nothing goes to the internet), on a free
// port of 127.0.0.1. It runs as a child process because the callers block their own event loop
// in execFileSync while pnpm publishes and installs.
//
//   const registry = await startRegistry();   // { url, storage, stop() }
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);

/** Starts Verdaccio and resolves once it listens. `stop()` ends it and deletes its storage. */
export async function startRegistry({ timeoutMs = 30_000 } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'amora-registry-'));
  const config = join(root, 'config.yaml');
  writeFileSync(
    config,
    `storage: ${JSON.stringify(join(root, 'storage'))}
auth:
  htpasswd:
    file: ${JSON.stringify(join(root, 'htpasswd'))}
    max_users: -1
uplinks: {}
packages:
  '**':
    access: $all
    publish: $anonymous
    unpublish: $anonymous
web:
  enable: false
max_body_size: 200mb
log: { type: stdout, format: pretty, level: error }
`,
  );
  // The IPC channel ends the child when this process ends, even by process.exit or a signal.
  const child = spawn(process.execPath, [self, '--serve', config], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const removeStorage = () => rmSync(root, { recursive: true, force: true });
  process.once('exit', removeStorage);
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`Verdaccio did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /^listening on (\S+)$/m.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Verdaccio exited with ${code} before listening:\n${output}`));
    });
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    }
    process.off('exit', removeStorage);
    removeStorage();
  };
  return { url, storage: join(root, 'storage'), stop };
}

// The child: `node scripts/local-registry.mjs --serve <config.yaml>` listens on a free port and
// prints its URL.
if (process.argv[1] === self && process.argv[2] === '--serve') {
  const { runServer } = await import('verdaccio');
  const server = await runServer(process.argv[3]);
  server.listen(0, '127.0.0.1', () => {
    console.info(`listening on http://127.0.0.1:${server.address().port}/`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
  process.on('disconnect', () => process.exit(0));
}
