/**
 * Model-test support of the shop: a member logged in on the real server (apps/web/test/server.ts
 * mounts every route, the payment and economy ones included), the sandbox's hosted checkout
 * driven as the browser would (its form's POST, answered with a 303 back to the app), and the
 * server's own record of the member.
 */
import { allSettled, fork } from 'effector';
import type { NewUserRow } from '../../../../server/src/db/schema';
import { userRow } from '../../../../server/test/helpers';
import { cookieKeepingFetch } from '../../../../server/test/support/browser';
import { type IdentityServer, insertMember } from '../../../test/server';
import { loginSubmitted } from '../../session/model';
import { apiCreated, createScopedApi } from '../../shared/api';
import { openCheckoutFx } from './model/checkout';

export { type IdentityServer, startIdentityServer } from '../../../test/server';

/** The test server's PUBLIC_URL: the only origin a payment may return to. */
export const appOrigin = 'http://localhost:8080';

const password = 'shop-secret-1';

/**
 * A member in a scope of their own, logged in through the app's login. The browser's trip to the
 * provider's page is the one thing not run: the scope records where it would have gone.
 */
export const loggedInMember = async (server: IdentityServer, values: Partial<NewUserRow> = {}) => {
  const member = await insertMember(server.app, { password, ...values });
  const cookies = new Map<string, string>();
  const checkoutUrls: string[] = [];
  const scope = fork({
    handlers: [[openCheckoutFx, (url: string) => void checkoutUrls.push(url)]],
  });
  const api = createScopedApi(scope, {
    baseUrl: server.baseUrl,
    fetch: cookieKeepingFetch(cookies),
  });
  await allSettled(apiCreated, { scope, params: api });
  await allSettled(loginSubmitted, { scope, params: { userName: member.email, password } });
  const sandbox = cookieKeepingFetch(cookies);
  return {
    member,
    scope,
    checkoutUrls,
    /** The member's choice on the sandbox page (paid, failed, pending): where it sends them back. */
    chooseOnSandbox: async (checkoutUrl: string, outcome: 'paid' | 'failed' | 'pending') => {
      const response = await sandbox(`${server.baseUrl}${new URL(checkoutUrl).pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ outcome }).toString(),
        redirect: 'manual',
      });
      return new URL(response.headers.get('location') ?? '');
    },
    /** The member as the server stores them. */
    stored: () => userRow(server.app, member.id),
  };
};
