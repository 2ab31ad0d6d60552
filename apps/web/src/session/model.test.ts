/**
 * The session model against the real client and a running server (spec 01 section 4): login,
 * failed login, a login cancelled by typing, logout, session expiry and restore.
 */
import { localStorageKeys } from '@amora/contract';
import { allSettled } from 'effector';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installMemoryStorage, type MemoryStorage } from '../../test/memoryStorage';
import {
  type IdentityServer,
  insertMember,
  openScope,
  startIdentityServer,
} from '../../test/server';
import { persistKey } from '../shared/storage';
import {
  $authenticated,
  $configuration,
  $loginRefusal,
  $loginStatus,
  $sessionExpiredNotice,
  $user,
  appStarted,
  loadUserFx,
  loginEdited,
  loginSubmitted,
  logoutRequested,
  sessionRestored,
} from './model';
import { readPersistedSession } from './persisted';
import { rememberedEmail } from './rememberedLogin';

let server: IdentityServer;
let storage: MemoryStorage;
const password = 'sommer2026';

beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  storage = installMemoryStorage();
});

const memberEmail = async () => (await insertMember(server.app, { password })).email;

describe('login', () => {
  it('authenticates, loads configuration and user, and persists the session', async () => {
    const email = await memberEmail();
    const { scope } = await openScope(server.baseUrl);

    await allSettled(loginSubmitted, { scope, params: { userName: email, password } });

    expect(scope.getState($authenticated)).toBe(true);
    expect(scope.getState($user)?.email).toBe(email);
    expect(scope.getState($loginStatus)).toBe('idle');
    expect(scope.getState($configuration)?.currency).toBe('EUR');
    expect(readPersistedSession()).toMatchObject({ authenticated: true, user: { email } });
    expect(storage.getItem(persistKey)).toContain('"version":-1');
    // The e-mail (never the password) is remembered, encoded, for the next visit.
    expect(storage.getItem(localStorageKeys.rememberedLogin)).not.toContain(email);
    expect(rememberedEmail()).toBe(email);
  });

  it('fails on a wrong password and stays anonymous', async () => {
    const email = await memberEmail();
    const { scope } = await openScope(server.baseUrl);

    await allSettled(loginSubmitted, { scope, params: { userName: email, password: 'winter' } });

    expect(scope.getState($loginStatus)).toBe('failed');
    expect(scope.getState($loginRefusal)).toBe('WRONG_EMAIL_OR_PASSWORD');
    expect(scope.getState($authenticated)).toBe(false);
    expect(storage.getItem(persistKey)).toBeNull();

    // Typing clears the error.
    await allSettled(loginEdited, { scope });
    expect(scope.getState($loginStatus)).toBe('idle');
    expect(scope.getState($loginRefusal)).toBeNull();
  });

  it.each([
    ['ACCOUNT_BANNED', { bannedAt: new Date() }],
    ['ACCOUNT_SUSPENDED', { suspendedUntil: new Date(Date.now() + 86_400_000) }],
  ] as const)(
    'tells a member refused with %s why, not that the password is wrong',
    async (code, standing) => {
      const { email } = await insertMember(server.app, { password, ...standing });
      const { scope } = await openScope(server.baseUrl);

      await allSettled(loginSubmitted, { scope, params: { userName: email, password } });

      expect(scope.getState($loginStatus)).toBe('failed');
      expect(scope.getState($loginRefusal)).toBe(code);
      expect(scope.getState($authenticated)).toBe(false);
      expect(rememberedEmail()).not.toBe(email);
    },
  );

  it('signs in a member whose suspension has ended', async () => {
    const suspendedUntil = new Date(Date.now() - 60_000);
    const { email } = await insertMember(server.app, { password, suspendedUntil });
    const { scope } = await openScope(server.baseUrl);

    await allSettled(loginSubmitted, { scope, params: { userName: email, password } });

    expect(scope.getState($authenticated)).toBe(true);
    expect(scope.getState($loginRefusal)).toBeNull();
  });

  it('ignores the answer of a login that typing cancelled', async () => {
    const email = await memberEmail();
    const { scope } = await openScope(server.baseUrl);

    const settled = allSettled(loginSubmitted, { scope, params: { userName: email, password } });
    await allSettled(loginEdited, { scope });
    await settled;

    expect(scope.getState($authenticated)).toBe(false);
    expect(scope.getState($loginStatus)).toBe('idle');
  });
});

describe('logout', () => {
  it('ends the session on the server and here, and clears the persisted state', async () => {
    const email = await memberEmail();
    const { scope, cookies } = await openScope(server.baseUrl);
    await allSettled(loginSubmitted, { scope, params: { userName: email, password } });
    expect(cookies.size).toBeGreaterThan(0);

    await allSettled(logoutRequested, { scope });

    expect(scope.getState($authenticated)).toBe(false);
    expect(scope.getState($user)).toBeNull();
    expect(storage.getItem(persistKey)).toBeNull();
    // The server has let go of the session too: a member call is refused.
    await allSettled(loadUserFx, { scope });
    expect(scope.getState($user)).toBeNull();
  });
});

describe('session expiry', () => {
  it('on a 401 resets to anonymous, clears the persisted state and shows the notice', async () => {
    const email = await memberEmail();
    const { scope, cookies } = await openScope(server.baseUrl);
    await allSettled(loginSubmitted, { scope, params: { userName: email, password } });
    expect(storage.getItem(persistKey)).not.toBeNull();

    // The session is gone on the server's side (here: the cookie is lost).
    cookies.clear();
    await allSettled(loadUserFx, { scope });

    expect(scope.getState($authenticated)).toBe(false);
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($sessionExpiredNotice)).toBe(true);
    expect(storage.getItem(persistKey)).toBeNull();

    // The next login clears the notice.
    await allSettled(loginSubmitted, { scope, params: { userName: email, password } });
    expect(scope.getState($sessionExpiredNotice)).toBe(false);
    expect(scope.getState($authenticated)).toBe(true);
  });
});

describe('restore', () => {
  it('trusts the persisted account and reloads it from the server after start-up', async () => {
    const email = await memberEmail();
    const first = await openScope(server.baseUrl);
    await allSettled(loginSubmitted, { scope: first.scope, params: { userName: email, password } });
    const persisted = readPersistedSession();
    if (!persisted?.user) throw new Error('nothing persisted');

    // A reload: a new scope with the same cookies and the persisted account.
    const { scope, cookies } = await openScope(server.baseUrl);
    for (const [name, value] of first.cookies) cookies.set(name, value);
    await allSettled(sessionRestored, { scope, params: { ...persisted.user, name: 'Stale' } });
    expect(scope.getState($authenticated)).toBe(true);
    await allSettled(appStarted, { scope });

    expect(scope.getState($configuration)).not.toBeNull();
    expect(scope.getState($user)?.name).toBe(persisted.user.name);
  });
});
