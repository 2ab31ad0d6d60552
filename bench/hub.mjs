// The chat hub under load, beside the usual Node alternatives: Amora's hub at /v1/chat/hub (the
// whole server: sessions, SignalR protocol, messages stored and paid in coins), once on the
// embedded PGlite database and once on the local PostgreSQL (chat only: the connections it holds
// do not depend on the database), then a Socket.IO relay and a bare `ws` relay (both forward
// messages and store nothing: the peer and the ceiling). Each server runs in a child process of
// its own (bench/hub/server.mjs) so its memory figures hold only its own connections; the
// clients (bench/hub/clients.mjs) run here. For each server, one after the other:
//   1. connections held: opens BENCH_CONNECTIONS connections, holds them BENCH_HOLD_SECONDS
//      (past the hub's 15 s keep-alive ping), counts those the server still holds and divides
//      the growth of its RSS and heap by them;
//   2. 1:1 chat at rising load: for each count of pairs in BENCH_PAIRS, every pair plays
//      ping-pong for BENCH_SECONDS (one message in flight per pair: the partner answers when
//      the message arrives), timing each message from the send to its arrival at the partner.
// Prints one markdown table with the machine noted and writes it to bench/hub.md.
// Run: `npx tsx bench/hub.mjs` (tsx loads the server's TypeScript source in the child);
// BENCH_SERVERS=amora,ws picks servers; AMORA_BENCH_POSTGRES_URL names the PostgreSQL server;
// BENCH_CONNECTIONS=0 leaves out the connections rows (chat rows only), BENCH_PAIRS=0 the chat
// rows (connections rows only); BENCH_REPORT=path writes the table there instead of bench/hub.md
// (a narrowed run need not replace the full report).
import { fork } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { messagePrice } from '../packages/contract/src/chat.ts';
import { clients } from './hub/clients.mjs';

/** Other work on the machine skews the figures; the report notes how busy it was. */
const loadBefore = loadavg()[0] ?? 0;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10_000);
const HOLD_SECONDS = Number(process.env.BENCH_HOLD_SECONDS ?? 16);
const SECONDS_PER_LEVEL = Number(process.env.BENCH_SECONDS ?? 5);
const PAIRS = (process.env.BENCH_PAIRS ?? '10,100,500')
  .split(',')
  .map(Number)
  .filter((pairs) => pairs > 0);
/** Connections opened at once; more only lengthens the listen queue. */
const OPENING_CONCURRENCY = 100;
/**
 * Each level is timed once every pair has had a message arrive (at least a second: the JIT
 * compiles), so a saturated server's queue is as long as it gets; waiting is capped.
 */
const WARM_UP_MS = 1000;
const WARM_UP_LIMIT_MS = 15_000;
/** A message not arrived this long after the level ended counts as lost (queues may be long). */
const DRAIN_MS = 30_000;
/** A short chat line: one block of the price list. */
const TEXT = 'Hallo! Wie war dein Tag? Hast du Lust auf…';

// The hub holds connections the same whatever the database, so only the PGlite run counts them.
const allServers = [
  { kind: 'amora', client: 'amora', label: 'Amora hub, PGlite', connections: true },
  { kind: 'amora-postgres', client: 'amora', label: 'Amora hub, PostgreSQL', connections: false },
  { kind: 'socket.io', client: 'socket.io', label: 'Socket.IO relay', connections: true },
  { kind: 'ws', client: 'ws', label: 'bare ws relay', connections: true },
];
const chosen = process.env.BENCH_SERVERS?.split(',');
const servers = allServers.filter(({ kind }) => !chosen || chosen.includes(kind));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server in a child process, and its answers over IPC in the order they were asked for. */
const startServer = async (kind) => {
  const child = fork(new URL('./hub/server.mjs', import.meta.url), [kind], {
    execArgv: [...process.execArgv, '--expose-gc'],
  });
  const answers = [];
  const waiting = [];
  child.on('message', (answer) => {
    if (waiting.length > 0) waiting.shift()(answer);
    else answers.push(answer);
  });
  const next = () =>
    answers.length > 0
      ? Promise.resolve(answers.shift())
      : new Promise((resolve) => waiting.push(resolve));
  const ask = (request) => {
    child.send(request);
    return next();
  };
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const { ready: port, about } = await Promise.race([
    next(),
    exited.then((code) => {
      throw new Error(
        `the ${kind} server exited with code ${code} before it listened (its error is above)`,
      );
    }),
  ]);
  return {
    port,
    about,
    members: async (count) => (await ask({ kind: 'members', count })).members,
    connections: async () => (await ask({ kind: 'connections' })).connections,
    memory: () => ask({ kind: 'memory' }),
    close: async () => {
      child.send({ kind: 'close' });
      await exited;
    },
  };
};

