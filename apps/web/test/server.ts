/**
 * The real server for the web app's model tests: the identity test server of apps/server (PGlite,
 * listening on 127.0.0.1, development mailbox) and a scope whose client keeps cookies like a
 * browser.
 */
import { allSettled, fork, type Scope } from 'effector';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startIdentityServer } from '../../server/test/routes/identity/support';
import { cookieKeepingFetch } from '../../server/test/support/browser';
import { loginSubmitted } from '../src/session/model';
import { apiCreated, createScopedApi } from '../src/shared/api';
import { installMemoryStorage } from './memoryStorage';

export { insertMember, startIdentityServer } from '../../server/test/routes/identity/support';
export type IdentityServer = Awaited<ReturnType<typeof startIdentityServer>>;

/**
 * A test file's server: started once before its tests (slow on a busy machine), closed after
 * them, handed to `started`; every test gets a fresh memory storage.
 */
export const startsIdentityServerPerFile = (started: (server: IdentityServer) => void) => {
  let server: IdentityServer | undefined;
  beforeAll(async () => {
    server = await startIdentityServer();
    started(server);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    installMemoryStorage();
  });
};

export interface TestBrowser {
  scope: Scope;
  cookies: Map<string, string>;
}

/** A fresh scope with the app's client on the test server, cookies in a jar of its own. */
export const openScope = async (baseUrl: string): Promise<TestBrowser> => {
  const cookies = new Map<string, string>();
  const scope = fork();
  const api = createScopedApi(scope, { baseUrl, fetch: cookieKeepingFetch(cookies) });
  await allSettled(apiCreated, { scope, params: api });
  return { scope, cookies };
};

/** A fresh scope logged in with e-mail and password, as a member would in a new browser. */
export const logInScope = async (baseUrl: string, userName: string, password: string) => {
  const { scope } = await openScope(baseUrl);
  await allSettled(loginSubmitted, { scope, params: { userName, password } });
  return scope;
};
