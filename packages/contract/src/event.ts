/**
 * Events with daily gifts (spec 02 sections 3, 4 and 7, Events): each day of an event brings a
 * bonus of free amounts that the member claims once; the claimed days are listed per event.
 */
import * as v from 'valibot';
import { collection, DateTime, Href, Id, IdParams, NonNegativeInteger } from './common';
import { endpoint } from './endpoint';
import { Bonus, CoinInfo } from './user';

const DayNumber = v.pipe(NonNegativeInteger, v.minValue(1));

export const EventDay = v.object({ day: DayNumber, bonus: Bonus });
export type EventDay = v.InferOutput<typeof EventDay>;

export const Event = v.object({
  id: Id,
  title: v.string(),
  description: v.string(),
  imageHref: v.nullable(Href),
  startDate: DateTime,
  endDate: DateTime,
  /** The gift of each day, day 1 first. */
  days: v.array(EventDay),
  /** Today's day of the event, from 1; null outside the event. */
  today: v.nullable(DayNumber),
  /** Today's claimable bonus; null when claimed already or outside the event. */
  bonus: v.nullable(Bonus),
  claimedDays: v.array(DayNumber),
});
export type Event = v.InferOutput<typeof Event>;

export const EventClaim = v.object({
  eventId: Id,
  day: DayNumber,
  claimedAt: DateTime,
  bonus: Bonus,
});
export type EventClaim = v.InferOutput<typeof EventClaim>;

/** The bonus is added to the member's free counters (ALREADY_CLAIMED on a second claim). */
export const EventClaimResult = v.object({ claim: EventClaim, coinInfo: CoinInfo });
export type EventClaimResult = v.InferOutput<typeof EventClaimResult>;

export const eventEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/event',
    auth: 'member',
    answer: 'data',
    tag: 'event',
    summary: 'The events, running and upcoming',
    response: collection(Event),
  }),
  available: endpoint({
    method: 'GET',
    path: '/event/available',
    auth: 'member',
    answer: 'data',
    tag: 'event',
    summary: "The events whose today's gift can be claimed",
    response: collection(Event),
  }),
  claim: endpoint({
    method: 'POST',
    path: '/event/{id}',
    auth: 'member',
    answer: 'data',
    tag: 'event',
    summary: "Claim today's gift of an event",
    params: IdParams,
    response: EventClaimResult,
  }),
  claimed: endpoint({
    method: 'GET',
    path: '/event/{id}/claimed',
    auth: 'member',
    answer: 'data',
    tag: 'event',
    summary: 'The days of an event already claimed',
    params: IdParams,
    response: collection(EventClaim),
  }),
};
