/**
 * A paged list of members from GET /dating (the Nearby grid, the search by name): the first page
 * replaces the list, each next page is appended (spec 02 section 4), as long as the answer names
 * a next page.
 */
import type { StrangerProfile } from '@amora/contract';
import { createEvent, createStore, sample } from 'effector';
import { sessionEnded } from '../../session/model';
import { apiEffect } from '../../shared/api';
import { dataOf, isAborted } from '../../shared/result';
import { likedMember, markLiked } from './likeModel';

export type ListStatus = 'idle' | 'loading' | 'ready' | 'loadingMore' | 'failed';

interface PageRequest {
  /** Empty: no name, the game's filters. */
  search: string;
  page: number;
}

export const createMemberList = (pageSize: number) => {
  /** Loads the first page again; a search names what it looks for (empty: none). */
  const opened = createEvent<string>();
  const moreRequested = createEvent();

  const loadPageFx = apiEffect(async (api, { search, page }: PageRequest) =>
    dataOf(
      await api.dating.list.request({ query: { pageSize, page, search: search || undefined } }),
    ),
  );

  const $items = createStore<StrangerProfile[]>([]).reset(sessionEnded);
  const $search = createStore('').reset(sessionEnded);
  const $page = createStore(0).reset(sessionEnded);
  const $hasMore = createStore(false).reset(sessionEnded);
  const $status = createStore<ListStatus>('idle').reset(sessionEnded);

  $search.on(opened, (_, search) => search);
  sample({ clock: opened, fn: (search) => ({ search, page: 1 }), target: loadPageFx });
  sample({
    clock: moreRequested,
    source: { search: $search, page: $page, hasMore: $hasMore, status: $status },
    filter: ({ hasMore, status }) => hasMore && status === 'ready',
    fn: ({ search, page }) => ({ search, page: page + 1 }),
    target: loadPageFx,
  });

  $status
    .on(loadPageFx, (_, { page }) => (page === 1 ? 'loading' : 'loadingMore'))
    .on(loadPageFx.done, () => 'ready')
    // A failed next page keeps what is shown; only a failed first page replaces it.
    .on(loadPageFx.fail, (status, { params, error }) => {
      if (isAborted(error)) return status;
      return params.page === 1 ? 'failed' : 'ready';
    });
  $items
    .on(loadPageFx.done, (items, { params, result }) => {
      if (params.page === 1) return result.items;
      const shown = new Set(items.map((item) => item.id));
      return [...items, ...result.items.filter((item) => !shown.has(item.id))];
    })
    .on(likedMember, markLiked);
  $page.on(loadPageFx.done, (_, { params }) => params.page);
  $hasMore.on(loadPageFx.done, (_, { result }) => Boolean(result.next));
  /** New profiles the game still hands out today; null for a search by name or before a page. */
  const $dailyProfilesLeft = createStore<number | null>(null)
    .reset(sessionEnded)
    .on(loadPageFx.done, (_, { result }) => result.dailyProfilesLeft);

  return {
    opened,
    moreRequested,
    loadPageFx,
    $items,
    $search,
    $hasMore,
    $status,
    $dailyProfilesLeft,
  };
};
