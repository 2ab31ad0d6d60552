/**
 * The member's language and colour theme, both kept in local storage (spec 01 sections 1 and 4).
 * The browser language picks the first locale; German when the browser's is not one of ours.
 */
import { localStorageKeys } from '@amora/contract';
import { defaultLocale, type Locale, locales } from '@amora/ui';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { readItem, writeItem } from '../shared/storage';

export type Theme = 'light' | 'dark';

const aliases: Record<string, Locale> = { dk: 'da', se: 'sv' };

/** The first supported language of the list (the browser's `navigator.languages`). */
export const pickLocale = (preferred: readonly string[]): Locale => {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0] ?? '';
    const candidate = aliases[language] ?? language;
    if ((locales as readonly string[]).includes(candidate)) return candidate as Locale;
  }
  return defaultLocale;
};

export const initialLocale = (): Locale => {
  const stored = readItem(localStorageKeys.language);
  if (stored && (locales as readonly string[]).includes(stored)) return stored as Locale;
  return pickLocale(globalThis.navigator?.languages ?? []);
};

/** The member's stored choice; until there is one, the system's preference. */
export const initialTheme = (): Theme => {
  const stored = readItem(localStorageKeys.theme);
  if (stored === 'dark' || stored === 'light') return stored;
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
};

export const localeChosen = createEvent<Locale>();
export const themeChosen = createEvent<Theme>();

export const $locale = createStore<Locale>(defaultLocale).on(localeChosen, (_, locale) => locale);
export const $theme = createStore<Theme>('light').on(themeChosen, (_, theme) => theme);

const storeLocaleFx = createEffect((locale: Locale) =>
  writeItem(localStorageKeys.language, locale),
);
const storeThemeFx = createEffect((theme: Theme) => writeItem(localStorageKeys.theme, theme));
sample({ clock: localeChosen, target: storeLocaleFx });
sample({ clock: themeChosen, target: storeThemeFx });
