/**
 * The notification refresh (spec 01 section 9 and spec 02 section 4: the notifications are read
 * again at an interval, 60,000,000 ms) against the real server: once the member area is open, the
 * news feed is read again after the configuration's interval, so a news item published meanwhile
 * raises the unread count without a reload. The timer stands in for the clock; the rest is real.
 */
import { timings } from '@amora/contract';
import { allSettled, fork } from 'effector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItems } from '../../../../server/src/db/schema';
import { cookieKeepingFetch } from '../../../../server/test/support/browser';
import { memberAreaEntered } from '../../member/model';
import { loginSubmitted, logoutRequested } from '../../session/model';
import { apiCreated, createScopedApi } from '../../shared/api';
import './model';
import { insertMember } from '../../../test/server';
import { $news, notificationRefreshElapsed, notificationRefreshTimerFx } from './model/news';
import { type IdentityServer, startIdentityServer } from './testServer';

let server: IdentityServer;
// Starting a database of its own takes a while on a busy machine.
beforeAll(async () => {
  server = await startIdentityServer();
}, 180_000);
afterAll(() => server?.close());

describe('the notification refresh', () => {
  it('reads the news again after the configured interval, with what arrived meanwhile', async () => {
    const member = await insertMember(server.app, { password: 'refresh-secret-1' });
    const timers: number[] = [];
    const scope = fork({
      handlers: [[notificationRefreshTimerFx, (ms: number) => timers.push(ms)]],
    });
    const api = createScopedApi(scope, {
      baseUrl: server.baseUrl,
      fetch: cookieKeepingFetch(new Map()),
    });
    await allSettled(apiCreated, { scope, params: api });
    await allSettled(loginSubmitted, {
      scope,
      params: { userName: member.email ?? '', password: 'refresh-secret-1' },
    });
    await allSettled(memberAreaEntered, { scope });
    expect(timers).toEqual([timings.notificationRefreshMs]);
    const unreadBefore = scope.getState($news)?.totalCount ?? -1;
    expect(unreadBefore).toBeGreaterThanOrEqual(0);

    // Published while the member looks at the app; then the interval runs out.
    await server.app.db
      .insert(newsItems)
      .values({ title: 'Fresh', body: 'Published while the member was looking' });
    await allSettled(notificationRefreshElapsed, { scope });

    expect(scope.getState($news)?.totalCount).toBe(unreadBefore + 1);
    expect(scope.getState($news)?.items.map((item) => item.title)).toContain('Fresh');
    expect(timers).toEqual([timings.notificationRefreshMs, timings.notificationRefreshMs]);
  });

  it('reads nothing more once the member logged out', async () => {
    const member = await insertMember(server.app, { password: 'refresh-secret-2' });
    const timers: number[] = [];
    const scope = fork({
      handlers: [[notificationRefreshTimerFx, (ms: number) => timers.push(ms)]],
    });
    const api = createScopedApi(scope, {
      baseUrl: server.baseUrl,
      fetch: cookieKeepingFetch(new Map()),
    });
    await allSettled(apiCreated, { scope, params: api });
    await allSettled(loginSubmitted, {
      scope,
      params: { userName: member.email ?? '', password: 'refresh-secret-2' },
    });
    await allSettled(memberAreaEntered, { scope });
    await allSettled(logoutRequested, { scope });
    await allSettled(notificationRefreshElapsed, { scope });
    expect(scope.getState($news)).toBeNull();
    expect(timers).toEqual([timings.notificationRefreshMs]);
  });
});
