/**
 * Bundles the server for Node 20: src/server.ts -> dist/server.js, the console's command line
 * src/console/cli.ts -> dist/console.js and the backup's src/backup/cli.ts -> dist/backup.js (ESM). Packages from the
 * registry stay external (installed beside it); the workspace's own @amora/* packages are
 * TypeScript sources and go into the bundle (scripts/bundle.mjs). The SQL migrations are copied
 * to dist/drizzle, where the bundled server looks for them.
 */
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';
import { bundleOptions, packageRoot } from './bundle.mjs';

const dist = `${packageRoot}dist`;

await rm(dist, { recursive: true, force: true });
const result = await build(bundleOptions);
await cp(`${packageRoot}drizzle`, `${dist}/drizzle`, { recursive: true });

const kib = (file) => Math.round((result.metafile.outputs[file]?.bytes ?? 0) / 1024);
console.info(
  `built dist/server.js (${kib('dist/server.js')} KiB), dist/console.js (${kib('dist/console.js')} KiB), dist/backup.js (${kib('dist/backup.js')} KiB) and dist/drizzle/`,
);
