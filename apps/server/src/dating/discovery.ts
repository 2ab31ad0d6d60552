/**
 * The members a member may discover (GET /dating): the game (sought gender, where 'other', the
 * settings' "Both", means everybody; age range; search radius around the member's grid-snapped
 * place; not yet swiped) or a search by name. Left out always: the member, blocked members (both
 * ways), and accounts still registering. Ranking: turbo-rocket members first, then an even mix of
 * distance (share of the search radius) and activity (time since last seen, up to a week); the id
 * keeps the order stable between pages. Distances are earthdistance's on the snapped positions.
 *
 * At a million members (issue 18, bench/dating.md) the game never ranks every candidate: the
 * turbo-rocket members are few and read apart (users_discovery_turbo); the others are read best
 * ranked first, a threshold of the rank at a time (`bestRanked`), through one GiST index over
 * position, activity, birthdate and gender (users_discovery_point). The search by name reads the
 * turbo-rocket members apart as well, and finds names through trigrams (users_name_trigram).
 * Either way the answer is the one ranking every candidate would give.
 *
 * The game's daily quota: every member gets `limits.dailyGameProfiles` different profiles a UTC
 * day, premium members `premiumBenefits.extraDailyProfiles` more (game_profile_views).
 */

import { errorCodes, limits, premiumBenefits } from '@amora/contract';
import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  not,
  notExists,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { blocks, gameProfileViews, swipes, type UserRow, users } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { defaultSearchGender, hasActivePremium, inGoodStanding, isUuid } from '../users';
import { type StrangerRow, strangerColumns } from './profiles';

export interface DiscoveryRequest {
  /** A name to look for; without it, the game's filters apply. */
  search?: string | undefined;
  /** Only members the game already handed the viewer on this UTC day (`YYYY-MM-DD`). */
  shownOn?: string | undefined;
  limit: number;
  offset: number;
}

/** One week: activity older than this counts as long ago. */
const activityHorizonSeconds = 7 * 24 * 60 * 60;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** When the member was last active (users_discovery_activity and users_discovery_point). */
const lastActive = sql`coalesce(${users.lastSeenAt}, ${users.createdAt})`;
const turboActive = (now: SQL) => sql`coalesce(${users.turboRocketEndDate} > ${now}, false)`;

type Placed = UserRow & { gridLatitude: number; gridLongitude: number };
const hasPlace = (viewer: UserRow): viewer is Placed =>
  viewer.gridLatitude !== null && viewer.gridLongitude !== null;
/** earth() of earthdistance: the radius its distances use, in metres. */
const earthRadius = sql.raw(`'6378168'::float8`);
/** ll_to_earth's point, one coordinate at a time (the same float8 operations in the same order). */
const earthPoint = (lat: SQL, lon: SQL) => [
  sql`${earthRadius} * cos(radians(${lat})) * cos(radians(${lon}))`,
  sql`${earthRadius} * cos(radians(${lat})) * sin(radians(${lon}))`,
  sql`${earthRadius} * sin(radians(${lat}))`,
];

/**
 * earth_distance(ll_to_earth(viewer), ll_to_earth(member)) written out: the same float8
 * operations in the same order (ll_to_earth, cube_distance, sec_to_gc), so the same value to the
 * last bit, without the SQL functions and the earth domain's checks that cost about 10 µs a row.
 * sec_to_gc's cases: a chord is never negative, and one longer than the diameter (rounding) gives
 * pi() * earth() there and 2 * earth() * asin(1) here, the same float8.
 */
const distanceOf = (viewer: Placed): SQL => {
  const [x, y, z] = earthPoint(sql`${users.gridLatitude}`, sql`${users.gridLongitude}`);
  const [cx, cy, cz] = earthPoint(
    sql`${viewer.gridLatitude}::float8`,
    sql`${viewer.gridLongitude}::float8`,
  );
  const chord = sql`sqrt((${x} - ${cx}) * (${x} - ${cx}) + (${y} - ${cy}) * (${y} - ${cy}) + (${z} - ${cz}) * (${z} - ${cz}))`;
  return sql`(2 * ${earthRadius} * asin(least(${chord} / (2 * ${earthRadius}), 1::float8)))`;
};

