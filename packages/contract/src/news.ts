/** The news feed (spec 02 sections 3, 4 and 7, News). */
import * as v from 'valibot';
import { DateTime, Href, Id, IdParams, NonNegativeInteger, Paging, queryInteger } from './common';
import { pageSizes } from './constants';
import { endpoint } from './endpoint';

export const NewsItem = v.object({
  id: Id,
  title: v.string(),
  body: v.string(),
  imageHref: v.nullable(Href),
  /** Where the item leads in the app, if anywhere (a route such as /shop). */
  link: v.nullable(Href),
  createdAt: DateTime,
  isRead: v.boolean(),
});
export type NewsItem = v.InferOutput<typeof NewsItem>;

/** Unread count and last read time, as read-all leaves them (totalCount 0). */
export const NewsReadState = v.object({
  /** The unread items. */
  totalCount: NonNegativeInteger,
  lastReadTime: v.nullable(DateTime),
});
export type NewsReadState = v.InferOutput<typeof NewsReadState>;

export const NewsFeed = v.object({
  ...Paging.entries,
  items: v.array(NewsItem),
  count: NonNegativeInteger,
  ...NewsReadState.entries,
});
export type NewsFeed = v.InferOutput<typeof NewsFeed>;

export const NewsQuery = v.object({
  page: v.optional(queryInteger({ min: 1, max: 10_000 }), 1),
  pageSize: v.optional(queryInteger({ min: 1, max: pageSizes.max }), pageSizes.otherDiscovery),
});
export type NewsQuery = v.InferOutput<typeof NewsQuery>;

export const newsEndpoints = {
  feed: endpoint({
    method: 'GET',
    path: '/news',
    auth: 'member',
    answer: 'data',
    tag: 'news',
    summary: 'The news feed, newest first',
    query: NewsQuery,
    response: NewsFeed,
  }),
  readAll: endpoint({
    method: 'POST',
    path: '/news',
    auth: 'member',
    answer: 'data',
    tag: 'news',
    summary: 'Mark every item read',
    response: NewsReadState,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/news/{id}',
    auth: 'member',
    answer: 'data',
    tag: 'news',
    summary: 'Mark one item read',
    params: IdParams,
    response: NewsItem,
  }),
  dismiss: endpoint({
    method: 'DELETE',
    path: '/news/{id}',
    auth: 'member',
    answer: 'empty',
    tag: 'news',
    summary: 'Remove an item from the feed',
    params: IdParams,
  }),
};
