// Latency of GET /v1/dating (the match game and the name search) with 100,000 profiles in
// PostgreSQL. Creates a database of its own on the local server (dropped afterwards), applies the
// migrations, writes the profiles spread over Germany (positions snapped to the 1 km grid, as the
// location routes store them), gives each of 20 viewers in cities of different density 200 swipes
// and a few blocks, then times the route through Fastify's inject (routing, session, validation,
// SQL and serialisation; no network). Writes a markdown table to bench/dating.md.
// Run: `npx tsx bench/dating.mjs` (AMORA_BENCH_POSTGRES_URL to name the server; PROFILES=n).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { amoraApp, serverOptions } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { blocks, sessions, swipes, users } from '../apps/server/src/db/schema.ts';
import { hashSessionId, sessionCookieName } from '../apps/server/src/plugins/sessions.ts';
import { SeededRandom } from '../apps/server/src/services/demo/random.ts';
import { snapToGrid } from '../apps/server/src/services/location/index.ts';

const requireFromServer = createRequire(new URL('../apps/server/package.json', import.meta.url));
const Fastify = requireFromServer('fastify');
const pg = requireFromServer('pg');

const PROFILES = Number(process.env.PROFILES ?? 100_000);
const REQUESTS = 300;
const WARM_UP = 30;
const adminUrl = process.env.AMORA_BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const admin = async (statement) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

const random = new SeededRandom(7);
/** Places weighted by how many members live there: big cities dense, the rest spread out. */
const cities = [
  ['Berlin', 52.52, 13.405, 14],
  ['Hamburg', 53.551, 9.994, 8],
  ['München', 48.135, 11.582, 7],
  ['Köln', 50.938, 6.96, 5],
  ['Frankfurt', 50.11, 8.682, 4],
  ['Leipzig', 51.34, 12.375, 3],
  ['Rostock', 54.092, 12.099, 1],
  ['Passau', 48.574, 13.431, 1],
];

const point = () => {
  if (random.chance(0.2)) {
    return { lat: random.between(47.4, 54.8), lon: random.between(6.1, 14.9) };
  }
  const [, lat, lon] = random.weighted(cities.map((city) => [city, city[3]]));
  return { lat: lat + random.between(-0.25, 0.25), lon: lon + random.between(-0.4, 0.4) };
};

const birthdate = (age) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - age);
  date.setUTCDate(date.getUTCDate() - random.integer(0, 364));
  return date.toISOString().slice(0, 10);
};

const profileRow = (index) => {
  const place = point();
  const grid = snapToGrid(place.lat, place.lon);
  const hoursAgo = random.integer(0, 24 * 60);
  return {
    name: `Member${index}`,
    email: `bench${index}@example.com`,
    birthdate: birthdate(random.integer(18, 70)),
    gender: random.chance(0.5) ? 'male' : 'female',
    hasCompletedRegistration: true,
    latitude: place.lat,
    longitude: place.lon,
    gridLatitude: grid.lat,
    gridLongitude: grid.lon,
    city: 'Bench',
    country: 'de',
    lastSeenAt: new Date(Date.now() - hoursAgo * 3600_000),
    turboRocketEndDate: random.chance(0.01) ? new Date(Date.now() + 3600_000) : null,
  };
};

