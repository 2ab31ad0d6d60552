/**
 * The news feed (spec 02 section 4, News): reading an item marks it read, dismissing removes
 * it, read-all sets the unread count to 0 and the last read time. While a member is logged in the
 * feed (the notifications and their unread count) is read again at the configuration's
 * notification refresh interval (spec 01 section 9: 60,000,000 ms).
 */
import type { NewsFeed } from '@amora/contract';
import { timings } from '@amora/contract';
import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { memberAreaEntered } from '../../../member/model';
import { $authenticated, $configuration, sessionEnded } from '../../../session/model';
import { apiCallEffect, apiEffect } from '../../../shared/api';

export const newsViewed = createEvent();
export const newsItemRead = createEvent<string>();
export const newsItemDismissed = createEvent<string>();
export const allNewsRead = createEvent();

export const loadNewsFx = apiCallEffect((api) => api.news.feed({ query: {} }));
const markReadFx = apiEffect((api, id: string) => api.news.markRead({ params: { id } }));
const dismissFx = apiEffect((api, id: string) => api.news.dismiss({ params: { id } }));
const readAllFx = apiCallEffect((api) => api.news.readAll());

sample({ clock: newsViewed, target: loadNewsFx });
sample({ clock: newsItemRead, target: markReadFx });
sample({ clock: newsItemDismissed, target: dismissFx });
sample({ clock: allNewsRead, target: readAllFx });

export const $news = createStore<NewsFeed | null>(null)
  .on(loadNewsFx.doneData, (current, feed) => feed ?? current)
  .on(markReadFx.doneData, (feed, item) =>
    feed && item
      ? { ...feed, items: feed.items.map((entry) => (entry.id === item.id ? item : entry)) }
      : feed,
  )
  .on(dismissFx.done, (feed, { params, result }) =>
    feed && result ? { ...feed, items: feed.items.filter((entry) => entry.id !== params) } : feed,
  )
  .on(readAllFx.doneData, (feed, state) =>
    feed && state
      ? { ...feed, ...state, items: feed.items.map((entry) => ({ ...entry, isRead: true })) }
      : feed,
  )
  .reset(sessionEnded);
export const $readAllPending = readAllFx.pending;
// The unread count is the server's: read again after a single item changed.
sample({ clock: [markReadFx.done, dismissFx.done], target: loadNewsFx });

/** The refresh interval ran out (the timer's callback, in the member's scope). */
export const notificationRefreshElapsed = createEvent();
/**
 * Sets the timer of one interval. The timer is not the effect's work (an effect pending for
 * hours would keep every `allSettled` waiting): its end arrives as `notificationRefreshElapsed`.
 */
export const notificationRefreshTimerFx = createEffect((ms: number) => {
  const elapsed = scopeBind(notificationRefreshElapsed, { safe: true });
  const timer = setTimeout(() => elapsed(), ms);
  // Outside a browser (tests, the server's render) the timer must not keep the process alive.
  (timer as { unref?: () => void }).unref?.();
  return timer;
});
type RefreshTimer = ReturnType<typeof setTimeout>;
const clearRefreshTimerFx = createEffect((timer: RefreshTimer | null) => {
  if (timer !== null) clearTimeout(timer);
});
const $refreshTimer = createStore<RefreshTimer | null>(null, { serialize: 'ignore' })
  .on(notificationRefreshTimerFx.doneData, (_, timer) => timer ?? null)
  .reset(notificationRefreshElapsed, clearRefreshTimerFx.done);
/** A timer runs or is being set: a second member area entry starts no second refresh loop. */
const $refreshRunning = createStore(false)
  .on(notificationRefreshTimerFx, () => true)
  .reset(notificationRefreshElapsed, clearRefreshTimerFx.done);
const $refreshInterval = $configuration.map(
  (configuration) => configuration?.notificationRefreshMs ?? timings.notificationRefreshMs,
);
sample({
  clock: memberAreaEntered,
  source: $refreshInterval,
  filter: $refreshRunning.map((running) => !running),
  target: notificationRefreshTimerFx,
});
// After each interval, while still logged in: the feed is read again and the next interval starts.
const refreshDue = sample({ clock: notificationRefreshElapsed, filter: $authenticated });
sample({ clock: refreshDue, target: loadNewsFx });
sample({ clock: refreshDue, source: $refreshInterval, target: notificationRefreshTimerFx });
// Logged out: the timer goes with the session.
sample({ clock: sessionEnded, source: $refreshTimer, target: clearRefreshTimerFx });
