import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../../../src/db/schema';
import { identityLimits } from '../../../src/identity/limits';
import { userRow } from '../../helpers';
import {
  expectRefusal,
  type IdentityServer,
  insertMember,
  linkOf,
  snapshotCounts,
  startIdentityServer,
  uniqueEmail,
} from './support';

let server: IdentityServer;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(() => server.close());

describe('password reset', () => {
  /** Asks for a reset of the member's password and answers the link's uid and token. */
  const requestReset = async (email: string) => {
    expect(await server.browser().api.identity.requestPasswordReset({ body: { email } })).toBe(
      true,
    );
    const { route, query } = linkOf(await server.lastMailTo(email));
    expect(route).toBe('/reset-password');
    return { uid: query.uid as string, token: query.t as string };
  };

  const login = (email: string, password: string) =>
    server.browser().api.identity.login.request({ body: { userName: email, password } });

  it('mails a reset link in the member’s language', async () => {
    const member = await insertMember(server.app, { language: 'en' });
    const { uid, token } = await requestReset(member.email as string);
    expect(uid).toBe(member.id);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const mail = await server.lastMailTo(member.email as string);
    expect(mail.subject).toBe('Your new Amora password');
    const german = await insertMember(server.app, { language: 'de' });
    await requestReset(german.email as string);
    expect((await server.lastMailTo(german.email as string)).subject).toBe(
      'Dein neues Passwort für Amora',
    );
  });

  it('answers an unknown address the same, and sends and stores nothing', async () => {
    const before = await snapshotCounts(server.app);
    const email = uniqueEmail('stranger');
    const known = await insertMember(server.app);
    const unknownAnswer = await fetch(`${server.baseUrl}/v1/identity/resetPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const knownAnswer = await fetch(`${server.baseUrl}/v1/identity/resetPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: known.email }),
    });
    expect([unknownAnswer.status, await unknownAnswer.text()]).toEqual([200, 'true']);
    expect([knownAnswer.status, await knownAnswer.text()]).toEqual([200, 'true']);
    expect(await server.mailbox(email)).toEqual([]);
    const after = await snapshotCounts(server.app);
    expect(after).toEqual({
      ...before,
      users: before.users + 1,
      tokens: before.tokens + 1,
      mails: before.mails + 1,
    });
  });

  it.each([
    [{ email: '' }, 'EMPTY_EMAIL_INPUT'],
    [{ email: 'not-an-address' }, 'WRONG_EMAIL'],
  ])('refuses the request %j with its error key', async (body, code) => {
    const before = await snapshotCounts(server.app);
    await expectRefusal(
      server.browser().api.identity.requestPasswordReset.request({ body }),
      400,
      code,
    );
    expect(await snapshotCounts(server.app)).toEqual(before);
  });

  it('sets the new password once, signs out everywhere and keeps the old one out', async () => {
    const member = await insertMember(server.app, { password: 'old-password' });
    const email = member.email as string;
    const signedIn = server.browser();
    await signedIn.api.identity.login({ body: { userName: email, password: 'old-password' } });
    const { uid, token } = await requestReset(email);

    const reset = { uid, password: 'new-password', confirmPassword: 'new-password' };
    expect(
      await server.browser().api.identity.resetPassword({ params: { token }, body: reset }),
    ).toBe(true);
    await expectRefusal(signedIn.api.identity.coinInfo.request(), 401, 'SESSION_EXPIRED');
    await expectRefusal(login(email, 'old-password'), 400, 'WRONG_EMAIL_OR_PASSWORD');
    expect((await login(email, 'new-password')).ok).toBe(true);

    const before = await userRow(server.app, member.id);
    await expectRefusal(
      server.browser().api.identity.resetPassword.request({
        params: { token },
        body: { ...reset, password: 'third-password', confirmPassword: 'third-password' },
      }),
      400,
      'INVALID_TOKEN',
    );
    expect(await userRow(server.app, member.id)).toEqual(before);
  });

  it('refuses bad input and wrong links without changing the password', async () => {
    const member = await insertMember(server.app);
    const email = member.email as string;
    const { uid, token } = await requestReset(email);
    const other = await insertMember(server.app);
    const before = await userRow(server.app, member.id);
    const counts = await snapshotCounts(server.app);
    const attempts: [object, object, number, string][] = [
      [
        { token },
        { uid, password: 'new-password', confirmPassword: 'other-password' },
        400,
        'PASSWORDS_DO_NOT_MATCH',
      ],
      [{ token }, { uid, password: 'short', confirmPassword: 'short' }, 400, 'PASSWORD_TOO_SHORT'],
      [{ token }, { uid, password: '', confirmPassword: '' }, 400, 'EMPTY_PASSWORD_INPUT'],
      [
        { token },
        { uid: other.id, password: 'new-password', confirmPassword: 'new-password' },
        400,
        'INVALID_TOKEN',
      ],
      [
        { token },
        { uid: 'not-a-uuid', password: 'new-password', confirmPassword: 'new-password' },
        400,
        'INVALID_TOKEN',
      ],
      [
        { token: `${token}x` },
        { uid, password: 'new-password', confirmPassword: 'new-password' },
        400,
        'INVALID_TOKEN',
      ],
    ];
    for (const [params, body, status, code] of attempts) {
      await expectRefusal(
        server.browser().api.identity.resetPassword.request({
          params: params as { token: string },
          body: body as { uid: string; password: string; confirmPassword: string },
        }),
        status,
        code,
      );
    }
    expect(await userRow(server.app, member.id)).toEqual(before);
    expect(await snapshotCounts(server.app)).toEqual(counts);
  });

  it('refuses an expired link and one replaced by a newer request', async () => {
    const member = await insertMember(server.app);
    const email = member.email as string;
    const first = await requestReset(email);
    const second = await requestReset(email);
    const body = { password: 'new-password', confirmPassword: 'new-password' };
    await expectRefusal(
      server.browser().api.identity.resetPassword.request({
        params: { token: first.token },
        body: { ...body, uid: first.uid },
      }),
      400,
      'INVALID_TOKEN',
    );
    await server.app.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeTokens.userId, member.id), eq(oneTimeTokens.kind, 'resetPassword')));
    const before = await userRow(server.app, member.id);
    await expectRefusal(
      server.browser().api.identity.resetPassword.request({
        params: { token: second.token },
        body: { ...body, uid: second.uid },
      }),
      410,
      'TOKEN_EXPIRED',
    );
    expect(await userRow(server.app, member.id)).toEqual(before);
  });

  it('limits reset requests per account', async () => {
    const member = await insertMember(server.app);
    const { max } = identityLimits.passwordReset.perAccount;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect(
        await server
          .browser()
          .api.identity.requestPasswordReset({ body: { email: member.email as string } }),
      ).toBe(true);
    }
    const mails = (await server.mailbox(member.email as string)).length;
    await expectRefusal(
      server
        .browser()
        .api.identity.requestPasswordReset.request({ body: { email: member.email as string } }),
      429,
      'RATE_LIMITED',
    );
    expect(await server.mailbox(member.email as string)).toHaveLength(mails);
  });
});

