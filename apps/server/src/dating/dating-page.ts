/**
 * GET /dating: the game, or the search by name. Answers carry ages and coarse whole-km distances,
 * never coordinates. The game hands a member at most the day's quota of different profiles
 * (discovery.ts).
 */
import { type DatingQuery, pageSizes, type StrangerProfile } from '@amora/contract';
import type { Database } from '../db/client';
import { requireSelf } from '../users';
import { dailyGameProfilesOf, discover, discoverIn, gameDayOf, startGame } from './discovery';
import { type StrangerRow, strangerProfilesOf } from './profiles';

/**
 * A page of the game, or of the search with `query.search`; a search's page size is
 * `pageSizes.search` unless the member asked for one (`pageSizeAsked`).
 */
export const datingPageOf = async (
  db: Database,
  memberId: string,
  query: DatingQuery,
  pageSizeAsked: boolean,
) => {
  const search = query.search?.trim() || undefined;
  const pageSize = search && !pageSizeAsked ? pageSizes.search : query.pageSize;
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
    const self = await requireSelf(db, memberId);
    const rows = await discover(db, self, { search, limit: pageSize + 1, offset });
    const items = await strangerProfilesOf(db, self, rows.slice(0, pageSize));
    return pageOf(items, rows.length > pageSize, null);
  }

  // The game: new members only while the day's quota lasts, then those already shown today.
  // Each statement is a round trip on the transaction's connection (issue 18): the start, the
  // discovery reads, and the note of the new members with the page's extras.
  return db.transaction(async (tx) => {
    const day = gameDayOf(new Date());
    const { self, shown } = await startGame(tx, memberId, day);
    let left = Math.max(0, dailyGameProfilesOf(self) - shown.size);
    const rows = await discoverIn(tx, self, {
      limit: pageSize + 1,
      offset,
      shownOn: left === 0 ? day : undefined,
    });
    const page: StrangerRow[] = [];
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
    const items = await strangerProfilesOf(tx, self, page, { day, freshIds: fresh });
    return pageOf(items, !heldBack && rows.length > pageSize, left);
  });
};
