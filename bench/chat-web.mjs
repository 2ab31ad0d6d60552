// The messages screens of the built web app in a real browser (issue 7):
//   (a) the JavaScript the browser loads for /messages and for the chat /messages/{id} in a
//       logged-in session with an empty cache, gzipped as bench/size.mjs counts it;
//   (b) the time a text takes from one member's chat to the other's: two members, each in a
//       browser context of their own in Debian's Chromium, write MESSAGES texts to each other
//       through the chat's composer (typed, sent with Enter), one at a time and taking turns;
//       each is timed from the Enter key reaching the sender's page to the text appearing in the
//       receiver's chat log (a MutationObserver there), both read from Date.now() of the two pages
//       (one machine, one clock).
// The app is built with Vite into a temporary folder and served by the real server in this
// process, the way apps/web/e2e/globalSetup.ts does it (createTestApp: embedded PGlite, no demo
// data). Prints a markdown table with the machine's load noted and writes it to bench/chat-web.md.
// Run: `npm run bench:chat-web` (`npx tsx bench/chat-web.mjs`: tsx loads the server's TypeScript
// source); BENCH_MESSAGES=n changes the number of timed texts, CHROMIUM_PATH the browser.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { build } from 'vite';
import { createTestApp } from '../apps/server/test/helpers.ts';
import { openBrowser } from '../apps/server/test/support/browser.ts';
import { messagePrice } from '../packages/contract/src/chat.ts';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100);
/** A pause after each arrival, so one text's read mark and re-render do not meet the next send. */
const PAUSE_MS = 200;
/** How many of the largest scripts the report names. */
const LARGEST = 8;
/** Coins for each member: every timed text, the warm-up and some to spare. */
const COINS = 20 * MESSAGES + 200;
const webRoot = fileURLToPath(new URL('../apps/web/', import.meta.url));
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
};

/** The hub's WebSocket addresses the pages opened. */
const hubSockets = new Set();
/** Other work on the machine skews the figures; the report notes how busy it was. */
const loads = [loadavg()];
const runStarted = performance.now();
const progress = (text) =>
  console.info(`${Math.round((performance.now() - runStarted) / 1000)} s: ${text}`);

/** A port nobody listens on now: the server's PUBLIC_URL must name it before it starts. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** The web app built for production into `outDir`, as the e2e set-up builds it. */
const buildWebApp = async (outDir) => {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    // Unset stays unset: process.env would store undefined as the text 'undefined'.
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
};

/** A birthdate 30 years back, as the registration wizard sends it. */
const birthdate = () => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - 30, 0, 15);
  return `${date.toISOString().slice(0, 10)}T00:00:00.000Z`;
};

/**
 * A member registered through the API as apps/web/e2e/support.ts registerMember does (that module
 * needs vitest's inject), from a client address of its own.
 */
const registerMember = async (baseUrl, name, gender, searchGender) => {
  const { api } = openBrowser(baseUrl);
  const places = await api.location.search({ query: { search: 'Berlin', country: 'de' } });
  const berlin = places?.items.find((place) => place.city === 'Berlin');
  if (!berlin) throw new Error('the place search found no Berlin');
  const credentials = {
    email: `${name.toLowerCase()}.${randomBytes(4).toString('hex')}@example.com`,
    password: 'secret123',
  };
  const result = await api.identity.register({
    body: {
      ...credentials,
      name,
      birthdate: birthdate(),
      gender,
      country: 'de',
      city: berlin.city,
      zip: '10115',
      locationId: berlin.id,
      language: 'de',
      searchGender,
      searchRelationType: 'relationship',
      searchDistance: 50,
      platform: 'web',
      deviceId: `bench-${randomBytes(4).toString('hex')}`,
    },
  });
  if (!result?.user) throw new Error(`registering ${name} failed`);
  return { id: result.user.id, name, ...credentials };
};

const newContext = (browser, baseUrl, storageState) =>
  browser.newContext({
    baseURL: baseUrl,
    locale: 'de-DE',
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
    storageState,
  });

/**
 * The member logged in through the login form, as a member does: the session cookie and the
 * app's persisted session (the app starts as a member only with both), to start other contexts
 * from.
 */
const logIn = async (browser, baseUrl, { email, password }) => {
  const context = await newContext(browser, baseUrl);
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'E-Mail' }).fill(email);
    const passwordField = page.getByLabel('Passwort', { exact: true });
    await passwordField.fill(password);
    await passwordField.press('Enter');
    await page.waitForFunction(() =>
      Object.keys(localStorage).some(
        (key) =>
          key.startsWith('persist:') && localStorage.getItem(key)?.includes('"authenticated":true'),
      ),
    );
    return await context.storageState();
  } finally {
    await context.close();
  }
};

