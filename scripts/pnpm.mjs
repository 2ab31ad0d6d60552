// Runs the pnpm version pinned in package.json's "packageManager", fetching it from the npm
// registry when this machine has no pnpm of that version (a fresh machine has Node and npm only).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { packageManager } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url)));
const wanted = packageManager.replace(/^pnpm@/, '');

function installedVersion() {
  try {
    return execFileSync('pnpm', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

const [command, ...prefix] =
  installedVersion() === wanted ? ['pnpm'] : ['npx', '--yes', `pnpm@${wanted}`];
const { status } = spawnSync(command, [...prefix, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(status ?? 1);
