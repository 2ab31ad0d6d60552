/**
 * The queues of reports (moderators) and member requests (support): one page of tickets by the
 * filters the operator chose, oldest first as the server sorts them. Each queue keeps its own
 * filters and page, so going to a ticket and back finds the queue as it was left.
 */
import {
  type ConsoleTicketRow,
  consoleLimits,
  type TicketStatus,
  type TicketTopic,
} from '@amora/contract';
import { combine, createEvent, createStore, sample } from 'effector';
import { consoleEffect } from '../../shared/api';
import { failureCode, unwrap } from '../../shared/result';

export type TicketKind = 'reports' | 'requests';
export type AssigneeFilter = 'me' | 'nobody' | 'all';

export interface QueueFilters {
  status: TicketStatus | 'all';
  topic: TicketTopic | 'all';
  assignee: AssigneeFilter;
}

export const defaultFilters: QueueFilters = { status: 'open', topic: 'all', assignee: 'all' };

interface QueueQuery {
  kind: TicketKind;
  page: number;
  pageSize: number;
  status?: TicketStatus;
  topic?: TicketTopic;
  assignee?: 'me' | 'nobody';
}

export interface QueuePage {
  kind: TicketKind;
  rows: ConsoleTicketRow[];
  totalCount: number;
}

export const queueOpened = createEvent<TicketKind>();
export const filterChanged = createEvent<Partial<QueueFilters>>();
export const pageChanged = createEvent<number>();
export const queueRetried = createEvent();

export const ticketsFx = consoleEffect(async (api, query: QueueQuery) =>
  unwrap(await api.tickets.request({ query })),
);

export const $kind = createStore<TicketKind>('requests').on(queueOpened, (_, kind) => kind);

const $filtersByKind = createStore<Record<TicketKind, QueueFilters>>({
  reports: defaultFilters,
  requests: defaultFilters,
});
const $pageByKind = createStore<Record<TicketKind, number>>({ reports: 1, requests: 1 });

export const $filters = combine($filtersByKind, $kind, (filters, kind) => filters[kind]);
export const $page = combine($pageByKind, $kind, (pages, kind) => pages[kind]);

sample({
  clock: filterChanged,
  // (not `kind`: effector takes an object with a `kind` key for a unit)
  source: { filters: $filtersByKind, queue: $kind },
  fn: ({ filters, queue }, change) => ({ ...filters, [queue]: { ...filters[queue], ...change } }),
  target: $filtersByKind,
});
sample({
  clock: pageChanged,
  source: { pages: $pageByKind, queue: $kind },
  fn: ({ pages, queue }, page) => ({ ...pages, [queue]: page }),
  target: $pageByKind,
});
// Another filter shows other tickets: start again at their first page.
sample({
  clock: filterChanged,
  source: { pages: $pageByKind, queue: $kind },
  fn: ({ pages, queue }) => ({ ...pages, [queue]: 1 }),
  target: $pageByKind,
});

const $query = combine($kind, $filters, $page, (kind, filters, page): QueueQuery => {
  const query: QueueQuery = { kind, page, pageSize: consoleLimits.pageSize };
  if (filters.status !== 'all') query.status = filters.status;
  if (filters.topic !== 'all') query.topic = filters.topic;
  if (filters.assignee !== 'all') query.assignee = filters.assignee;
  return query;
});

const sameQuery = (a: QueueQuery, b: QueueQuery) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The page of the current query; an answer to a query the operator has since changed is dropped.
 * Coming back to a queue shows its last page while it reloads.
 */
const $lastPage = createStore<QueuePage | null>(null);
export const $queuePage = combine($lastPage, $kind, (page, kind) =>
  page?.kind === kind ? page : null,
);
sample({
  clock: ticketsFx.done,
  source: $query,
  filter: (query, { params }) => sameQuery(query, params),
  fn: (query, { result }): QueuePage => ({
    kind: query.kind,
    rows: result.items,
    totalCount: result.totalCount ?? result.count,
  }),
  target: $lastPage,
});

export const $queueFailure = createStore<string | null>(null)
  .on(ticketsFx.failData, (_, error) => failureCode(error))
  .reset(ticketsFx, queueOpened);

export const $queueLoading = ticketsFx.pending;

sample({
  clock: [queueOpened, filterChanged, pageChanged, queueRetried],
  source: $query,
  target: ticketsFx,
});