/** The earth's radius earthdistance works with (earth(), metres). */
const earthRadiusMetres = 6378168;

/**
 * Grid positions within `metres` of the viewer's lie inside these latitude and longitude bounds
 * (a little wider than needed, so rounding never leaves one out). The bounds add nothing to the
 * answer (the earthdistance test decides), but the btree indexes can test them.
 */
const boundsAround = (lat: number, lon: number, metres: number): SQL[] => {
  const angle = (metres / earthRadiusMetres) * 1.01 + 1e-6;
  const degrees = (angle * 180) / Math.PI;
  const bounds = [
    sql`${users.gridLatitude} between ${lat - degrees}::float8 and ${lat + degrees}::float8`,
  ];
  if (Math.abs(lat) + degrees < 89) {
    const spread =
      (Math.asin(Math.min(1, Math.sin(angle) / Math.cos((lat * Math.PI) / 180))) * 180) / Math.PI +
      1e-6;
    if (lon - spread > -180 && lon + spread < 180) {
      bounds.push(
        sql`${users.gridLongitude} between ${lon - spread}::float8 and ${lon + spread}::float8`,
      );
    }
  }
  return bounds;
};

/** The block test, one index look-up per direction (blocks_pair). */
const notBlockedWithViewer = (db: Database, viewerId: string): SQL[] => [
  notExists(
    db
      .select({ id: blocks.id })
      .from(blocks)
      .where(and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, users.id))),
  ),
  notExists(
    db
      .select({ id: blocks.id })
      .from(blocks)
      .where(and(eq(blocks.blockerId, users.id), eq(blocks.blockedId, viewerId))),
  ),
];

/** The game's filters for `viewer`. */
const gameFilters = (db: Database, viewer: UserRow): SQL[] => {
  const sought = viewer.searchGender ?? defaultSearchGender(viewer.gender);
  const filters: SQL[] = [
    // 'other' is the settings' "Both": men and women, and members of gender other.
    ...(sought === 'other' ? [] : [eq(users.gender, sought)]),
    sql`${users.birthdate} <= (current_date - make_interval(years => ${viewer.searchMinAge}::int))::date`,
    sql`${users.birthdate} > (current_date - make_interval(years => ${viewer.searchMaxAge + 1}::int))::date`,
    notExists(
      db
        .select({ id: swipes.id })
        .from(swipes)
        .where(and(eq(swipes.userId, viewer.id), eq(swipes.targetId, users.id))),
    ),
  ];
  if (viewer.searchCountryOnly && viewer.country) filters.push(eq(users.country, viewer.country));
  if (hasPlace(viewer)) {
    const radiusMetres = viewer.searchDistance * 1000;
    filters.push(
      isNotNull(users.gridLatitude),
      ...boundsAround(viewer.gridLatitude, viewer.gridLongitude, radiusMetres),
      sql`${distanceOf(viewer)} <= ${radiusMetres}::float8`,
    );
  }
  return filters;
};

/** The metres the distance share counts in: the search radius, at least a kilometre. */
const rankRadiusOf = (viewer: UserRow) => Math.max(1, viewer.searchDistance) * 1000;

/** Distance share of the radius (0 when either place is unknown) plus activity share, halved. */
const rankOf = (viewer: UserRow, now: SQL): SQL => {
  const activity = sql`least(extract(epoch from (${now} - ${lastActive})) / ${activityHorizonSeconds}::float8, 1)`;
  if (!hasPlace(viewer)) return sql`${activity}`;
  const distance = sql`coalesce(least(${distanceOf(viewer)} / ${rankRadiusOf(viewer)}::float8, 1), 1)`;
  return sql`(${distance} + ${activity}) / 2`;
};

/**
 * The users_discovery_point index's expression (written the same as in schema.ts): position,
 * last activity, and gender and birthdate in one, as one point of five dimensions.
 */
