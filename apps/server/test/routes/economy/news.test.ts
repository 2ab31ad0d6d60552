import { errorCodes } from '@amora/contract';
import { and, desc, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItems } from '../../../src/db/schema';
import { userRow } from '../../helpers';
import {
  dataOf,
  expectRefusedUnchanged,
  type MemberServer,
  outcome,
  startMemberServer,
} from './support';

let server: MemberServer;
/** The feed every member starts with, newest first: the seeded items and this file's. */
let feedIds: string[];
let futureId: string;
let retiredId: string;

beforeAll(async () => {
  server = await startMemberServer();
  const hour = 60 * 60 * 1000;
  const [future, retired] = await server.app.db
    .insert(newsItems)
    .values([
      { title: 'Later', body: 'Not yet', createdAt: new Date(Date.now() + hour) },
      { title: 'Gone', body: 'Retired', isActive: false },
      {
        title: 'Old news',
        body: 'From last week',
        createdAt: new Date(Date.now() - 7 * 24 * hour),
      },
    ])
    .returning();
  futureId = future?.id as string;
  retiredId = retired?.id as string;
  const published = await server.app.db
    .select({ id: newsItems.id })
    .from(newsItems)
    .where(and(eq(newsItems.isActive, true), lte(newsItems.createdAt, new Date())))
    .orderBy(desc(newsItems.createdAt), desc(newsItems.id));
  feedIds = published.map((item) => item.id);
});
afterAll(() => server?.close());

describe('GET /news', () => {
  it('answers the published items newest first, all unread for a new member', async () => {
    const { browser } = await server.member();
    const feed = dataOf(await browser.api.news.feed.request({ query: { pageSize: 100 } }));
    expect(feed.items.map((item) => item.id)).toEqual(feedIds);
    expect(feedIds.length).toBeGreaterThanOrEqual(5);
    expect(feedIds).not.toContain(futureId);
    expect(feedIds).not.toContain(retiredId);
    expect(feed).toMatchObject({ totalCount: feedIds.length, lastReadTime: null, next: null });
    expect(feed.items.every((item) => !item.isRead)).toBe(true);
    expect(feed.items.find((item) => item.title === 'Welcome to Amora!')).toMatchObject({
      link: '/profile',
      imageHref: null,
    });
  });

  it('hands out pages with links to the next', async () => {
    const { browser } = await server.member();
    const first = dataOf(await browser.api.news.feed.request({ query: { pageSize: 2 } }));
    expect(first).toMatchObject({ count: 2, page: 1, next: '/news?page=2&pageSize=2', prev: null });
    const second = dataOf(await browser.api.news.feed.request({ query: { page: 2, pageSize: 2 } }));
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(feedIds.slice(0, 4));
    expect(second.prev).toBe('/news?page=1&pageSize=2');
  });

  it('counts items after the last read time as unread', async () => {
    const { browser } = await server.member({
      lastNotificationReadTime: new Date(Date.now() - 36 * 60 * 60 * 1000),
    });
    const feed = dataOf(await browser.api.news.feed.request({ query: { pageSize: 100 } }));
    const unread = feed.items.filter((item) => !item.isRead);
    expect(feed.totalCount).toBe(unread.length);
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.length).toBeLessThan(feedIds.length);
  });
});

describe('POST /news/{id} and DELETE /news/{id}', () => {
  it('marks one item read for this member only', async () => {
    const { browser } = await server.member();
    const other = await server.member();
    const id = feedIds[0] as string;
    const read = dataOf(await browser.api.news.markRead.request({ params: { id } }));
    expect(read).toMatchObject({ id, isRead: true });
    expect(outcome(await browser.api.news.markRead.request({ params: { id } })).ok).toBe(true);

    const feed = dataOf(await browser.api.news.feed.request({ query: { pageSize: 100 } }));
    expect(feed.items.find((item) => item.id === id)?.isRead).toBe(true);
    expect(feed.totalCount).toBe(feedIds.length - 1);
    const theirs = dataOf(await other.browser.api.news.feed.request({ query: { pageSize: 100 } }));
    expect(theirs.totalCount).toBe(feedIds.length);
  });

  it('removes a dismissed item from the member feed and its unread count', async () => {
    const { user, browser } = await server.member();
    const id = feedIds[1] as string;
    expect(outcome(await browser.api.news.dismiss.request({ params: { id } }))).toEqual({
      ok: true,
      data: true,
    });
    const feed = dataOf(await browser.api.news.feed.request({ query: { pageSize: 100 } }));
    expect(feed.items.map((item) => item.id)).not.toContain(id);
    expect(feed.totalCount).toBe(feedIds.length - 1);
    const refusal = { status: 404, code: errorCodes.NOT_FOUND };
    const params = { id };
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.news.dismiss.request({ params }),
      refusal,
    );
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.news.markRead.request({ params }),
      refusal,
    );
  });

  it('answers 404 for unknown, retired and future items', async () => {
    const { user, browser } = await server.member();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', retiredId, futureId]) {
      await expectRefusedUnchanged(
        server.app,
        user.id,
        () => browser.api.news.markRead.request({ params: { id } }),
        { status: 404, code: errorCodes.NOT_FOUND },
      );
    }
  });
});

describe('POST /news', () => {
  it('reads everything: totalCount 0 and the last read time', async () => {
    const { user, browser } = await server.member();
    const before = Date.now();
    const state = dataOf(await browser.api.news.readAll.request());
    expect(state.totalCount).toBe(0);
    expect(Date.parse(state.lastReadTime as string)).toBeGreaterThanOrEqual(before - 1000);
    expect((await userRow(server.app, user.id)).lastNotificationReadTime?.toISOString()).toBe(
      state.lastReadTime,
    );
    const feed = dataOf(await browser.api.news.feed.request({ query: { pageSize: 100 } }));
    expect(feed).toMatchObject({ totalCount: 0, lastReadTime: state.lastReadTime });
    expect(feed.items.every((item) => item.isRead)).toBe(true);
  });
});
