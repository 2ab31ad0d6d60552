// Gzipped size of what an app ships when it uses @amora/ui and @amora/tokens, and of what the web
// app loads for two routes. (a) Library rows: small entry files built, minified, by Vite
// (rolldown) in a scratch app with the packed tarballs installed (scripts/packed-app.mjs, so the
// published exports and `sideEffects` decide what is taken), react/react-dom/react-intl left out
// (every app has them anyway). (b) The web app as built in apps/web/dist: the landing until the
// visitor shows an intent to use it and what that intent adds, and /messages opened directly.
// Run `pnpm run build` first.
// Prints a markdown table, writes it to bench/size.md (not with --check), and with `--check`
// fails when a number exceeds bench/size-budgets.json (gzipped bytes; see bench/size.md).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { PackedAppError, packedApp, repo } from '../scripts/packed-app.mjs';

const check = process.argv.includes('--check');
const budgets = JSON.parse(readFileSync(new URL('size-budgets.json', import.meta.url), 'utf8'));

const web = join(repo, 'apps/web/dist');
const webManifest = join(web, '.vite/manifest.json');
if (!existsSync(webManifest)) {
  console.error(`✖ ${webManifest} is missing: run \`pnpm run build\` first`);
  process.exit(1);
}

const cases = [
  {
    id: 'button',
    title: 'Button only (with the CSS its modules import)',
    entry: "export { Button } from '@amora/ui';\n",
  },
  {
    id: 'library',
    title: 'Whole library (with the CSS its modules import)',
    entry: "export * from '@amora/ui';\n",
  },
  {
    id: 'stylesheet',
    title: "The library's CSS in one file (@amora/ui/styles.css)",
    entry: "import '@amora/ui/styles.css';\n",
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

let scratch;
try {
  scratch = packedApp();
} catch (error) {
  if (!(error instanceof PackedAppError)) throw error;
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
const rows = [];
try {
  for (const item of cases) {
    const entry = join(scratch.app, 'src', `${item.id}.js`);
    writeFileSync(entry, item.entry);
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root: scratch.app,
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
  scratch.remove();
}

/**
 * The landing page as a visitor gets it: the server sends it rendered (apps/web/src/ssr.tsx), and
 * until the visitor shows an intent to use it (pointer, touch, key, focus: src/boot.ts) the
 * browser loads index.html's module script and modulepreload links with every chunk they import
 * statically, and its stylesheets. The first intent loads the app that takes the page over, as
 * every route loads it at start (src/main.tsx with its static imports, the texts of the language:
 * src/i18n/catalogue.ts, the usage statistics main.tsx loads beside the app), reported beside it
 * without a budget. /messages opened directly loads the same and the messages route's module.
 */
const manifest = JSON.parse(readFileSync(webManifest, 'utf8'));
const html = readFileSync(join(web, 'index.html'), 'utf8');
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
const appStart = [
  'src/main.tsx',
  'src/analytics/start.ts',
  ...Object.keys(manifest).filter((key) => germanTexts.test(key)),
];
const atFirstIntent = filesOf(appStart);
for (const file of atStart) atFirstIntent.delete(file);
const messagesRoute = filesOf([...startKeys, ...appStart, 'src/features/messages/routes.tsx']);

const measure = (files) => {
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzip(readFileSync(join(web, file)));
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
rows.push({
  id: 'messages',
  title: 'Web app: /messages opened directly (a member, every script and stylesheet)',
  ...measure(messagesRoute),
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

Measured by \`node bench/size.mjs\` (minified, gzip level 9). The library rows are built in a
scratch Vite app with the packed tarballs of @amora/tokens and @amora/ui installed
(scripts/packed-app.mjs), so the published exports and \`sideEffects\` decide what is taken; react,
react-dom and react-intl are left out of them. Every module of @amora/ui imports its own CSS, so
importing a component brings its styles and no others; \`@amora/ui/styles.css\` is the same CSS in
one file. The web app rows read apps/web/dist and include react: the server sends the landing page
rendered (apps/web/src/ssr.tsx); the first row counts every script and stylesheet the browser
loads for it until the visitor shows an intent to use it (pointer, touch, key or focus:
apps/web/src/boot.ts), the second what that intent adds (the app with the German texts and the
usage statistics), the third every script and stylesheet of /messages opened directly by a member.
Cells read _measured / budget_ (budgets in \`bench/size-budgets.json\`).

Budgets: the landing's is issue 6's 90 KB; Button's issue 16's 6 KB JS and 3 KB CSS (Button is a
native \`<button>\`: react-aria's Button with its press, hover and focus handling was 14.1 kB). The
whole library's is its size before its modules imported their own CSS (163.4 kB JS, 18.6 kB CSS)
and what the native Button needs to stay a trigger: as the trigger of a DialogTrigger or
PopoverTrigger it is wrapped in react-aria's Pressable (0.45 kB), which nothing else in the library
used; and the components the operator console (issue 17) added: DataTable on react-aria's Table,
with its selection checkboxes (about 20 kB), and Pagination, StatTile, BarChart and Notice (about
2 kB), and AppShell's "More" for a tab bar of more entries than a phone holds (0.35 kB). An app
that imports none of them pays nothing for them (Button alone and /messages are unchanged). /messages' budget holds today's size, so that growth still fails; issue 16's 150 KB is not
met: the route holds, each gzipped alone, react-dom (62 kB), react-aria with its components and
state (84 kB), react-router (31 kB), the ICU message parser and react-intl (14 kB), the hub client
(14 kB), react-hook-form (13 kB, the report form), effector (10 kB): about 230 kB before the app's
own 44 kB and the library's, contract's and client's 43 kB. No split of the chunks brings that
under 150 KB; a smaller React runtime would.

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
