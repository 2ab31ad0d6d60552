/**
 * The member's one chat hub connection (spec 02 section 4, Chat connection): created when the
 * member area is entered, closed when the session ends. The hub client of @amora/client keeps
 * the messages written while the connection is down, each under the client id it was first sent
 * with, and sends them on reconnect; this module mirrors its state and its queue into the scope.
 */
import {
  createHubClient,
  type HubClient,
  type HubClientOptions,
  type HubState,
  type OutgoingMessage,
} from '@amora/client';
import {
  type HubEvent,
  type HubEventName,
  type HubEventPayload,
  type SendMessageResult,
  timings,
} from '@amora/contract';
import { attach, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { memberAreaEntered } from '../../member/model';
import { loadUserFx, logoutFx, sessionEnded } from '../../session/model';
import { notified } from '../../shared/notify';

/** Makes the hub client; the app's default talks to the page's origin, tests to their server. */
export type HubFactory = (options: HubClientOptions) => HubClient;
export const hubFactorySet = createEvent<HubFactory>();
const $hubFactory = createStore<HubFactory>((options) => createHubClient(options), {
  serialize: 'ignore',
}).on(hubFactorySet, (_, factory) => factory);

export const $hub = createStore<HubClient | null>(null, { serialize: 'ignore' });

/** Every server event of the contract. */
export const hubEventReceived = createEvent<HubEvent>();
/** The payloads of one server event. */
export const hubEventOf = <Name extends HubEventName>(name: Name) =>
  hubEventReceived.filterMap((event) =>
    event.event === name ? (event.payload as HubEventPayload<Name>) : undefined,
  );
export const hubStateChanged = createEvent<HubState>();
/** The server stored a queued message: its answer carries the message and the new balance. */
export const messageDelivered = createEvent<{
  message: OutgoingMessage;
  result: SendMessageResult;
}>();
/** The server refused a message (not enough coins, expired dialog…): it was not stored. */
export const messageRefused = createEvent<OutgoingMessage>();
/** The messages the hub client still holds, oldest first: shown as pending in their chat. */
export const queueChanged = createEvent<OutgoingMessage[]>();
/** The browser's own online flag (navigator.onLine and its events). */
export const browserOnlineChanged = createEvent<boolean>();

export const $hubState = createStore<HubState>('closed')
  .on(hubStateChanged, (_, state) => state)
  .reset(sessionEnded);
/** Open at least once: a later 'connecting' means the connection was lost. */
const $wasOpen = createStore(false)
  .on(hubStateChanged, (was, state) => was || state === 'open')
  .reset(sessionEnded);
const $browserOnline = createStore(true).on(browserOnlineChanged, (_, online) => online);
export const $queue = createStore<OutgoingMessage[]>([])
  .on(queueChanged, (_, queue) => queue)
  .reset(sessionEnded);

/** What the ConnectionBanner shows: offline, a reconnect under way, or nothing. */
export const $connection = sample({
  source: { state: $hubState, wasOpen: $wasOpen, online: $browserOnline, hub: $hub },
  fn: ({ state, wasOpen, online, hub }) => {
    if (!online) return 'offline' as const;
    if (hub && state !== 'open' && (wasOpen || state === 'closed')) return 'reconnecting' as const;
    return 'online' as const;
  },
});

const createHubFx = attach({
  source: $hubFactory,
  effect: (factory) => {
    const onEvent = scopeBind(hubEventReceived, { safe: true });
    const onState = scopeBind(hubStateChanged, { safe: true });
    const delivered = scopeBind(messageDelivered, { safe: true });
    const refused = scopeBind(messageRefused, { safe: true });
    const online = scopeBind(browserOnlineChanged, { safe: true });
    if (typeof window !== 'undefined') {
      online(window.navigator.onLine);
      window.addEventListener('online', () => online(true));
      window.addEventListener('offline', () => online(false));
    }
    return factory({
      onEvent,
      onStateChange: onState,
      onMessageSent: (message, result) => delivered({ message, result }),
      onMessageRefused: (message) => refused(message),
    });
  },
});
$hub.on(createHubFx.doneData, (_, hub) => hub).reset(sessionEnded);

/** Starts the connection; a failed first start is tried again after the reconnect interval. */
const startHubFx = createEffect(async (hub: HubClient) => hub.start());
const retryLaterFx = createEffect(
  (hub: HubClient) =>
    new Promise<HubClient>((resolve) =>
      setTimeout(() => resolve(hub), timings.websocketReconnectMs),
    ),
);
const stopHubFx = createEffect((hub: HubClient) => hub.stop());

sample({ clock: memberAreaEntered, target: createHubFx });
sample({ clock: createHubFx.doneData, target: startHubFx });
sample({
  clock: startHubFx.done,
  filter: ({ result }) => !result,
  fn: () => ({ kind: 'error' as const, id: 'messages.hub.failed' as const }),
  target: notified,
});
sample({
  clock: startHubFx.done,
  filter: ({ result }) => !result,
  fn: ({ params }) => params,
  target: retryLaterFx,
});
// Only the connection of the session still running is tried again.
sample({
  clock: retryLaterFx.doneData,
  source: $hub,
  filter: (current, hub) => current === hub,
  fn: (_, hub) => hub,
  target: startHubFx,
});
sample({ clock: sessionEnded, source: $hub, filter: Boolean, target: stopHubFx });

/**
 * The server closed a connection that was open: the session may have ended (a ban, a password
 * change elsewhere). Asking for the account tells: a 401 signs the member out (sessionEnded);
 * otherwise the connection is started again after the reconnect interval.
 */
const closedByServer = sample({
  clock: hubStateChanged,
  source: { hub: $hub, wasOpen: $wasOpen, loggingOut: logoutFx.pending },
  // A logout closes the connection too, before its answer arrives: that is no news.
  filter: ({ hub, wasOpen, loggingOut }, state) =>
    hub !== null && wasOpen && !loggingOut && state === 'closed',
  fn: ({ hub }) => hub as HubClient,
});
sample({ clock: closedByServer, target: [loadUserFx, retryLaterFx] });

/**
 * Reads the hub client's queue into the scope after anything that may have changed it. The client
 * reports a message sent just before it drops it from its queue, so the read waits a turn.
 */
const syncQueueFx = attach({
  source: $hub,
  effect: async (hub) => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    return hub ? [...hub.pendingMessages] : [];
  },
});
sample({ clock: syncQueueFx.doneData, target: queueChanged });
sample({ clock: [messageDelivered, messageRefused, hubStateChanged], target: syncQueueFx });

/** Queues a text (the hub client adds its client id) and sends it when connected. */
export const sendTextFx = attach({
  source: $hub,
  effect: async (hub, payload: Parameters<HubClient['sendMessage']>[0]) => {
    if (!hub) throw new Error('No chat connection in this session');
    const sending = hub.sendMessage(payload);
    // The message is queued synchronously: show it as pending at once.
    const queued = scopeBind(queueChanged, { safe: true });
    queued([...hub.pendingMessages]);
    return sending;
  },
});
sample({ clock: sendTextFx.finally, target: syncQueueFx });

export const dialogReadFx = attach({
  source: $hub,
  effect: (hub, dialogId: string) => hub?.dialogRead(dialogId) ?? false,
});
export const writeFx = attach({
  source: $hub,
  effect: (hub, dialogId: string) => hub?.write(dialogId) ?? false,
});
