/** The console's colour theme and language: the browser's at first, then the operator's choice. */
import { createEvent, createStore } from 'effector';
import { browserLocale, type ConsoleLocale } from '../i18n/catalogue';

export type Theme = 'light' | 'dark';

export const initialTheme = (): Theme =>
  typeof matchMedia !== 'undefined' && matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';

export const themeChanged = createEvent<Theme>();
export const $theme = createStore<Theme>('light').on(themeChanged, (_, theme) => theme);

export const localeChanged = createEvent<ConsoleLocale>();
export const $locale = createStore<ConsoleLocale>('en').on(localeChanged, (_, locale) => locale);

export const initialLocale = browserLocale;
