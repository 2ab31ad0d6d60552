// A scratch app outside the workspace with @amora/tokens and @amora/ui installed from their
// tarballs, exactly as npm would receive them (`pnpm pack` swaps in publishConfig.exports and pins
// workspace versions), beside what a real app brings itself (react, react-dom, react-intl and
// their types). scripts/pack-check.mjs type-checks and builds an app in it; bench/size.mjs
// measures what importing the library costs there. Needs `pnpm run build` first.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = fileURLToPath(new URL('..', import.meta.url));

export class PackedAppError extends Error {}

export function run(command, args, cwd, attempts = 1) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return execFileSync(command, args, {
        cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      if (attempt < attempts) continue;
      throw new PackedAppError(
        `${command} ${args.join(' ')} (in ${cwd}) failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`,
      );
    }
  }
}

// The pinned pnpm through the repository's launcher, which works where pnpm is not on the PATH
// (`npm run bench`). pnpm now and then fails to look up its own pinned version on the registry
// before doing anything (ERR_PNPM_BAD_CONFIG_DEP); a second attempt is enough.
const pnpm = (args, cwd) =>
  run(process.execPath, [join(repo, 'scripts/pnpm.mjs'), ...args], cwd, 2);

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

const packages = [
  { name: '@amora/tokens', dir: join(repo, 'tokens'), css: 'dist/tokens.css' },
  { name: '@amora/ui', dir: join(repo, 'packages/ui'), css: 'dist/ui.css' },
];

/**
 * Packs both packages, checks each tarball (the built files inside, exports into dist/, no
 * `workspace:` left), and installs them into `<root>/app`. Returns the app's folder and
 * `remove()`, which deletes the scratch folder. Throws a PackedAppError at the first thing that
 * does not work.
 */
export function packedApp() {
  for (const pkg of packages) {
    for (const file of ['dist/index.js', 'dist/index.d.ts', pkg.css]) {
      if (!existsSync(join(pkg.dir, file)))
        throw new PackedAppError(`${pkg.name} has no ${file}: run \`pnpm run build\``);
    }
  }
  const root = mkdtempSync(join(tmpdir(), 'amora-packed-app-'));
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    const packs = join(root, 'packs');
    const app = join(root, 'app');
    mkdirSync(packs);
    mkdirSync(join(app, 'src'), { recursive: true });

    const tarballs = {};
    for (const pkg of packages) {
      pnpm(['pack', '--pack-destination', packs], pkg.dir);
      const version = readJson(join(pkg.dir, 'package.json')).version;
      const file = readdirSync(packs).find(
        (name) =>
          name.startsWith(pkg.name.replace('@', '').replace('/', '-')) && name.includes(version),
      );
      if (!file) throw new PackedAppError(`pnpm pack wrote no tarball for ${pkg.name}`);
      tarballs[pkg.name] = join(packs, file);
      const listing = run('tar', ['-tzf', tarballs[pkg.name]], packs);
      for (const needed of [
        'package/dist/index.js',
        'package/dist/index.d.ts',
        `package/${pkg.css}`,
      ]) {
        if (!listing.includes(needed)) throw new PackedAppError(`${file} lacks ${needed}`);
      }
      const manifest = JSON.parse(
        run('tar', ['-xzOf', tarballs[pkg.name], 'package/package.json'], packs),
      );
      const main = manifest.exports?.['.'];
      if (main?.default !== './dist/index.js' || main?.types !== './dist/index.d.ts') {
        throw new PackedAppError(
          `${file}: exports["."] does not point into dist/ (publishConfig not applied?)`,
        );
      }
      if (JSON.stringify(manifest.dependencies ?? {}).includes('workspace:')) {
        throw new PackedAppError(`${file}: a dependency still says workspace:`);
      }
    }

    const dev = readJson(join(repo, 'package.json')).devDependencies;
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify(
        {
          name: 'amora-packed-app',
          private: true,
          type: 'module',
          dependencies: {
            '@amora/tokens': `file:${tarballs['@amora/tokens']}`,
            '@amora/ui': `file:${tarballs['@amora/ui']}`,
            react: dev.react,
            'react-dom': dev['react-dom'],
            'react-intl': dev['react-intl'],
            '@types/react': dev['@types/react'],
            '@types/react-dom': dev['@types/react-dom'],
          },
        },
        null,
        2,
      ),
    );
    // @amora/ui depends on @amora/tokens@<version>, not on the registry yet: use the tarball.
    writeFileSync(
      join(app, 'pnpm-workspace.yaml'),
      `overrides:\n  '@amora/tokens': 'file:${tarballs['@amora/tokens']}'\n`,
    );
    const store = pnpm(['store', 'path'], repo).trim();
    pnpm(
      [
        'install',
        '--prefer-offline',
        '--store-dir',
        store,
        '--config.confirmModulesPurge=false',
        '--reporter=silent',
      ],
      app,
    );
    return { root, app, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
