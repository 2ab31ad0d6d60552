/**
 * The member's language and colour theme, both kept in local storage (spec 01 sections 1 and 4).
 * The browser language picks the first locale; German when the browser's is not one of ours.
 */
import { localStorageKeys, preferenceCookies } from '@amora/contract';
import { defaultLocale, type Locale } from '@amora/ui';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { writeItem } from '../shared/storage';
import type { Theme } from './initial';

export { initialLocale, initialTheme, pickLocale, type Theme } from './initial';

export const localeChosen = createEvent<Locale>();
export const themeChosen = createEvent<Theme>();
/** The theme a page started with, when it was drawn in another (main.tsx); nothing is stored. */
export const themeRestored = createEvent<Theme>();

export const $locale = createStore<Locale>(defaultLocale).on(localeChosen, (_, locale) => locale);
export const $theme = createStore<Theme>('light').on(
  [themeChosen, themeRestored],
  (_, theme) => theme,
);

/** A choice is kept in local storage and as a cookie for the server's render of the landing. */
const storePreference = (key: string, cookie: string, value: string) => {
  writeItem(key, value);
  const page = globalThis.document;
  if (page) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
    page.cookie = `${cookie}=${value}; path=/; max-age=${preferenceCookies.maxAgeSeconds}; samesite=lax`;
  }
};
const storeLocaleFx = createEffect((locale: Locale) =>
  storePreference(localStorageKeys.language, preferenceCookies.language, locale),
);
const storeThemeFx = createEffect((theme: Theme) =>
  storePreference(localStorageKeys.theme, preferenceCookies.theme, theme),
);
sample({ clock: localeChosen, target: storeLocaleFx });
sample({ clock: themeChosen, target: storeThemeFx });
