/**
 * The audit log (/audit): one page of entries, newest first as the server sorts them, narrowed
 * by action and by member. The member filter comes from the address (`?memberId=`), so a member's
 * page links to all of their entries; an answer to a query the operator has since changed is
 * dropped.
 */
import { type AuditAction, type AuditEntry, consoleLimits } from '@amora/contract';
import { combine, createEvent, createStore, sample } from 'effector';
import { consoleEffect } from '../../shared/api';
import { failureCode, unwrap } from '../../shared/result';

export type ActionFilter = AuditAction | 'all';

interface AuditQuery {
  page: number;
  pageSize: number;
  action?: AuditAction;
  memberId?: string;
}

export interface AuditPage {
  query: AuditQuery;
  rows: AuditEntry[];
  totalCount: number;
}

/** The page opened or its address changed: the member it is narrowed to, if any. */
export const auditOpened = createEvent<{ memberId: string | null }>();
export const actionChanged = createEvent<ActionFilter>();
export const pageChanged = createEvent<number>();
export const auditRetried = createEvent();

export const auditFx = consoleEffect(async (api, query: AuditQuery) =>
  unwrap(await api.audit.request({ query })),
);

export const $memberId = createStore<string | null>(null).on(
  auditOpened,
  (_, { memberId }) => memberId,
);
export const $action = createStore<ActionFilter>('all').on(actionChanged, (_, action) => action);
export const $page = createStore(1)
  .on(pageChanged, (_, page) => page)
  .reset(actionChanged, auditOpened);

const $query = combine($memberId, $action, $page, (memberId, action, page): AuditQuery => {
  const query: AuditQuery = { page, pageSize: consoleLimits.pageSize };
  if (action !== 'all') query.action = action;
  if (memberId) query.memberId = memberId;
  return query;
});

export const $isFiltered = combine(
  $memberId,
  $action,
  (memberId, action) => memberId !== null || action !== 'all',
);

const sameQuery = (a: AuditQuery, b: AuditQuery) => JSON.stringify(a) === JSON.stringify(b);

export const $entries = createStore<AuditPage | null>(null);
sample({
  clock: auditFx.done,
  source: $query,
  filter: (query, { params }) => sameQuery(query, params),
  fn: (query, { result }): AuditPage => ({
    query,
    rows: result.items,
    totalCount: result.totalCount ?? result.count,
  }),
  target: $entries,
});

export const $failure = createStore<string | null>(null)
  .on(auditFx.failData, (_, error) => failureCode(error))
  .reset(auditFx);

export const $loading = auditFx.pending;

// Opening always reloads (someone may have acted since); a changed filter or page loads its page.
sample({
  clock: [auditOpened, auditRetried, actionChanged, pageChanged],
  source: $query,
  target: auditFx,
});
