/**
 * The one /v1 client of the app. Its failures enter the Effector scope: a session expiry as
 * `sessionExpired`, an interrupting failure (no connection, server error, a page address the
 * server refuses) as a notice.
 */
import { type Api, type ClientError, createApi, createHttpClient } from '@amora/client';
import { attach, createEvent, createStore, type Scope, scopeBind } from 'effector';
import { notified } from './notify';

/** Fired once per burst of calls answered with a 401 or an opaque redirect. */
export const sessionExpired = createEvent();

/**
 * Fired when the server refused a write because the page's address is not its own (the app
 * opened through an address the server does not accept): no call that writes can work here.
 */
export const originRefused = createEvent();
/** Whether a write was refused for the page's address; the login says so instead of its own. */
export const $originRefused = createStore(false).on(originRefused, () => true);

/** The client of the scope; set once at start-up (main.tsx, tests) through `apiCreated`. */
export const apiCreated = createEvent<Api>();
export const $api = createStore<Api | null>(null, { serialize: 'ignore' }).on(
  apiCreated,
  (_, api) => api,
);

/** The scope's client; an effect that runs before start-up is a programming error. */
export const requireApi = (api: Api | null): Api => {
  if (!api) throw new Error('The /v1 client is not created yet (apiCreated)');
  return api;
};

export interface ApiOptions {
  /** Empty: the page's own origin. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
}

/** The client whose callbacks run inside `scope`. */
export const createScopedApi = (scope: Scope, options: ApiOptions = {}): Api => {
  const expire = scopeBind(sessionExpired, { scope, safe: true });
  const notify = scopeBind(notified, { scope, safe: true });
  const refuseOrigin = scopeBind(originRefused, { scope, safe: true });
  const http = createHttpClient({
    ...options,
    onSessionExpired: () => expire(),
    onError: (error: ClientError) => {
      if (error.label === 'network') notify({ kind: 'error', id: 'app.offline' });
      else if (error.apiError?.code === 'ORIGIN_NOT_ALLOWED') {
        refuseOrigin();
        notify({ kind: 'error', id: 'error.ORIGIN_NOT_ALLOWED' });
      } else if (error.label === 'http' && error.status >= 500) {
        notify({ kind: 'error', id: 'error.INTERNAL' });
      }
    },
  });
  return createApi(http);
};

/** An effect wrapping one client call, run with the scope's client. */
export const apiEffect = <Params, Done>(call: (api: Api, params: Params) => Promise<Done>) =>
  attach({ source: $api, effect: (api, params: Params) => call(requireApi(api), params) });

/** An effect wrapping one client call that takes no input. */
export const apiCallEffect = <Done>(call: (api: Api) => Promise<Done>) =>
  attach({ source: $api, effect: (api) => call(requireApi(api)) });