/**
 * A page of a new browser context (empty cache) in the member's logged-in session, remembering
 * every JavaScript and CSS file it receives.
 */
const openAs = async (browser, baseUrl, session) => {
  const context = await newContext(browser, baseUrl, session);
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('websocket', (socket) => {
    if (socket.url().includes('/v1/chat/hub')) hubSockets.add(socket.url());
  });
  const files = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!/\.(js|css)$/.test(pathname) || !response.ok()) return;
    const file = async () => {
      const body = await response.body();
      // The body as it came over the network: the server sends the build's Brotli copies.
      const { responseBodySize } = await response.request().sizes();
      return {
        pathname,
        bytes: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        sent: responseBodySize,
      };
    };
    files.push(file().catch(() => undefined));
  });
  /** The files received so far, each once. */
  const received = async () => {
    const byPath = new Map();
    for (const file of await Promise.all(files)) if (file) byPath.set(file.pathname, file);
    return [...byPath.values()];
  };
  return { context, page, errors, received };
};

/** The chat's composer (the text field, not the profile's "Nachricht" button). */
const composerOf = (page) => page.getByRole('textbox', { name: 'Nachricht', exact: true });

/** Once the route shows and no request is open any more: what it loads is all loaded. */
const settled = async (page, shown) => {
  await shown.waitFor();
  await page.waitForLoadState('networkidle');
};

/**
 * Installs the clock marks in a chat page: when Enter reaches the composer with a bench text,
 * and when a bench text first appears in the chat log (role="log"; the dialog list's preview does
 * not count). Texts carry their number as [m<n>].
 */
const installMarks = (page) =>
  page.evaluate(() => {
    const marks = { sent: {}, seen: {} };
    window.chatBench = marks;
    const number = /\[m(\d+)\]/g;
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter' || !(event.target instanceof HTMLTextAreaElement)) return;
        for (const [, n] of event.target.value.matchAll(number)) marks.sent[n] ??= Date.now();
      },
      true,
    );
    new MutationObserver(() => {
      const now = Date.now();
      const log = document.querySelector('[role="log"]');
      if (!log) return;
      for (const [, n] of (log.textContent ?? '').matchAll(number)) marks.seen[n] ??= now;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });

const textOf = (n) => `Hallo, das ist Nachricht ${n} vom Benchmark [m${n}]`;

/** Types text `n` into the sender's composer, sends it with Enter, waits for it at the receiver. */
const exchange = async (sender, receiver, n) => {
  const composer = composerOf(sender);
  await composer.fill(textOf(n));
  await composer.press('Enter');
  await receiver.waitForFunction((key) => window.chatBench.seen[key] !== undefined, String(n), {
    polling: 20,
    timeout: 60_000,
  });
};

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)];
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
const ms = (value) => `${Math.round(value)} ms`;

/**
 * The build's Vite manifest read for two things: the files of the app's start, loaded whatever
 * the route (the entry chunk, the app it imports, src/main.tsx, and their static imports: what
 * the browser loads beyond them is the messages route's own), and the source each file was built
 * from.
 */
const readManifest = async (webDist) => {
  const manifest = JSON.parse(await readFile(path.join(webDist, '.vite/manifest.json'), 'utf8'));
  const appStart = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || appStart.has(`/${chunk.file}`)) return;
    appStart.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) appStart.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    visit(key);
    for (const imported of chunk.dynamicImports ?? []) visit(imported);
  }
  const sources = new Map(
    Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, chunk.src ?? key]),
  );
  return { appStart, sourceOf: (pathname) => sources.get(pathname) ?? pathname };
};

/** The commit the app was built from, and whether the sources it builds from had changes on top. */
const sourceState = () => {
  const git = (...args) => execFileSync('git', args, { cwd: webRoot, encoding: 'utf8' }).trim();
  try {
    const commit = git('rev-parse', '--short', 'HEAD');
    const changed = git('status', '--porcelain', '--', '.', '../../packages', '../../tokens');
    return changed ? `${commit} with uncommitted changes` : commit;
  } catch {
    return 'an unknown commit';
  }
};
const builtFrom = sourceState();

