/**
 * The members a member may discover (GET /dating): the game (sought gender, where 'other', the
 * settings' "Both", means everybody; age range; search radius around the member's grid-snapped
 * place; not yet swiped) or a search by name. Left out always: the member, blocked members (both
 * ways), and accounts still registering. Ranking: turbo-rocket members first, then an even mix of
 * distance (share of the search radius) and activity (time since last seen, up to a week); the id
 * keeps the order stable between pages. The distance test runs in SQL with earthdistance on the
 * snapped positions, through the users_grid_position GiST index.
 *
 * The game's daily quota: every member gets `limits.dailyGameProfiles` different profiles a UTC
 * day, premium members `premiumBenefits.extraDailyProfiles` more (game_profile_views).
 */

import { limits, premiumBenefits } from '@amora/contract';
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
import type { Database } from '../db/client';
import { gameProfileViews, swipes, type UserRow, users } from '../db/schema';
import { defaultSearchGender, hasActivePremium, inGoodStanding } from '../users';
import { blockedWithViewer } from './blocks';

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

const earthOf = (lat: SQL | number, lon: SQL | number) => sql`ll_to_earth(${lat}, ${lon})`;
const memberEarth = earthOf(sql`${users.gridLatitude}`, sql`${users.gridLongitude}`);

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
  if (viewer.gridLatitude !== null && viewer.gridLongitude !== null) {
    const centre = earthOf(
      sql`${viewer.gridLatitude}::float8`,
      sql`${viewer.gridLongitude}::float8`,
    );
    const radiusMetres = viewer.searchDistance * 1000;
    filters.push(
      isNotNull(users.gridLatitude),
      sql`earth_box(${centre}, ${radiusMetres}::float8) @> ${memberEarth}`,
      sql`earth_distance(${centre}, ${memberEarth}) <= ${radiusMetres}::float8`,
    );
  }
  return filters;
};

/** Distance share of the radius (0 when either place is unknown) plus activity share, halved. */
const rankOf = (viewer: UserRow): SQL => {
  const activity = sql`least(extract(epoch from (now() - coalesce(${users.lastSeenAt}, ${users.createdAt}))) / ${activityHorizonSeconds}::float8, 1)`;
  if (viewer.gridLatitude === null || viewer.gridLongitude === null) return sql`${activity}`;
  const centre = earthOf(sql`${viewer.gridLatitude}::float8`, sql`${viewer.gridLongitude}::float8`);
  const distance = sql`coalesce(least(earth_distance(${centre}, ${memberEarth}) / ${Math.max(1, viewer.searchDistance) * 1000}::float8, 1), 1)`;
  return sql`(${distance} + ${activity}) / 2`;
};

export const discover = (db: Database, viewer: UserRow, request: DiscoveryRequest) => {
  const base: SQL[] = [
    isNull(users.deletedAt),
    inGoodStanding(),
    ne(users.id, viewer.id),
    // Only finished profiles: a half-registered account has no age or pictures to show yet.
    eq(users.hasCompletedRegistration, true),
    isNotNull(users.birthdate),
    not(blockedWithViewer(db, viewer.id, users.id)),
  ];
  const search = request.search?.trim();
  const conditions = search
    ? [...base, ilike(users.name, `%${escapeLike(search)}%`)]
    : [...base, ...gameFilters(db, viewer)];
  if (request.shownOn) conditions.push(inArray(users.id, shownOn(db, viewer.id, request.shownOn)));
  const turboFirst = desc(sql`coalesce(${users.turboRocketEndDate} > now(), false)`);
  return db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(turboFirst, ...(search ? [asc(users.name)] : [asc(rankOf(viewer))]), asc(users.id))
    .limit(request.limit)
    .offset(request.offset);
};

/** The UTC day the game's quota counts in, as `YYYY-MM-DD`. */
export const gameDayOf = (now: Date) => now.toISOString().slice(0, 10);

/** How many different profiles the game hands `viewer` a day. */
export const dailyGameProfilesOf = (viewer: UserRow) =>
  limits.dailyGameProfiles + (hasActivePremium(viewer) ? premiumBenefits.extraDailyProfiles : 0);

const shownOn = (db: Database, viewerId: string, day: string) =>
  db
    .select({ id: gameProfileViews.targetId })
    .from(gameProfileViews)
    .where(and(eq(gameProfileViews.userId, viewerId), eq(gameProfileViews.day, day)));

/** The members the game handed `viewerId` on `day`. */
export const shownToViewerOn = async (db: Database, viewerId: string, day: string) => {
  const rows = await shownOn(db, viewerId, day);
  return new Set(rows.map((row) => row.id));
};

/** Notes that the game handed these members to `viewerId` on `day` (again: no new row). */
export const noteShown = async (
  db: Database,
  viewerId: string,
  day: string,
  targetIds: readonly string[],
) => {
  if (targetIds.length === 0) return;
  await db
    .insert(gameProfileViews)
    .values(targetIds.map((targetId) => ({ userId: viewerId, day, targetId })))
    .onConflictDoNothing();
};
