/**
 * Test support of the messages models: the whole server app with the chat hub (as the server's
 * own chat tests start it), and a member's browser: a scope with the app's client and a real hub
 * connection of @amora/client, both carrying the member's session cookie as a browser would.
 */
import { createHubClient, type HubClient } from '@amora/client';
import type { User } from '@amora/contract';
import { HttpTransportType, LogLevel } from '@microsoft/signalr';
import { allSettled, type Scope } from 'effector';
import { type ChatServer, startChatServer, userRow } from '../../../../server/test/chat/support';
import { openScope } from '../../../test/server';
import { memberAreaEntered } from '../../member/model';
import { sessionRestored } from '../../session/model';
import { hubFactorySet } from './model';

export { type ChatServer, startChatServer, userRow };

/** The line of the test browser's hub connection: while down, it cannot connect again. */
export interface Network {
  online: boolean;
}

export interface MemberBrowser {
  network: Network;
  scope: Scope;
  user: User;
  /** The hub client of the member's session, once the member area was entered. */
  hub: () => HubClient;
}

/**
 * SignalR in Node keeps cookies in a jar of its own, read from the global fetch it captures when
 * the client is built: this builds it over a fetch that sends the member's session cookie.
 */
const withCookie = <T>(cookie: string, network: Network, build: () => T): T => {
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    if (!network.online) return Promise.reject(new TypeError('The network is down'));
    const headers = new Headers(init?.headers);
    if (!headers.has('cookie')) headers.set('cookie', cookie);
    return original(input, { ...init, headers });
  };
  try {
    return build();
  } finally {
    globalThis.fetch = original;
  }
};

/** A member with a restored session whose member area is open (hub connected, dialogs loaded). */
export const openMemberBrowser = async (
  server: ChatServer,
  cookie: string,
): Promise<MemberBrowser> => {
  const baseUrl = server.hubAddress.replace(/\/v1\/.*$/, '');
  const { scope, cookies } = await openScope(baseUrl);
  const [name = '', value = ''] = cookie.split(/=(.*)/s);
  cookies.set(name, value);
  let hub: HubClient | undefined;
  const network: Network = { online: true };
  await allSettled(hubFactorySet, {
    scope,
    params: (options) => {
      hub = withCookie(cookie, network, () =>
        createHubClient({
          ...options,
          baseUrl,
          transport: HttpTransportType.WebSockets,
          logLevel: LogLevel.None,
        }),
      );
      return hub;
    },
  });
  const response = await fetch(`${baseUrl}/v1/user`, { headers: { cookie } });
  const user = (await response.json()) as User;
  await allSettled(sessionRestored, { scope, params: user });
  await allSettled(memberAreaEntered, { scope });
  return {
    network,
    scope,
    user,
    hub: () => {
      if (!hub) throw new Error('no hub client yet');
      return hub;
    },
  };
};

/** Resolves once `condition` holds, polling; rejects after `ms`. */
export const waitFor = async (condition: () => boolean, what: string, ms = 5000) => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