/** Runs `task` for every item, at most `concurrency` at a time. */
const inBatches = async (items, concurrency, task) => {
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex;
      nextIndex += 1;
      await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
};

const percentile = (sorted, share) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

const ignoreMessages = { received: () => {}, failed: () => {} };

/** Opens a connection per member; answers the endpoints, the opening times and the failures. */
const openAll = async (open, port, members, listenerOf = () => ignoreMessages) => {
  const endpoints = [];
  const timings = [];
  const errors = [];
  await inBatches(members, OPENING_CONCURRENCY, async (member, index) => {
    const started = performance.now();
    try {
      endpoints[index] = await open(port, member, listenerOf(index));
      timings.push(performance.now() - started);
    } catch (error) {
      errors.push(error.message);
    }
  });
  return { endpoints: endpoints.filter(Boolean), timings, errors };
};

const closeAll = async (server, endpoints) => {
  for (const endpoint of endpoints) endpoint.close();
  const deadline = Date.now() + 15_000;
  while ((await server.connections()) > 0 && Date.now() < deadline) await sleep(200);
};

/** Phase 1: how many connections the server holds, and what each costs it. */
const measureConnections = async (server, open, members) => {
  const before = await server.memory();
  const started = performance.now();
  const { endpoints, timings, errors } = await openAll(open, server.port, members);
  const openingSeconds = (performance.now() - started) / 1000;
  await sleep(HOLD_SECONDS * 1000);
  const after = await server.memory();
  const held = after.connections;
  await closeAll(server, endpoints);
  timings.sort((a, b) => a - b);
  return {
    scenario: `${members.length.toLocaleString('en')} connections, held ${HOLD_SECONDS} s`,
    count: `${held.toLocaleString('en')} held`,
    perSecond: `${Math.round(endpoints.length / openingSeconds).toLocaleString('en')} opened/s`,
    p50: percentile(timings, 0.5),
    p99: percentile(timings, 0.99),
    rss: held ? (after.memory.rss - before.memory.rss) / held : Number.NaN,
    heap: held ? (after.memory.heapUsed - before.memory.heapUsed) / held : Number.NaN,
    failed: errors.length + (endpoints.length - held),
    firstError: errors[0],
  };
};

/** The cells of a row a phase does not measure. */
const unmeasured = {
  count: '—',
  perSecond: '—',
  p50: Number.NaN,
  p99: Number.NaN,
  rss: Number.NaN,
  heap: Number.NaN,
};