const databaseName = `amora_bench_${randomBytes(4).toString('hex')}`;
await admin(`create database ${databaseName}`);
const url = new URL(adminUrl);
url.pathname = `/${databaseName}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'amora-bench-'));

try {
  const connection = await openDatabase({ kind: 'postgres', url: url.toString() });
  await connection.migrate();
  const loadStarted = performance.now();
  const batch = 2000;
  for (let start = 0; start < PROFILES; start += batch) {
    const rows = [];
    for (let index = start; index < Math.min(PROFILES, start + batch); index += 1) {
      rows.push(profileRow(index));
    }
    await connection.db.insert(users).values(rows);
  }
  await connection.db.execute('analyze');
  const loadSeconds = (performance.now() - loadStarted) / 1000;

  // Viewers: women seeking men, 25 to 40, radius 50 km, in each city (and two in the country).
  const viewerPlaces = [
    ...cities.map(([name, lat, lon]) => [name, lat, lon]),
    ['Bad Kissingen (rural)', 50.2, 10.08],
    ['Uckermark (rural)', 53.2, 13.85],
  ];
  const viewers = [];
  for (let index = 0; index < 20; index += 1) {
    const [placeName, lat, lon] = viewerPlaces[index % viewerPlaces.length];
    const grid = snapToGrid(lat, lon);
    const [viewer] = await connection.db
      .insert(users)
      .values({
        name: `Viewer${index}`,
        email: `viewer${index}@example.com`,
        birthdate: birthdate(30),
        gender: 'female',
        searchGender: 'male',
        searchMinAge: 25,
        searchMaxAge: 40,
        searchDistance: 50,
        hasCompletedRegistration: true,
        latitude: lat,
        longitude: lon,
        gridLatitude: grid.lat,
        gridLongitude: grid.lon,
        country: 'de',
      })
      .returning();
    const sessionId = randomBytes(32).toString('base64url');
    await connection.db.insert(sessions).values({
      idHash: hashSessionId(sessionId),
      userId: viewer.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    viewers.push({ id: viewer.id, placeName, cookie: `${sessionCookieName}=${sessionId}` });
  }
  const someIds = await connection.db.execute(
    `select id from users where gender = 'male' order by random() limit ${20 * 210}`,
  );
  const ids = someIds.rows.map((row) => row.id);
  for (const [index, viewer] of viewers.entries()) {
    const mine = ids.slice(index * 210, index * 210 + 210);
    if (mine.length < 210) break;
    await connection.db
      .insert(swipes)
      .values(
        mine
          .slice(0, 200)
          .map((targetId) => ({ userId: viewer.id, targetId, direction: 'dislike' })),
      );
    await connection.db
      .insert(blocks)
      .values(
        mine.slice(200).map((blockedId) => ({ blockerId: viewer.id, blockedId, reason: 'spam' })),
      );
  }
  await connection.db.execute('analyze');
  await connection.close();

  const config = await loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    // 'test' keeps the rate limits' production settings and the demo data out of the figures.
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SECRET: 'bench-secret-bench-secret-bench-secret-01',
    PUBLIC_URL: 'http://localhost:8080',
    WEB_DIST: path.join(dataDir, 'web'),
  });
  const app = Fastify(serverOptions(false));
  await app.register(amoraApp, { config, database: { kind: 'postgres', url: url.toString() } });
  await app.ready();

  const time = async (label, urlOf) => {
    const timings = [];
    let items = 0;
    for (let index = 0; index < WARM_UP + REQUESTS; index += 1) {
      const viewer = viewers[index % viewers.length];
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: urlOf(index),
        headers: { cookie: viewer.cookie },
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) {
        throw new Error(`${label}: ${response.statusCode} ${response.body}`);
      }
      if (index >= WARM_UP) {
        timings.push(elapsed);
        items += response.json().count;
      }
    }
    timings.sort((a, b) => a - b);
    const at = (p) => timings[Math.min(timings.length - 1, Math.floor(timings.length * p))];
    return {
      label,
      count: timings.length,
      p50: at(0.5),
      p95: at(0.95),
      max: at(1),
      items: items / timings.length,
    };
  };

  const results = [
    await time('game, page 1 (36)', () => '/v1/dating'),
    await time('game, page 3 (36)', () => '/v1/dating?page=3'),
    await time('grid page (30)', () => '/v1/dating?pageSize=30'),
    await time('name search (50)', (index) => `/v1/dating?search=Member${index % 97}`),
  ];
  await app.close();

  const ms = (value) => `${value.toFixed(1)} ms`;
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const pgVersion = await (async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const answer = await client.query('show server_version');
    await client.end();
    return answer.rows[0].server_version;
  })();
  const table = `# GET /v1/dating latency

Measured by \`npx tsx bench/dating.mjs\` on ${cpu} (${cpus().length} cores,
${Math.round(totalmem() / 2 ** 30)} GiB), Node ${process.version}, PostgreSQL ${pgVersion},
${new Date().toISOString().slice(0, 10)}.
${PROFILES.toLocaleString('en')} profiles over Germany (80 % around 8 cities, 20 % anywhere; loaded in
${loadSeconds.toFixed(0)} s), 20 viewers in those cities and two rural places (women seeking men
25 to 40 within 50 km, each with 200 swipes and 10 blocks), requests in turn through Fastify's
\`inject\` (session, validation, SQL with earthdistance on the grid positions, the profiles'
pictures, likes and dialogs, JSON), ${REQUESTS} timed after ${WARM_UP} warm-up, one at a time.

| Call | Requests | p50 | p95 | max | profiles per answer |
| --- | ---: | ---: | ---: | ---: | ---: |
${results.map((r) => `| ${r.label} | ${r.count} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} | ${r.items.toFixed(1)} |`).join('\n')}
`;
  console.info(table);
  await writeFile(new URL('./dating.md', import.meta.url), table);
} finally {
  await admin(`drop database if exists ${databaseName} with (force)`);
  await rm(dataDir, { recursive: true, force: true });
}
