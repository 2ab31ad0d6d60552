// A scratch app outside the workspace with @amora/tokens and @amora/ui installed exactly as npm
// would serve them, beside what a real app brings itself (react, react-dom, react-intl and their
// types). Two ways in:
// - packedApp(): from their tarballs (`pnpm pack` swaps in publishConfig.exports and turns the
//   workspace ranges into real ones); bench/size.mjs measures what importing the library costs;
// - publishedApp(registry): published with `pnpm publish` to a local registry
//   (scripts/local-registry.mjs) and installed from it with a scoped registry (`@amora:registry`),
//   as another product would; scripts/pack-check.mjs type-checks and builds an app in it.
// Both check each package first: the built files and CHANGELOG.md and LICENSE inside, exports
// into dist/ and `./package.json`, repository, homepage and bugs, no `workspace:` left,
// dependency ranges rather than exact pins, peer ranges with an upper bound. Need
// `pnpm run build` first.
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
const pnpm = (args, cwd, attempts = 2) =>
  run(process.execPath, [join(repo, 'scripts/pnpm.mjs'), ...args], cwd, attempts);

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

const packages = [
  { name: '@amora/tokens', dir: join(repo, 'tokens'), css: 'dist/tokens.css' },
  { name: '@amora/ui', dir: join(repo, 'packages/ui'), css: 'dist/ui.css' },
];

function checkBuilt() {
  for (const pkg of packages) {
    for (const file of ['dist/index.js', 'dist/index.d.ts', pkg.css]) {
      if (!existsSync(join(pkg.dir, file)))
        throw new PackedAppError(`${pkg.name} has no ${file}: run \`pnpm run build\``);
    }
  }
}

/** A range that is one exact version ("1.2.3"), which would give consumers a second copy. */
const exactPin = (range) => /^=?v?\d+\.\d+\.\d+(-[\w.]+)?$/.test(range.trim());
/** A peer range that admits every future major (">=7", "*"). */
const unbounded = (range) =>
  range
    .split('||')
    .map((part) => part.trim())
    .some((part) => !/[<^~]/.test(part) && !exactPin(part) && !/^\d+(\.\d+)?(\.x)?$/.test(part));

/** The manifest npm clients see (from the tarball or the registry), checked. */
function checkManifest(manifest, label) {
  const fail = (message) => {
    throw new PackedAppError(`${label}: ${message}`);
  };
  const main = manifest.exports?.['.'];
  if (main?.default !== './dist/index.js' || main?.types !== './dist/index.d.ts')
    fail('exports["."] does not point into dist/ (publishConfig not applied?)');
  if (manifest.exports['./package.json'] !== './package.json')
    fail('exports has no "./package.json"');
  if (manifest.license !== 'MIT') fail(`license is ${manifest.license}, not MIT`);
  if (
    manifest.repository?.type !== 'git' ||
    !manifest.repository.url ||
    !manifest.repository.directory
  )
    fail('repository lacks its type, url or directory');
  if (!manifest.homepage) fail('no homepage');
  if (!manifest.bugs?.url) fail('no bugs url');
  for (const field of ['dependencies', 'peerDependencies']) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (range.includes('workspace:')) fail(`${field}.${name} still says ${range}`);
      if (exactPin(range)) fail(`${field}.${name} is pinned to ${range}: use a range`);
      if (field === 'peerDependencies' && unbounded(range))
        fail(`peerDependencies.${name} (${range}) has no upper bound`);
    }
  }
}

/** The tarball's files and its own package.json, checked. */
function checkTarball(pkg, tarball) {
  const listing = run('tar', ['-tzf', tarball], tmpdir());
  for (const needed of [
    'package/dist/index.js',
    'package/dist/index.d.ts',
    `package/${pkg.css}`,
    'package/README.md',
    'package/CHANGELOG.md',
    'package/LICENSE',
  ]) {
    if (!listing.split('\n').includes(needed))
      throw new PackedAppError(`${tarball} lacks ${needed}`);
  }
  const manifest = JSON.parse(run('tar', ['-xzOf', tarball, 'package/package.json'], tmpdir()));
  checkManifest(manifest, tarball);
  return manifest;
}

