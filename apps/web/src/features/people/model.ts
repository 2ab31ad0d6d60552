/**
 * Likes, visitors and matches (spec 02 sections 2, 3 and 4): the lists with their new counts,
 * paging, and unlocking a hidden like or visit with a free unlock or its price in coins. The likes
 * and visitors load after login (spec 01 section 4), so the navigation's badge shows on any member
 * screen. Loading a list marks nothing; the rows a shown list loaded are marked seen
 * (POST /relationship/seen), which lowers the badge, and the screen keeps them marked "new" until
 * the member leaves it.
 */
import { prices as defaultPrices, type RelationshipItem, type User } from '@amora/contract';
import { createEvent, createStore, sample } from 'effector';
import { memberAreaEntered, newLikesCounted, newVisitorsCounted } from '../../member/model';
import { sessionEnded } from '../../session/model';
import { apiEffect } from '../../shared/api';
import { guardSpend, settlePaidAnswers } from './paid';
import { memberBlocked } from './strangerModel';

export type ListKind = 'like' | 'visit' | 'match';
export const listKinds: readonly ListKind[] = ['like', 'visit', 'match'];
/** What can be unlocked: a like or a visit (matches are never hidden). */
export type LockableKind = Exclude<ListKind, 'match'>;

export interface PeopleList {
  items: RelationshipItem[];
  /** Rows not yet seen when the list was loaded. */
  newCount: number;
  page: number;
  hasMore: boolean;
}

export type ListStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** A tab of the screen was shown: its first page loads (again). */
export const listOpened = createEvent<ListKind>();
/** "Show more" under a list. */
export const moreRequested = createEvent<ListKind>();
/** The screen was left: what was new has been seen. */
export const listsLeft = createEvent();
export const unlockPressed = createEvent<{ id: string; type: LockableKind }>();

export const loadListFx = apiEffect((api, { type, page }: { type: ListKind; page: number }) =>
  api.relationship.list.request({ query: { type, page } }),
);
/** The rows of a list the member was shown: no longer new. */
export const markSeenFx = apiEffect((api, body: { type: ListKind; ids: string[] }) =>
  api.relationship.markSeen.request({ body }),
);
export const unlockFx = apiEffect((api, body: { id: string; type: LockableKind }) =>
  api.relationship.unlock.request({ body }),
);

const emptyLists: Record<ListKind, PeopleList | null> = { like: null, visit: null, match: null };
export const $lists = createStore(emptyLists).reset(sessionEnded);
export const $listStatus = createStore<Record<ListKind, ListStatus>>({
  like: 'idle',
  visit: 'idle',
  match: 'idle',
}).reset(sessionEnded);
/** The list the screen shows: what it loads, the member sees. */
const $shownList = createStore<ListKind | null>(null)
  .on(listOpened, (_, kind) => kind)
  .reset(listsLeft, sessionEnded);
/** The row being unlocked: its button shows a spinner. */
export const $unlockingId = createStore<string | null>(null)
  .on(unlockFx, (_, { id }) => id)
  .on(unlockFx.finally, () => null)
  .reset(sessionEnded);

/** A reloaded first page keeps the "new" mark of rows the member has not looked at yet. */
const mergePage = (
  previous: PeopleList | null,
  page: number,
  answer: { items: RelationshipItem[]; newCount?: number; next?: string | null },
): PeopleList => {
  const shownAsNew = new Set(previous?.items.filter((item) => item.isNew).map((item) => item.id));
  const items = answer.items.map((item) =>
    shownAsNew.has(item.id) ? { ...item, isNew: true } : item,
  );
  const known = page === 1 ? [] : (previous?.items ?? []);
  const knownIds = new Set(known.map((item) => item.id));
  return {
    items: [...known, ...items.filter((item) => !knownIds.has(item.id))],
    newCount: page === 1 ? (answer.newCount ?? 0) : (previous?.newCount ?? 0),
    page,
    hasMore: Boolean(answer.next),
  };
};

