/**
 * The providers around the router: texts, react-aria's locale, the colour theme. The browser and
 * the server's render of the landing (ssr.tsx) wrap their router in the same tree, so a page the
 * server rendered is hydrated as it is.
 */
import { defaultLocale, FullScreenLoader, I18nProvider, ThemeProvider } from '@amora/ui';
import { useUnit } from 'effector-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { IntlProvider, RawIntlProvider, useIntl } from 'react-intl';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { browserDateLocale, withDateLocale } from '../i18n/dates';
import { $messages, $messagesLocale } from '../i18n/model';
import { $theme } from '../preferences/model';
import { intlChanged } from './toasts';

/** Hands the formatter to the toasts and keeps `<html lang>` in step. */
function IntlBridge() {
  const intl = useIntl();
  const changed = useUnit(intlChanged);
  useEffect(() => {
    changed(intl);
    document.documentElement.lang = intl.locale;
  }, [intl, changed]);
  return null;
}

/** Dates below in English or German, from the browser's language (see i18n/dates.ts). */
function DateRules({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const dated = useMemo(() => withDateLocale(intl, browserDateLocale()), [intl]);
  return <RawIntlProvider value={dated}>{children}</RawIntlProvider>;
}

/** Texts, locale and theme around `children`, shown once the texts of the locale are loaded. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [messages, locale, theme] = useUnit([$messages, $messagesLocale, $theme]);
  return (
    <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={messages ?? undefined}>
      <I18nProvider locale={locale}>
        <ThemeProvider theme={theme}>
          {messages ? (
            <DateRules>
              <IntlBridge />
              {children}
            </DateRules>
          ) : (
            <FullScreenLoader />
          )}
        </ThemeProvider>
      </I18nProvider>
    </IntlProvider>
  );
}

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
