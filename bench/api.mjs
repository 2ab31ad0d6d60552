// Throughput and latency of the /v1 API over HTTP: email login, GET /v1/user and the location
// search, each driven by autocannon for a few seconds against the whole server on the embedded
// PGlite database and on PostgreSQL, beside a bare Fastify route answering a literal (the most
// any route can reach here) and beside the same server with its logger off (what logging costs).
// Each server runs in a child process of its own (bench/api/server.mjs) on 127.0.0.1; autocannon
// runs in this process. Prints a markdown table with the machine noted and writes bench/api.md.
// Run: `npx tsx bench/api.mjs` (tsx loads the server's TypeScript source in the child);
// BENCH_SECONDS sets the seconds per scenario (5).
//
// The login limits (30 per address per 5 minutes, 10 per account per 15 minutes) would answer
// nearly every benchmark login with 429, so the login scenario plays many clients: the server
// trusts X-Forwarded-For here, and each request names another address and one of many accounts.
import { fork } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { requireFromServer } from './amora-server.mjs';

const autocannon = requireFromServer('autocannon');

/** Other work on the machine skews the figures; the report notes how busy it was. */
const loadBefore = loadavg()[0] ?? 0;
const SECONDS_PER_SCENARIO = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

/** Starts a server of bench/api/server.mjs; resolves once it listens. */
const startServer = (kind, logLevel) =>
  new Promise((resolve, reject) => {
    const child = fork(new URL('./api/server.mjs', import.meta.url), [kind, logLevel], {
      execArgv: process.execArgv,
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the ${kind} server exited with ${code}`)));
    child.once('message', (ready) => {
      resolve({
        ...ready,
        baseUrl: `http://127.0.0.1:${ready.ready}`,
        close: () =>
          new Promise((closed) => {
            child.removeAllListeners('exit');
            child.once('exit', closed);
            child.send({ kind: 'close' });
          }),
      });
    });
  });

const run = (baseUrl, options) =>
  new Promise((resolve, reject) => {
    autocannon(
      { url: baseUrl, connections: CONNECTIONS, duration: SECONDS_PER_SCENARIO, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

/** A client address of its own for the nth login: 10.x.y.z. */
const clientAddress = (n) => `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;

const amoraScenarios = ({ emails, password, cookie }) => {
  let loginNumber = 0;
  const nextLogin = (request) => {
    loginNumber += 1;
    return {
      ...request,
      headers: { ...request.headers, 'x-forwarded-for': clientAddress(loginNumber) },
      body: JSON.stringify({ userName: emails[loginNumber % emails.length], password }),
    };
  };
  const searches = ['B', 'Ber', 'Ham', 'Münch', 'Kö', 'Frankf', 'Stu', 'Dres', 'Leip', 'Han'];
  let searchNumber = 0;
  const nextSearch = (request) => {
    searchNumber += 1;
    const search = encodeURIComponent(searches[searchNumber % searches.length]);
    return { ...request, path: `/v1/location?search=${search}&country=DE` };
  };
  return {
    login: {
      label: 'POST /v1/identity/login (argon2id)',
      options: {
        requests: [
          {
            method: 'POST',
            path: '/v1/identity/login',
            headers: { 'content-type': 'application/json' },
            setupRequest: nextLogin,
          },
        ],
      },
    },
    user: {
      label: 'GET /v1/user (session cookie)',
      options: { requests: [{ method: 'GET', path: '/v1/user', headers: { cookie } }] },
    },
    search: {
      label: 'GET /v1/location?search=…',
      options: { requests: [{ method: 'GET', setupRequest: nextSearch }] },
    },
  };
};

const runs = [
  { server: 'bare', scenarios: ['literal'] },
  { server: 'amora', scenarios: ['login', 'user', 'search'] },
  { server: 'amora', logLevel: 'silent', scenarios: ['user'] },
  { server: 'amora-postgres', scenarios: ['login', 'user', 'search'] },
  { server: 'amora-postgres', logLevel: 'silent', scenarios: ['user'] },
];

const rows = [];
for (const { server: kind, logLevel = 'info', scenarios } of runs) {
  const server = await startServer(kind, logLevel);
  const all = {
    literal: {
      label: 'GET /v1/literal (a literal, no database)',
      options: { requests: [{ method: 'GET', path: '/v1/literal' }] },
    },
    ...(kind === 'bare' ? {} : amoraScenarios(server)),
  };
  const name = kind === 'bare' ? 'bare Fastify route' : `Amora, ${server.about}`;
  for (const scenario of scenarios) {
    const { label, options } = all[scenario];
    const result = await run(server.baseUrl, options);
    rows.push({ name, logLevel, label, result });
  }
  await server.close();
}

// autocannon's histogram counts whole milliseconds.
const ms = (value) => (value < 1 ? '< 1 ms' : `${Math.round(value)} ms`);
const bareRate = rows[0].result.requests.average;
const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
const today = new Date().toISOString().slice(0, 10);
const table = rows
  .map(({ name, logLevel, label, result }) => {
    const { latency, requests, non2xx, errors, timeouts } = result;
    const cells = [
      name,
      logLevel === 'silent' ? 'off' : 'info',
      label,
      requests.total,
      Math.round(requests.average).toLocaleString('en'),
      `${((100 * requests.average) / bareRate).toFixed(1)} %`,
      ms(latency.p50),
      ms(latency.p97_5),
      ms(latency.p99),
      ms(latency.max),
      non2xx + errors + timeouts,
    ];
    return `| ${cells.join(' | ')} |`;
  })
  .join('\n');

const report = `# API throughput and latency

Measured by \`npx tsx bench/api.mjs\` on ${cpu} (${cpus().length} cores,
${Math.round(totalmem() / 2 ** 30)} GiB), Node ${process.version}, ${today}; load average
${loadBefore.toFixed(1)} when the run began and ${(loadavg()[0] ?? 0).toFixed(1)} at its end.
Each server runs in a child process of its own on 127.0.0.1 (the whole Amora server, demo data
off, a pino logger at info level writing to /dev/null, or off); autocannon runs in the parent
process with ${CONNECTIONS} connections, ${SECONDS_PER_SCENARIO} s per scenario, and shares the two cores with it.
"Of bare" is the rate beside the bare Fastify route's (same logger, a literal answer) in the
same run. Logins rotate over 300 accounts and as many X-Forwarded-For addresses, so the login
rate limits do not answer them. "Failed" counts non-2xx answers, errors and timeouts.

| Server | Logger | Scenario | Requests | Requests/s | Of bare | p50 | p97.5 | p99 | max | Failed |
| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${table}
`;

console.info(report);
await writeFile(fileURLToPath(new URL('./api.md', import.meta.url)), report);
