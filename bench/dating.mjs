// Latency of GET /v1/dating (the match game and the name search) with 1,000,000 profiles in
// PostgreSQL. Creates a database of its own on the local server (dropped afterwards), applies the
// migrations, loads the profiles spread over Germany with COPY (psql's \copy; positions snapped to
// the 1 km grid, as the location routes store them), gives each of 20 viewers in cities of
// different density 200 swipes and a few blocks, then times the route through Fastify's inject
// (routing, session, validation, SQL and serialisation; no network), each row beside the
// database's own time for the same statements (EXPLAIN ANALYZE). Writes bench/dating.md with the
// table and the main plans.
// Run: `npx tsx bench/dating.mjs` (AMORA_BENCH_POSTGRES_URL names the server; PROFILES=n for a
// quicker run with fewer profiles; AMORA_BENCH_KEEP=1 keeps the database for a look afterwards).
// The embedded database (PGlite) is not measured here: see bench/dating.md.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { amoraApp, serverOptions } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { blocks, sessions, swipes, users } from '../apps/server/src/db/schema.ts';
import { SeededRandom } from '../apps/server/src/demo/random.ts';
import { hashSessionId, sessionCookieName } from '../apps/server/src/identity/sessions.ts';
import { snapToGrid } from '../apps/server/src/location/index.ts';
import { createPostgresDatabase, requireFromServer } from './amora-server.mjs';

const Fastify = requireFromServer('fastify');
const pg = requireFromServer('pg');

const PROFILES = Number(process.env.PROFILES ?? 1_000_000);
const REQUESTS = 300;
const WARM_UP = 30;
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

/** One profile as a CSV line for COPY (no field holds a comma or a quote). */
const copyColumns =
  'name, email, birthdate, gender, has_completed_registration, latitude, longitude, grid_latitude, grid_longitude, city, country, last_seen_at, turbo_rocket_end_date';
const csvOf = (row) =>
  [
    row.name,
    row.email,
    row.birthdate,
    row.gender,
    'true',
    row.latitude,
    row.longitude,
    row.gridLatitude,
    row.gridLongitude,
    row.city,
    row.country,
    row.lastSeenAt.toISOString(),
    row.turboRocketEndDate?.toISOString() ?? '',
  ].join(',');

/** The profiles through psql's \copy (COPY FROM STDIN), fed in chunks as psql takes them. */
const copyIntoPostgres = (databaseUrl) =>
  new Promise((resolve, reject) => {
    const psql = spawn(
      'psql',
      [
        databaseUrl,
        '-v',
        'ON_ERROR_STOP=1',
        '-qc',
        `\\copy users (${copyColumns}) from stdin with (format csv)`,
      ],
      { stdio: ['pipe', 'inherit', 'inherit'] },
    );
    psql.on('error', reject);
    psql.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`psql exited ${code}`))));
    let index = 0;
    const feed = () => {
      while (index < PROFILES) {
        const lines = [];
        for (const end = Math.min(PROFILES, index + 5000); index < end; index += 1) {
          lines.push(csvOf(profileRow(index)));
        }
        if (!psql.stdin.write(`${lines.join('\n')}\n`)) {
          psql.stdin.once('drain', feed);
          return;
        }
      }
      psql.stdin.end();
    };
    feed();
  });

const database = await createPostgresDatabase();
const url = new URL(database.location.url);
const dataDir = await mkdtemp(path.join(tmpdir(), 'amora-bench-'));

