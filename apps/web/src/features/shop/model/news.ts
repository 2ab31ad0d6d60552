/**
 * The news feed (spec 02 section 4, News): reading an item marks it read, dismissing removes
 * it, read-all sets the unread count to 0 and the last read time.
 */
import type { NewsFeed } from '@amora/contract';
import { createEvent, createStore, sample } from 'effector';
import { sessionEnded } from '../../../session/model';
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