/** Phase 2: `pairCount` pairs playing ping-pong; delivered messages per second and latency. */
const measureChat = async (server, open, members, pairCount) => {
  const latencies = [];
  const errors = [];
  let measuring = false;
  let sending = false;
  const pairs = Array.from({ length: pairCount }, (_, index) => ({
    members: [members[2 * index], members[2 * index + 1]],
    endpoints: [],
    sentAt: 0,
    inFlight: false,
    arrivals: 0,
  }));
  /** The pair's message from side `from` to the other side. */
  const send = (pair, from) => {
    pair.inFlight = true;
    pair.sentAt = performance.now();
    pair.endpoints[from].send(pair.members[1 - from].id, TEXT);
  };
  const listenerOf = (index) => {
    const pair = pairs[Math.floor(index / 2)];
    const side = index % 2;
    return {
      received: () => {
        const latency = performance.now() - pair.sentAt;
        pair.inFlight = false;
        pair.arrivals += 1;
        if (measuring) latencies.push(latency);
        if (sending) send(pair, side);
      },
      failed: (error) => {
        errors.push(error);
        pair.inFlight = false;
        // A refused send is retried from the same side a little later, as a member would.
        if (sending) setTimeout(() => send(pair, side), 100);
      },
    };
  };
  const scenario = `1:1 chat, ${pairCount} pairs`;
  const opened = await openAll(open, server.port, members.slice(0, 2 * pairCount), listenerOf);
  if (opened.errors.length > 0) {
    await closeAll(server, opened.endpoints);
    return {
      ...unmeasured,
      scenario,
      failed: opened.errors.length,
      firstError: `connecting the pairs failed: ${opened.errors[0]}`,
    };
  }
  for (const [index, endpoint] of opened.endpoints.entries()) {
    pairs[Math.floor(index / 2)].endpoints[index % 2] = endpoint;
  }

  sending = true;
  for (const pair of pairs) send(pair, 0);
  await sleep(WARM_UP_MS);
  const warmUpEnd = Date.now() + WARM_UP_LIMIT_MS - WARM_UP_MS;
  while (pairs.some((pair) => pair.arrivals === 0) && Date.now() < warmUpEnd) await sleep(50);
  measuring = true;
  await sleep(SECONDS_PER_LEVEL * 1000);
  measuring = false;
  sending = false;
  const deadline = Date.now() + DRAIN_MS;
  while (pairs.some((pair) => pair.inFlight) && Date.now() < deadline) await sleep(50);
  const lost = pairs.filter((pair) => pair.inFlight).length;
  await closeAll(server, opened.endpoints);

  latencies.sort((a, b) => a - b);
  return {
    ...unmeasured,
    scenario,
    count: `${latencies.length.toLocaleString('en')} messages`,
    perSecond: `${Math.round(latencies.length / SECONDS_PER_LEVEL).toLocaleString('en')} msg/s`,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failed: errors.length + lost,
    firstError: errors[0] ?? (lost > 0 ? `${lost} messages never arrived` : undefined),
  };
};

const REPORT = process.env.BENCH_REPORT ?? new URL('./hub.md', import.meta.url);

const rows = [];
const skipped = [];
/** The database each Amora server ran on, by kind. */
const databases = {};
const runStarted = performance.now();
/** Says how far the run has got: it takes minutes. */
const progress = (text) =>
  console.info(`${Math.round((performance.now() - runStarted) / 1000)} s: ${text}`);
const record = (order, label, result) => {
  rows.push({ order, label, ...result });
  progress(`${label}, ${result.scenario}: ${result.count}, ${result.perSecond}`);
};
for (const { kind, client, label, connections } of servers) {
  let server;
  try {
    server = await startServer(kind);
  } catch (error) {
    skipped.push(`- ${label}: not measured, ${error.message}`);
    continue;
  }
  try {
    databases[kind] = server.about;
    const open = clients[client];
    const chatMembers = 2 * Math.max(0, ...PAIRS);
    const holdsConnections = connections && CONNECTIONS > 0;
    const members = await server.members(
      holdsConnections ? Math.max(CONNECTIONS, chatMembers) : chatMembers,
    );
    progress(`${label}: ${members.length.toLocaleString('en')} members ready`);
    if (holdsConnections) {
      record(0, label, await measureConnections(server, open, members.slice(0, CONNECTIONS)));
    }
    for (const [level, pairCount] of PAIRS.entries()) {
      record(level + 1, label, await measureChat(server, open, members, pairCount));
    }
  } catch (error) {
    skipped.push(`- ${label}: stopped, ${error.message}`);
  } finally {
    await server.close();
  }
}
// One scenario after the other, the servers side by side.
rows.sort((a, b) => a.order - b.order);

