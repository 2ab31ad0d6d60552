/**
 * The pages opened from mails against the real server: the link of the e-mail change mail, and
 * the newsletter link in the footer of every mail.
 */
import { allSettled } from 'effector';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  linkOf,
  registrationPayload,
  uniqueEmail,
} from '../../../../server/test/routes/identity/support';
import { installMemoryStorage } from '../../../test/memoryStorage';
import {
  type IdentityServer,
  insertMember,
  openScope,
  startIdentityServer,
} from '../../../test/server';
import { $authenticated, $user, loginSubmitted } from '../../session/model';
import {
  $emailChangeStatus,
  $newsletterStatus,
  emailChangeOpened,
  newsletterOpened,
  resubscribePressed,
  unsubscribePressed,
} from './model';

let server: IdentityServer;
beforeAll(async () => {
  server = await startIdentityServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  installMemoryStorage();
});

describe('confirm e-mail change', () => {
  it('moves the account to the new address with the link of the mail', async () => {
    const { email } = await insertMember(server.app, { password: 'sommer2026' });
    if (!email) throw new Error('the member has no e-mail');
    const newEmail = uniqueEmail('moved');
    const browser = server.browser();
    await browser.api.identity.login({ body: { userName: email, password: 'sommer2026' } });
    expect(
      await browser.api.identity.changeEmail({ body: { newEmail, password: 'sommer2026' } }),
    ).toBe(true);
    // Asking for the change signs out the member's other sessions: this one starts after it.
    const { scope } = await openScope(server.baseUrl);
    await allSettled(loginSubmitted, {
      scope,
      params: { userName: email, password: 'sommer2026' },
    });

    const { route, query } = linkOf(await server.lastMailTo(newEmail));
    expect(route).toBe('/confirmemailchange');
    await allSettled(emailChangeOpened, {
      scope,
      params: { uid: query.uid ?? null, token: query.t ?? null, email: query.email ?? null },
    });
    expect(scope.getState($emailChangeStatus)).toBe('confirmed');
    // The logged-in member's account is reloaded with the new address.
    expect(scope.getState($user)?.email).toBe(newEmail);
  });

  it('fails without sending when the link lacks the address, and for a forged token', async () => {
    const { scope } = await openScope(server.baseUrl);
    await allSettled(emailChangeOpened, { scope, params: { uid: 'x', token: 't', email: null } });
    expect(scope.getState($emailChangeStatus)).toBe('failed');

    const { id } = await insertMember(server.app);
    const forged = await openScope(server.baseUrl);
    await allSettled(emailChangeOpened, {
      scope: forged.scope,
      params: { uid: id, token: 'forged', email: uniqueEmail() },
    });
    expect(forged.scope.getState($emailChangeStatus)).toBe('failed');
    expect(forged.scope.getState($authenticated)).toBe(false);
  });
});

describe('newsletter', () => {
  it('unsubscribes and subscribes again with the link of a mail, without a session', async () => {
    const payload = registrationPayload();
    await server.browser().api.identity.register({ body: payload });
    const mail = await server.lastMailTo(payload.email);
    const unsubscribe = mail.links
      .map((link) => new URL(link))
      .find((url) => url.pathname.startsWith('/unsubscribe/'));
    if (!unsubscribe) throw new Error('the mail has no unsubscribe link');
    const link = {
      id: unsubscribe.pathname.split('/')[2] ?? '',
      t: unsubscribe.searchParams.get('t') ?? undefined,
    };

    const { scope } = await openScope(server.baseUrl);
    await allSettled(newsletterOpened, { scope, params: link });
    expect(scope.getState($newsletterStatus)).toBe('subscribed');
    await allSettled(unsubscribePressed, { scope, params: link });
    expect(scope.getState($newsletterStatus)).toBe('unsubscribed');

    const later = await openScope(server.baseUrl);
    await allSettled(newsletterOpened, { scope: later.scope, params: link });
    expect(later.scope.getState($newsletterStatus)).toBe('unsubscribed');
    await allSettled(resubscribePressed, { scope: later.scope, params: link });
    expect(later.scope.getState($newsletterStatus)).toBe('subscribed');
  });

  it('tells when the link is not valid', async () => {
    const { id } = await insertMember(server.app);
    const { scope } = await openScope(server.baseUrl);
    await allSettled(newsletterOpened, { scope, params: { id, t: 'forged' } });
    expect(scope.getState($newsletterStatus)).toBe('invalid');
  });
});