$lists
  .on(loadListFx.done, (lists, { params, result }) =>
    result.ok
      ? { ...lists, [params.type]: mergePage(lists[params.type], params.page, result.data) }
      : lists,
  )
  .on(unlockFx.doneData, (lists, answer) => {
    if (!answer.ok) return lists;
    const unlocked = answer.data.item;
    const list = lists[unlocked.type === 'visit' ? 'visit' : 'like'];
    if (!list) return lists;
    const items = list.items.map((item) => (item.id === unlocked.id ? unlocked : item));
    return { ...lists, [unlocked.type]: { ...list, items } };
  })
  // A blocked member is gone from every list at once (hidden rows with the reload below).
  .on(
    memberBlocked,
    (lists, memberId) =>
      Object.fromEntries(
        listKinds.map((kind) => {
          const list = lists[kind];
          return [
            kind,
            list && { ...list, items: list.items.filter((item) => item.user?.id !== memberId) },
          ];
        }),
      ) as Record<ListKind, PeopleList | null>,
  )
  .on(
    listsLeft,
    (lists) =>
      Object.fromEntries(
        listKinds.map((kind) => {
          const list = lists[kind];
          return [
            kind,
            list && { ...list, items: list.items.map((item) => ({ ...item, isNew: false })) },
          ];
        }),
      ) as Record<ListKind, PeopleList | null>,
  );

$listStatus
  .on(loadListFx, (status, { type }) => ({ ...status, [type]: 'loading' }))
  .on(loadListFx.done, (status, { params, result }) => {
    // A superseded load is followed by the one that replaced it.
    if (!result.ok && result.error.label === 'aborted') return status;
    return { ...status, [params.type]: result.ok ? 'ready' : 'failed' };
  })
  .on(loadListFx.fail, (status, { params }) => ({ ...status, [params.type]: 'failed' }));

// After login (spec 01 section 4): likes and visitors.
sample({
  clock: memberAreaEntered,
  fn: () => ({ type: 'like' as const, page: 1 }),
  target: loadListFx,
});
sample({
  clock: memberAreaEntered,
  fn: () => ({ type: 'visit' as const, page: 1 }),
  target: loadListFx,
});
// A list already loading (the after-login load) is not asked for again: its answer is marked seen.
sample({
  clock: listOpened,
  source: $listStatus,
  filter: (status, type) => status[type] !== 'loading',
  fn: (_, type) => ({ type, page: 1 }),
  target: loadListFx,
});
// A hidden row does not say who it is: after a block the server's lists are read again.
for (const type of listKinds) {
  sample({
    clock: memberBlocked,
    source: $lists,
    filter: (lists) => lists[type] !== null,
    fn: () => ({ type, page: 1 }),
    target: loadListFx,
  });
}
sample({
  clock: moreRequested,
  source: $lists,
  filter: (lists, type) => Boolean(lists[type]?.hasMore),
  fn: (lists, type) => ({ type, page: (lists[type]?.page ?? 0) + 1 }),
  target: loadListFx,
});

// What a shown list loaded as new, the member has seen now.
sample({
  clock: loadListFx.done,
  source: $shownList,
  filter: (shown, { params, result }) =>
    shown === params.type && result.ok && result.data.items.some((item) => item.isNew),
  fn: (_, { params, result }) => ({
    type: params.type,
    ids: result.ok ? result.data.items.filter((item) => item.isNew).map((item) => item.id) : [],
  }),
  target: markSeenFx,
});

// The navigation's badge: the likes and visitors not yet seen, as a first page or a marking
// answered them.
const newCounted = sample({
  clock: [
    loadListFx.done.filterMap(({ params, result }) =>
      params.page === 1 && result.ok
        ? { type: params.type, newCount: result.data.newCount ?? 0 }
        : undefined,
    ),
    markSeenFx.doneData.filterMap((answer) => (answer.ok ? answer.data : undefined)),
  ],
});
sample({
  clock: newCounted,
  filter: ({ type }) => type === 'like',
  fn: ({ newCount }) => newCount,
  target: newLikesCounted,
});
sample({
  clock: newCounted,
  filter: ({ type }) => type === 'visit',
  fn: ({ newCount }) => newCount,
  target: newVisitorsCounted,
});

/** The unlock price of a like or visit, from the price configuration. */
export const unlockPrice = (
  configuration: { prices: { unlockLike: number; unlockVisit: number } } | null,
  type: LockableKind,
) => {
  const table = configuration?.prices ?? defaultPrices;
  return type === 'like' ? table.unlockLike : table.unlockVisit;
};

/** Free unlocks left for this kind of row. */
export const freeUnlocks = (user: User | null, type: LockableKind) =>
  (type === 'like' ? user?.freeLikesUnlocksCount : user?.freeVisitUnlocksCount) ?? 0;

guardSpend({
  clock: unlockPressed,
  price: (configuration, row) => unlockPrice(configuration, row.type),
  isFree: (user, row) => freeUnlocks(user, row.type) > 0,
  target: unlockFx,
});
settlePaidAnswers(unlockFx);