const ms = (value) =>
  Number.isNaN(value) ? '—' : value < 10 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`;
const kib = (value) => (Number.isNaN(value) ? '—' : `${(value / 1024).toFixed(1)} KiB`);
/** The process's own limit (Node raises the soft limit to the hard one at start-up). */
const fileLimit = async () => {
  const limits = await readFile('/proc/self/limits', 'utf8').catch(() => '');
  return limits.match(/^Max open files\s+(\d+)/m)?.[1] ?? 'unknown';
};
const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
const table = rows
  .map((row) =>
    [
      row.label,
      row.scenario,
      row.count,
      row.perSecond,
      ms(row.p50),
      ms(row.p99),
      kib(row.rss),
      kib(row.heap),
      row.failed,
    ].join(' | '),
  )
  .map((cells) => `| ${cells} |`)
  .join('\n');
const notes = [
  ...skipped,
  ...rows
    .filter((row) => row.firstError)
    .map(
      (row) => `- ${row.label}, ${row.scenario}: ${row.failed} failed, first: ${row.firstError}`,
    ),
].join('\n');

const { devDependencies } = JSON.parse(
  await readFile(new URL('../package.json', import.meta.url), 'utf8'),
);
const loadAfter = loadavg()[0] ?? 0;
const report = `# Chat hub: connections, throughput and latency

Measured by \`npx tsx bench/hub.mjs\` on ${cpu} (${cpus().length} cores,
${Math.round(totalmem() / 2 ** 30)} GiB), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.
Load average ${loadBefore.toFixed(1)} when the run began and ${loadAfter.toFixed(1)} at its end (other work on the
machine slows every row); open files limit ${await fileLimit()} per process.

Each server runs in a child process of its own on 127.0.0.1; the clients run in the parent
process and share the cores with it.

- Amora hub: the whole server (pino logger at info level, to /dev/null) on the embedded
  database (${databases.amora ?? 'not run'}, files in a temporary folder) or on a fresh database
  of the local PostgreSQL (${databases['amora-postgres'] ?? 'not run'}). One raw WebSocket client per member:
  negotiate with a session cookie, the SignalR JSON handshake, then \`sendMessage\` (stored,
  ${messagePrice(TEXT)} coins charged, answered with a completion; the partner gets \`OnNewMessage\`).
- Socket.IO relay (socket.io ${devDependencies['socket.io']}, \`transports: ['websocket']\`): a room per member;
  an emit is acknowledged to the sender and forwarded to the partner's room.
- bare ws relay (ws ${devDependencies.ws}): the frame forwarded to the partner's socket, nothing else.
- Connections rows: ${CONNECTIONS.toLocaleString('en')} clients opened ${OPENING_CONCURRENCY} at a time; p50/p99 is the time
  to open one (Amora: negotiate, WebSocket, handshake). Held is what the server counts after
  ${HOLD_SECONDS} s; Amora clients answer the hub's keep-alive pings, as the official client's own
  pings would keep it open. RSS and heap per connection: the server's growth (after a full GC)
  divided by the connections held.
- Chat rows: each pair has one message in flight and answers it on arrival, for ${SECONDS_PER_LEVEL} s
  after a warm-up that lasts until every pair had a message arrive (at least ${WARM_UP_MS / 1000} s, at
  most ${WARM_UP_LIMIT_MS / 1000} s). Messages/s counts arrivals at the partner; p50/p99 is the time from the
  send to the partner receiving it. Failed counts refused sends and messages not arrived
  ${DRAIN_MS / 1000} s after the end.

| Server | Scenario | Count | Rate | p50 | p99 | RSS per connection | Heap per connection | Failed |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${table}
${notes ? `\n${notes}\n` : ''}`;

console.info(report);
await writeFile(REPORT, report);
