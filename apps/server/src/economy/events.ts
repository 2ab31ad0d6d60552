/**
 * Events (spec 02 sections 3, 4 and 7, Events): each day of a running event brings a gift of free
 * amounts that a member claims once; the claim and the credit are one transaction, and the unique
 * (event, member, day) row makes a second claim, even a parallel one, fail without crediting.
 */
import { type Bonus, type Event, type EventClaim, errorCodes } from '@amora/contract';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { type EventClaimRow, type EventRow, eventClaims, events } from '../db/schema';
import { listOf } from '../http/collection';
import { ApiProblem } from '../http/problem';
import { coinInfoOf, creditBonus, utcDay } from './shared';

/** Today's day of the event (1 on the UTC day it starts); null while it is not running. */
const todayOf = (event: EventRow, now: Date): number | null =>
  event.startDate <= now && now < event.endDate ? utcDay(now) - utcDay(event.startDate) + 1 : null;

/** Today's gift while the event runs and a gift is set for the day. */
const todaysGift = (event: EventRow, now: Date): { day: number; bonus: Bonus } | null => {
  const day = todayOf(event, now);
  const bonus = day === null ? undefined : event.days[day - 1];
  return day === null || !bonus ? null : { day, bonus };
};

const toEventClaim = (claim: EventClaimRow): EventClaim => ({
  eventId: claim.eventId,
  day: claim.day,
  claimedAt: claim.claimedAt.toISOString(),
  bonus: claim.bonus,
});

const toEvent = (event: EventRow, claimedDays: number[], now: Date): Event => {
  const gift = todaysGift(event, now);
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    imageHref: event.imageHref,
    startDate: event.startDate.toISOString(),
    endDate: event.endDate.toISOString(),
    days: event.days.map((bonus, index) => ({ day: index + 1, bonus })),
    today: todayOf(event, now),
    bonus: gift && !claimedDays.includes(gift.day) ? gift.bonus : null,
    claimedDays,
  };
};

/** The running and upcoming events, as the member sees them. */
const eventsFor = async (db: Database, memberId: string, now: Date) => {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.isActive, true), gt(events.endDate, now)))
    .orderBy(asc(events.startDate), asc(events.id));
  const claims =
    rows.length === 0
      ? []
      : await db
          .select({ eventId: eventClaims.eventId, day: eventClaims.day })
          .from(eventClaims)
          .where(
            and(
              eq(eventClaims.userId, memberId),
              inArray(
                eventClaims.eventId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .orderBy(asc(eventClaims.day));
  return rows.map((row) =>
    toEvent(
      row,
      claims.filter((claim) => claim.eventId === row.id).map((claim) => claim.day),
      now,
    ),
  );
};

/** The events as the list call answers them. */
export const eventListFor = async (db: Database, memberId: string) =>
  listOf(await eventsFor(db, memberId, new Date()));

/** The events with a gift the member can claim today. */
export const availableEventsFor = async (db: Database, memberId: string) =>
  listOf((await eventsFor(db, memberId, new Date())).filter((event) => event.bonus));

/** Claims today's gift of the event and credits it, once per member and day. */
export const claimEventBonus = (app: FastifyInstance, memberId: string, eventId: string) =>
  app.db.transaction(async (tx) => {
    const now = new Date();
    const [event] = await tx
      .select()
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.isActive, true)));
    const gift = event && todaysGift(event, now);
    if (!gift) throw ApiProblem.of(errorCodes.EVENT_NOT_AVAILABLE);
    const [claim] = await tx
      .insert(eventClaims)
      .values({ eventId, userId: memberId, day: gift.day, bonus: gift.bonus })
      .onConflictDoNothing()
      .returning();
    if (!claim) throw ApiProblem.of(errorCodes.ALREADY_CLAIMED);
    await creditBonus(app, tx, memberId, gift.bonus, {
      reason: 'eventBonus',
      reference: `${eventId}:${gift.day}`,
    });
    return { claim: toEventClaim(claim), coinInfo: await coinInfoOf(tx, memberId) };
  });

/** The member's claims of an active event, by day. */
export const eventClaimsOf = async (db: Database, memberId: string, eventId: string) => {
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.isActive, true)));
  if (!event) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const claims = await db
    .select()
    .from(eventClaims)
    .where(and(eq(eventClaims.eventId, event.id), eq(eventClaims.userId, memberId)))
    .orderBy(asc(eventClaims.day));
  return listOf(claims.map(toEventClaim));
};
