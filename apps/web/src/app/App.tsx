/** The providers around the router: texts, react-aria's locale, the colour theme. */
import { defaultLocale, FullScreenLoader, I18nProvider, ThemeProvider } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { RouterProvider } from 'react-router/dom';
import { $messages, $messagesLocale } from '../i18n/model';
import { $theme } from '../preferences/model';
import { createRouter } from './router';
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

export function App() {
  const [messages, locale, theme] = useUnit([$messages, $messagesLocale, $theme]);
  const router = useMemo(createRouter, []);
  return (
    <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={messages ?? undefined}>
      <I18nProvider locale={locale}>
        <ThemeProvider theme={theme}>
          {messages ? (
            <>
              <IntlBridge />
              <RouterProvider router={router} />
            </>
          ) : (
            <FullScreenLoader />
          )}
        </ThemeProvider>
      </I18nProvider>
    </IntlProvider>
  );
}