const webDist = await mkdtemp(path.join(tmpdir(), 'amora-bench-chat-web-'));
let server;
let browser;
const sizeRows = [];
/** The largest scripts of /messages, with the source the manifest names for each. */
let largest = [];
let latencies = [];
let visibility = [];
const pageErrors = [];
try {
  progress('building the web app');
  await buildWebApp(webDist);
  const { appStart, sourceOf } = await readManifest(webDist);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  server = await createTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL: baseUrl } });
  await server.app.listen({ host: '127.0.0.1', port });
  progress(`server on ${baseUrl}`);

  const anna = await registerMember(baseUrl, 'Anna', 'female', 'male');
  const ben = await registerMember(baseUrl, 'Ben', 'male', 'female');
  // Texts cost coins once the free messages are spent: credited as the shop's fulfilment does.
  for (const member of [anna, ben]) {
    await server.app.db.transaction((tx) =>
      server.app.ledger.credit(tx, member.id, { coins: COINS, reason: 'bench' }),
    );
  }
  browser = await chromium.launch(launchOptions);
  const annaSession = await logIn(browser, baseUrl, anna);
  const benSession = await logIn(browser, baseUrl, ben);

  // The dialog, opened as the product opens it: Anna writes from Ben's profile.
  const opening = await openAs(browser, baseUrl, annaSession);
  await opening.page.goto(`/stranger-profile/${ben.id}`);
  await opening.page.getByRole('button', { name: 'Nachricht', exact: true }).click();
  await composerOf(opening.page).fill('Hallo Ben!');
  await composerOf(opening.page).press('Enter');
  await opening.page.waitForURL((url) => /^\/messages\/[^/]+$/.test(url.pathname) && !url.search);
  const dialogPath = new URL(opening.page.url()).pathname;
  pageErrors.push(...opening.errors);
  await opening.context.close();
  progress(`dialog ${dialogPath} opened`);

  /** The JavaScript and CSS `files` sum to, and the JavaScript beyond the app's start. */
  const measure = (title, files) => {
    const js = files.filter((file) => file.pathname.endsWith('.js'));
    const css = files.filter((file) => file.pathname.endsWith('.css'));
    const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
    sizeRows.push({
      title,
      files: js.length,
      raw: sum(js, 'bytes'),
      gzip: sum(js, 'gzip'),
      own: sum(
        js.filter((file) => !appStart.has(file.pathname)),
        'gzip',
      ),
      sent: sum(js, 'sent'),
      css: sum(css, 'gzip'),
    });
  };

  // Ben: /messages first, then his chat from the dialog list, as a member goes there.
  const benTab = await openAs(browser, baseUrl, benSession);
  await benTab.page.goto('/messages');
  await settled(benTab.page, benTab.page.locator(`a[href="${dialogPath}"]`));
  const listFiles = await benTab.received();
  measure('/messages, opened directly', listFiles);
  largest = listFiles
    .filter((file) => file.pathname.endsWith('.js'))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, LARGEST)
    .map((file) => ({ ...file, source: sourceOf(file.pathname) }));
  await benTab.page.locator(`a[href="${dialogPath}"]`).click();
  await settled(benTab.page, composerOf(benTab.page));
  const known = new Set(listFiles.map((file) => file.pathname));
  measure(
    '/messages/{id} after /messages (what the click adds)',
    (await benTab.received()).filter((file) => !known.has(file.pathname)),
  );
  // Anna: straight into the chat, as from a notification or a bookmark.
  const annaTab = await openAs(browser, baseUrl, annaSession);
  await annaTab.page.goto(dialogPath);
  await settled(annaTab.page, composerOf(annaTab.page));
  measure('/messages/{id}, opened directly', await annaTab.received());
  progress('sizes measured');

  await installMarks(annaTab.page);
  await installMarks(benTab.page);
  visibility = await Promise.all(
    [annaTab, benTab].map((tab) => tab.page.evaluate(() => document.visibilityState)),
  );
  // Warm-up, untimed: one text each way, so both hub connections are open and the code is hot.
  await exchange(benTab.page, annaTab.page, MESSAGES + 1);
  await exchange(annaTab.page, benTab.page, MESSAGES + 2);
  loads.push(loadavg());
  for (let n = 1; n <= MESSAGES; n += 1) {
    const [sender, receiver] = n % 2 ? [annaTab, benTab] : [benTab, annaTab];
    await exchange(sender.page, receiver.page, n);
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    if (n % 25 === 0) {
      loads.push(loadavg());
      progress(`${n} of ${MESSAGES} texts`);
    }
  }
  const marks = await Promise.all(
    [annaTab, benTab].map((tab) => tab.page.evaluate(() => window.chatBench)),
  );
  for (let n = 1; n <= MESSAGES; n += 1) {
    const [sent, seen] = n % 2 ? [marks[0].sent, marks[1].seen] : [marks[1].sent, marks[0].seen];
    latencies.push(seen[n] - sent[n]);
  }
  if (latencies.some((value) => !Number.isFinite(value))) {
    throw new Error('a text has no send or arrival mark');
  }
  latencies = latencies.sort((a, b) => a - b);
  pageErrors.push(...annaTab.errors, ...benTab.errors);
} finally {
  await browser?.close();
  await server?.close();
  await rm(webDist, { recursive: true, force: true });
}
loads.push(loadavg());

