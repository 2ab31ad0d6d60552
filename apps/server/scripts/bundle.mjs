/**
 * What the server's bundle is made of, shared by scripts/build.mjs and the test that keeps the
 * Dockerfile honest (scripts/deployment.test.ts): the entry points and their output names, and
 * which imports stay outside the bundle, to be installed beside it.
 */
import { isBuiltin } from 'node:module';
import { fileURLToPath } from 'node:url';

export const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/** dist/<name>.js for each entry. */
export const entryPoints = {
  server: 'src/server.ts',
  console: 'src/console/cli.ts',
  backup: 'src/backup/cli.ts',
};

/** Bare imports stay external unless they name a workspace package. */
const externalRegistryPackages = {
  name: 'external-registry-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@amora/') ? undefined : { path: args.path, external: true },
    );
  },
};

export const bundleOptions = {
  absWorkingDir: packageRoot,
  entryPoints,
  outdir: 'dist',
  bundle: true,
  // A module imported with import() is a chunk of its own, loaded when first imported: Stripe's
  // SDK, Apple's library and the AWS SDK stay out of memory on a server not configured for them.
  // Chunks sit beside the entries, so paths made from import.meta.url hold in every file.
  splitting: true,
  chunkNames: '[name]-[hash]',
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  legalComments: 'none',
  plugins: [externalRegistryPackages],
  metafile: true,
  logLevel: 'warning',
};

/** The registry packages a built bundle imports (from esbuild's metafile), sorted. */
export const externalPackages = (metafile) => {
  const specifiers = Object.values(metafile.outputs).flatMap((output) =>
    output.imports.filter((entry) => entry.external).map((entry) => entry.path),
  );
  const names = specifiers
    .filter((specifier) => !isBuiltin(specifier))
    .map((specifier) => {
      const [first = '', second = ''] = specifier.split('/');
      return first.startsWith('@') ? `${first}/${second}` : first;
    });
  return [...new Set(names)].sort();
};
