// Lighthouse scores of the built web app's visitor pages: the landing (/), /login and /register,
// each for the mobile (Lighthouse's default: Moto G Power, simulated slow 4G, 4× CPU slowdown)
// and the desktop form factor. Serves apps/web/dist from the built server (every plugin, an
// embedded PGlite database in a temporary folder) started as a child process on 127.0.0.1, drives
// Debian's Chromium headless, prints a markdown table and writes it to bench/lighthouse.md, with
// the audits that cost points listed under it.
// Run: `node scripts/pnpm.mjs run build` first (nothing is built here: it needs apps/web/dist and
// apps/server/dist/server.js), then `npm run bench:lighthouse`.
// The scores move with other work on the machine (TBT above all); the report notes how busy it was.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const repo = fileURLToPath(new URL('..', import.meta.url));
const webDist = path.join(repo, 'apps/web/dist');
const serverEntry = path.join(repo, 'apps/server/dist/server.js');
for (const file of [path.join(webDist, 'index.html'), serverEntry]) {
  if (!existsSync(file)) {
    console.error(`✖ ${file} is missing: run \`node scripts/pnpm.mjs run build\` first`);
    process.exit(1);
  }
}
// chrome-launcher comes with lighthouse (not a dependency of the repository itself).
const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const { launch } = await import(pathToFileURL(requireFromLighthouse.resolve('chrome-launcher')));

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const pages = [
  ['Landing', '/'],
  ['Login', '/login'],
  ['Register', '/register'],
];
const formFactors = [
  ['mobile', undefined],
  ['desktop', desktopConfig],
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metrics = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];

/** A port nobody listens on right now. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Polls the server's page until it answers (the database migrates first; slow on a busy machine). */
const waitForServer = async (url, server) => {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${url} did not answer within 3 minutes`);
};

const loadBefore = loadavg()[0] ?? 0;
const dataDir = await mkdtemp(path.join(tmpdir(), 'amora-lighthouse-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [serverEntry], {
  env: {
    PATH: process.env.PATH,
    // No AMORA_DEMO, so no demo data: drawing its avatars in the background would eat the CPU
    // Lighthouse measures with. The pages and headers measured are the same as in production.
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    SECRET: 'bench-secret-bench-secret-bench-secret-00',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

/**
 * One Lighthouse run; a run whose trace broke (NO_NAVSTART and the like, frequent on a loaded
 * machine) is repeated, up to three times.
 */
const audit = async (port, url, lighthouseConfig) => {
  let error = 'no result';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: categories },
      lighthouseConfig,
    );
    if (result && !result.lhr.runtimeError) return result.lhr;
    error = result?.lhr.runtimeError?.message ?? error;
  }
  throw new Error(`${url}: ${error}`);
};

const rows = [];
let lighthouseVersion = '';
/** Audits below a full score in the categories, per run: what to fix. */
const findings = [];
let chrome;
try {
  await waitForServer(baseUrl, server);
  chrome = await launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  for (const [formFactor, lighthouseConfig] of formFactors) {
    for (const [page, pathname] of pages) {
      const lhr = await audit(chrome.port, `${baseUrl}${pathname}`, lighthouseConfig);
      lighthouseVersion = lhr.lighthouseVersion;
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      rows.push([
        page,
        formFactor,
        ...categories.map((id) => String(score(id))),
        ...metrics.map((id) => lhr.audits[id]?.displayValue ?? '–'),
      ]);
      for (const id of categories) {
        for (const { id: auditId, weight } of lhr.categories[id].auditRefs) {
          const audit = lhr.audits[auditId];
          const failing = audit.score !== null && audit.score < 0.9;
          // Weightless performance audits are the opportunities and diagnostics.
          if (failing && (weight > 0 || id === 'performance')) {
            const value = audit.displayValue ? ` (${audit.displayValue})` : '';
            findings.push(`${page} ${formFactor}, ${id}: \`${auditId}\`${value}`);
          }
        }
      }
      console.info(`${page} ${formFactor}: ${categories.map((id) => score(id)).join(' / ')}`);
    }
  }
} finally {
  chrome?.kill();
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await rm(dataDir, { recursive: true, force: true });
}

const header = [
  'Page',
  'Form factor',
  'Performance',
  'Accessibility',
  'Best practices',
  'SEO',
  'LCP',
  'TBT',
  'CLS',
];
const widths = header.map((_, i) => Math.max(...[header, ...rows].map((line) => line[i].length)));
// Padded as Biome formats Markdown tables, so the written file passes `biome ci`.
const line = (cells) =>
  `| ${cells.map((text, i) => (i < 2 ? text.padEnd(widths[i]) : text.padStart(widths[i]))).join(' | ')} |`;
const table = [
  line(header),
  `| ${widths.map((width, i) => (i < 2 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
  ...rows.map(line),
].join('\n');

const markdown = `# Lighthouse

Measured by \`npm run bench:lighthouse\` (Lighthouse ${lighthouseVersion}, headless Chromium,
default throttling) against the built app served by the server on 127.0.0.1. Machine:
${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, load average ${loadBefore.toFixed(1)}
before the run. Targets: performance at least 95, accessibility 100.

The three pages come rendered by the server (apps/server/src/http/server-render.ts), and the app
loads at the visitor's first intent (a pointer over the page, a touch, a key, focus:
apps/web/src/boot.ts), which Lighthouse never shows: these are the scores of the page as a
visitor first gets it. What the first intent adds is in bench/size.md.

${table}

Audits below 90 %:

${findings.length > 0 ? findings.map((text) => `- ${text}`).join('\n') : '- none'}
`;
await writeFile(new URL('lighthouse.md', import.meta.url), markdown);
console.info(`\n${table}\n\n${findings.join('\n')}`);
