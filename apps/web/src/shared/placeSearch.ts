/**
 * The place search (spec 01 section 7) of every form that chooses a place, the registration and
 * the location change: suggestions for a city or zip in a country, from the second letter on.
 */
import type { LocationOption } from '@amora/contract';
import { createEvent, createStore, sample, type Unit } from 'effector';
import { apiEffect } from './api';

export interface PlaceQuery {
  search: string;
  country: string;
}

/** A form's own place search; its suggestions empty on any of `resetOn` (the form was left). */
export const createPlaceSearch = (resetOn: Unit<unknown>[]) => {
  const placeSearched = createEvent<PlaceQuery>();
  const searchPlacesFx = apiEffect((api, query: PlaceQuery) => api.location.search({ query }));
  const $places = createStore<LocationOption[]>([]).reset(resetOn);
  sample({
    clock: placeSearched,
    filter: ({ search }) => search.trim().length >= 2,
    target: searchPlacesFx,
  });
  sample({
    clock: searchPlacesFx.doneData,
    filter: Boolean,
    fn: (list) => list.items,
    target: $places,
  });
  return { placeSearched, searchPlacesFx, $places };
};
