/** Starting values of every sign-up form (spec 01 sections 4 and 9). */
import { type Country, countries, defaultCountry } from '@amora/contract';

/** The birthdate starts at 18 years ago (spec 01 section 4). */
export const eighteenYearsAgo = () => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - 18);
  return `${date.toISOString().slice(0, 10)}T00:00:00.000Z`;
};

/** Languages whose country is not spelled like the language. */
const countryOfLanguage: Record<string, Country> = { en: 'gb', da: 'dk', sv: 'se' };

/** The country of the browser language ("de-AT" is Austria), falling back to Germany. */
export const browserCountry = (
  language: string | undefined = globalThis.navigator?.language,
): Country => {
  const [base = '', region = ''] = (language ?? '').toLowerCase().split('-');
  const known = (candidate: string | undefined): candidate is Country =>
    (countries as readonly string[]).includes(candidate ?? '');
  if (known(region)) return region;
  const fromLanguage = countryOfLanguage[base] ?? base;
  return known(fromLanguage) ? fromLanguage : defaultCountry;
};

/** The spec's countries as choices, named in the member's language. */
export const countryItems = (locale: string) => {
  const regionNames = new Intl.DisplayNames([locale], { type: 'region' });
  return countries.map((country) => ({
    id: country,
    label: regionNames.of(country.toUpperCase()) ?? country,
  }));
};
