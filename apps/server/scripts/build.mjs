/**
 * Bundles the server for Node 20: src/server.ts -> dist/server.js (ESM). Packages from the
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
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
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

const bytes = Object.values(result.metafile.outputs).find((output) => output.entryPoint)?.bytes;
console.info(`built dist/server.js (${Math.round((bytes ?? 0) / 1024)} KiB) and dist/drizzle/`);
