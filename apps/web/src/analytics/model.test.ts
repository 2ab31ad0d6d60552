/**
 * Usage statistics against the real server: the spec's moments reach the analytics_events table
 * with the member of the session and the campaign the visitor came with; declining (in the
 * settings, or a visitor's local choice) stops them; a failed send is kept and not retried at once.
 */
import { analytics } from '@amora/contract';
import { allSettled, type Scope } from 'effector';
import { beforeEach, describe, expect, it } from 'vitest';
import { analyticsEvents, users } from '../../../server/src/db/schema';
import { registrationPayload } from '../../../server/test/routes/identity/support';
import { cookieKeepingFetch } from '../../../server/test/support/browser';
import { MemoryStorage } from '../../test/memoryStorage';
import {
  type IdentityServer,
  insertMember,
  openScope,
  startsIdentityServerPerFile,
} from '../../test/server';
import { campaignLanded } from '../campaign/model';
import { registrationSubmitted } from '../screens/registration/model';
import { $user, loginSubmitted } from '../session/model';
import { readItem } from '../shared/storage';
import {
  $queue,
  $usageStatistics,
  analyticsStarted,
  eventTracked,
  flushRequested,
  usageStatisticsChosen,
} from './model';
import './moments';
import { pagePathOf } from './pagePath';

let server: IdentityServer;
startsIdentityServerPerFile((started) => {
  server = started;
});
beforeEach(() => {
  // The campaign is kept in the session storage where there are no cookies (as in Node).
  Object.defineProperty(globalThis, 'sessionStorage', {
    value: new MemoryStorage(),
    configurable: true,
  });
});

const password = 'sommer2026';

/** A browser with the app's client and the statistics sending to the test server. */
const openBrowser = async (fetch?: typeof globalThis.fetch) => {
  const { scope, cookies } = await openScope(server.baseUrl);
  const calls: string[] = [];
  const send = cookieKeepingFetch(cookies);
  await allSettled(analyticsStarted, {
    scope,
    params: {
      baseUrl: server.baseUrl,
      fetch: async (input, init) => {
        calls.push(String(input));
        return (fetch ?? send)(input, init);
      },
    },
  });
  return { scope, calls };
};

const logIn = async (scope: Scope, values: Parameters<typeof insertMember>[1] = {}) => {
  const member = await insertMember(server.app, { password, ...values });
  await allSettled(loginSubmitted, {
    scope,
    params: { userName: member.email as string, password },
  });
  return member;
};

const flush = (scope: Scope) => allSettled(flushRequested, { scope });

// drizzle's operators are the server's dependency; the web package filters the rows itself.
const eventsOf = async (memberId: string | null) =>
  (await server.app.db.select().from(analyticsEvents)).filter(
    (event) => event.memberId === memberId,
  );

describe('usage statistics', () => {
  it('records a registration as sign_up and a single opt-in lead, with the campaign', async () => {
    const { scope } = await openBrowser();
    const pid = `autumn-${Math.random().toString(36).slice(2, 8)}`;
    await allSettled(campaignLanded, { scope, params: `?pid=${pid}&sid=mail` });
    const body = registrationPayload();
    await allSettled(registrationSubmitted, {
      scope,
      params: body as Parameters<typeof registrationSubmitted>[0],
    });
    await flush(scope);

    const [member] = (await server.app.db.select().from(users)).filter(
      (user) => user.email === body.email,
    );
    expect(member).toBeDefined();
    const events = await eventsOf(member?.id ?? null);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'sign_up',
          method: 'email',
          campaignId: pid,
          sourceId: 'mail',
        }),
        expect.objectContaining({ name: 'generate_lead', optIn: 'single', campaignId: pid }),
      ]),
    );
    expect(scope.getState($queue)).toEqual([]);
  });

  it("records a login and later moments under the session's member", async () => {
    const { scope } = await openBrowser();
    const member = await logIn(scope);
    await allSettled(eventTracked, {
      scope,
      params: { name: 'page_view', params: { path: '/foryou' } },
    });
    await flush(scope);
    const events = await eventsOf(member.id);
    expect(events.map((event) => [event.name, event.method ?? event.path])).toEqual(
      expect.arrayContaining([
        ['login', 'email'],
        ['page_view', '/foryou'],
      ]),
    );
  });

  it('sends nothing once the member declines in the settings, and keeps the choice', async () => {
    const { scope, calls } = await openBrowser();
    const member = await logIn(scope);
    await flush(scope);
    const before = (await eventsOf(member.id)).length;
    expect(before).toBeGreaterThan(0);

    await allSettled(usageStatisticsChosen, { scope, params: false });
    expect(scope.getState($usageStatistics)).toBe(false);
    expect(scope.getState($user)?.usageStatistics).toBe(false);
    const [row] = (await server.app.db.select().from(users)).filter(
      (user) => user.id === member.id,
    );
    expect(row?.usageStatistics).toBe(false);
    expect(readItem(analytics.storageKey)).toBe('off');

    const sent = calls.length;
    await allSettled(eventTracked, {
      scope,
      params: { name: 'interaction', params: { kind: 'like' } },
    });
    await flush(scope);
    expect(scope.getState($queue)).toEqual([]);
    expect(calls).toHaveLength(sent);
    expect(await eventsOf(member.id)).toHaveLength(before);
  });

  it("honours a visitor's local choice: nothing is queued or sent", async () => {
    const { scope, calls } = await openBrowser();
    await allSettled(usageStatisticsChosen, { scope, params: false });
    await allSettled(eventTracked, { scope, params: { name: 'page_view', params: { path: '/' } } });
    await flush(scope);
    expect(scope.getState($queue)).toEqual([]);
    expect(calls).toEqual([]);

    // A later visit on this device reads the choice back.
    const later = await openBrowser();
    expect(later.scope.getState($usageStatistics)).toBe(false);
  });

  it('keeps the events when the server cannot be reached and does not retry at once', async () => {
    const unreachable: typeof globalThis.fetch = () => Promise.reject(new TypeError('offline'));
    const { scope, calls } = await openBrowser(unreachable);
    await allSettled(eventTracked, { scope, params: { name: 'page_view', params: { path: '/' } } });
    await flush(scope);
    await flush(scope);
    expect(calls).toHaveLength(1);
    expect(scope.getState($queue)).toEqual([
      expect.objectContaining({ name: 'page_view', params: { path: '/' } }),
    ]);
  });
});

describe('page_view path', () => {
  it('is the route pattern, never an id or query of the address', () => {
    expect(pagePathOf('/stranger-profile/0b6c2a8e-4f1d-4a57-9b9e-1c2d3e4f5a6b')).toBe(
      '/stranger-profile/:id',
    );
    expect(pagePathOf('/messages/42')).toBe('/messages/:id');
    expect(pagePathOf('/settings')).toBe('/settings');
    expect(pagePathOf('/shop/turbo-rocket')).toBe('/shop/turbo-rocket');
    expect(pagePathOf('/no/such/page')).toBe('/*');
  });
});