function writeApp(app, amora) {
  const dev = readJson(join(repo, 'package.json')).devDependencies;
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'amora-packed-app',
        private: true,
        type: 'module',
        dependencies: {
          ...amora,
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
}

function install(app, cacheDir) {
  const store = pnpm(['store', 'path'], repo).trim();
  pnpm(
    [
      'install',
      '--prefer-offline',
      '--store-dir',
      store,
      ...(cacheDir ? ['--cache-dir', cacheDir] : []),
      '--config.confirmModulesPurge=false',
      '--reporter=silent',
    ],
    app,
  );
}

function scratchRoot() {
  const root = mkdtempSync(join(tmpdir(), 'amora-packed-app-'));
  const app = join(root, 'app');
  mkdirSync(join(app, 'src'), { recursive: true });
  return { root, app, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * Packs both packages, checks each tarball, and installs them into `<root>/app`. Returns the
 * app's folder and `remove()`, which deletes the scratch folder. Throws a PackedAppError at the
 * first thing that does not work.
 */
export function packedApp() {
  checkBuilt();
  const { root, app, remove } = scratchRoot();
  try {
    const packs = join(root, 'packs');
    mkdirSync(packs);
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
      checkTarball(pkg, tarballs[pkg.name]);
    }
    writeApp(app, {
      '@amora/tokens': `file:${tarballs['@amora/tokens']}`,
      '@amora/ui': `file:${tarballs['@amora/ui']}`,
    });
    // @amora/ui depends on @amora/tokens@^<version>, not on the registry yet: use the tarball.
    writeFileSync(
      join(app, 'pnpm-workspace.yaml'),
      `overrides:\n  '@amora/tokens': 'file:${tarballs['@amora/tokens']}'\n`,
    );
    install(app);
    return { root, app, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * Publishes both packages to `registry` (a throwaway local one: scripts/local-registry.mjs) with
 * `pnpm publish`, checks what the registry serves (the version's manifest and its tarball), and
 * installs them into `<root>/app` from it: `^<version>` of each, the @amora scope on `registry`
 * and everything else from the usual registry. Returns the app's folder, what the registry
 * served (`published`) and `remove()`. Throws a PackedAppError at the first thing that does not
 * work.
 */
export async function publishedApp(registry) {
  checkBuilt();
  const { root, app, remove } = scratchRoot();
  try {
    const downloads = join(root, 'downloads');
    mkdirSync(downloads);
    const published = {};
    for (const pkg of packages) {
      const { version } = readJson(join(pkg.dir, 'package.json'));
      // Once: a second attempt after a publish that did go through would fail as a conflict.
      // --registry on the command line: pnpm reads no npm_config_registry from the environment.
      pnpm(['publish', '--registry', registry, '--no-git-checks'], pkg.dir, 1);
      const url = new URL(pkg.name.replace('/', '%2f'), registry);
      const response = await fetch(url);
      if (!response.ok)
        throw new PackedAppError(`${url} answered ${response.status} after pnpm publish`);
      const manifest = (await response.json()).versions?.[version];
      if (!manifest) throw new PackedAppError(`${url} has no version ${version}`);
      checkManifest(manifest, `${pkg.name}@${version} on the registry`);
      const tarball = await fetch(manifest.dist.tarball);
      if (!tarball.ok)
        throw new PackedAppError(`${manifest.dist.tarball} answered ${tarball.status}`);
      const file = join(downloads, `${pkg.name.replace('@', '').replace('/', '-')}-${version}.tgz`);
      writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
      checkTarball(pkg, file);
      published[pkg.name] = manifest;
    }
    writeApp(app, {
      '@amora/tokens': `^${published['@amora/tokens'].version}`,
      '@amora/ui': `^${published['@amora/ui'].version}`,
    });
    writeFileSync(join(app, '.npmrc'), `@amora:registry=${registry}\n`);
    // Its own metadata cache: a registry started later on the same port serves other tarballs
    // under the same versions, which --prefer-offline would take from a shared cache.
    install(app, join(root, 'cache'));
    // From that registry, not from a package of the same name elsewhere.
    for (const name of Object.keys(published)) {
      const lock = readFileSync(join(app, 'pnpm-lock.yaml'), 'utf8');
      if (!lock.includes(published[name].dist.integrity))
        throw new PackedAppError(`${name} was not installed from ${registry}`);
    }
    return { root, app, published, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
