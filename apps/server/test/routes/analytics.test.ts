import { type AnalyticsEvent, errorCodes } from '@amora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsLimits } from '../../src/analytics/routes';
import { analyticsEvents } from '../../src/db/schema';
import { sessionCookieName } from '../../src/identity/sessions';
import { openBrowser } from '../support/browser';
import { type MemberServer, outcome, startMemberServer } from './user/support';

let server: MemberServer;
beforeAll(async () => {
  server = await startMemberServer();
});
afterAll(() => server?.close());

const allEvents = () => server.app.db.select().from(analyticsEvents);
const eventsOfPath = (path: string) =>
  server.app.db.select().from(analyticsEvents).where(eq(analyticsEvents.path, path));
const now = () => new Date().toISOString();
const uniquePath = () => `/test-${Math.random().toString(36).slice(2, 10)}`;

describe('POST /events', () => {
  it('stores a visitor batch with its parameters and no member', async () => {
    const path = uniquePath();
    const time = now();
    const events: AnalyticsEvent[] = [
      { name: 'page_view', time, params: { path, campaignId: 'summer', clickId: 'c1' } },
      { name: 'begin_checkout', time, params: { path, item: 'coins-100', sourceId: 'mail' } },
    ];
    expect(await server.visitor().api.analytics.record({ body: { events } })).toBe(true);
    const stored = await eventsOfPath(path);
    expect(stored).toHaveLength(2);
    expect(stored).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'page_view',
          memberId: null,
          campaignId: 'summer',
          clickId: 'c1',
          occurredAt: new Date(time),
        }),
        expect.objectContaining({ name: 'begin_checkout', item: 'coins-100', sourceId: 'mail' }),
      ]),
    );
  });

  it("records a member's events under the session's member, never the body's", async () => {
    const { user, browser } = await server.member();
    const { user: other } = await server.member();
    const path = uniquePath();
    const body = {
      events: [{ name: 'interaction', time: now(), params: { path, kind: 'like' } }],
      memberId: other.id,
    };
    // A member id in the body is refused outright: the payload has no such field.
    const refused = await browser.api.analytics.record.request({ body: body as never });
    expect(outcome(refused)).toMatchObject({ status: 400, code: errorCodes.VALIDATION_FAILED });
    const { memberId: _ignored, ...batch } = body;
    expect(await browser.api.analytics.record({ body: batch as never })).toBe(true);
    expect(await eventsOfPath(path)).toEqual([
      expect.objectContaining({ name: 'interaction', kind: 'like', memberId: user.id }),
    ]);
  });

  it('records nothing for a member who declined usage statistics', async () => {
    const { browser } = await server.member();
    expect(await browser.api.user.update({ body: { usageStatistics: false } })).toMatchObject({
      usageStatistics: false,
    });
    const path = uniquePath();
    expect(
      await browser.api.analytics.record({
        body: { events: [{ name: 'page_view', time: now(), params: { path } }] },
      }),
    ).toBe(true);
    expect(await eventsOfPath(path)).toEqual([]);
  });

  it.each([
    ['an event name the spec does not have', [{ name: 'screen_view', time: now() }]],
    [
      'a bad name among good ones',
      [
        { name: 'login', time: now() },
        { name: 'x', time: now() },
      ],
    ],
    [
      'a parameter outside the contract',
      [{ name: 'login', time: now(), params: { email: 'a@b.c' } }],
    ],
    ['a page path with a query', [{ name: 'page_view', time: now(), params: { path: '/a?t=1' } }]],
    [
      'a time in the future',
      [{ name: 'login', time: new Date(Date.now() + 86_400_000).toISOString() }],
    ],
    ['a time weeks ago', [{ name: 'login', time: '2020-01-01T00:00:00.000Z' }]],
    ['an empty batch', []],
    ['a batch above the limit', Array.from({ length: 51 }, () => ({ name: 'login', time: now() }))],
  ])('refuses %s with VALIDATION_FAILED and stores nothing', async (_case, events) => {
    const before = (await allEvents()).length;
    const result = await server
      .visitor()
      .api.analytics.record.request({ body: { events } as never });
    expect(outcome(result)).toMatchObject({
      ok: false,
      status: 400,
      code: errorCodes.VALIDATION_FAILED,
    });
    expect(await allEvents()).toHaveLength(before);
  });

  it('limits the batches of one address', async () => {
    const visitor = server.visitor();
    const batch = { events: [{ name: 'login' as const, time: now() }] };
    for (let sent = 0; sent < analyticsLimits.perIp.max; sent++) {
      expect(await visitor.api.analytics.record({ body: batch })).toBe(true);
    }
    const refused = await visitor.api.analytics.record.request({ body: batch });
    expect(outcome(refused)).toMatchObject({ status: 429, code: errorCodes.RATE_LIMITED });
    expect(await server.visitor().api.analytics.record({ body: batch })).toBe(true);
  });

  it('limits the batches of one member across addresses', async () => {
    const { browser } = await server.member();
    const session = browser.cookies.get(sessionCookieName) as string;
    const batch = { events: [{ name: 'page_view' as const, time: now() }] };
    for (let sent = 0; sent < analyticsLimits.perMember.max; sent++) {
      // A new address each time: only the member's own counter can stop the last one.
      const elsewhere = openBrowser(server.baseUrl, {
        cookies: new Map([[sessionCookieName, session]]),
      });
      expect(await elsewhere.api.analytics.record({ body: batch })).toBe(true);
    }
    const refused = await browser.api.analytics.record.request({ body: batch });
    expect(outcome(refused)).toMatchObject({ status: 429, code: errorCodes.RATE_LIMITED });
  });
});
