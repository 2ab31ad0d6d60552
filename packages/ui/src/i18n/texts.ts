import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** The interface languages of the product; German is the default. */
export const locales = ['de', 'en', 'fr', 'it', 'pl', 'nl', 'da', 'sv'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'de';

/** How the language picker labels each locale (the product shows Danish as dk and Swedish as se). */
export const localeLabels: Record<Locale, { code: string; name: string }> = {
  de: { code: 'de', name: 'Deutsch' },
  en: { code: 'en', name: 'English' },
  fr: { code: 'fr', name: 'Français' },
  it: { code: 'it', name: 'Italiano' },
  pl: { code: 'pl', name: 'Polski' },
  nl: { code: 'nl', name: 'Nederlands' },
  da: { code: 'dk', name: 'Dansk' },
  sv: { code: 'se', name: 'Svenska' },
};

/** One text in every locale, as an ICU message (`{count, plural, one {…} other {…}}` works). */
export type Translations = Record<Locale, string>;

export interface UiText {
  id: string;
  translations: Translations;
}

/**
 * Declares a component's own texts (aria labels, stamps, built-in captions). Every locale is
 * required by the type, so a missing translation is a compile error.
 */
export function defineTexts<K extends string>(
  component: string,
  texts: Record<K, Translations>,
): Record<K, UiText> {
  return Object.fromEntries(
    Object.entries<Translations>(texts).map(([key, translations]) => [
      key,
      { id: `amora.ui.${component}.${key}`, translations },
    ]),
  ) as Record<K, UiText>;
}

export function toLocale(tag: string): Locale {
  const language = tag.toLowerCase().split('-')[0];
  const aliases: Record<string, Locale> = { dk: 'da', se: 'sv' };
  const candidate = aliases[language ?? ''] ?? language;
  return (locales as readonly string[]).includes(candidate ?? '') ? (candidate as Locale) : 'en';
}

type Values = Record<string, string | number | Date>;

/**
 * Formats the library's texts in the locale of the surrounding `IntlProvider`. An application
 * may override any text by putting its id into the provider's messages.
 */
export function useUiText(): (text: UiText, values?: Values) => string {
  const intl = useIntl();
  return useCallback(
    (text: UiText, values?: Values) => {
      if (text.id in intl.messages) return intl.formatMessage({ id: text.id }, values);
      const message = text.translations[toLocale(intl.locale)];
      return String(intl.formatters.getMessageFormat(message, intl.locale).format(values));
    },
    [intl],
  );
}
