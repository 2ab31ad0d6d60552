// Gzipped size of what an app ships when it uses @amora/ui: (a) only Button, (b) the whole
// library, each with the CSS it must import. Bundles small entry files against the built dist/
// (run `pnpm run build` first) with Vite (rolldown), minified, react/react-dom/react-intl left out
// (every app has them anyway). (c) The web app's landing route as built in apps/web/dist: every
// file the browser loads for the landing page until the visitor shows an intent to use it, and
// what that intent adds (see atStart below).
// Prints a markdown table, writes it to bench/size.md (not with --check), and with `--check`
// fails when a number exceeds bench/size-budgets.json (gzipped bytes; the library's set about
// 25 % above the measured size, so a real regression fails and ordinary growth does not; the
// landing's is issue 6's 90 KB).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const repo = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const budgets = JSON.parse(readFileSync(new URL('size-budgets.json', import.meta.url), 'utf8'));

const dist = {
  ui: join(repo, 'packages/ui/dist'),
  tokens: join(repo, 'tokens/dist'),
  web: join(repo, 'apps/web/dist'),
};
const webManifest = join(dist.web, '.vite/manifest.json');
for (const file of [
  join(dist.ui, 'index.js'),
  join(dist.ui, 'ui.css'),
  join(dist.tokens, 'tokens.css'),
  webManifest,
]) {
  if (!existsSync(file)) {
    console.error(`✖ ${file} is missing: run \`pnpm run build\` first`);
    process.exit(1);
  }
}

const cases = [
  {
    id: 'button',
    title: 'Button only (+ ui.css)',
    entry: "import '@amora/ui/styles.css';\nexport { Button } from '@amora/ui';\n",
  },
  {
    id: 'library',
    title: 'Whole library (+ ui.css)',
    entry: "import '@amora/ui/styles.css';\nexport * from '@amora/ui';\n",
  },
  {
    id: 'tokens',
    title: '@amora/tokens: vars (+ tokens.css, font files not counted)',
    entry: "import '@amora/tokens/styles.css';\nexport { vars } from '@amora/tokens';\n",
  },
];

const peers = /^(react|react-dom|react-intl)(\/|$)/;
const gzip = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;

const work = mkdtempSync(join(tmpdir(), 'amora-size-'));
const rows = [];
try {
  for (const item of cases) {
    const entry = join(work, `${item.id}.js`);
    writeFileSync(entry, item.entry);
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root: work,
      resolve: {
        // The built packages, exactly as published (not the workspace sources).
        alias: [
          { find: /^@amora\/ui\/styles\.css$/, replacement: join(dist.ui, 'ui.css') },
          { find: /^@amora\/ui$/, replacement: join(dist.ui, 'index.js') },
          { find: /^@amora\/tokens\/styles\.css$/, replacement: join(dist.tokens, 'tokens.css') },
          { find: /^@amora\/tokens$/, replacement: join(dist.tokens, 'index.js') },
        ],
      },
      build: {
        write: false,
        minify: true,
        cssCodeSplit: false,
        assetsInlineLimit: 0,
        rolldownOptions: {
          input: entry,
          external: (id) => peers.test(id),
          preserveEntrySignatures: 'strict',
        },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
    let js = 0;
    let css = 0;
    for (const file of outputs) {
      if (file.type === 'chunk') js += gzip(file.code);
      else if (file.fileName.endsWith('.css')) css += gzip(file.source);
    }
    rows.push({ ...item, js, css, total: js + css });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

/**
 * The landing page as a visitor gets it: the server sends it rendered (apps/web/src/ssr.tsx), and
 * until the visitor shows an intent to use it (pointer, touch, key, focus: src/boot.ts) the
 * browser loads index.html's module script and modulepreload links with every chunk they import
 * statically, and its stylesheets. The first intent loads the app that takes the page over
 * (src/main.tsx with its static imports and the texts of the language, src/i18n/catalogue.ts):
 * reported beside it, without a budget, as it is the app every other route loads at start too.
 */
const manifest = JSON.parse(readFileSync(webManifest, 'utf8'));
const html = readFileSync(join(dist.web, 'index.html'), 'utf8');
const chunkOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const filesOf = (keys) => {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
};
const startKeys = [
  ...html.matchAll(
    /<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+)"/g,
  ),
].map((match) => chunkOfFile.get(match[1]));
const atStart = filesOf(startKeys);
for (const [, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g))
  atStart.add(href);
const germanTexts = /^src\/(i18n|features\/[^/]+)\/messages\/de\.ts$/;
const atFirstIntent = filesOf([
  'src/main.tsx',
  ...Object.keys(manifest).filter((key) => germanTexts.test(key)),
]);
for (const file of atStart) atFirstIntent.delete(file);

const measure = (files) => {
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzip(readFileSync(join(dist.web, file)));
    if (file.endsWith('.js')) js += size;
    else css += size;
  }
  return { js, css, total: js + css };
};
rows.push({
  id: 'landing',
  title: 'Web app: landing page until the first intent (apps/web/dist, every file it loads)',
  ...measure(atStart),
});
rows.push({
  id: 'landingIntent',
  title: 'Web app: what the first intent adds (the app, German texts)',
  ...measure(atFirstIntent),
});

const failures = [];
const cell = (row, key) => {
  const budget = budgets[row.id]?.[key];
  if (budget === undefined) return kb(row[key]);
  const over = row[key] > budget;
  if (over) failures.push(`${row.title}: ${key} ${kb(row[key])} > budget ${kb(budget)}`);
  return `${kb(row[key])} / ${kb(budget)}${over ? ' ✖' : ''}`;
};
const header = ['Import', 'JS (gzip)', 'CSS (gzip)', 'Total (gzip)'];
const body = rows.map((row) => [row.title, cell(row, 'js'), cell(row, 'css'), cell(row, 'total')]);
const widths = header.map((_, i) => Math.max(...[header, ...body].map((line) => line[i].length)));
// Padded as Biome formats Markdown tables, so the written file passes `biome ci`.
const line = (cells) =>
  `| ${cells.map((text, i) => (i === 0 ? text.padEnd(widths[i]) : text.padStart(widths[i]))).join(' | ')} |`;
const table = [
  line(header),
  `| ${widths.map((width, i) => (i === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
  ...body.map(line),
].join('\n');

const markdown = `# Bundle size

Measured by \`node bench/size.mjs\` against the built packages (minified, gzip level 9; react,
react-dom and react-intl excluded from the library rows, included in the web app's rows). The
server sends the landing page rendered (apps/web/src/ssr.tsx); the first web app row counts every
script and stylesheet the browser loads for it until the visitor shows an intent to use it
(pointer, touch, key or focus: apps/web/src/boot.ts), the second what that intent adds: the app
that takes the page over, with the German texts. Cells read _measured / budget_ (budgets in
\`bench/size-budgets.json\`; the landing's is the issue's 90 KB).

${table}
`;
// The committed table is written by `npm run bench`; the check in `npm test` only prints.
if (!check) writeFileSync(new URL('size.md', import.meta.url), markdown);
console.info(table);

if (check && failures.length > 0) {
  console.error(`\n✖ size budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
if (check) console.info('\n✔ every size is within its budget');
