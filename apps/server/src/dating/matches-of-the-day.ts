/**
 * The matches of the day: a few of the best-ranked game candidates, those sharing the most
 * interests with the member first, ties drawn anew every UTC day.
 */
import { createHash } from 'node:crypto';
import type { Database } from '../db/client';
import { listOf } from '../http/collection';
import { requireSelf } from '../users';
import { discover, gameDayOf } from './discovery';
import { strangerProfilesOf } from './profiles';

/** Suggestions of the day: drawn from this many of the best-ranked game candidates. */
const matchOfTheDayPool = 50;
const matchesOfTheDay = 3;

/** Stable for a member, a candidate and a day: ties between candidates change daily. */
const dailyDraw = (memberId: string, candidateId: string, day: string) =>
  createHash('sha256').update(`${day}:${memberId}:${candidateId}`).digest().readUInt32BE(0);

export const matchesOfTheDayOf = async (db: Database, memberId: string) => {
  const self = await requireSelf(db, memberId);
  const candidates = await discover(db, self, { limit: matchOfTheDayPool, offset: 0 });
  const day = gameDayOf(new Date());
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
    db,
    self,
    ranked.map((entry) => entry.row),
  );
  const items = profiles.map((profile, index) => ({
    profile,
    sharedInterests: ranked[index]?.shared ?? [],
  }));
  return listOf(items);
};
