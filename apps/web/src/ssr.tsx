/**
 * The landing page as the server sends it to a visitor: the app's own tree (the same providers,
 * routes and screens as in the browser) rendered to HTML in the visitor's language with the
 * server's configuration, in the visitor's colour theme where the server knows it. The browser takes this page over (boot.ts,
 * main.tsx) without drawing it again. Built by `vite build --ssr` into dist/.ssr and loaded by
 * the server (apps/server/src/http/landing.ts).
 */
import type { Configuration, Language } from '@amora/contract';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/App';
import { routes } from './app/router';
import { loadMessages } from './i18n/catalogue';
import { $messages, $messagesLocale } from './i18n/model';
import { $locale, $theme, type Theme } from './preferences/model';
import { $configuration } from './session/model';

/** The markup of `<div id="root">` for the page at `path`. */
export const renderPage = async ({
  path,
  language,
  theme,
  configuration,
}: {
  language: Language;
  path: string;
  theme: Theme;
  configuration: Configuration;
}): Promise<string> => {
  const scope = fork({
    values: [
      [$locale, language],
      [$messagesLocale, language],
      [$messages, await loadMessages(language)],
      [$theme, theme],
      [$configuration, configuration],
    ],
  });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <Provider value={scope}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </Provider>
    </StrictMode>,
  );
};
