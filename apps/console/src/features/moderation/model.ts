/**
 * The review queues of pictures and verifications: one model factory, since both are a paged list
 * by review state (waiting, approved, rejected; the oldest waiting first) whose entries are
 * approved in one press or rejected with a reason the member reads. A decided entry leaves the
 * list it no longer belongs to, a toast says so and the navigation counts are refreshed; an
 * entry someone else decided meanwhile (or that was deleted) reloads the list.
 */
import type { Result } from '@amora/client';
import type {
  ConsolePicture,
  ConsoleVerification,
  ImageVerificationState,
  MemberRef,
  PictureRejectionReason,
} from '@amora/contract';
import { toast } from '@amora/ui';
import {
  combine,
  createEffect,
  createEvent,
  createStore,
  type EventCallable,
  type Store,
  sample,
} from 'effector';
import { createIntl } from 'react-intl';
import { $locale } from '../../app/preferences';
import { queuesRefreshed } from '../../app/queues';
import { type ConsoleLocale, catalogues } from '../../i18n/catalogue';
import { type ConsoleApi, consoleEffect } from '../../shared/api';
import { failureCode, unwrap } from '../../shared/result';

export type ReviewState = ImageVerificationState;

/** A multiple of two, three and four, so the grid's last row is full at any width. */
export const reviewPageSize = 24;

export interface QueueQuery {
  state: ReviewState;
  page: number;
}

export interface Reviewable {
  id: string;
  member: MemberRef;
  state: ReviewState;
}

interface QueuePage<Item> {
  items: Item[];
  count: number;
}

export type Decision<Approval extends string> =
  | { decision: Approval }
  | { decision: 'reject'; reason: PictureRejectionReason; note?: string };

interface DecisionRequest<Item, Approval extends string> {
  item: Item;
  body: Decision<Approval>;
}

export interface DecisionFailure {
  code: string;
  name: string;
  /** Someone else decided, or the entry was deleted: the list was reloaded. */
  gone: boolean;
}

export interface ReviewQueueConfig<Item extends Reviewable, Approval extends string> {
  load: (
    api: ConsoleApi,
    query: QueueQuery & { pageSize: number },
  ) => Promise<Result<QueuePage<Item>>>;
  decide: (api: ConsoleApi, id: string, body: Decision<Approval>) => Promise<Result<Item>>;
  /** The contract's word for yes: `approve` a picture, `verify` a member. */
  approval: Approval;
  /** The toasts' texts, each with the member's `{name}`. */
  toasts: { approved: string; rejected: string };
}

const goneCodes = new Set(['NOT_FOUND', 'CONFLICT']);

const sameQuery = (a: QueueQuery, b: QueueQuery) => a.state === b.state && a.page === b.page;

const lastPage = (count: number) => Math.max(1, Math.ceil(count / reviewPageSize));

/** Toasts are not part of the scope: they go to the page's one toast queue, in its language. */
const toastFx = createEffect(
  ({ locale, id, name }: { locale: ConsoleLocale; id: string; name: string }) => {
    const intl = createIntl({ locale, messages: catalogues[locale] });
    toast.success(intl.formatMessage({ id }, { name }));
  },
);