describe('PATCH /identity/password', () => {
  it('changes the password and signs out the other sessions only', async () => {
    const member = await insertMember(server.app, { password: 'old-password' });
    const credentials = { userName: member.email as string, password: 'old-password' };
    const here = server.browser();
    const elsewhere = server.browser();
    await here.api.identity.login({ body: credentials });
    await elsewhere.api.identity.login({ body: credentials });
    expect(
      await here.api.identity.changePassword({
        body: { oldPassword: 'old-password', newPassword: 'new-password' },
      }),
    ).toBe(true);
    expect(await here.api.identity.coinInfo()).toBeTruthy();
    await expectRefusal(elsewhere.api.identity.coinInfo.request(), 401, 'SESSION_EXPIRED');
    const relogin = server.browser();
    await expectRefusal(
      relogin.api.identity.login.request({ body: credentials }),
      400,
      'WRONG_EMAIL_OR_PASSWORD',
    );
    expect(
      await relogin.api.identity.login({ body: { ...credentials, password: 'new-password' } }),
    ).toBeTruthy();
  });

  it('refuses a wrong current password, a short new one and a visitor', async () => {
    const member = await insertMember(server.app);
    const browser = server.browser();
    await browser.api.identity.login({
      body: { userName: member.email as string, password: 'secret123' },
    });
    const before = await userRow(server.app, member.id);
    const counts = await snapshotCounts(server.app);
    await expectRefusal(
      browser.api.identity.changePassword.request({
        body: { oldPassword: 'wrong-password', newPassword: 'new-password' },
      }),
      403,
      'WRONG_PASSWORD',
    );
    await expectRefusal(
      browser.api.identity.changePassword.request({
        body: { oldPassword: 'secret123', newPassword: 'short' },
      }),
      400,
      'PASSWORD_TOO_SHORT',
    );
    await expectRefusal(
      browser.api.identity.changePassword.request({
        body: { oldPassword: '', newPassword: 'new-password' },
      }),
      400,
      'EMPTY_PASSWORD_INPUT',
    );
    await expectRefusal(
      server.browser().api.identity.changePassword.request({
        body: { oldPassword: 'secret123', newPassword: 'new-password' },
      }),
      401,
      'SESSION_EXPIRED',
    );
    expect(await userRow(server.app, member.id)).toEqual(before);
    expect(await snapshotCounts(server.app)).toEqual(counts);
  });
});
