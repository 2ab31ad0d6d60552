/**
 * Events with daily gifts (spec 02 section 4, Events): the list, and claiming today's gift,
 * which adds its amounts to the member's free counters. A failed claim clears the bonus; a
 * failed fetch is an empty list.
 */
import type { Event } from '@amora/contract';
import { createEvent, createStore, sample } from 'effector';
import { sessionEnded } from '../../../session/model';
import { apiCallEffect, apiEffect } from '../../../shared/api';
import { dataOf } from '../../../shared/result';
import { chargesCoins } from './paid';

export const eventsViewed = createEvent();
export const eventGiftClaimed = createEvent<string>();

export const loadEventsFx = apiCallEffect((api) => api.event.list());
export const claimEventFx = apiEffect(async (api, id: string) =>
  dataOf(await api.event.claim.request({ params: { id } })),
);
chargesCoins(claimEventFx);

sample({ clock: eventsViewed, target: loadEventsFx });
sample({ clock: eventGiftClaimed, target: claimEventFx });

const updated = (events: Event[], id: string, change: (event: Event) => Event) =>
  events.map((event) => (event.id === id ? change(event) : event));

export const $events = createStore<Event[]>([])
  .on(loadEventsFx.doneData, (_, list) => list?.items ?? [])
  .on(loadEventsFx.fail, () => [])
  .on(claimEventFx.done, (events, { params, result }) =>
    updated(events, params, (event) => ({
      ...event,
      bonus: null,
      claimedDays: [...event.claimedDays, result.claim.day],
    })),
  )
  .on(claimEventFx.fail, (events, { params }) =>
    updated(events, params, (event) => ({ ...event, bonus: null })),
  )
  .reset(sessionEnded);

/** The event whose gift can be claimed today, for the banner of the member area. */
export const $claimableEvent = $events.map(
  (events) => events.find((event) => event.bonus !== null && event.today !== null) ?? null,
);
export const $claimingEvent = claimEventFx.pending;
