/**
 * The remembered login, safe by default (issue "Safe by default", web part): local storage keeps
 * the e-mail of a login that worked and never a password (an older version's stored password goes
 * at start-up); the browser's password manager is offered the login through the Credential
 * Management API where there is one; a logout forgets the e-mail and stops silent sign-ins.
 */
import { localStorageKeys } from '@amora/contract';
import { allSettled } from 'effector';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installMemoryStorage, type MemoryStorage } from '../../test/memoryStorage';
import {
  type IdentityServer,
  insertMember,
  openScope,
  startIdentityServer,
} from '../../test/server';
import { passwordChangeSubmitted } from '../features/account/model';
import { offerCredential, preventSilentAccess, storedCredential } from './credentials';
import { $authenticated, appStarted, loginSubmitted, logoutRequested } from './model';
import { dropStoredPassword, rememberEmail, rememberedEmail } from './rememberedLogin';

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

const encode = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const decodeOrSelf = (value: string) => {
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(value), (char) => char.charCodeAt(0)));
  } catch {
    return value;
  }
};
/** Every key and value of the local storage, as stored and base64-decoded. */
const storedTexts = () =>
  Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').flatMap((key) => {
    const value = storage.getItem(key) ?? '';
    return [key, value, decodeOrSelf(value)];
  });
const rememberedEntry = () => {
  const stored = storage.getItem(localStorageKeys.rememberedLogin);
  return stored === null ? null : JSON.parse(decodeOrSelf(stored));
};

/** A stand-in for the browser's password manager (Chromium's PasswordCredential and friends). */
class FakePasswordCredential {
  readonly type = 'password';
  readonly id: string;
  readonly password: string;
  readonly name?: string;
  constructor(data: { id: string; password: string; name?: string }) {
    this.id = data.id;
    this.password = data.password;
    this.name = data.name;
  }
}
const globalNames = ['navigator', 'PasswordCredential'] as const;
const saved = new Map<string, PropertyDescriptor | undefined>();
const installPasswordManager = (
  answer?: (options: unknown) => Promise<FakePasswordCredential | null>,
) => {
  const stored: FakePasswordCredential[] = [];
  const requests: unknown[] = [];
  let silentAccessPrevented = 0;
  const credentials = {
    store: async (credential: FakePasswordCredential) => {
      stored.push(credential);
      return credential;
    },
    get: (options: unknown) => {
      requests.push(options);
      return answer ? answer(options) : Promise.resolve(stored.at(-1) ?? null);
    },
    preventSilentAccess: async () => {
      silentAccessPrevented += 1;
    },
  };
  for (const name of globalNames) {
    if (!saved.has(name)) saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
  }
  Object.defineProperty(globalThis, 'navigator', {
    value: { credentials },
    configurable: true,
    writable: true,
  });
  Object.defineProperty(globalThis, 'PasswordCredential', {
    value: FakePasswordCredential,
    configurable: true,
    writable: true,
  });
  return { stored, requests, silentAccessPrevented: () => silentAccessPrevented };
};
afterEach(() => {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else Reflect.deleteProperty(globalThis, name);
  }
  saved.clear();
});

