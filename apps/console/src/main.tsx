/**
 * Start-up: the console runs in one Effector scope with the browser's theme and language, asks
 * the server who is signed in, and mounts the router under /console.
 */
import '@amora/tokens/fonts';
import '@amora/tokens/global';
import './app/global.css';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ConsoleProviders } from './app/App';
import { basename } from './app/paths';
import { $locale, $theme, initialLocale, initialTheme } from './app/preferences';
import { routes } from './app/routes';
import { consoleStarted } from './session/model';
import { apiCreated, createConsoleApi } from './shared/api';

const scope = fork({
  values: [
    [$theme, initialTheme()],
    [$locale, initialLocale()],
  ],
});
await allSettled(apiCreated, { scope, params: createConsoleApi(scope) });
void allSettled(consoleStarted, { scope });

const router = createBrowserRouter(routes, { basename });
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <Provider value={scope}>
      <ConsoleProviders>
        <RouterProvider router={router} />
      </ConsoleProviders>
    </Provider>
  </StrictMode>,
);