const discoveryPoint = sql`cube(cube(ll_to_earth(${users.gridLatitude}, ${users.gridLongitude}), extract(epoch from ${lastActive} - '2000-01-01 00:00:00+00'::timestamptz)::float8 / 6), case ${users.gender} when 'male' then 0 when 'female' then 1 when 'other' then 2 else 3 end * 1e9::float8 + (${users.birthdate} - '2000-01-01'::date)::float8 * 10)`;
const genderCodes = { male: 0, female: 1, other: 2 } as const;

/** A box of users_discovery_point: within `metres` of the viewer, active since `activeSince`. */
const discoveryBox = (viewer: Placed, metres: number, activeSince: SQL | undefined): SQL => {
  const sought = viewer.searchGender ?? defaultSearchGender(viewer.gender);
  // 'other' is "Both": every gender, and members without one (3), at any age in the box.
  const [genderLow, genderHigh] =
    sought === 'other' ? [0, 3] : [genderCodes[sought], genderCodes[sought]];
  const since = activeSince
    ? sql`extract(epoch from ${activeSince} - '2000-01-01 00:00:00+00'::timestamptz)::float8 / 6`
    : sql`-1e12::float8`;
  const born = (years: number) =>
    sql`((current_date - make_interval(years => ${years}::int))::date - '2000-01-01'::date)::float8 * 10`;
  const bornFrom = sql`${genderLow * 1e9}::float8 + ${born(viewer.searchMaxAge + 1)}`;
  const bornTo = sql`${genderHigh * 1e9}::float8 + ${born(viewer.searchMinAge)}`;
  return sql`cube(cube(${capBox(viewer, metres)}, ${since}, 1e12::float8), ${bornFrom}, ${bornTo}) @> ${discoveryPoint}`;
};

/**
 * The smallest box of ll_to_earth points around every place within `metres` of the viewer: on
 * each axis, the angle to the axis is the viewer's give or take the distance's angle. Tighter
 * than earth_box (a cube of twice the radius), a metre wider than needed against rounding.
 */
const capBox = (viewer: Placed, metres: number): SQL => {
  const lat = (viewer.gridLatitude * Math.PI) / 180;
  const lon = (viewer.gridLongitude * Math.PI) / 180;
  const centre = [Math.cos(lat) * Math.cos(lon), Math.cos(lat) * Math.sin(lon), Math.sin(lat)];
  const spread = metres / earthRadiusMetres;
  const low: number[] = [];
  const high: number[] = [];
  for (const coordinate of centre) {
    const angle = Math.acos(Math.max(-1, Math.min(1, coordinate)));
    low.push(earthRadiusMetres * Math.cos(Math.min(Math.PI, angle + spread)) - 1);
    high.push(earthRadiusMetres * Math.cos(Math.max(0, angle - spread)) + 1);
  }
  return sql`cube(array[${sql.join(
    low.map((value) => sql`${value}::float8`),
    sql`, `,
  )}], array[${sql.join(
    high.map((value) => sql`${value}::float8`),
    sql`, `,
  )}])`;
};

/**
 * Members ranked at most `threshold` (0 to 1): the rank itself, and what it implies in a form
 * the indexes serve. Both halves of the rank are at least 0, so each is at most twice the
 * threshold: active since now less twice the threshold of a week, and within twice the
 * threshold of the radius. Beyond a threshold of a half, members active longer ago (activity
 * share 1) come in too, within twice the threshold less one of the radius.
 */
const rankedAtMost = (viewer: UserRow, now: SQL, threshold: number): SQL[] => {
  // A little more than twice, so rounding in the database never leaves a member out.
  const share = 2 * threshold * 1.001 + 1e-9;
  const activeSince = sql`${now} - make_interval(secs => ${share * activityHorizonSeconds}::float8)`;
  const rank = sql`${rankOf(viewer, now)} <= ${threshold}::float8`;
  if (!hasPlace(viewer)) return [sql`${lastActive} >= ${activeSince}`, rank];
  const radius = viewer.searchDistance * 1000;
  const metres = (part: number) => Math.min(radius, part * rankRadiusOf(viewer));
  const activeNear = discoveryBox(viewer, metres(share), activeSince);
  if (share <= 1) return [activeNear, rank];
  return [sql`(${activeNear} or ${discoveryBox(viewer, metres(share - 1), undefined)})`, rank];
};

