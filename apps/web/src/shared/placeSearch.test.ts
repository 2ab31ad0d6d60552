/** The one place search of the forms: asked from the second letter on, emptied when left. */
import type { LocationOption } from '@amora/contract';
import { allSettled, createEvent, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { createPlaceSearch } from './placeSearch';

const hamburg: LocationOption = { id: '1', city: 'Hamburg', zip: '20095', country: 'de' };

const formWithPlaces = () => {
  const formLeft = createEvent();
  const search = createPlaceSearch([formLeft]);
  const found = vi.fn(async () => ({ items: [hamburg], count: 1 }));
  const scope = fork({ handlers: [[search.searchPlacesFx, found]] });
  return { ...search, formLeft, found, scope };
};

describe('createPlaceSearch', () => {
  it('suggests the places found for two letters or more', async () => {
    const { placeSearched, $places, found, scope } = formWithPlaces();
    await allSettled(placeSearched, { scope, params: { search: 'Ha', country: 'de' } });
    expect(found).toHaveBeenCalledOnce();
    expect(scope.getState($places)).toEqual([hamburg]);
  });

  it('does not ask for a single letter', async () => {
    const { placeSearched, $places, found, scope } = formWithPlaces();
    await allSettled(placeSearched, { scope, params: { search: ' H ', country: 'de' } });
    expect(found).not.toHaveBeenCalled();
    expect(scope.getState($places)).toEqual([]);
  });

  it('forgets the suggestions when the form is left', async () => {
    const { placeSearched, $places, formLeft, scope } = formWithPlaces();
    await allSettled(placeSearched, { scope, params: { search: 'Ham', country: 'de' } });
    await allSettled(formLeft, { scope });
    expect(scope.getState($places)).toEqual([]);
  });
});
