// Where the server's memory goes: the whole Amora server with the demo data (AMORA_DEMO=1's
// members, their avatars drawn) on the embedded PGlite database and on PostgreSQL, and the built
// server as `npm start` runs it (first start and restart), each in a
// child process of its own (bench/memory/server.mjs, started with --expose-gc). Measured after
// start and a full garbage collection (idle), and again after a load of the demo member's
// requests (GET /v1/user, /v1/dating, /v1/chat and the location search, driven by autocannon
// from this process) and a collection; the peak is the process's maximum RSS up to then.
// Prints a markdown table with the machine and its load noted and writes bench/memory.md.
// Run: `npx tsx bench/memory.mjs`; BENCH_SECONDS sets the seconds of load per route (5),
// BENCH_ONLY=built|pglite|postgres measures those servers alone (printed, memory.md untouched).
import { fork } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allocatorEnvironment } from '../scripts/allocator.mjs';
import { requireFromServer } from './amora-server.mjs';

const autocannon = requireFromServer('autocannon');

const loadBefore = loadavg()[0] ?? 0;
const SECONDS_PER_ROUTE = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
/** How long a server sits without requests before it is measured idle. */
const IDLE_SECONDS = 30;
const ROUTES = ['/v1/user', '/v1/dating', '/v1/chat', '/v1/location?search=Ber&country=DE'];