/** Where the game starts looking: members ranked within this share (doubled and so on). */
const firstThreshold = 1 / 8;

/** How far to widen a threshold under which `found` members of the `count` wanted were. */
const widening = (found: number, count: number) =>
  // Members within a threshold grow about with its square (distance and activity both).
  found <= 0 ? 6 : Math.min(6, Math.max(1.5, Math.sqrt(count / found) * 1.25));

/**
 * The next threshold after `threshold`. Past a half, every member inactive for a week or longer
 * (activity share 1) within twice the threshold less one of the radius comes in: most members,
 * and with a wide step thousands at once (2,016 read for 82 wanted in the bench's rural places).
 * With a place, the threshold therefore stops at a half, and beyond it widens that distance share
 * alone, from `firstThreshold` on, by the members it added to those within the half.
 */
const nextThreshold = (
  viewer: UserRow,
  threshold: number,
  found: number,
  count: number,
  withinHalf: number,
) => {
  if (!hasPlace(viewer)) return threshold * widening(found, count);
  if (threshold < 0.5) return Math.min(0.5, threshold * widening(found, count));
  const beyond = 2 * threshold - 1;
  if (beyond === 0) return (1 + firstThreshold) / 2;
  return (1 + beyond * widening(found - withinHalf, count - withinHalf)) / 2;
};

/**
 * The first `count` of the game's members that match `conditions`, by rank then id. Only the
 * best ranked are read: the members ranked within a threshold, found through the activity and
 * position indexes; when they are fewer than `count`, a wider threshold, until the threshold
 * says nothing any more (1: then every member's rank passes) and all members are ranked.
 * The answer is the same as ranking all members: every member ranked within the threshold comes
 * before every member ranked beyond it.
 */
const bestRanked = async (
  db: Database,
  viewer: UserRow,
  now: SQL,
  conditions: SQL[],
  count: number,
): Promise<StrangerRow[]> => {
  const rank = rankOf(viewer, now);
  const read = (extra: SQL[]) =>
    db
      .select(strangerColumns)
      .from(users)
      .where(and(...conditions, ...extra))
      .orderBy(asc(rank), asc(users.id))
      .limit(count);
  let threshold = firstThreshold;
  let withinHalf = 0;
  while (threshold < 1) {
    const rows = await read(rankedAtMost(viewer, now, threshold));
    if (rows.length >= count) return rows;
    if (threshold === 0.5) withinHalf = rows.length;
    threshold = nextThreshold(viewer, threshold, rows.length, count, withinHalf);
  }
  return read(
    hasPlace(viewer) ? [discoveryBox(viewer, viewer.searchDistance * 1000, undefined)] : [],
  );
};

/**
 * The members to discover. The game's reads expect parallel workers off for the transaction:
 * `discover` turns them off, and so does a game page's `startGame` in its first statement.
 */
