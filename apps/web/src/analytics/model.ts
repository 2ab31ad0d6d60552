/**
 * First-party usage statistics (spec 01 section 9's events, recorded by our own server through
 * POST /v1/events). Events wait in a queue that is sent every few seconds, and handed to the
 * browser (sendBeacon) when the page is hidden; a failed send waits longer each time. Nothing here
 * ever blocks the page or shows the member an error: statistics are worth less than a toast.
 *
 * Off when the member declined in the settings (kept on the account) or, on this device, in the
 * local choice (which a visitor's decision and the settings switch both write); when off, nothing
 * is queued and what was queued is dropped.
 */
import {
  type AnalyticsEvent,
  type AnalyticsEventName,
  type AnalyticsParams,
  analytics,
  analyticsEndpoints,
} from '@amora/contract';
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $campaign } from '../campaign/model';
import { $user, loadUserFx } from '../session/model';
import { apiEffect } from '../shared/api';
import { readItem, writeItem } from '../shared/storage';

export interface Tracked {
  name: AnalyticsEventName;
  params?: AnalyticsParams;
}

/** How batches leave the browser: the page's origin and fetch, and the beacon when it is hidden. */
export interface Transport {
  /** Empty: the page's own origin. */
  baseUrl: string;
  fetch: typeof globalThis.fetch;
  /** navigator.sendBeacon where there is one; true when the browser took the data. */
  beacon?: (url: string, data: Blob) => boolean;
}

/** Something the spec counts happened. */
export const eventTracked = createEvent<Tracked>();
/** The timer: send what is queued (unless a failure asks to wait). */
export const flushRequested = createEvent();
/** The page is being hidden or left: hand what is queued to the browser. */
export const pageHidden = createEvent();
export const analyticsStarted = createEvent<Transport>();
/** The settings switch (a member also saves it on the account). */
export const usageStatisticsChosen = createEvent<boolean>();

const $transport = createStore<Transport | null>(null, { serialize: 'ignore' }).on(
  analyticsStarted,
  (_, transport) => transport,
);

/** The choice on this device: false declined, true allowed, null never asked. */
const readLocalChoiceFx = createEffect((): boolean | null => {
  const stored = readItem(analytics.storageKey);
  return stored === 'off' ? false : stored === 'on' ? true : null;
});
const writeLocalChoiceFx = createEffect((allowed: boolean) => {
  writeItem(analytics.storageKey, allowed ? 'on' : 'off');
});
export const $localChoice = createStore<boolean | null>(null)
  .on(readLocalChoiceFx.doneData, (_, choice) => choice)
  .on(usageStatisticsChosen, (_, allowed) => allowed);
sample({ clock: analyticsStarted, target: readLocalChoiceFx });
sample({ clock: usageStatisticsChosen, target: writeLocalChoiceFx });

/** Whether events are recorded: neither the account nor this device declined. */
export const $usageStatistics = combine(
  $user,
  $localChoice,
  (user, local) => local !== false && (user?.usageStatistics ?? true),
);

export const saveUsageStatisticsFx = apiEffect((api, usageStatistics: boolean) =>
  api.user.update.request({ body: { usageStatistics } }),
);
sample({
  clock: usageStatisticsChosen,
  source: $user,
  filter: (user, allowed) => user !== null && user.usageStatistics !== allowed,
  fn: (_, allowed) => allowed,
  target: saveUsageStatisticsFx,
});
sample({
  clock: saveUsageStatisticsFx.doneData,
  filter: (result) => result.ok,
  target: loadUserFx,
});

export const $queue = createStore<AnalyticsEvent[]>([], { serialize: 'ignore' });
/** Failed sends in a row, and when the next may be tried (ms since the epoch). */
const $failures = createStore(0);
const $retryAt = createStore(0);

const campaignParams = $campaign.map(
  ({ campaignId, clickId, sourceId }): AnalyticsParams => ({
    ...(campaignId ? { campaignId } : {}),
    ...(clickId ? { clickId } : {}),
    ...(sourceId ? { sourceId } : {}),
  }),
);

sample({
  clock: eventTracked,
  source: { queue: $queue, enabled: $usageStatistics, campaign: campaignParams },
  filter: ({ enabled }) => enabled,
  fn: ({ queue, campaign }, { name, params }) => {
    const merged = { ...campaign, ...params };
    const event: AnalyticsEvent = {
      name,
      time: new Date().toISOString(),
      ...(Object.keys(merged).length > 0 ? { params: merged } : {}),
    };
    // While the server cannot be reached the oldest events give way.
    return [...queue, event].slice(-analytics.maxQueued);
  },
  target: $queue,
});
// Declining drops what was waiting.
sample({
  clock: $usageStatistics.updates,
  filter: (enabled) => !enabled,
  fn: () => [],
  target: $queue,
});

const eventsUrl = (transport: Transport) =>
  `${transport.baseUrl}/v1${analyticsEndpoints.record.path}`;
const json = (events: AnalyticsEvent[]) => JSON.stringify({ events });

/** Sends one batch; answers the HTTP status, 0 when the network failed. */
const sendFx = attach({
  source: $transport,
  effect: async (transport, events: AnalyticsEvent[]) => {
    if (!transport) return 0;
    try {
      const response = await transport.fetch(eventsUrl(transport), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'include',
        keepalive: true,
        body: json(events),
      });
      return response.status;
    } catch {
      return 0;
    }
  },
});
export const $sending = sendFx.pending;

sample({
  clock: flushRequested,
  source: { queue: $queue, enabled: $usageStatistics, retryAt: $retryAt, sending: $sending },
  filter: ({ queue, enabled, retryAt, sending }) =>
    enabled && !sending && queue.length > 0 && Date.now() >= retryAt,
  fn: ({ queue }) => queue.slice(0, analytics.maxBatch),
  target: sendFx,
});

/**
 * A batch the server took (2xx) or can never take (any other 4xx but 429: the contract refused
 * it) leaves the queue; anything else stays and is tried again later.
 */
const settled = (status: number) =>
  (status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 429);
$queue.on(sendFx.done, (queue, { params, result }) =>
  settled(result) ? queue.slice(params.length) : queue,
);
$failures.on(sendFx.doneData, (failures, status) => (settled(status) ? 0 : failures + 1));
sample({
  clock: $failures.updates,
  fn: (failures) =>
    failures === 0
      ? 0
      : Date.now() + Math.min(analytics.flushIntervalMs * 2 ** failures, analytics.maxBackoffMs),
  target: $retryAt,
});

/** The page goes away: the browser sends the rest on its own (sendBeacon, else keepalive). */
const beaconFx = attach({
  source: $transport,
  effect: (transport, events: AnalyticsEvent[]) => {
    if (!transport) return false;
    const body = json(events);
    if (transport.beacon?.(eventsUrl(transport), new Blob([body], { type: 'application/json' }))) {
      return true;
    }
    void transport
      .fetch(eventsUrl(transport), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'include',
        keepalive: true,
        body,
      })
      .catch(() => undefined);
    return true;
  },
});
sample({
  clock: pageHidden,
  source: { queue: $queue, enabled: $usageStatistics, sending: $sending },
  filter: ({ queue, enabled, sending }) => enabled && !sending && queue.length > 0,
  fn: ({ queue }) => queue.slice(0, analytics.maxBatch),
  target: beaconFx,
});
$queue.on(beaconFx.done, (queue, { params, result }) =>
  result ? queue.slice(params.length) : queue,
);
