// Throughput and latency of the /v1 API over HTTP: email login, GET /v1/user and the location
// search, each driven by autocannon for a few seconds against the whole server (every plugin,
// the embedded PGlite database, a pino logger writing to /dev/null) started in this process on
// 127.0.0.1. Prints a markdown table with the machine noted and writes it to bench/api.md.
// Run: `npx tsx bench/api.mjs` (tsx loads the server's TypeScript source directly).
//
// The login limits (30 per address per 5 minutes, 10 per account per 15 minutes) would answer
// nearly every benchmark login with 429, so the login scenario plays many clients: the server
// trusts X-Forwarded-For here, and each request names another address and one of many accounts.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { amoraApp, serverOptions } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { hashPassword } from '../apps/server/src/routes/identity/passwords.ts';

const requireFromServer = createRequire(new URL('../apps/server/package.json', import.meta.url));
const autocannon = requireFromServer('autocannon');
const Fastify = requireFromServer('fastify');

/** Other work on the machine skews the figures; the report notes how busy it was. */
const loadBefore = loadavg()[0] ?? 0;
const SECONDS_PER_SCENARIO = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const ACCOUNTS = 300;
const PASSWORD = 'bench-password-1';

const dataDir = await mkdtemp(path.join(tmpdir(), 'amora-bench-'));
const config = await loadConfig({
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: '0',
  // 'test' keeps the demo data (and its avatar drawing in the background) out of the figures.
  NODE_ENV: 'test',
  SECRET: 'bench-secret-bench-secret-bench-secret-00',
});
const app = Fastify({
  ...serverOptions({ level: 'info', stream: createWriteStream('/dev/null') }),
  trustProxy: true,
});
await app.register(amoraApp, {
  config,
  database: { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
});
await app.ready();

const passwordHash = await hashPassword(PASSWORD);
const emails = Array.from({ length: ACCOUNTS }, (_, index) => `bench${index}@example.com`);
await app.db.insert(users).values(
  emails.map((email, index) => ({
    name: 'Bench',
    email,
    emailConfirmed: true,
    passwordHash,
    birthdate: '1990-01-01',
    gender: index % 2 ? 'female' : 'male',
    city: 'Berlin',
    zip: '10115',
    country: 'de',
  })),
);

const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });

const login = await fetch(`${baseUrl}/v1/identity/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.255.1' },
  body: JSON.stringify({ userName: emails[0], password: PASSWORD }),
});
if (!login.ok) throw new Error(`the benchmark login failed: ${login.status} ${await login.text()}`);
const sessionCookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(
      { url: baseUrl, connections: CONNECTIONS, duration: SECONDS_PER_SCENARIO, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

/** A client address of its own for the nth login: 10.x.y.z. */
const clientAddress = (n) => `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;

let loginNumber = 0;
const nextLogin = (request) => {
  loginNumber += 1;
  return {
    ...request,
    headers: {
      ...request.headers,
      'x-forwarded-for': clientAddress(loginNumber),
    },
    body: JSON.stringify({ userName: emails[loginNumber % ACCOUNTS], password: PASSWORD }),
  };
};

const searches = ['B', 'Ber', 'Ham', 'Münch', 'Kö', 'Frankf', 'Stu', 'Dres', 'Leip', 'Han'];
let searchNumber = 0;
const nextSearch = (request) => {
  searchNumber += 1;
  const search = encodeURIComponent(searches[searchNumber % searches.length]);
  return { ...request, path: `/v1/location?search=${search}&country=DE` };
};

const scenarios = [
  {
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
  {
    label: 'GET /v1/user (session cookie)',
    options: {
      requests: [{ method: 'GET', path: '/v1/user', headers: { cookie: sessionCookie } }],
    },
  },
  {
    label: 'GET /v1/location?search=… (1 connection)',
    options: { connections: 1, requests: [{ method: 'GET', setupRequest: nextSearch }] },
  },
  {
    label: 'GET /v1/location?search=…',
    options: { requests: [{ method: 'GET', setupRequest: nextSearch }] },
  },
];

const rows = [];
for (const { label, options } of scenarios) {
  const result = await run(options);
  rows.push({ label, connections: options.connections ?? CONNECTIONS, result });
}

await app.close();
await rm(dataDir, { recursive: true, force: true });

// autocannon's histogram counts whole milliseconds.
const ms = (value) => (value < 1 ? '< 1 ms' : `${Math.round(value)} ms`);
const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
const today = new Date().toISOString().slice(0, 10);
const table = rows
  .map(({ label, connections, result }) => {
    const { latency, requests, non2xx, errors, timeouts } = result;
    const cells = [
      label,
      connections,
      requests.total,
      Math.round(requests.average),
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
${loadBefore.toFixed(1)} when the run began.
The whole server in one process on 127.0.0.1 with the embedded PGlite database and a pino
logger at info level (to /dev/null); autocannon in the same process, ${SECONDS_PER_SCENARIO} s per
scenario. Logins rotate over ${ACCOUNTS} accounts and as many X-Forwarded-For addresses, so the
login rate limits do not answer them. "Failed" counts non-2xx answers, errors and timeouts.

| Scenario | Connections | Requests | Requests/s | p50 | p97.5 | p99 | max | Failed |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${table}
`;

console.info(report);
await writeFile(fileURLToPath(new URL('./api.md', import.meta.url)), report);
