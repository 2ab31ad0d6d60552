/**
 * Start-up (spec 01 section 4): the app runs in one Effector scope; a session in `persist:amora`
 * is restored, and without persisted state the app waits 500 ms before it mounts. A landing page
 * the server rendered (boot.ts) is hydrated instead: its configuration comes with the page, and
 * it is already on the screen, so nothing waits.
 */
import { Configuration, renderedConfigurationElementId, timings } from '@amora/contract';
import { allSettled, fork } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import * as v from 'valibot';
import { App } from './app/App';
import { createRouter } from './app/router';
import { campaignLanded } from './campaign/model';
import { $messages } from './i18n/model';
import {
  $locale,
  $theme,
  initialLocale,
  initialTheme,
  type Theme,
  themeRestored,
} from './preferences/model';
import { $configuration, appStarted, sessionRestored } from './session/model';
import { hasPersistedState, readPersistedSession } from './session/persisted';
import { apiCreated, createScopedApi } from './shared/api';
import { deviceId } from './shared/storage';

/** The configuration the server put into a page it rendered. */
const renderedConfiguration = (): Configuration | null => {
  const text = document.getElementById(renderedConfigurationElementId)?.textContent;
  if (!text) return null;
  const parsed = v.safeParse(Configuration, JSON.parse(text));
  return parsed.success ? parsed.output : null;
};

/** The theme the server drew its page in (the library's ThemeProvider marks it). */
const renderedTheme = (root: HTMLElement): Theme =>
  root.firstElementChild instanceof HTMLElement && root.firstElementChild.dataset.theme === 'dark'
    ? 'dark'
    : 'light';

/** Once the server's page is the app's: the visitor's own theme, then `done`. */
function Hydrated({ theme, done }: { theme: Theme; done: () => void }) {
  const restore = useUnit(themeRestored);
  useEffect(() => {
    restore(theme);
    done();
  }, [restore, theme, done]);
  return null;
}

/** Settles once the router has the first route's module (routes load with their screen). */
const routeLoaded = (router: ReturnType<typeof createRouter>) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/**
 * `hydrate`: the page holds the server's render of this very tree; otherwise it is drawn anew.
 * Settles once the app is on the page.
 */
export const start = async ({ hydrate }: { hydrate: boolean }) => {
  const root = document.getElementById('root');
  if (!root) throw new Error('ERR_ROOT_NODE_NOT_FOUND: No Root node to render the app provided!');

  const persisted = hasPersistedState();
  const configuration = hydrate ? renderedConfiguration() : null;
  const theme = initialTheme();
  const scope = fork({
    values: [
      [$locale, initialLocale()],
      // Hydrated as the server drew it; boot.ts has put the visitor's theme over it.
      [$theme, hydrate ? renderedTheme(root) : theme],
      ...(configuration
        ? [[$configuration, configuration] as [typeof $configuration, Configuration]]
        : []),
    ],
  });
  deviceId();
  await allSettled(apiCreated, { scope, params: createScopedApi(scope) });
  void allSettled(campaignLanded, { scope, params: window.location.search });
  const session = readPersistedSession();
  if (session?.authenticated && session.user) {
    await allSettled(sessionRestored, { scope, params: session.user });
  }
  const started = allSettled(appStarted, { scope });
  const router = createRouter();
  // Usage statistics load beside the app, never in its way.
  void import('./analytics/start').then(({ startAnalytics }) => startAnalytics(scope, router));
  const tree: ReactNode = (
    <StrictMode>
      <Provider value={scope}>
        <App router={router} />
      </Provider>
    </StrictMode>
  );

  if (hydrate) {
    // The first render must be the server's: the texts loaded and the route's module in place.
    await Promise.all([started, routeLoaded(router)]);
    if (scope.getState($messages)) {
      await new Promise<void>((done) =>
        hydrateRoot(
          root,
          <>
            {tree}
            <Provider value={scope}>
              <Hydrated theme={theme} done={done} />
            </Provider>
          </>,
        ),
      );
      return;
    }
  }
  if (!persisted) await new Promise((resolve) => setTimeout(resolve, timings.startupDelayMs));
  root.replaceChildren();
  createRoot(root).render(tree);
};