/** A session of the demo member on the server at `baseUrl`, as a Cookie header. */
const demoMemberCookie = async (baseUrl) => {
  const { DEMO_MEMBER } = await import('../apps/server/src/demo/member.ts');
  const login = await fetch(`${baseUrl}/v1/identity/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: DEMO_MEMBER.email, password: DEMO_MEMBER.password }),
  });
  if (!login.ok) throw new Error(`the demo member's login answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
};

/**
 * Starts bench/memory/server.mjs on `kind`; resolves once it listens and, when `waitFor` is
 * given, once the server printed a line holding it (the built server's log is read for it).
 */
const startServer = (kind, { env, waitFor } = {}) =>
  new Promise((resolve, reject) => {
    const child = fork(new URL('./memory/server.mjs', import.meta.url), [kind], {
      // The built server runs without tsx's loader, as `npm start` runs it.
      execArgv: [...(kind === 'built' ? [] : process.execArgv), '--expose-gc'],
      ...(env ? { env: { ...process.env, ...env } } : {}),
      stdio: ['inherit', waitFor ? 'pipe' : 'inherit', 'inherit', 'ipc'],
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the ${kind} server exited with ${code}`)));
    const printed = new Promise((seen) => {
      if (!waitFor) return seen();
      let log = '';
      child.stdout.on('data', (chunk) => {
        log = (log + chunk).slice(-10_000);
        if (log.includes(waitFor)) seen();
      });
    });
    const ask = (kindOfRequest) =>
      new Promise((answered) => {
        child.once('message', (answer) => answered(answer.measured));
        child.send({ kind: kindOfRequest });
      });
    child.once('message', async (ready) => {
      await printed;
      const baseUrl = `http://127.0.0.1:${ready.ready}`;
      resolve({
        ...ready,
        baseUrl,
        cookie: await demoMemberCookie(baseUrl),
        measure: () => ask('measure'),
        close: () =>
          new Promise((closed) => {
            child.removeAllListeners('exit');
            child.once('exit', closed);
            child.send({ kind: 'close' });
          }),
      });
    });
  });

const load = (baseUrl, cookie, path) =>
  new Promise((resolve, reject) => {
    autocannon(
      {
        url: baseUrl,
        connections: CONNECTIONS,
        duration: SECONDS_PER_ROUTE,
        requests: [{ method: 'GET', path, headers: { cookie } }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

/** The built server's folder: its first start seeds it, the second finds it. */
const builtDataDir = await mkdtemp(path.join(tmpdir(), 'amora-memory-'));
const builtServer = {
  env: {
    ...allocatorEnvironment,
    AMORA_DEMO: '1',
    DATA_DIR: builtDataDir,
    PORT: String(8_000 + Math.floor(Math.random() * 1_000)),
    HOST: '127.0.0.1',
  },
};
const runs = [
  ['from the sources', 'pglite'],
  ['from the sources', 'postgres'],
  // The first start seeds the demo data and draws the avatars; measured once they are drawn.
  ['first start', 'built', { ...builtServer, waitFor: 'demo avatars drawn' }],
  ['restart', 'built', builtServer],
];

/** BENCH_ONLY=built (or pglite, postgres) measures those servers alone. */
const only = process.env.BENCH_ONLY;
const rows = [];
for (const [start, kind, options] of runs.filter(([, kind]) => !only || kind === only)) {
  const server = await startServer(kind, options);
  // Idle as a server is between visits: what its start used is given back by then.
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const idle = await server.measure();
  const requests = { total: 0, failed: 0 };
  for (const route of ROUTES) {
    const result = await load(server.baseUrl, server.cookie, route);
    requests.total += result.requests.total;
    requests.failed += result.non2xx + result.errors + result.timeouts;
  }
  const loaded = await server.measure();
  rows.push({ about: `${server.about}, ${start}`, idle, loaded, requests });
  await server.close();
}
await rm(builtDataDir, { recursive: true, force: true });

const mb = (bytes) => (bytes === undefined ? '—' : `${Math.round(bytes / 2 ** 20)} MB`);
const cells = (label, about, m, extra) => [
  about,
  label,
  mb(m.rss),
  mb(m.heapUsed),
  mb(m.heapTotal),
  mb(m.external),
  mb(m.arrayBuffers),
  mb(m.wasm),
  mb(m.maxRss),
  extra,
];
const table = rows
  .flatMap(({ about, idle, loaded, requests }) => [
    cells('idle', about, idle, '—'),
    cells(
      'after load',
      about,
      loaded,
      `${requests.total.toLocaleString('en')} (${requests.failed} failed)`,
    ),
  ])
  .map((row) => `| ${row.join(' | ')} |`)
  .join('\n');

const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
const today = new Date().toISOString().slice(0, 10);
const report = `# Memory of the server

Measured by \`npx tsx bench/memory.mjs\` on ${cpu} (${cpus().length} cores,
${Math.round(totalmem() / 2 ** 30)} GiB), Node ${process.version}, ${today}; load average
${loadBefore.toFixed(1)} when the run began and ${(loadavg()[0] ?? 0).toFixed(1)} at its end.
Each server runs in a child process of its own, with AMORA_DEMO=1's members seeded and their
avatars drawn: "from the sources" is the whole Amora server loaded through tsx with a pino logger
at info level writing to /dev/null; "built server (npm start)" is apps/server/dist/server.js as
\`npm start\` runs it (the allocator settings of scripts/allocator.mjs, its JSON log read by this
script), on its first start (which creates the database, seeds it and draws the avatars) and on
the restart after it. "Idle" is
after start, ${IDLE_SECONDS} s without requests and two full garbage collections; "after load" after ${SECONDS_PER_ROUTE} s of autocannon
(${CONNECTIONS} connections) on each of ${ROUTES.map((route) => `\`GET ${route}\``).join(', ')} with the demo
member's session, then the same collections. Heap, external and array buffers are
\`process.memoryUsage()\`; "WASM" is PGlite's WebAssembly memory (inside external and RSS); "peak"
the process's maximum RSS so far. Failed requests are mostly the dating quota's 429s.

| Server | When | RSS | Heap used | Heap total | External | Array buffers | WASM | Peak RSS | Requests |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${table}
`;

console.info(report);
// A partial run (BENCH_ONLY) is printed only: memory.md holds a whole run.
if (!only) await writeFile(fileURLToPath(new URL('./memory.md', import.meta.url)), report);
