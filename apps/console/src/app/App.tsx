/** The providers around the console's router: texts, react-aria's locale, the colour theme. */
import { I18nProvider, ThemeProvider } from '@amora/ui';
import { useUnit } from 'effector-react';
import { type ReactNode, useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { catalogues } from '../i18n/catalogue';
import { $locale, $theme } from './preferences';

export function ConsoleProviders({ children }: { children: ReactNode }) {
  const [locale, theme] = useUnit([$locale, $theme]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={catalogues[locale]}>
      <I18nProvider locale={locale}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </I18nProvider>
    </IntlProvider>
  );
}
