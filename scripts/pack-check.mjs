// "published packages": packs @amora/tokens and @amora/ui exactly as they would be published
// (`pnpm pack` swaps in publishConfig.exports and pins workspace versions), installs the tarballs
// into a scratch Vite + React app outside the workspace, type-checks it against the published
// declarations and builds it. Fails loudly at the first thing that does not work.
// Needs `pnpm run build` first (check.mjs runs the library build just before this step).
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

const repo = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
const keep = process.argv.includes('--keep');

function fail(message) {
  console.error(`\n✖ pack-check: ${message}`);
  process.exit(1);
}

function run(command, args, cwd, attempts = 1) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return execFileSync(command, args, {
        cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      if (attempt < attempts) continue;
      fail(
        `${command} ${args.join(' ')} (in ${cwd}) failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`,
      );
    }
  }
}

// pnpm now and then fails to look up its own pinned version on the registry before doing
// anything (ERR_PNPM_BAD_CONFIG_DEP); a second attempt is enough.
const pnpm = (args, cwd) => run('pnpm', args, cwd, 2);

function step(message) {
  console.info(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s  ${message}`);
}

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const packages = [
  { name: '@amora/tokens', dir: join(repo, 'tokens'), css: 'dist/tokens.css' },
  { name: '@amora/ui', dir: join(repo, 'packages/ui'), css: 'dist/ui.css' },
];
for (const pkg of packages) {
  for (const file of ['dist/index.js', 'dist/index.d.ts', pkg.css]) {
    if (!existsSync(join(pkg.dir, file)))
      fail(`${pkg.name} has no ${file}: run \`pnpm run build\``);
  }
}

const root = mkdtempSync(join(tmpdir(), 'amora-pack-check-'));
const packs = join(root, 'packs');
const app = join(root, 'app');
mkdirSync(packs);
mkdirSync(join(app, 'src'), { recursive: true });

try {
  // 1. The tarballs, as npm would receive them.
  const tarballs = {};
  for (const pkg of packages) {
    pnpm(['pack', '--pack-destination', packs], pkg.dir);
    const version = readJson(join(pkg.dir, 'package.json')).version;
    const file = readdirSync(packs).find(
      (name) =>
        name.startsWith(pkg.name.replace('@', '').replace('/', '-')) && name.includes(version),
    );
    if (!file) fail(`pnpm pack wrote no tarball for ${pkg.name}`);
    tarballs[pkg.name] = join(packs, file);
    const listing = run('tar', ['-tzf', tarballs[pkg.name]], packs);
    for (const needed of [
      'package/dist/index.js',
      'package/dist/index.d.ts',
      `package/${pkg.css}`,
    ]) {
      if (!listing.includes(needed)) fail(`${file} lacks ${needed}`);
    }
    const manifest = JSON.parse(
      run('tar', ['-xzOf', tarballs[pkg.name], 'package/package.json'], packs),
    );
    const main = manifest.exports?.['.'];
    if (main?.default !== './dist/index.js' || main?.types !== './dist/index.d.ts') {
      fail(`${file}: exports["."] does not point into dist/ (publishConfig not applied?)`);
    }
    if (JSON.stringify(manifest.dependencies ?? {}).includes('workspace:')) {
      fail(`${file}: a dependency still says workspace:`);
    }
  }
  step('packed @amora/tokens and @amora/ui');

  // 2. A scratch app that depends on the tarballs only (and on what a real app brings itself).
  const rootManifest = readJson(join(repo, 'package.json'));
  const dev = rootManifest.devDependencies;
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'amora-pack-check-app',
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
  // @amora/ui depends on @amora/tokens@<version>, which is not on the registry yet: use the tarball.
  writeFileSync(
    join(app, 'pnpm-workspace.yaml'),
    `overrides:\n  '@amora/tokens': 'file:${tarballs['@amora/tokens']}'\n`,
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  );
  writeFileSync(
    join(app, 'src/main.tsx'),
    `import '@amora/tokens/styles.css';
import '@amora/ui/styles.css';
import { vars } from '@amora/tokens';
import { Button, ThemeProvider } from '@amora/ui';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';

const brand: string = vars.color.brand;

createRoot(document.getElementById('root') as HTMLElement).render(
  <IntlProvider locale="de" defaultLocale="de">
    <ThemeProvider theme="light">
      <p style={{ color: brand }}>Amora</p>
      <Button variant="primary" onPress={() => console.info('pressed')}>
        Registrieren
      </Button>
    </ThemeProvider>
  </IntlProvider>,
);
`,
  );
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      },
      include: ['src'],
    }),
  );
  // The CSS side-effect imports need a module declaration, as vite/client gives a real app.
  writeFileSync(join(app, 'src/env.d.ts'), "declare module '*.css';\n");

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
  step('installed the tarballs into a scratch app');

  // 3. The published declarations are enough for a strict TypeScript app.
  run(
    process.execPath,
    [join(repo, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'],
    app,
  );
  step('the app type-checks against the published declarations');

  // 4. A production build with the monorepo's Vite and React plugin.
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  try {
    await build({
      root: app,
      configFile: false,
      logLevel: 'error',
      plugins: [react()],
      build: { outDir: join(app, 'dist'), emptyOutDir: true },
    });
  } catch (error) {
    fail(`vite build of the scratch app failed:\n${error?.stack ?? error}`);
  }
  const assets = readdirSync(join(app, 'dist/assets'));
  const css = assets.filter((name) => name.endsWith('.css'));
  if (css.length === 0) fail('the app build has no CSS');
  const cssText = css
    .map((name) => readFileSync(join(app, 'dist/assets', name), 'utf8'))
    .join('\n');
  if (!cssText.includes('--amora-color-brand')) fail('the built CSS lacks --amora-color-brand');
  if (!/font-family:\s*['"]?Nunito/.test(cssText))
    fail('the built CSS lacks the Nunito font faces');
  if (!assets.some((name) => name.endsWith('.woff2')))
    fail('the app build has no Nunito font files');
  const js = assets
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(app, 'dist/assets', name), 'utf8'))
    .join('\n');
  if (!js.includes('Registrieren')) fail('the app bundle lacks its own content');
  step(`vite build ok: ${css.length} CSS file(s) with --amora-color-brand and the fonts`);
  console.info(`✔ pack-check passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  if (keep) console.info(`  scratch directory kept: ${root}`);
  else rmSync(root, { recursive: true, force: true });
}
