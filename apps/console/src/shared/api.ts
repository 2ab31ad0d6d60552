/**
 * The console's one client of /v1/console: every row of the contract's console table as a typed
 * method. A 401 (no operator session, or it ended) is `signedOut` in the scope, so the console
 * asks for the sign-in again; a failure of the connection or the server is a notice.
 */
import {
  type BoundEndpoints,
  bindEndpoints,
  type ClientError,
  createHttpClient,
} from '@amora/client';
import { consoleEndpoints } from '@amora/contract';
import { attach, createEvent, createStore, type Scope, scopeBind } from 'effector';

export type ConsoleApi = BoundEndpoints<typeof consoleEndpoints>;

/** Fired once per burst of calls answered with a 401. */
export const sessionEnded = createEvent();

/** An interruption the operator should see: offline, or the server failed. */
export const interrupted = createEvent<'offline' | 'server'>();
export const $interruption = createStore<'offline' | 'server' | null>(null).on(
  interrupted,
  (_, kind) => kind,
);
export const interruptionDismissed = createEvent();
$interruption.reset(interruptionDismissed);

export const apiCreated = createEvent<ConsoleApi>();
export const $api = createStore<ConsoleApi | null>(null, { serialize: 'ignore' }).on(
  apiCreated,
  (_, api) => api,
);

const requireApi = (api: ConsoleApi | null): ConsoleApi => {
  if (!api) throw new Error('The console client is not created yet (apiCreated)');
  return api;
};

export interface ApiOptions {
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
}

/** The client whose callbacks run inside `scope`. */
export const createConsoleApi = (scope: Scope, options: ApiOptions = {}): ConsoleApi => {
  const end = scopeBind(sessionEnded, { scope, safe: true });
  const interrupt = scopeBind(interrupted, { scope, safe: true });
  const http = createHttpClient({
    ...options,
    onSessionExpired: () => end(),
    onError: (error: ClientError) => {
      if (error.label === 'network') interrupt('offline');
      else if (error.label === 'http' && error.status >= 500) interrupt('server');
    },
  });
  return bindEndpoints(http, consoleEndpoints);
};

/** An effect running one call with the scope's client. */
export const consoleEffect = <Params, Done>(
  call: (api: ConsoleApi, params: Params) => Promise<Done>,
) => attach({ source: $api, effect: (api, params: Params) => call(requireApi(api), params) });
