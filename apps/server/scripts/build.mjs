/**
 * Bundles the server for Node 20: src/server.ts -> dist/server.js, the console's command line
 * src/console/cli.ts -> dist/console.js and the backup's src/backup/cli.ts -> dist/backup.js (ESM). Packages from the
 * registry stay external (installed beside it); the workspace's own @amora/* packages are
 * TypeScript sources and go into the bundle. The SQL migrations are copied to dist/drizzle,
 * where the bundled server looks for them.
 */
import { cp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = `${packageRoot}dist`;

/** Bare imports stay external unless they name a workspace package. */
const externalRegistryPackages = {
  name: 'external-registry-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@amora/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(dist, { recursive: true, force: true });
const result = await build({
  absWorkingDir: packageRoot,
  entryPoints: {
    server: 'src/server.ts',
    console: 'src/console/cli.ts',
    backup: 'src/backup/cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  legalComments: 'none',
  plugins: [externalRegistryPackages],
  metafile: true,
  logLevel: 'warning',
});
await cp(`${packageRoot}drizzle`, `${dist}/drizzle`, { recursive: true });

const kib = (file) => Math.round((result.metafile.outputs[file]?.bytes ?? 0) / 1024);
console.info(
  `built dist/server.js (${kib('dist/server.js')} KiB), dist/console.js (${kib('dist/console.js')} KiB), dist/backup.js (${kib('dist/backup.js')} KiB) and dist/drizzle/`,
);
