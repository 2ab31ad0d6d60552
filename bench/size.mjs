// Gzipped size of what an app ships when it uses @amora/ui: (a) only Button, (b) the whole
// library, each with the CSS it must import. Bundles small entry files against the built dist/
// (run `pnpm run build` first) with Vite (rolldown), minified, react/react-dom/react-intl left out
// (every app has them anyway). (c) The web app's landing route as built in apps/web/dist: every
// file the browser loads before the landing shows (see landingFiles), react and all included.
// Prints a markdown table, writes it to bench/size.md (not with --check), and with `--check`
// fails when a number exceeds bench/size-budgets.json (gzipped bytes; the library's set about
// 25 % above the measured size, the landing's closer, so a real regression fails and ordinary
// growth does not).
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
 * The files the landing route loads at start: index.html's module script and modulepreload links,
 * the entry chunk with every chunk it imports statically (the landing screen is not lazy), and
 * the German texts start-up awaits before the first render (the shell's and each feature's `de`
 * module, src/i18n/catalogue.ts) with their own imports. Stylesheets of those chunks count as CSS.
 */
const landingFiles = () => {
  const manifest = JSON.parse(readFileSync(webManifest, 'utf8'));
  const html = readFileSync(join(dist.web, 'index.html'), 'utf8');
  const files = new Set(
    [
      ...html.matchAll(
        /<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+)"/g,
      ),
    ].map((match) => match[1]),
  );
  const startTexts = /^src\/(i18n|features\/[^/]+)\/messages\/de\.ts$/;
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const [entry] = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  visit(entry);
  for (const key of manifest[entry].dynamicImports ?? []) if (startTexts.test(key)) visit(key);
  return [...files];
};

{
  let js = 0;
  let css = 0;
  for (const file of landingFiles()) {
    const size = gzip(readFileSync(join(dist.web, file)));
    if (file.endsWith('.js')) js += size;
    else css += size;
  }
  rows.push({
    id: 'landing',
    title: 'Web app: landing route at start-up (apps/web/dist, all chunks it loads)',
    js,
    css,
    total: js + css,
  });
}

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
react-dom and react-intl excluded from the library rows, included in the web app's row: it
counts every chunk and stylesheet the landing route loads before it shows, German texts
included). Cells read _measured / budget_ (budgets in \`bench/size-budgets.json\`).

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
