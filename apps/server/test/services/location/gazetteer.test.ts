import { LocationOption } from '@amora/contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  GAZETTEER_COUNTRIES,
  type Gazetteer,
  getLocation,
  loadGazetteer,
  normalizePlaceName,
  searchLocations,
} from '../../../src/location/index.ts';

let gazetteer: Gazetteer;
beforeAll(() => {
  gazetteer = loadGazetteer();
});

const cities = (search: string, country?: string, limit?: number) =>
  searchLocations({ search, country, limit }).map((option) => option.city);

describe('normalizePlaceName', () => {
  it.each([
    ['München', 'munchen'],
    ['Munchen', 'munchen'],
    ['muenchen', 'munchen'],
    ['MÜNCHEN', 'munchen'],
    ['Næstved', 'nastved'],
    ['Gießen', 'giessen'],
    ['Łódź', 'lodz'],
    ['Halle (Saale)', 'halle saale'],
    ["'s-Hertogenbosch", 's hertogenbosch'],
    ['  Bad   Homburg ', 'bad homburg'],
  ])('folds %s to %s', (name, folded) => {
    expect(normalizePlaceName(name)).toBe(folded);
  });
});

describe('the gazetteer', () => {
  it('holds the places of the 13 countries and no others', () => {
    expect(gazetteer.size).toBeGreaterThan(50_000);
    for (const country of GAZETTEER_COUNTRIES) {
      expect(gazetteer.placesIn(country).length, country).toBeGreaterThan(50);
    }
    expect(searchLocations({ search: 'Madrid', country: 'ES' })).toEqual([]);
  });

  it('finds München by every spelling members type', () => {
    for (const spelling of ['München', 'Munchen', 'muenchen', 'münchen', 'Munich', 'MÜNCH']) {
      expect(cities(spelling)[0], spelling).toBe('München');
    }
  });

  it('answers the contract’s location option: GeoNames id, empty zip, lower-case ISO code', () => {
    const [munich] = searchLocations({ search: 'München' });
    expect(munich).toEqual({ id: '2867714', city: 'München', zip: '', country: 'de' });
    expect(v.is(LocationOption, munich)).toBe(true);
    expect(searchLocations({ search: 'Wien', country: 'AT' })[0]?.country).toBe('at');
  });

  it('searches Germany when no country is given and accepts lower-case codes', () => {
    expect(cities('Wien')).not.toContain('Wien');
    expect(cities('Wien', 'at')[0]).toBe('Wien');
    expect(cities('Vienna', 'AT')).toEqual(['Wien']);
    expect(cities('London', 'uk')[0]).toBe('London');
  });

  it('ranks an exact name before longer names with more inhabitants', () => {
    // Bern (121,000) is exact; Bernex or Berneck are longer; no bigger place starts with 'bern'.
    expect(cities('bern', 'CH')[0]).toBe('Bern');
    // Halle (Saale) has ten times the inhabitants of the towns named just Halle.
    expect(cities('Halle', 'DE', 3)).toEqual([
      'Halle (Nordrhein-Westfalen)',
      'Halle (Niedersachsen)',
      'Halle (Saale)',
    ]);
  });

  it('ranks prefix matches by population', () => {
    const options = searchLocations({ search: 'B', country: 'DE', limit: 5 });
    const populations = options.map((option) => getLocation(option.id)?.population ?? 0);
    expect(options[0]?.city).toBe('Berlin');
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('shows local names of large places and keeps their exonyms searchable', () => {
    expect(cities('Warschau', 'PL')[0]).toBe('Warszawa');
    expect(cities('Mailand', 'IT')[0]).toBe('Milano');
    expect(cities('Copenhagen', 'dk')[0]).toBe('København');
    expect(cities('Koebenhavn', 'dk')[0]).toBe('København');
    expect(cities('Genf', 'CH')[0]).toBe('Genève');
    expect(cities('Zuerich', 'CH')[0]).toBe('Zürich');
  });

  it('lists a place once even when two of its spellings match', () => {
    const ids = searchLocations({ search: 'Frei', country: 'DE', limit: 50 }).map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('2925177');
  });

  it('leaves out city districts so a city is not drowned by its parts', () => {
    expect(cities('Zürich', 'CH')).toEqual(['Zürich']);
  });

  it('tells same-named places apart by their region as members of the country write it', () => {
    const springfields = cities('Springfield', 'US', 50);
    expect(springfields.length).toBeGreaterThan(5);
    expect(springfields).toContain('Springfield, IL');
    expect(new Set(springfields).size).toBe(springfields.length);
    expect(cities('Buchs', 'CH')).toEqual(expect.arrayContaining(['Buchs (SG)', 'Buchs (AG)']));
    expect(cities('Frankfurt', 'DE')).toEqual(['Frankfurt am Main', 'Frankfurt (Oder)']);
    expect(cities('Berlin')[0]).toBe('Berlin');
  });

  it('honours the limit within 1 to 50 and answers nothing for a blank search', () => {
    expect(searchLocations({ search: 'S' })).toHaveLength(10);
    expect(searchLocations({ search: 'S', limit: 3 })).toHaveLength(3);
    expect(searchLocations({ search: 'S', limit: 500 })).toHaveLength(50);
    expect(searchLocations({ search: 'S', limit: 0 })).toHaveLength(1);
    expect(searchLocations({ search: '   ' })).toEqual([]);
    expect(searchLocations({ search: '---' })).toEqual([]);
    expect(searchLocations({ search: 'Xqzzy' })).toEqual([]);
  });

  it('gives the server the position of a place by id', () => {
    const munich = getLocation('2867714');
    expect(munich).toMatchObject({ city: 'München', country: 'de' });
    expect(munich?.lat).toBeCloseTo(48.137, 1);
    expect(munich?.lon).toBeCloseTo(11.575, 1);
    expect(getLocation('999999999')).toBeUndefined();
    expect(getLocation('')).toBeUndefined();
  });

  it('answers a search in well under 10 ms', () => {
    const queries = ['M', 'Mü', 'Münch', 'Ber', 'S', 'Neu', 'Bad', 'Frankfurt', 'Xy'];
    const started = performance.now();
    const rounds = 100;
    for (let round = 0; round < rounds; round++) {
      for (const search of queries) searchLocations({ search, country: round % 2 ? 'US' : 'DE' });
    }
    const averageMs = (performance.now() - started) / (rounds * queries.length);
    expect(averageMs).toBeLessThan(2);
  });
});
