/**
 * The settings against the real server: password change (then a login with the new one), the
 * e-mail change request, newsletter and notification preferences, unblocking, and deleting the
 * account, which logs out.
 */
import { allSettled, type Scope } from 'effector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installMemoryStorage } from '../../../test/memoryStorage';
import {
  type IdentityServer,
  insertMember,
  logInScope,
  startIdentityServer,
} from '../../../test/server';
import { $authenticated, $loginStatus, $user } from '../../session/model';
import { $api, requireApi } from '../../shared/api';
import {
  $blockedUsers,
  $emailChangeSentTo,
  $newsletter,
  $passwordProblem,
  deleteAccountConfirmed,
  emailChangeSubmitted,
  newsletterToggled,
  passwordChangeSubmitted,
  preferencesChanged,
  settingsOpened,
  unblockPressed,
} from './model';

let server: IdentityServer;
const password = 'sommer2026';

beforeAll(async () => {
  installMemoryStorage();
  server = await startIdentityServer();
  // Eight test runs share two cores: starting the server may take over a minute.
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const loginAs = async (email: string, withPassword = password) => {
  return logInScope(server.baseUrl, email, withPassword);
};

const loggedInMember = async () => {
  const { id, email } = await insertMember(server.app, { password });
  if (!email) throw new Error('a member with an e-mail expected');
  return { id, email, scope: await loginAs(email) };
};

const apiOf = (scope: Scope) => requireApi(scope.getState($api));

describe('password', () => {
  it('changes the password: the new one logs in, the old one no longer', async () => {
    const { email, scope } = await loggedInMember();

    await allSettled(passwordChangeSubmitted, {
      scope,
      params: { oldPassword: password, newPassword: 'winter2027' },
    });
    expect(scope.getState($passwordProblem)).toBeNull();

    expect((await loginAs(email, 'winter2027')).getState($authenticated)).toBe(true);
    expect((await loginAs(email, password)).getState($loginStatus)).toBe('failed');
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const { email, scope } = await loggedInMember();

    await allSettled(passwordChangeSubmitted, {
      scope,
      params: { oldPassword: 'not-mine', newPassword: 'winter2027' },
    });

    expect(scope.getState($passwordProblem)).toBe('WRONG_PASSWORD');
    expect((await loginAs(email, password)).getState($authenticated)).toBe(true);
  });
});

describe('e-mail change', () => {
  it('sends the confirmation link to the new address; the account keeps the old one', async () => {
    const { email, scope } = await loggedInMember();
    const newEmail = `new.${email}`;

    await allSettled(emailChangeSubmitted, { scope, params: { newEmail, password } });

    expect(scope.getState($emailChangeSentTo)).toBe(newEmail);
    expect((await server.lastMailTo(newEmail)).links.length).toBeGreaterThan(0);
    expect(scope.getState($user)?.email).toBe(email);
  });
});

describe('newsletter and notifications', () => {
  it('unsubscribes and subscribes again', async () => {
    const { scope } = await loggedInMember();
    await allSettled(settingsOpened, { scope });
    const initially = scope.getState($newsletter);
    expect(initially).not.toBeNull();

    await allSettled(newsletterToggled, { scope, params: !initially });
    expect(scope.getState($newsletter)).toBe(!initially);
    await allSettled(newsletterToggled, { scope, params: Boolean(initially) });
    expect(scope.getState($newsletter)).toBe(initially);
  });

  it('saves the push and e-mail notification preferences on the account', async () => {
    const { scope } = await loggedInMember();

    await allSettled(preferencesChanged, {
      scope,
      params: { pushPreference: false, emailPushPreference: false },
    });

    expect(scope.getState($user)).toMatchObject({
      pushPreference: false,
      emailPushPreference: false,
    });
  });

  it('saves who may write: only verified members, or everyone again', async () => {
    const { scope } = await loggedInMember();
    expect(scope.getState($user)?.verifiedSendersOnly).toBe(false);

    await allSettled(preferencesChanged, { scope, params: { verifiedSendersOnly: true } });
    expect(scope.getState($user)?.verifiedSendersOnly).toBe(true);
    await allSettled(preferencesChanged, { scope, params: { verifiedSendersOnly: false } });
    expect(scope.getState($user)?.verifiedSendersOnly).toBe(false);
  });
});

describe('blocked users', () => {
  it('lists a blocked member and unblocks them', async () => {
    const { scope } = await loggedInMember();
    const other = await insertMember(server.app, { name: 'Tom' });
    await apiOf(scope).relationship.block({
      params: { id: other.id },
      body: { reason: 'other', report: false },
    });

    await allSettled(settingsOpened, { scope });
    expect(scope.getState($blockedUsers)?.map(({ id }) => id)).toEqual([other.id]);

    await allSettled(unblockPressed, { scope, params: other.id });
    expect(scope.getState($blockedUsers)).toEqual([]);
    expect((await apiOf(scope).relationship.blockedUsers())?.items).toEqual([]);
  });
});

describe('delete account', () => {
  it('deletes the account and logs out; the login no longer works', async () => {
    const { email, scope } = await loggedInMember();

    await allSettled(deleteAccountConfirmed, { scope });

    expect(scope.getState($authenticated)).toBe(false);
    expect(scope.getState($user)).toBeNull();
    expect((await loginAs(email)).getState($loginStatus)).toBe('failed');
  });
});
