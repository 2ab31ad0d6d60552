/**
 * The member search: what the operator types is searched 300 ms after the last key (Enter
 * searches at once), narrowed by standing, one page at a time, newest members first as the server
 * sorts them. Without a query the list shows the newest members. An answer to a search the
 * operator has since changed is dropped.
 */
import { consoleLimits, type MemberRef, type MemberStanding } from '@amora/contract';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { consoleEffect } from '../../shared/api';
import { failureCode, unwrap } from '../../shared/result';

export type StandingFilter = MemberStanding | 'all';

interface SearchQuery {
  page: number;
  pageSize: number;
  query?: string;
  standing?: MemberStanding;
}

export interface SearchPage {
  query: SearchQuery;
  rows: MemberRef[];
  totalCount: number;
}

/** Long enough to type a word, short enough to feel immediate. */
export const typingPauseMs = 300;

export const membersOpened = createEvent();
export const queryTyped = createEvent<string>();
export const querySubmitted = createEvent();
export const standingChanged = createEvent<StandingFilter>();
export const pageChanged = createEvent<number>();
export const membersRetried = createEvent();

export const membersFx = consoleEffect(async (api, query: SearchQuery) =>
  unwrap(await api.members.request({ query })),
);

const pauseFx = createEffect(
  (typed: string) =>
    new Promise<string>((resolve) => setTimeout(() => resolve(typed), typingPauseMs)),
);

/** What stands in the search field. */
export const $typed = createStore('').on(queryTyped, (_, typed) => typed);
/** What was searched: the typed text once the operator paused or pressed Enter. */
export const $searched = createStore('');
export const $standing = createStore<StandingFilter>('all').on(
  standingChanged,
  (_, value) => value,
);
export const $page = createStore(1)
  .on(pageChanged, (_, page) => page)
  .reset(standingChanged);

sample({ clock: queryTyped, target: pauseFx });
const settled = sample({
  clock: [pauseFx.doneData, sample({ clock: querySubmitted, source: $typed })],
  source: { typed: $typed, searched: $searched },
  // Only the last pause counts, and a search for what is already searched is not repeated.
  filter: ({ typed, searched }, text) => text === typed && text.trim() !== searched,
  fn: (_, text) => text.trim(),
});
sample({ clock: settled, target: $searched });
sample({ clock: settled, fn: () => 1, target: $page });

const $query = combine($searched, $standing, $page, (searched, standing, page): SearchQuery => {
  const query: SearchQuery = { page, pageSize: consoleLimits.pageSize };
  if (searched) query.query = searched;
  if (standing !== 'all') query.standing = standing;
  return query;
});

const sameQuery = (a: SearchQuery, b: SearchQuery) => JSON.stringify(a) === JSON.stringify(b);

/** The page of the current search; the previous one stays in view while the next loads. */
export const $results = createStore<SearchPage | null>(null);
sample({
  clock: membersFx.done,
  source: $query,
  filter: (query, { params }) => sameQuery(query, params),
  fn: (query, { result }): SearchPage => ({
    query,
    rows: result.items,
    totalCount: result.totalCount ?? result.count,
  }),
  target: $results,
});

export const $failure = createStore<string | null>(null)
  .on(membersFx.failData, (_, error) => failureCode(error))
  .reset(membersFx);

export const $loading = membersFx.pending;

// Any change of the search (a settled query, another standing, another page) loads its page.
sample({
  clock: [membersOpened, membersRetried, $query.updates],
  source: $query,
  target: membersFx,
});
