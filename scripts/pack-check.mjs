// "published packages": publishes @amora/tokens and @amora/ui to a throwaway local registry
// (Verdaccio on a free port with a temp storage and no uplinks: scripts/local-registry.mjs), checks
// what it serves (scripts/packed-app.mjs: built files, CHANGELOG.md and LICENSE in the tarballs,
// exports into dist/, repository and homepage, no `workspace:`, ranges rather than pins, peer
// ranges with an upper bound), installs them from it into a scratch Vite + React app outside the
// workspace, type-checks the app against the published declarations and builds it. The app
// imports Button from the package's root and Badge from its subpath, and no stylesheet of the
// library: their CSS must arrive with their modules, and no other component's. Fails loudly at
// the first thing that does not work.
// Needs `pnpm run build` first (check.mjs runs the library build just before this step).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startRegistry } from './local-registry.mjs';
import { PackedAppError, publishedApp, repo, run } from './packed-app.mjs';

const started = Date.now();
const keep = process.argv.includes('--keep');

function fail(message) {
  console.error(`\n✖ pack-check: ${message}`);
  process.exit(1);
}

function step(message) {
  console.info(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s  ${message}`);
}

/** The first class a built CSS file of @amora/ui defines: present in an app's CSS iff it is. */
const firstClass = (component) => {
  const css = readFileSync(join(repo, `packages/ui/dist/components/${component}/${component}.css`));
  const match = /\.([\w-]+)\s*\{/.exec(String(css));
  if (!match) fail(`packages/ui/dist/components/${component}/${component}.css defines no class`);
  return match[1];
};

const registry = await startRegistry();
// fail() exits the process: the registry's child process ends with it (its IPC channel closes).
step(`local registry (Verdaccio) listening on ${registry.url}`);
let scratch;
try {
  scratch = await publishedApp(registry.url);
} catch (error) {
  if (error instanceof PackedAppError) fail(error.message);
  throw error;
}
const { root, app, published } = scratch;
step(
  `published ${Object.values(published)
    .map((manifest) => `${manifest.name}@${manifest.version}`)
    .join(' and ')}, checked what the registry serves, installed both from it into a scratch app`,
);

try {
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  );
  writeFileSync(
    join(app, 'src/main.tsx'),
    `import '@amora/tokens/styles.css';
import { vars } from '@amora/tokens';
import { Button, ThemeProvider } from '@amora/ui';
import { Badge } from '@amora/ui/Badge';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';

const brand: string = vars.color.brand;

createRoot(document.getElementById('root') as HTMLElement).render(
  <IntlProvider locale="de" defaultLocale="de">
    <ThemeProvider theme="light">
      <p style={{ color: brand }}>Amora</p>
      <Badge tone="brand">Neu</Badge>
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

  // The published declarations are enough for a strict TypeScript app.
  try {
    run(
      process.execPath,
      [join(repo, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'],
      app,
    );
  } catch (error) {
    if (error instanceof PackedAppError) fail(error.message);
    throw error;
  }
  step('the app type-checks against the published declarations');

  // A production build with the monorepo's Vite and React plugin.
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
  for (const used of ['Button', 'Badge']) {
    if (!cssText.includes(`.${firstClass(used)}`))
      fail(`the built CSS lacks ${used}'s styles: they did not come with its module`);
  }
  for (const unused of ['Footer', 'ChatBubble']) {
    if (cssText.includes(`.${firstClass(unused)}`))
      fail(`the built CSS holds ${unused}'s styles, which the app does not use`);
  }
  const js = assets
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(app, 'dist/assets', name), 'utf8'))
    .join('\n');
  if (!js.includes('Registrieren')) fail('the app bundle lacks its own content');
  step(
    `vite build ok: ${css.length} CSS file(s) with the tokens, the fonts, and the styles of Button and Badge only`,
  );
  console.info(`✔ pack-check passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  if (keep) console.info(`  scratch directory kept: ${root}`);
  else scratch.remove();
  await registry.stop();
}
