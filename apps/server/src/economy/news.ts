/**
 * The news feed (spec 02 sections 3, 4 and 7, News): the same items for every member, and the
 * console's notices for one member (console/notices.ts), read and dismissed per member. An item
 * counts as read once the member read it, or read all after it appeared
 * (users.last_notification_read_time); a dismissed item leaves the member's feed.
 */
import { errorCodes, type NewsItem, type NewsQuery } from '@amora/contract';
import { and, count, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type NewsItemRow, newsItemStates, newsItems, users } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { isUuid, requireSelf } from '../users';

const toNewsItem = (item: NewsItemRow, isRead: boolean): NewsItem => ({
  id: item.id,
  title: item.title,
  body: item.body,
  imageHref: item.imageHref,
  link: item.link,
  createdAt: item.createdAt.toISOString(),
  isRead,
});

/**
 * The items of a member's feed: published, not retired, for everyone or for her, not dismissed
 * by her.
 */
const feedOf = (db: Database, memberId: string, where?: SQL) =>
  db
    .select({ item: newsItems, readAt: newsItemStates.readAt })
    .from(newsItems)
    .leftJoin(
      newsItemStates,
      and(eq(newsItemStates.newsItemId, newsItems.id), eq(newsItemStates.userId, memberId)),
    )
    .where(
      and(
        eq(newsItems.isActive, true),
        or(isNull(newsItems.userId), eq(newsItems.userId, memberId)),
        lte(newsItems.createdAt, sql`now()`),
        isNull(newsItemStates.dismissedAt),
        where,
      ),
    )
    .$dynamic();

const isRead = (item: NewsItemRow, readAt: Date | null, lastReadTime: Date | null) =>
  readAt !== null || (lastReadTime !== null && item.createdAt <= lastReadTime);

/** One item of the member's feed, or 404. */
const requireFeedItem = async (db: Database, memberId: string, itemId: string) => {
  if (!isUuid(itemId)) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const [row] = await feedOf(db, memberId, eq(newsItems.id, itemId));
  if (!row) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return row.item;
};

/** A page of the member's feed, and how many of its items are unread. */
export const newsFeedOf = async (db: Database, memberId: string, query: NewsQuery) => {
  const self = await requireSelf(db, memberId);
  const lastReadTime = self.lastNotificationReadTime;
  const rows = await feedOf(db, memberId)
    .orderBy(desc(newsItems.createdAt), desc(newsItems.id))
    .limit(query.pageSize + 1)
    .offset((query.page - 1) * query.pageSize);
  const unreadSince = lastReadTime ? gt(newsItems.createdAt, lastReadTime) : undefined;
  const [unread] = await db
    .select({ total: count() })
    .from(feedOf(db, memberId, and(isNull(newsItemStates.readAt), unreadSince)).as('feed'));
  const items = rows
    .slice(0, query.pageSize)
    .map((row) => toNewsItem(row.item, isRead(row.item, row.readAt, lastReadTime)));
  const link = (page: number) => `/news?page=${page}&pageSize=${query.pageSize}`;
  return {
    items,
    count: items.length,
    page: query.page,
    pageSize: query.pageSize,
    self: link(query.page),
    next: rows.length > query.pageSize ? link(query.page + 1) : null,
    prev: query.page > 1 ? link(query.page - 1) : null,
    totalCount: unread?.total ?? 0,
    lastReadTime: lastReadTime?.toISOString() ?? null,
  };
};

/** Marks everything in the member's feed as read, as of now. */
export const readAllNews = async (db: Database, memberId: string) => {
  const now = new Date();
  await db
    .update(users)
    .set({ lastNotificationReadTime: now, updatedAt: now })
    .where(eq(users.id, memberId));
  return { totalCount: 0, lastReadTime: now.toISOString() };
};

export const markNewsRead = async (db: Database, memberId: string, itemId: string) => {
  const item = await requireFeedItem(db, memberId, itemId);
  await db
    .insert(newsItemStates)
    .values({ newsItemId: item.id, userId: memberId, readAt: new Date() })
    .onConflictDoUpdate({
      target: [newsItemStates.userId, newsItemStates.newsItemId],
      // The first reading is the one that counts.
      set: { readAt: sql`coalesce(${newsItemStates.readAt}, excluded.read_at)` },
    });
  return toNewsItem(item, true);
};

/** Takes the item out of the member's feed. */
export const dismissNews = async (db: Database, memberId: string, itemId: string) => {
  const item = await requireFeedItem(db, memberId, itemId);
  await db
    .insert(newsItemStates)
    .values({ newsItemId: item.id, userId: memberId, dismissedAt: new Date() })
    .onConflictDoUpdate({
      target: [newsItemStates.userId, newsItemStates.newsItemId],
      set: { dismissedAt: sql`excluded.dismissed_at` },
    });
};
