/**
 * Start-up (spec 01 section 4): the app runs in one Effector scope; a session in `persist:amora`
 * is restored, and without persisted state the app waits 500 ms before it mounts.
 */
import '@amora/tokens/fonts';
import '@amora/tokens/global';
import './app/global.css';
import { timings } from '@amora/contract';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { campaignLanded } from './campaign/model';
import { $locale, $theme, initialLocale, initialTheme } from './preferences/model';
import { appStarted, sessionRestored } from './session/model';
import { hasPersistedState, readPersistedSession } from './session/persisted';
import { apiCreated, createScopedApi } from './shared/api';
import { deviceId } from './shared/storage';

const start = async () => {
  const root = document.getElementById('root');
  if (!root) throw new Error('ERR_ROOT_NODE_NOT_FOUND: No Root node to render the app provided!');

  const persisted = hasPersistedState();
  const scope = fork({
    values: [
      [$locale, initialLocale()],
      [$theme, initialTheme()],
    ],
  });
  deviceId();
  await allSettled(apiCreated, { scope, params: createScopedApi(scope) });
  void allSettled(campaignLanded, { scope, params: window.location.search });
  const session = readPersistedSession();
  if (session?.authenticated && session.user) {
    await allSettled(sessionRestored, { scope, params: session.user });
  }
  void allSettled(appStarted, { scope });
  if (!persisted) await new Promise((resolve) => setTimeout(resolve, timings.startupDelayMs));

  createRoot(root).render(
    <StrictMode>
      <Provider value={scope}>
        <App />
      </Provider>
    </StrictMode>,
  );
};

void start();