describe('the remembered login', () => {
  it('keeps the e-mail of a login that worked and never the password', async () => {
    const email = await memberEmail();
    const { scope } = await openScope(server.baseUrl);

    await allSettled(loginSubmitted, { scope, params: { userName: email, password } });

    expect(scope.getState($authenticated)).toBe(true);
    expect(rememberedEmail()).toBe(email);
    expect(rememberedEntry()).toEqual({ userName: email });
    expect(storedTexts().filter((text) => text.includes(password))).toEqual([]);
  });

  it('keeps nothing of a login the server refused', async () => {
    const email = await memberEmail();
    const { scope } = await openScope(server.baseUrl);

    await allSettled(loginSubmitted, { scope, params: { userName: email, password: 'winter' } });

    expect(scope.getState($authenticated)).toBe(false);
    expect(storage.getItem(localStorageKeys.rememberedLogin)).toBeNull();
    expect(storedTexts().filter((text) => text.includes('winter'))).toEqual([]);
  });

  it('forgets the e-mail on logout', async () => {
    const email = await memberEmail();
    const { scope } = await openScope(server.baseUrl);
    await allSettled(loginSubmitted, { scope, params: { userName: email, password } });
    expect(rememberedEmail()).toBe(email);

    await allSettled(logoutRequested, { scope });

    expect(scope.getState($authenticated)).toBe(false);
    expect(storage.getItem(localStorageKeys.rememberedLogin)).toBeNull();
    expect(rememberedEmail()).toBe('');
  });

  it("drops an older version's stored password when the app starts", async () => {
    const email = 'old.version@example.com';
    storage.setItem(
      localStorageKeys.rememberedLogin,
      encode(JSON.stringify({ userName: email, password })),
    );
    const { scope } = await openScope(server.baseUrl);

    await allSettled(appStarted, { scope });

    expect(rememberedEntry()).toEqual({ userName: email });
    expect(rememberedEmail()).toBe(email);
    expect(storedTexts().filter((text) => text.includes(password))).toEqual([]);
  });

  it('removes an unreadable entry at start-up and leaves a current one as it is', () => {
    storage.setItem(localStorageKeys.rememberedLogin, 'not base64 json %%%');
    dropStoredPassword();
    expect(storage.getItem(localStorageKeys.rememberedLogin)).toBeNull();

    storage.setItem(localStorageKeys.rememberedLogin, encode(JSON.stringify({ password })));
    dropStoredPassword();
    expect(storage.getItem(localStorageKeys.rememberedLogin)).toBeNull();

    rememberEmail('current@example.com');
    const current = storage.getItem(localStorageKeys.rememberedLogin);
    dropStoredPassword();
    expect(storage.getItem(localStorageKeys.rememberedLogin)).toBe(current);
    expect(rememberedEmail()).toBe('current@example.com');
  });
});

describe("the browser's password manager", () => {
  it('is offered a login that worked, and no refused one', async () => {
    const manager = installPasswordManager();
    const email = await memberEmail();
    const { scope } = await openScope(server.baseUrl);

    await allSettled(loginSubmitted, { scope, params: { userName: email, password: 'winter' } });
    expect(manager.stored).toEqual([]);
    await allSettled(loginSubmitted, { scope, params: { userName: email, password } });

    expect(manager.stored).toHaveLength(1);
    expect(manager.stored[0]).toBeInstanceOf(FakePasswordCredential);
    expect(manager.stored[0]).toMatchObject({ id: email, password });
  });

  it('is offered the new password after a change in the settings, and not a refused one', async () => {
    const manager = installPasswordManager();
    const email = await memberEmail();
    const { scope } = await openScope(server.baseUrl);
    await allSettled(loginSubmitted, { scope, params: { userName: email, password } });

    await allSettled(passwordChangeSubmitted, {
      scope,
      params: { oldPassword: 'not-mine', newPassword: 'winter2027' },
    });
    expect(manager.stored).toHaveLength(1);
    await allSettled(passwordChangeSubmitted, {
      scope,
      params: { oldPassword: password, newPassword: 'winter2027' },
    });

    expect(manager.stored).toHaveLength(2);
    expect(manager.stored[1]).toMatchObject({ id: email, password: 'winter2027' });
  });

  it('is told to sign nobody in silently on logout', async () => {
    const manager = installPasswordManager();
    const email = await memberEmail();
    const { scope } = await openScope(server.baseUrl);
    await allSettled(loginSubmitted, { scope, params: { userName: email, password } });

    await allSettled(logoutRequested, { scope });

    expect(manager.silentAccessPrevented()).toBe(1);
  });

  it('fills the login with what it holds, asked with optional mediation', async () => {
    const manager = installPasswordManager();
    await offerCredential({ userName: 'kim@example.com', password });

    // Two requests at once (React's StrictMode runs effects twice) share one question.
    const [first, second] = await Promise.all([storedCredential(), storedCredential()]);

    expect(first).toEqual({ userName: 'kim@example.com', password });
    expect(second).toEqual(first);
    expect(manager.requests).toEqual([{ password: true, mediation: 'optional' }]);
    // A later visit asks again.
    await storedCredential();
    expect(manager.requests).toHaveLength(2);
  });

  it('gives nothing when it declines or fails', async () => {
    installPasswordManager(() => Promise.reject(new Error('NotAllowedError')));
    expect(await storedCredential()).toBeNull();
    installPasswordManager(() => Promise.resolve(null));
    expect(await storedCredential()).toBeNull();
  });

  it('is left alone where the browser has no Credential Management API', async () => {
    expect(Reflect.get(globalThis, 'PasswordCredential')).toBeUndefined();
    await expect(offerCredential({ userName: 'kim@example.com', password })).resolves.toBe(
      undefined,
    );
    await expect(storedCredential()).resolves.toBeNull();
    await expect(preventSilentAccess()).resolves.toBe(undefined);
  });
});
