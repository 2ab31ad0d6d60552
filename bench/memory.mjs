// Where the server's memory goes: the whole Amora server with the demo data (AMORA_DEMO=1's
// members, their avatars drawn) on the embedded PGlite database and on PostgreSQL, each in a
// child process of its own (bench/memory/server.mjs, started with --expose-gc). Measured after
// start and a full garbage collection (idle), and again after a load of the demo member's
// requests (GET /v1/user, /v1/dating, /v1/chat and the location search, driven by autocannon
// from this process) and a collection; the peak is the process's maximum RSS up to then.
// Prints a markdown table with the machine and its load noted and writes bench/memory.md.
// Run: `npx tsx bench/memory.mjs`; BENCH_SECONDS sets the seconds of load per route (5).
import { fork } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { requireFromServer } from './amora-server.mjs';

const autocannon = requireFromServer('autocannon');

const loadBefore = loadavg()[0] ?? 0;
const SECONDS_PER_ROUTE = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const ROUTES = ['/v1/user', '/v1/dating', '/v1/chat', '/v1/location?search=Ber&country=DE'];

/** Starts bench/memory/server.mjs on `kind`; resolves once it listens. */
const startServer = (kind) =>
  new Promise((resolve, reject) => {
    const child = fork(new URL('./memory/server.mjs', import.meta.url), [kind], {
      execArgv: [...process.execArgv, '--expose-gc'],
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the ${kind} server exited with ${code}`)));
    const ask = (kindOfRequest) =>
      new Promise((answered) => {
        child.once('message', (answer) => answered(answer.measured));
        child.send({ kind: kindOfRequest });
      });
    child.once('message', (ready) => {
      resolve({
        ...ready,
        baseUrl: `http://127.0.0.1:${ready.ready}`,
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

const rows = [];
for (const kind of ['pglite', 'postgres']) {
  const server = await startServer(kind);
  const idle = await server.measure();
  const requests = { total: 0, failed: 0 };
  for (const path of ROUTES) {
    const result = await load(server.baseUrl, server.cookie, path);
    requests.total += result.requests.total;
    requests.failed += result.non2xx + result.errors + result.timeouts;
  }
  const loaded = await server.measure();
  rows.push({ about: server.about, idle, loaded, requests });
  await server.close();
}

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
Each server runs in a child process of its own (the whole Amora server, AMORA_DEMO=1's members
seeded and their avatars drawn, a pino logger at info level writing to /dev/null). "Idle" is
after start and two full garbage collections; "after load" after ${SECONDS_PER_ROUTE} s of autocannon
(${CONNECTIONS} connections) on each of ${ROUTES.map((route) => `\`GET ${route}\``).join(', ')} with the demo
member's session, then the same collections. Heap, external and array buffers are
\`process.memoryUsage()\`; "WASM" is PGlite's WebAssembly memory (inside external and RSS); "peak"
the process's maximum RSS so far. Failed requests are mostly the dating quota's 429s.

| Server | When | RSS | Heap used | Heap total | External | Array buffers | WASM | Peak RSS | Requests |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${table}
`;

console.info(report);
await writeFile(fileURLToPath(new URL('./memory.md', import.meta.url)), report);
