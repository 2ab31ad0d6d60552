/**
 * The visitors' password and e-mail flows against the real client and server, following the
 * links of the development mailbox as a member follows the links of the mails.
 */
import { localStorageKeys, timings } from '@amora/contract';
import { allSettled } from 'effector';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { linkOf, registrationPayload } from '../../../../server/test/routes/identity/support';
import { installMemoryStorage } from '../../../test/memoryStorage';
import {
  type IdentityServer,
  insertMember,
  openScope,
  startIdentityServer,
} from '../../../test/server';
import { $authenticated, loginSubmitted } from '../../session/model';
import {
  $confirmStatus,
  $resendCoolingDown,
  $resent,
  $resetLinkSentTo,
  $resetStatus,
  confirmEmailOpened,
  forgotPasswordSubmitted,
  resendConfirmationPressed,
  resetPasswordSubmitted,
} from './model';

let server: IdentityServer;

// The server's start takes long on a busy machine.
beforeAll(async () => {
  server = await startIdentityServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  installMemoryStorage();
});

describe('forgot and reset password', () => {
  it('mails a link whose uid and t set the new password', async () => {
    const { email } = await insertMember(server.app, { password: 'sommer2026' });
    if (!email) throw new Error('the member has no e-mail');
    const { scope } = await openScope(server.baseUrl);

    await allSettled(forgotPasswordSubmitted, { scope, params: { email } });
    expect(scope.getState($resetLinkSentTo)).toBe(email);

    const { route, query } = linkOf(await server.lastMailTo(email));
    expect(route).toBe('/reset-password');
    await allSettled(resetPasswordSubmitted, {
      scope,
      params: {
        token: query.t ?? '',
        uid: query.uid ?? '',
        password: 'winter2027',
        confirmPassword: 'winter2027',
      },
    });
    expect(scope.getState($resetStatus)).toBe('success');

    await allSettled(loginSubmitted, {
      scope,
      params: { userName: email, password: 'winter2027' },
    });
    expect(scope.getState($authenticated)).toBe(true);
  });

  it('shows the error when the link is not valid', async () => {
    const { scope } = await openScope(server.baseUrl);
    await allSettled(resetPasswordSubmitted, {
      scope,
      params: {
        token: 'forged',
        uid: 'nobody',
        password: 'winter2027',
        confirmPassword: 'winter2027',
      },
    });
    expect(scope.getState($resetStatus)).toBe('error');
  });
});

describe('confirm e-mail', () => {
  it('confirms with the link of the registration mail', async () => {
    const payload = registrationPayload();
    const registered = await server.browser().api.identity.register({ body: payload });
    expect(registered?.registerCreationState).toBe('succeeded');
    const { route, query } = linkOf(await server.lastMailTo(payload.email));
    expect(route).toBe('/confirmemail');

    const { scope } = await openScope(server.baseUrl);
    await allSettled(confirmEmailOpened, {
      scope,
      params: { uid: query.uid ?? null, token: query.t ?? null },
    });
    expect(scope.getState($confirmStatus)).toBe('confirmed');
  });

  it('sends nothing without both uid and t', async () => {
    const { scope } = await openScope(server.baseUrl);
    await allSettled(confirmEmailOpened, { scope, params: { uid: 'someone', token: null } });
    expect(scope.getState($confirmStatus)).toBe('unconfirmed');
  });

  it('resends the confirmation at most once in 10 minutes, also after a reload', async () => {
    const payload = registrationPayload();
    await server.browser().api.identity.register({ body: payload });
    const { query } = linkOf(await server.lastMailTo(payload.email));
    const uid = query.uid ?? '';
    const mailsTo = async () => (await server.mailbox(payload.email)).length;
    const before = await mailsTo();

    const { scope } = await openScope(server.baseUrl);
    await allSettled(confirmEmailOpened, { scope, params: { uid, token: null } });
    expect(scope.getState($resendCoolingDown)).toBe(false);
    await allSettled(resendConfirmationPressed, { scope, params: { uid } });
    expect(scope.getState($resent)).toBe(true);
    expect(scope.getState($resendCoolingDown)).toBe(true);
    expect(await mailsTo()).toBe(before + 1);
    await allSettled(resendConfirmationPressed, { scope, params: { uid } });
    expect(await mailsTo()).toBe(before + 1);

    // A reload within the 10 minutes still waits.
    const reloaded = await openScope(server.baseUrl);
    await allSettled(confirmEmailOpened, { scope: reloaded.scope, params: { uid, token: null } });
    expect(reloaded.scope.getState($resendCoolingDown)).toBe(true);
    await allSettled(resendConfirmationPressed, { scope: reloaded.scope, params: { uid } });
    expect(await mailsTo()).toBe(before + 1);

    // Ten minutes later (as stored under email-confirm-timeout) it may be sent again.
    const allowedFrom = Number(localStorage.getItem(localStorageKeys.emailConfirmTimeout));
    expect(allowedFrom - Date.now()).toBeGreaterThan(timings.emailConfirmTimeoutMs - 60_000);
    localStorage.setItem(localStorageKeys.emailConfirmTimeout, String(Date.now() - 1));
    const later = await openScope(server.baseUrl);
    await allSettled(confirmEmailOpened, { scope: later.scope, params: { uid, token: null } });
    expect(later.scope.getState($resendCoolingDown)).toBe(false);
    await allSettled(resendConfirmationPressed, { scope: later.scope, params: { uid } });
    expect(await mailsTo()).toBe(before + 2);
  });
});
