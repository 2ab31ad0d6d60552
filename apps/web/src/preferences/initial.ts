/**
 * The language and colour theme a page starts with, read before anything else loads (boot.ts)
 * and again by the app's model: the member's stored choice, else the browser's preference.
 */
import { languages, localStorageKeys, pickLanguage } from '@amora/contract';
import { readItem } from '../shared/storage';

export type Theme = 'light' | 'dark';
export type Language = (typeof languages)[number];

/** The first supported language of the list (the browser's `navigator.languages`). */
export const pickLocale = pickLanguage;

export const initialLocale = (): Language => {
  const stored = readItem(localStorageKeys.language);
  const chosen = languages.find((language) => language === stored);
  return chosen ?? pickLanguage(globalThis.navigator?.languages ?? []);
};

/** The member's stored choice; until there is one, the system's preference. */
export const initialTheme = (): Theme => {
  const stored = readItem(localStorageKeys.theme);
  if (stored === 'dark' || stored === 'light') return stored;
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
};