try {
  const connection = await openDatabase({ kind: 'postgres', url: url.toString() });
  await connection.migrate();
  const loadStarted = performance.now();
  await copyIntoPostgres(url.toString());
  await connection.db.execute('vacuum analyze users');
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
  await connection.db.execute('vacuum analyze');
  await connection.close();
  if (process.env.AMORA_BENCH_KEEP) console.info(`kept ${url}`);

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

  // The database's own time for the same statements: every statement of the discovery query
  // (the game's distance, the search's ilike) is noted while a request runs, then replayed with
  // EXPLAIN ANALYZE (planning plus execution, summed over the request's statements).
  const captured = [];
  let capturing = false;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, values, callback) {
    const text = typeof config === 'string' ? config : config?.text;
    if (capturing && /asin\(| ilike /.test(text ?? '')) {
      captured.push({ text, values: Array.isArray(values) ? values : config?.values });
    }
    return query.call(this, config, values, callback);
  };
  const explainer = new pg.Client({ connectionString: url.toString() });
  await explainer.connect();
  const explain = async (statement, options = 'analyze') => {
    // As discovery runs them: the game without parallel workers (SET LOCAL there), the search with.
    await explainer.query(
      / ilike /.test(statement.text)
        ? 'reset max_parallel_workers_per_gather'
        : 'set max_parallel_workers_per_gather = 0',
    );
    const answer = await explainer.query({
      text: `explain (${options}) ${statement.text}`,
      values: statement.values,
    });
    return answer.rows.map((row) => row['QUERY PLAN']);
  };
  const databaseMs = async (statements) => {
    let total = 0;
    for (const statement of statements) {
      for (const line of await explain(statement)) {
        const match = /^(Planning|Execution) Time: ([\d.]+) ms/.exec(line);
        if (match) total += Number(match[2]);
      }
    }
    return total;
  };
  /** Before a request of a fresh game day: the viewer's quota of new profiles is whole again. */
  const freshDay = (viewer) =>
    explainer.query('delete from game_profile_views where user_id = $1', [viewer.id]);

  const percentile = (values, p) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
  };
  /** Hands every viewer the day's 50 new profiles (pages 1 and 2, untimed). */
  const handOutDailyQuota = async () => {
    for (const viewer of viewers) {
      await freshDay(viewer);
      for (const page of [1, 2]) {
        await app.inject({
          method: 'GET',
          url: `/v1/dating?page=${page}`,
          headers: { cookie: viewer.cookie },
        });
      }
    }
  };
  const time = async (label, urlOf, { fresh = false, quotaUsed = false } = {}) => {
    if (quotaUsed) await handOutDailyQuota();
    const timings = [];
    const database = [];
    let items = 0;
    for (let index = 0; index < WARM_UP + REQUESTS; index += 1) {
      const viewer = viewers[index % viewers.length];
      if (fresh) await freshDay(viewer);
      // The database's time for the first 40 timed requests (two per viewer).
      const measureDatabase = index >= WARM_UP && index < WARM_UP + 40;
      captured.length = 0;
      capturing = measureDatabase;
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: urlOf(index),
        headers: { cookie: viewer.cookie },
      });
      const elapsed = performance.now() - started;
      capturing = false;
      if (response.statusCode !== 200) {
        throw new Error(`${label}: ${response.statusCode} ${response.body}`);
      }
      if (index >= WARM_UP) {
        timings.push(elapsed);
        items += response.json().count;
      }
      if (measureDatabase) database.push(await databaseMs([...captured]));
    }
    return {
      label,
      count: timings.length,
      p50: percentile(timings, 0.5),
      p95: percentile(timings, 0.95),
      max: percentile(timings, 1),
      databaseP50: percentile(database, 0.5),
      databaseP95: percentile(database, 0.95),
      items: items / timings.length,
    };
  };

  const searchFor = (index) => `Member${index % 97}`;
  const results = [
    await time('game, page 1 (36), fresh', () => '/v1/dating', { fresh: true }),
    await time('game, page 3 (36), fresh', () => '/v1/dating?page=3', { fresh: true }),
    await time('grid page (30), fresh', () => '/v1/dating?pageSize=30', { fresh: true }),
    await time('game, page 1, quota used', () => '/v1/dating', { quotaUsed: true }),
    await time('name search (50)', (index) => `/v1/dating?search=${searchFor(index)}`),
  ];

  // The plans, abbreviated to their nodes: a dense city and a rural place, a fresh game page and
  // a search.
  const plans = [];
  const planOf = async (title, viewer, requestUrl) => {
    await freshDay(viewer);
    captured.length = 0;
    capturing = true;
    await app.inject({ method: 'GET', url: requestUrl, headers: { cookie: viewer.cookie } });
    capturing = false;
    const statements = [...captured];
    const lines = [];
    for (const [index, statement] of statements.entries()) {
      lines.push(`-- statement ${index + 1} of ${statements.length}`);
      for (const line of await explain(statement, 'analyze, costs off, buffers off')) {
        const node = line.trim().startsWith('->') || !line.startsWith(' ');
        const shown = /^(Planning|Execution) Time/.test(line) || (node && !/^\w+:/.test(line));
        if (shown) lines.push(line.length > 118 ? `${line.slice(0, 117)}…` : line);
      }
    }
    plans.push(`### ${title}\n\n\`\`\`\n${lines.join('\n')}\n\`\`\``);
  };
  await planOf(`Game, page 1, ${viewers[0].placeName}`, viewers[0], '/v1/dating');
  await planOf(`Game, page 1, ${viewers[9].placeName}`, viewers[9], '/v1/dating');
  await planOf(`Game, page 3, ${viewers[9].placeName}`, viewers[9], '/v1/dating?page=3');
  await planOf(`Name search "${searchFor(7)}"`, viewers[0], `/v1/dating?search=${searchFor(7)}`);
  await explainer.end();
  await app.close();

  const ms = (value) => `${value.toFixed(1)} ms`;
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const pgVersion = await (async () => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const answer = await client.query('show server_version');
    await client.end();
    return answer.rows[0].server_version;
  })();
  const table = `# GET /v1/dating latency

Measured by \`npx tsx bench/dating.mjs\` on ${cpu} (${cpus().length} cores,
${Math.round(totalmem() / 2 ** 30)} GiB, shared: load average ${loadavg()[0].toFixed(1)} at the end), Node ${process.version}, PostgreSQL ${pgVersion},
${new Date().toISOString().slice(0, 10)}.
${PROFILES.toLocaleString('en')} profiles over Germany (80 % around 8 cities, 20 % anywhere; 1 % with a
turbo rocket; loaded with COPY in ${loadSeconds.toFixed(0)} s with the indexes in place), 20 viewers in those
cities and two rural places (women seeking men 25 to 40 within 50 km, each with 200 swipes and 10
blocks), requests in turn through Fastify's \`inject\` (session, validation, SQL with earthdistance
on the grid positions, the profiles' pictures, likes and dialogs, JSON), ${REQUESTS} timed after
${WARM_UP} warm-up, one at a time. The game rows marked fresh start each request with the viewer's
daily quota whole (its game_profile_views deleted, untimed), so every request ranks new members;
"quota used" is the game once the day's 50 new profiles are handed out (pages 1 and 2 asked untimed
before the row; only those 50 come again).
Database: the discovery statements of the first 40 timed requests replayed with EXPLAIN ANALYZE
(planning plus execution), the baseline the route's time compares with.

| Call | Requests | p50 | p95 | max | database p50 | database p95 | profiles per answer |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${results.map((r) => `| ${r.label} | ${r.count} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} | ${ms(r.databaseP50)} | ${ms(r.databaseP95)} | ${r.items.toFixed(1)} |`).join('\n')}

## Plans (EXPLAIN ANALYZE, nodes only)

${plans.join('\n\n')}
`;
  console.info(table);
  await writeFile(new URL('./dating.md', import.meta.url), table);
} finally {
  if (!process.env.AMORA_BENCH_KEEP) {
    await database.drop();
  }
  await rm(dataDir, { recursive: true, force: true });
}