export const discoverIn = async (
  db: Database,
  viewer: UserRow,
  request: DiscoveryRequest,
): Promise<StrangerRow[]> => {
  // One moment for every statement of the answer, so turbo and activity mean the same in each.
  const now = sql`${new Date().toISOString()}::timestamptz`;
  const base: SQL[] = [
    isNull(users.deletedAt),
    inGoodStanding(),
    ne(users.id, viewer.id),
    // Only finished profiles: a half-registered account has no age or pictures to show yet.
    eq(users.hasCompletedRegistration, true),
    isNotNull(users.birthdate),
    ...notBlockedWithViewer(db, viewer.id),
  ];
  const search = request.search?.trim();
  const conditions = search
    ? [...base, ilike(users.name, `%${escapeLike(search)}%`)]
    : [...base, ...gameFilters(db, viewer)];
  if (request.shownOn) {
    // The quota is used up: only the few members shown today, ranked all at once.
    conditions.push(inArray(users.id, shownOn(db, viewer.id, request.shownOn)));
    return db
      .select(strangerColumns)
      .from(users)
      .where(and(...conditions))
      .orderBy(desc(turboActive(now)), asc(rankOf(viewer, now)), asc(users.id))
      .limit(request.limit)
      .offset(request.offset);
  }
  // Turbo-rocket members first (few at a time, through users_discovery_turbo), then the rest:
  // the first `count` of both together, of which the page is the end.
  const count = request.offset + request.limit;
  const order = search
    ? [asc(users.name), asc(users.id)]
    : [asc(rankOf(viewer, now)), asc(users.id)];
  const turbo = await db
    .select(strangerColumns)
    .from(users)
    .where(and(...conditions, sql`${users.turboRocketEndDate} > ${now}`))
    .orderBy(...order)
    .limit(count);
  const others = [...conditions, not(turboActive(now))];
  const left = count - turbo.length;
  const rest =
    left <= 0
      ? []
      : search
        ? await db
            .select(strangerColumns)
            .from(users)
            .where(and(...others))
            .orderBy(...order)
            .limit(left)
        : await bestRanked(db, viewer, now, others, left);
  return [...turbo, ...rest].slice(request.offset, request.offset + request.limit);
};

/**
 * The game's statements read a few hundred rows at most, but the planner cannot count the rows
 * in a cube box and guesses a thousand: parallel workers would cost more to start (10 to 20 ms
 * on a busy machine) than they save. Without them for the rest of the transaction.
 */
export const discover = (
  db: Database,
  viewer: UserRow,
  request: DiscoveryRequest,
): Promise<StrangerRow[]> => {
  if (request.search?.trim()) return discoverIn(db, viewer, request);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return discoverIn(tx, viewer, request);
  });
};

/** The UTC day the game's quota and the matches of the day count in, as `YYYY-MM-DD`. */
export const gameDayOf = (now: Date) => now.toISOString().slice(0, 10);

/** How many different profiles the game hands `viewer` a day. */
export const dailyGameProfilesOf = (viewer: UserRow) =>
  limits.dailyGameProfiles + (hasActivePremium(viewer) ? premiumBenefits.extraDailyProfiles : 0);

const shownOn = (db: Database, viewerId: string, day: string) =>
  db
    .select({ id: gameProfileViews.targetId })
    .from(gameProfileViews)
    .where(and(eq(gameProfileViews.userId, viewerId), eq(gameProfileViews.day, day)));

/**
 * What a game page starts from, in one statement: the member's row, locked for the rest of the
 * transaction (two pages at once then count the quota one after the other), the members already
 * shown today, and parallel workers off for the transaction (see `discover`).
 */
const gameStartStatement = preparedStatement((db) => {
  const shownToday = db
    .select({
      ids: sql<string[]>`coalesce(json_agg(${gameProfileViews.targetId}), '[]'::json)`,
    })
    .from(gameProfileViews)
    .where(
      and(
        eq(gameProfileViews.userId, users.id),
        eq(gameProfileViews.day, sql`${sql.placeholder('day')}::date`),
      ),
    );
  return db
    .select({
      row: users,
      shown: sql<string[]>`(${shownToday})`,
      noParallelWorkers: sql`set_config('max_parallel_workers_per_gather', '0', true)`,
    })
    .from(users)
    .where(and(eq(users.id, sql`${sql.placeholder('memberId')}::uuid`), isNull(users.deletedAt)))
    .for('update', { of: users })
    .prepare('dating_game_start');
});

/** Starts a game page in `tx`: the member (locked) and whom the game showed them on `day`. */
export const startGame = async (tx: Transaction, memberId: string, day: string) => {
  const [found] = isUuid(memberId) ? await gameStartStatement(tx).execute({ memberId, day }) : [];
  // A session resolves only for a live account: a missing row means the session is over.
  if (!found) throw ApiProblem.of(errorCodes.SESSION_EXPIRED);
  return { self: found.row, shown: new Set(found.shown) };
};