const table = (header, rows, leftColumns = 1) => {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  // Padded as Biome formats Markdown tables, so the written file passes `biome ci`.
  const line = (cells) =>
    `| ${cells.map((text, i) => (i < leftColumns ? text.padEnd(widths[i]) : text.padStart(widths[i]))).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((width, i) => (i < leftColumns ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
};

const sizeTable = table(
  [
    'Route (logged in, empty cache)',
    'JS files',
    'JS',
    'JS (gzip)',
    "beyond the app's start",
    'JS as sent',
    'CSS (gzip)',
  ],
  sizeRows.map((row) => [
    row.title,
    String(row.files),
    kb(row.raw),
    kb(row.gzip),
    kb(row.own),
    kb(row.sent),
    kb(row.css),
  ]),
);
const mean = latencies.reduce((sum, value) => sum + value, 0) / latencies.length;
const load = (sample) => sample.map((value) => value.toFixed(1)).join(' / ');
const latencyTable = table(
  ['Texts', 'Median', 'p95', 'Max', 'Min', 'Mean', 'Load (1 / 5 / 15 min) at start → end'],
  [
    [
      String(latencies.length),
      ms(percentile(latencies, 0.5)),
      ms(percentile(latencies, 0.95)),
      ms(latencies.at(-1)),
      ms(latencies[0]),
      ms(mean),
      `${load(loads[0])} → ${load(loads.at(-1))}`,
    ],
  ],
  0,
);
const loadDuring = loads.slice(1, -1).map((sample) => sample[0].toFixed(1));

const largestList = largest.map((file) => `\`${file.source}\` ${kb(file.gzip)}`).join(', ');
const transports = hubSockets.size > 0 ? 'WebSockets' : 'no WebSocket seen (a fallback transport)';

const markdown = `# Chat in the web app: the messages route's JavaScript and a text's way across

Measured by \`npm run bench:chat-web\` (\`npx tsx bench/chat-web.mjs\`; not part of \`npm test\`) on
${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'} (${Math.round(totalmem() / 2 ** 30)} GiB), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, the app built from
${builtFrom}. The web app is built for production with Vite into a temporary folder and served
by the real server, started in the bench's own process on 127.0.0.1 as
apps/web/e2e/globalSetup.ts starts it (createTestApp: embedded PGlite, no demo data). Debian's
Chromium, headless. Two members registered through the API, logged in through the login form;
every page below is a new browser context with that session (cookie and the app's persisted
session) and an empty cache.

## JavaScript loaded for the messages route

Measured in the browser, against the built app: every \`.js\` file the page received (Playwright's
\`response\` events, each file once) until the route showed (the dialog in the list; the chat's
composer) and the network was idle; each file's bytes gzipped at level 9 and summed, as
\`bench/size.mjs\` does. The Vite manifest only sorts the files: "beyond the app's start" is what
is not the entry chunk, the app it imports (\`src/main.tsx\`) or their static imports, so the
messages route's own chunks (the lazy route, its shared pieces, its texts). "As sent" is the
bodies' size on the wire (the server sends the build's Brotli copies); CSS is gzipped like the JS.

${sizeTable}

Largest scripts of /messages (gzip): ${largestList}.

## From Enter in one chat to the text in the other

Two members with a dialog, opened as the product opens one (the "Nachricht" button on the other's
profile, then a first text), each in a browser context of their own with the chat open; the hub
ran over ${transports}. ${latencies.length} texts of ${messagePrice(textOf(MESSAGES))} coins each (the members were credited
coins through the ledger), typed into the composer and sent with Enter, the members taking turns, one
text at a time (the next ${PAUSE_MS} ms after the last arrived), after one untimed text each way. Each
is timed from the Enter keydown reaching the sender's page to a MutationObserver in the
receiver's page finding the text in the chat log (inserted into the DOM, before paint), both read
from \`Date.now()\` (one machine, one clock, 1 ms steps). On the way: the Effector model and the
@amora/client hub client, the server storing and charging the text in one PGlite transaction,
the partner's hub client, model and React render. Page visibility: ${visibility.join(' / ')}.

${latencyTable}

Load average over 1 minute while the texts went: ${loadDuring.join(', ')}. The machine has ${cpus().length}
cores shared with other work: the figures move with it.${pageErrors.length > 0 ? `\n\nErrors in the pages: ${pageErrors.join('; ')}` : ''}
`;

await writeFile(new URL('chat-web.md', import.meta.url), markdown);
console.info(`\n${sizeTable}\n\n${latencyTable}`);
