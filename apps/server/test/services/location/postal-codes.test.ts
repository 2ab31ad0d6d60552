import { describe, expect, it } from 'vitest';
import { isValidPostalCode, normalizePostalCode } from '../../../src/location/index.ts';

describe('isValidPostalCode', () => {
  it.each([
    ['DE', '80331'],
    ['de', '01067'],
    ['AT', '1010'],
    ['CH', '8001'],
    ['US', '10001'],
    ['US', '94105-1804'],
    ['IT', '00118'],
    ['FR', '75001'],
    ['GB', 'SW1A 1AA'],
    ['GB', 'ec1a1bb'],
    ['UK', 'M1 1AE'],
    ['AU', '2000'],
    ['NZ', '6011'],
    ['PL', '00-950'],
    ['NL', '1012 AB'],
    ['DK', '1050'],
    ['SE', '111 22'],
  ])('accepts %s %s', (country, zip) => {
    expect(isValidPostalCode(country, zip)).toBe(true);
  });

  it.each([
    ['DE', '8033'],
    ['DE', '803311'],
    ['DE', 'ABCDE'],
    ['AT', '10100'],
    ['GB', 'WC2H'],
    ['NL', '1012'],
    ['DE', ''],
    ['DE', '   '],
    ['ES', '28001'],
    ['XX', '12345'],
    ['US', '12345-6789-0000'],
  ])('refuses %s %s', (country, zip) => {
    expect(isValidPostalCode(country, zip)).toBe(false);
  });

  it('stores a code trimmed and upper-case', () => {
    expect(normalizePostalCode('  sw1a   1aa ')).toBe('SW1A 1AA');
  });
});