export const createReviewQueue = <Item extends Reviewable, Approval extends string>(
  config: ReviewQueueConfig<Item, Approval>,
) => {
  /** The screen was opened (the route rendered it). */
  const opened = createEvent();
  const stateChosen = createEvent<ReviewState>();
  const pageChosen = createEvent<number>();
  const retryPressed = createEvent();
  const approvePressed = createEvent<Item>();
  const rejectPressed = createEvent<Item>();
  const reasonChosen = createEvent<PictureRejectionReason>();
  const noteChanged = createEvent<string>();
  const rejectDismissed = createEvent();
  const rejectConfirmed = createEvent();
  const failureDismissed = createEvent();

  const queryChosen = createEvent<QueueQuery>();
  const pageLoaded = createEvent<QueuePage<Item>>();

  const loadFx = consoleEffect(async (api, query: QueueQuery) =>
    unwrap(await config.load(api, { ...query, pageSize: reviewPageSize })),
  );
  const decideFx = consoleEffect(async (api, { item, body }: DecisionRequest<Item, Approval>) =>
    unwrap(await config.decide(api, item.id, body)),
  );

  const $query = createStore<QueueQuery>({ state: 'pending', page: 1 }).on(
    queryChosen,
    (_, query) => query,
  );
  /** The entries of the chosen state and page; null until they are loaded. */
  const $items = createStore<Item[] | null>(null)
    .on(pageLoaded, (_, page) => page.items)
    .reset(queryChosen, opened);
  const $count = createStore(0).on(pageLoaded, (_, page) => page.count);
  const $loadFailure = createStore<string | null>(null)
    .reset(loadFx, queryChosen)
    .on(loadFx.fail, (_, { error }) => failureCode(error));
  const $loading = loadFx.pending;
  /** How many wait, once the waiting list is loaded (the frame's dashboard knows it before). */
  const $waiting = combine($query, $items, $count, (query, items, count) =>
    query.state === 'pending' && items ? count : null,
  );

  const $rejecting = createStore<Item | null>(null)
    .on(rejectPressed, (_, item) => item)
    .reset(rejectDismissed, queryChosen);
  const $reason = createStore<PictureRejectionReason | null>(null)
    .on(reasonChosen, (_, reason) => reason)
    .reset(rejectPressed);
  const $note = createStore('')
    .on(noteChanged, (_, note) => note)
    .reset(rejectPressed);
  const $reasonMissing = createStore(false).reset(rejectPressed, reasonChosen);
  /** The ids of the entries whose decision is on its way. */
  const $deciding = createStore<readonly string[]>([])
    .on(decideFx, (ids, { item }) => [...ids, item.id])
    .on(decideFx.finally, (ids, { params }) => ids.filter((id) => id !== params.item.id));
  const $decisionFailure = createStore<DecisionFailure | null>(null)
    .on(decideFx.fail, (_, { params, error }) => {
      const code = failureCode(error);
      return { code, name: params.item.member.name, gone: goneCodes.has(code) };
    })
    .reset(decideFx, failureDismissed, queryChosen, opened);

  sample({
    clock: stateChosen,
    source: $query,
    filter: (query, state) => query.state !== state,
    fn: (_, state) => ({ state, page: 1 }),
    target: queryChosen,
  });
  sample({
    clock: pageChosen,
    source: $query,
    fn: (query, page) => ({ ...query, page }),
    target: queryChosen,
  });
  sample({ clock: queryChosen, target: loadFx });
  sample({ clock: [opened, retryPressed], source: $query, target: loadFx });
  // An answer for a state or page the operator has left is of no use.
  sample({
    clock: loadFx.done,
    source: $query,
    filter: (query, { params }) => sameQuery(query, params),
    fn: (_, { result }) => result,
    target: pageLoaded,
  });

  sample({
    clock: approvePressed,
    fn: (item) => ({ item, body: { decision: config.approval } }) as const,
    target: decideFx,
  });
  const confirmed = sample({
    clock: rejectConfirmed,
    source: { item: $rejecting, reason: $reason, note: $note },
  });
  sample({ clock: confirmed, fn: ({ reason }) => reason === null, target: $reasonMissing });
  const rejection = confirmed.filterMap(({ item, reason, note }) =>
    item && reason
      ? ({
          item,
          body: { decision: 'reject', reason, note: note.trim() || undefined },
        } satisfies DecisionRequest<Item, Approval>)
      : undefined,
  );
  sample({ clock: rejection, target: decideFx });

  // The decided entry leaves a list of another state; it stays (updated) in its own.
  const decided = sample({
    clock: decideFx.done,
    source: { items: $items, count: $count, query: $query },
    fn: ({ items, count, query }, { params, result }) => {
      const leaves = params.item.state !== result.state;
      return {
        query,
        items:
          items?.flatMap((item) => (item.id !== result.id ? [item] : leaves ? [] : [result])) ??
          null,
        count: leaves ? Math.max(0, count - 1) : count,
      };
    },
  });
  $items.on(decided, (_, { items }) => items);
  $count.on(decided, (_, { count }) => count);
  // The page was emptied while more wait: show the page that now holds them.
  sample({
    clock: decided,
    filter: ({ items, count }) => items !== null && items.length === 0 && count > 0,
    fn: ({ count, query }) => ({ ...query, page: Math.min(query.page, lastPage(count)) }),
    target: queryChosen,
  });
  $rejecting.reset(decideFx.done);
  sample({
    clock: decideFx.done,
    source: $locale,
    fn: (locale, { params }) => ({
      locale,
      id: params.body.decision === 'reject' ? config.toasts.rejected : config.toasts.approved,
      name: params.item.member.name,
    }),
    target: toastFx,
  });
  sample({ clock: decideFx.finally, target: queuesRefreshed });
  // Someone else was quicker: close the dialog and show the list as it is now.
  const gone = sample({
    clock: decideFx.fail,
    filter: ({ error }) => goneCodes.has(failureCode(error)),
  });
  $rejecting.reset(gone);
  sample({ clock: gone, source: $query, target: loadFx });

  return {
    opened,
    stateChosen,
    pageChosen,
    retryPressed,
    approvePressed,
    rejectPressed,
    reasonChosen,
    noteChanged,
    rejectDismissed,
    rejectConfirmed,
    failureDismissed,
    $query,
    $items,
    $count,
    $waiting,
    $loading,
    $loadFailure,
    $rejecting,
    $reason,
    $note,
    $reasonMissing,
    $deciding,
    $decisionFailure,
    loadFx,
    decideFx,
  };
};

/** What a screen binds of a queue, whatever its entries and its word for yes. */
export interface ReviewQueue<Item extends Reviewable = Reviewable> {
  opened: EventCallable<void>;
  stateChosen: EventCallable<ReviewState>;
  pageChosen: EventCallable<number>;
  retryPressed: EventCallable<void>;
  approvePressed: EventCallable<Item>;
  rejectPressed: EventCallable<Item>;
  reasonChosen: EventCallable<PictureRejectionReason>;
  noteChanged: EventCallable<string>;
  rejectDismissed: EventCallable<void>;
  rejectConfirmed: EventCallable<void>;
  failureDismissed: EventCallable<void>;
  $query: Store<QueueQuery>;
  $items: Store<Item[] | null>;
  $count: Store<number>;
  $waiting: Store<number | null>;
  $loadFailure: Store<string | null>;
  $rejecting: Store<Item | null>;
  $reason: Store<PictureRejectionReason | null>;
  $note: Store<string>;
  $reasonMissing: Store<boolean>;
  $deciding: Store<readonly string[]>;
  $decisionFailure: Store<DecisionFailure | null>;
}

export const picturesQueue: ReviewQueue<ConsolePicture> = createReviewQueue({
  load: (api, query) => api.pictures.request({ query }),
  decide: (api, id, body) => api.decidePicture.request({ params: { id }, body }),
  approval: 'approve',
  toasts: { approved: 'pictures.approved', rejected: 'pictures.rejected' },
});

export const verificationsQueue: ReviewQueue<ConsoleVerification> = createReviewQueue({
  load: (api, query) => api.verifications.request({ query }),
  decide: (api, id, body) => api.decideVerification.request({ params: { id }, body }),
  approval: 'verify',
  toasts: { approved: 'verifications.verified', rejected: 'verifications.rejected' },
});
