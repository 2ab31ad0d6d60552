import { type Bonus, errorCodes } from '@amora/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, ledgerEntries } from '../../../src/db/schema';
import { userRow } from '../../helpers';
import {
  dataOf,
  expectRefusedUnchanged,
  type MemberServer,
  outcome,
  startMemberServer,
} from './support';

let server: MemberServer;
beforeAll(async () => {
  server = await startMemberServer();
});
afterAll(() => server?.close());

const dayMs = 24 * 60 * 60 * 1000;
/** Midnight (UTC) of today plus `days`. */
const midnight = (days: number) => new Date((Math.floor(Date.now() / dayMs) + days) * dayMs);

const gifts: Bonus[] = [
  { freeCoins: 5 },
  { freeSwipesCount: 10, freeWinkCount: 2, freeCoins: 3 },
  { stars: 4 },
];

let eventNumber = 0;
/** An event of its own for each test; by default on its second day of three. */
const newEvent = async (values: Partial<typeof events.$inferInsert> = {}) => {
  eventNumber += 1;
  const [event] = await server.app.db
    .insert(events)
    .values({
      id: `test-event-${eventNumber}`,
      title: 'Test week',
      description: 'A gift a day',
      startDate: midnight(-1),
      endDate: midnight(2),
      days: gifts,
      ...values,
    })
    .returning();
  if (!event) throw new Error('no event');
  return event.id;
};

describe('GET /event and GET /event/available', () => {
  it("shows a running event with today's gift, and upcoming ones without", async () => {
    const running = await newEvent();
    const upcoming = await newEvent({ startDate: midnight(3), endDate: midnight(6) });
    const ended = await newEvent({ startDate: midnight(-5), endDate: midnight(-2) });
    const retired = await newEvent({ isActive: false });
    const { browser } = await server.member();

    const list = dataOf(await browser.api.event.list.request()).items;
    const ids = list.map((event) => event.id);
    expect(ids).toEqual(expect.arrayContaining([running, upcoming]));
    expect(ids).not.toContain(ended);
    expect(ids).not.toContain(retired);
    expect(list.find((event) => event.id === running)).toEqual({
      id: running,
      title: 'Test week',
      description: 'A gift a day',
      imageHref: null,
      startDate: midnight(-1).toISOString(),
      endDate: midnight(2).toISOString(),
      days: [
        { day: 1, bonus: gifts[0] },
        { day: 2, bonus: gifts[1] },
        { day: 3, bonus: gifts[2] },
      ],
      today: 2,
      bonus: gifts[1],
      claimedDays: [],
    });
    expect(list.find((event) => event.id === upcoming)).toMatchObject({ today: null, bonus: null });

    const available = dataOf(await browser.api.event.available.request()).items;
    expect(available.map((event) => event.id)).toContain(running);
    expect(available.map((event) => event.id)).not.toContain(upcoming);
  });

  it('lists the seeded welcome week on its first day', async () => {
    const { browser } = await server.member();
    const list = dataOf(await browser.api.event.list.request()).items;
    expect(list.find((event) => event.id === 'welcome-week')).toMatchObject({
      today: 1,
      bonus: { freeCoins: 5 },
    });
  });
});

describe('POST /event/{id}', () => {
  it("adds today's gift to the member's counters, once", async () => {
    const id = await newEvent();
    const { user, browser } = await server.member({ coins: 1, freeCoins: 2, freeWinkCount: 1 });
    const claimed = dataOf(await browser.api.event.claim.request({ params: { id } }));
    expect(claimed).toMatchObject({
      claim: { eventId: id, day: 2, bonus: gifts[1] },
      coinInfo: { coins: 1, freeCoins: 5, freeSwipesCount: 20, freeWinkCount: 3 },
    });
    expect(await userRow(server.app, user.id)).toMatchObject({
      coins: 1,
      freeCoins: 5,
      freeSwipesCount: 20,
      freeWinkCount: 3,
    });
    const entries = await server.app.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, user.id), eq(ledgerEntries.reason, 'eventBonus')));
    expect(entries).toHaveLength(3);

    const after = dataOf(await browser.api.event.list.request()).items;
    expect(after.find((event) => event.id === id)).toMatchObject({ bonus: null, claimedDays: [2] });
    const available = dataOf(await browser.api.event.available.request()).items;
    expect(available.map((event) => event.id)).not.toContain(id);
    const days = dataOf(await browser.api.event.claimed.request({ params: { id } }));
    expect(days).toMatchObject({ count: 1, items: [{ eventId: id, day: 2, bonus: gifts[1] }] });

    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.event.claim.request({ params: { id } }),
      { status: 409, code: errorCodes.ALREADY_CLAIMED },
    );
    // Another member claims the same day independently.
    const other = await server.member();
    expect(outcome(await other.browser.api.event.claim.request({ params: { id } })).ok).toBe(true);
  });

  it('credits stars and counts only one of several claims at once', async () => {
    const id = await newEvent({ startDate: midnight(-2), endDate: midnight(1) });
    const { user, browser } = await server.member({ stars: 1 });
    const results = await Promise.all(
      Array.from({ length: 4 }, () => browser.api.event.claim.request({ params: { id } })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect((await userRow(server.app, user.id)).stars).toBe(5);
  });

  it('refuses an event that is not running, or has no gift today, and changes nothing', async () => {
    const upcoming = await newEvent({ startDate: midnight(1), endDate: midnight(4) });
    const ended = await newEvent({ startDate: midnight(-4), endDate: midnight(-1) });
    const retired = await newEvent({ isActive: false });
    const giftless = await newEvent({ startDate: midnight(-5), endDate: midnight(2) });
    const { user, browser } = await server.member();
    for (const id of [upcoming, ended, retired, giftless, 'no-such-event']) {
      await expectRefusedUnchanged(
        server.app,
        user.id,
        () => browser.api.event.claim.request({ params: { id } }),
        { status: 404, code: errorCodes.EVENT_NOT_AVAILABLE },
      );
    }
    const list = dataOf(await browser.api.event.list.request()).items;
    expect(list.find((event) => event.id === giftless)).toMatchObject({ today: 6, bonus: null });
  });
});

describe('GET /event/{id}/claimed', () => {
  it("lists only the member's own claims, and 404 for an unknown event", async () => {
    const id = await newEvent();
    const { browser } = await server.member();
    const other = await server.member();
    await other.browser.api.event.claim.request({ params: { id } });
    expect(dataOf(await browser.api.event.claimed.request({ params: { id } }))).toEqual({
      items: [],
      count: 0,
    });
    const unknown = await browser.api.event.claimed.request({ params: { id: 'no-such-event' } });
    expect(outcome(unknown)).toMatchObject({ ok: false, status: 404, code: errorCodes.NOT_FOUND });
  });
});
