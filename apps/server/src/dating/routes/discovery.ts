/**
 * Discovery: the game and the search by name (GET /dating), a stranger's profile, icebreakers and
 * the matches of the day. Answers carry ages and coarse whole-km distances, never coordinates.
 * The game hands a member at most the day's quota of different profiles (dating/discovery.ts).
 */
import { createHash } from 'node:crypto';
import { datingEndpoints, errorCodes, pageSizes, type StrangerProfile } from '@amora/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type UserRow, users } from '../../db/schema';
import { ApiProblem } from '../../http/problem';
import { route } from '../../http/route';
import { inGoodStanding } from '../../users';
import {
  dailyGameProfilesOf,
  discover,
  gameDayOf,
  iceBreakers,
  noteShown,
  requireSelf,
  requireTarget,
  shownToViewerOn,
  strangerProfileOf,
  strangerProfilesOf,
  visit,
} from '..';

/** Suggestions of the day: drawn from this many of the best-ranked game candidates. */
const matchOfTheDayPool = 50;
const matchesOfTheDay = 3;

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Stable for a member, a candidate and a day: ties between candidates change daily. */
const dailyDraw = (memberId: string, candidateId: string, day: string) =>
  createHash('sha256').update(`${day}:${memberId}:${candidateId}`).digest().readUInt32BE(0);

export const discoveryRoutes = async (app: FastifyInstance) => {
  route(app, datingEndpoints.list, async ({ member, query, request }) => {
    const search = query.search?.trim() || undefined;
    const askedSize = (request.query as { pageSize?: unknown }).pageSize !== undefined;
    const pageSize = search && !askedSize ? pageSizes.search : query.pageSize;
    const offset = (query.page - 1) * pageSize;
    const link = (page: number) => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      if (search) params.set('search', search);
      return `/dating?${params}`;
    };
    const pageOf = (items: StrangerProfile[], hasNext: boolean, left: number | null) => ({
      items,
      count: items.length,
      page: query.page,
      pageSize,
      self: link(query.page),
      next: hasNext ? link(query.page + 1) : null,
      dailyProfilesLeft: left,
    });

    if (search) {
      const self = await requireSelf(app.db, member.id);
      const rows = await discover(app.db, self, { search, limit: pageSize + 1, offset });
      const items = await strangerProfilesOf(app.db, self, rows.slice(0, pageSize));
      return pageOf(items, rows.length > pageSize, null);
    }

    // The game: new members only while the day's quota lasts, then those already shown today.
    return app.db.transaction(async (tx) => {
      const self = await requireSelf(tx, member.id, { lock: true });
      const day = gameDayOf(new Date());
      const shown = await shownToViewerOn(tx, self.id, day);
      let left = Math.max(0, dailyGameProfilesOf(self) - shown.size);
      const rows = await discover(tx, self, {
        limit: pageSize + 1,
        offset,
        shownOn: left === 0 ? day : undefined,
      });
      const page: UserRow[] = [];
      const fresh: string[] = [];
      let heldBack = false;
      for (const row of rows.slice(0, pageSize)) {
        if (!shown.has(row.id)) {
          if (left === 0) {
            heldBack = true;
            continue;
          }
          left -= 1;
          fresh.push(row.id);
        }
        page.push(row);
      }
      await noteShown(tx, self.id, day, fresh);
      const items = await strangerProfilesOf(tx, self, page);
      return pageOf(items, !heldBack && rows.length > pageSize, left);
    });
  });

  /** A profile page: the own one as others see it, or a stranger's, which records a visit. */
  const profilePage = (memberId: string, targetId: string) =>
    app.db.transaction(async (tx) => {
      const self = await requireSelf(tx, memberId);
      if (targetId === self.id) return strangerProfileOf(tx, self, self);
      const target = await requireTarget(tx, self.id, targetId);
      await visit(tx, self, target);
      return strangerProfileOf(tx, self, target);
    });

  route(app, datingEndpoints.profile, ({ member, params }) => profilePage(member.id, params.id));

  // A campaign links to a profile by its public external id, never by the account id.
  route(app, datingEndpoints.profileByExternalId, async ({ member, params }) => {
    const [target] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.externalId, params.id), isNull(users.deletedAt), inGoodStanding()))
      .limit(1);
    if (!target) throw ApiProblem.of(errorCodes.NOT_FOUND);
    return profilePage(member.id, target.id);
  });

  route(app, datingEndpoints.iceBreakers, () => ({
    items: [...iceBreakers],
    count: iceBreakers.length,
  }));

  route(app, datingEndpoints.matchesOfTheDay, async ({ member }) => {
    const self = await requireSelf(app.db, member.id);
    const candidates = await discover(app.db, self, { limit: matchOfTheDayPool, offset: 0 });
    const day = dayOf(new Date());
    const own = new Set(self.interests);
    const ranked = candidates
      .map((row) => ({ row, shared: row.interests.filter((interest) => own.has(interest)) }))
      .sort(
        (a, b) =>
          b.shared.length - a.shared.length ||
          dailyDraw(self.id, a.row.id, day) - dailyDraw(self.id, b.row.id, day),
      )
      .slice(0, matchesOfTheDay);
    const profiles = await strangerProfilesOf(
      app.db,
      self,
      ranked.map((entry) => entry.row),
    );
    const items = profiles.map((profile, index) => ({
      profile,
      sharedInterests: ranked[index]?.shared ?? [],
    }));
    return { items, count: items.length };
  });
};
