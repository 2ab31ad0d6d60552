/**
 * The gazetteer's data has no postal codes, so a member gives their own; it is accepted when it
 * has the country's postal code format (postal-codes-js). Whether the code belongs to the chosen
 * place is not checked: no data on the registry could tell for all 13 countries.
 */
import { limits } from '@amora/contract';
import { validate } from 'postal-codes-js';
import { toGazetteerCountry } from './gazetteer.ts';

export function isValidPostalCode(country: string, zip: string): boolean {
  const countryCode = toGazetteerCountry(country);
  const trimmed = zip.trim();
  if (!countryCode || trimmed === '' || trimmed.length > limits.zipMaxLength) return false;
  return validate(countryCode, trimmed) === true;
}

/** The stored form: trimmed, inner whitespace collapsed to one space, letters upper-case. */
export function normalizePostalCode(zip: string): string {
  return zip.trim().replace(/\s+/g, ' ').toUpperCase();
}
