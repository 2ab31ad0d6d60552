/** The place search of registration and location change (spec 01 section 7). */
import * as v from 'valibot';
import { collection, Id } from './common';
import { endpoint } from './endpoint';
import { Country, CountryInput } from './options';

/** A place to choose: its id goes back in registration and location change. */
export const LocationOption = v.object({
  id: Id,
  city: v.string(),
  zip: v.string(),
  country: Country,
});
export type LocationOption = v.InferOutput<typeof LocationOption>;

/**
 * GET /location: places whose city or zip starts with `search` in `country` (default DE, any
 * case). An empty search answers an empty list.
 */
export const LocationQuery = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  country: v.optional(CountryInput, 'DE'),
});
export type LocationQuery = v.InferOutput<typeof LocationQuery>;

export const LocationList = collection(LocationOption);
export type LocationList = v.InferOutput<typeof LocationList>;

export const locationEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/location',
    auth: 'any',
    answer: 'data',
    tag: 'location',
    summary: 'Search places by city or zip in a country',
    query: LocationQuery,
    response: LocationList,
  }),
};
