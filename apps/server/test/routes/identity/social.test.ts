import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../../src/identity/sessions';
import { userRow } from '../../helpers';
import {
  FAKE_APPLE_CLIENT_ID,
  FAKE_FACEBOOK_APP,
  FAKE_GOOGLE_CLIENT_ID,
  type FakeApple,
  type FakeFacebook,
  type FakeGoogle,
  startFakeApple,
  startFakeFacebook,
  startFakeGoogle,
} from '../../services/fakes/index.ts';
import {
  birthdateYearsAgo,
  expectRefusal,
  type IdentityServer,
  insertMember,
  snapshotCounts,
  startIdentityServer,
  uniqueEmail,
} from './support';

const subject = () => randomBytes(8).toString('hex');

describe('social sign-in', () => {
  let google: FakeGoogle;
  let apple: FakeApple;
  let facebook: FakeFacebook;
  let server: IdentityServer;

  beforeAll(async () => {
    [google, apple, facebook] = await Promise.all([
      startFakeGoogle(),
      startFakeApple(),
      startFakeFacebook(),
    ]);
    server = await startIdentityServer({
      GOOGLE_USERINFO_URL: google.userinfoUrl,
      GOOGLE_TOKENINFO_URL: google.tokeninfoUrl,
      GOOGLE_CLIENT_IDS: FAKE_GOOGLE_CLIENT_ID,
      APPLE_JWKS_URL: apple.jwksUrl,
      APPLE_AUDIENCE: FAKE_APPLE_CLIENT_ID,
      FACEBOOK_GRAPH_URL: facebook.graphUrl,
      FACEBOOK_APP_ID: FAKE_FACEBOOK_APP.appId,
      FACEBOOK_APP_SECRET: FAKE_FACEBOOK_APP.appSecret,
    });
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([google?.close(), apple?.close(), facebook?.close()]);
  });

  describe('Google', () => {
    const account = (values: { email?: string; email_verified?: boolean } = {}) => ({
      sub: subject(),
      email: uniqueEmail('lena'),
      email_verified: true,
      name: 'Lena Berg',
      given_name: 'Lena',
      ...values,
    });

    it('registers with a verified address, confirmed and with the bonus, then logs in', async () => {
      const person = account();
      const browser = server.browser();
      const result = await browser.api.identity.registerGoogle.request({
        body: {
          token: google.issueToken(person),
          email: person.email,
          name: 'Lena',
          gender: 'female',
          country: 'AT',
          platform: 'web',
          firebaseId: '',
          deviceId: 'device-9',
          campaignId: 'summer',
          clickId: 'c-1',
          sourceId: 's-1',
          strangerId: 'st-1',
          birthdate: birthdateYearsAgo(25),
        } as Parameters<typeof browser.api.identity.registerGoogle>[0]['body'],
      });
      if (!result.ok) throw result.error;
      const user = result.data.user;
      expect(user).toMatchObject({
        name: 'Lena',
        email: person.email,
        emailConfirmed: true,
        gender: 'female',
        country: 'at',
        searchGender: 'male',
        freeCoins: 20,
      });
      expect(browser.cookies.has(sessionCookieName)).toBe(true);
      const row = await userRow(server.app, user?.id as string);
      expect(row).toMatchObject({
        googleSubject: person.sub,
        passwordHash: null,
        campaignId: 'summer',
        clickId: 'c-1',
        sourceId: 's-1',
        strangerId: 'st-1',
        deviceId: 'device-9',
      });
      // The provider vouches for the address: no confirmation mail.
      expect(await server.mailbox(person.email)).toEqual([]);

      const again = server.browser();
      const loggedIn = await again.api.identity.loginGoogle({
        body: { token: google.issueToken(person), platform: 'web' },
      });
      expect(loggedIn?.id).toBe(user?.id);
      expect(again.cookies.has(sessionCookieName)).toBe(true);
    });

    it('signs in to the existing account when registering again', async () => {
      const person = account();
      const body = (token: string) =>
        ({ token, birthdate: birthdateYearsAgo(30) }) as { token: string };
      const first = await server.browser().api.identity.registerGoogle({
        body: body(google.issueToken(person)),
      });
      const before = await snapshotCounts(server.app);
      const second = await server.browser().api.identity.registerGoogle({
        body: body(google.issueToken(person)),
      });
      expect(second?.user?.id).toBe(first?.user?.id);
      expect((await snapshotCounts(server.app)).users).toBe(before.users);
    });

    it('links Google to an account with the verified address and confirms it once', async () => {
      const member = await insertMember(server.app, { emailConfirmed: false });
      const person = account({ email: member.email as string });
      const browser = server.browser();
      const user = await browser.api.identity.loginGoogle({
        body: { token: google.issueToken(person) },
      });
      expect(user).toMatchObject({ id: member.id, emailConfirmed: true, freeCoins: 20 });
      const linked = await userRow(server.app, member.id);
      expect(linked.googleSubject).toBe(person.sub);
      // The address was never confirmed: whoever set the password may not own it.
      expect(linked.passwordHash).toBeNull();
      await server
        .browser()
        .api.identity.loginGoogle({ body: { token: google.issueToken(person) } });
      expect((await userRow(server.app, member.id)).freeCoins).toBe(20);
    });

    it('does not link by an address Google does not vouch for', async () => {
      const member = await insertMember(server.app);
      const person = account({ email: member.email as string, email_verified: false });
      const before = await snapshotCounts(server.app);
      await expectRefusal(
        server.browser().api.identity.loginGoogle.request({
          body: { token: google.issueToken(person) },
        }),
        404,
        'UNKNOWN_ACCOUNT',
      );
      await expectRefusal(
        server.browser().api.identity.registerGoogle.request({
          body: { token: google.issueToken(person), birthdate: birthdateYearsAgo(30) } as {
            token: string;
          },
        }),
        409,
        'EMAIL_ALREADY_EXISTS',
      );
      expect(await snapshotCounts(server.app)).toEqual(before);
    });

    it('confirms an unvouched address by mail', async () => {
      const person = account({ email_verified: false });
      const result = await server.browser().api.identity.registerGoogle({
        body: { token: google.issueToken(person), birthdate: birthdateYearsAgo(40) } as {
          token: string;
        },
      });
      expect(result?.user).toMatchObject({ emailConfirmed: false, freeCoins: 0 });
      const [mail] = await server.mailbox(person.email);
      expect(mail?.links[0]).toContain('/confirmemail?uid=');
    });

    it('answers UNKNOWN_ACCOUNT for a login without an account', async () => {
      const before = await snapshotCounts(server.app);
      const browser = server.browser();
      await expectRefusal(
        browser.api.identity.loginGoogle.request({ body: { token: google.issueToken(account()) } }),
        404,
        'UNKNOWN_ACCOUNT',
      );
      expect(browser.cookies.size).toBe(0);
      expect(await snapshotCounts(server.app)).toEqual(before);
    });

    it('refuses a registration without an adult birthdate, writing nothing', async () => {
      const before = await snapshotCounts(server.app);
      const person = account();
      await expectRefusal(
        server.browser().api.identity.registerGoogle.request({
          body: { token: google.issueToken(person) },
        }),
        400,
        'BIRTHDATE_REQUIRED',
      );
      await expectRefusal(
        server.browser().api.identity.registerGoogle.request({
          body: { token: google.issueToken(person), birthdate: birthdateYearsAgo(16) } as {
            token: string;
          },
        }),
        400,
        'REGISTER_PERSONAL_DATA_AGE',
      );
      expect(await snapshotCounts(server.app)).toEqual(before);
    });

    it('refuses a token Google does not know, and says when Google does not answer', async () => {
      const before = await snapshotCounts(server.app);
      const person = account();
      const revoked = google.issueToken(person);
      google.revoke(revoked);
      await expectRefusal(
        server.browser().api.identity.loginGoogle.request({ body: { token: revoked } }),
        400,
        'LOGIN_FAILED',
      );
      await expectRefusal(
        server.browser().api.identity.registerGoogle.request({
          body: { token: 'ya29.made-up', birthdate: birthdateYearsAgo(30) } as { token: string },
        }),
        400,
        'LOGIN_FAILED',
      );
      await expectRefusal(
        server.browser().api.identity.loginGoogle.request({ body: { token: '' } }),
        400,
        'INVALID_TOKEN',
      );
      google.setOutage({ status: 503, body: { error: 'backendError' } });
      try {
        await expectRefusal(
          server.browser().api.identity.loginGoogle.request({
            body: { token: google.issueToken(person) },
          }),
          502,
          'FETCH_USER_INFO_FAILED',
        );
      } finally {
        google.setOutage(undefined);
      }
      expect(await snapshotCounts(server.app)).toEqual(before);
    });
  });

  describe('Apple', () => {
    /** The sign-in's secret nonce; Apple's token carries its SHA-256. */
    const nonce = 'apple-nonce-1';
    const identity = () => ({
      sub: `001234.${subject()}`,
      email: uniqueEmail('mia'),
      email_verified: 'true',
      nonce: createHash('sha256').update(nonce).digest('hex'),
    });

    it('registers with the name the app sends, then logs in', async () => {
      const person = identity();
      const result = await server.browser().api.identity.registerApple({
        body: {
          token: await apple.signIdentityToken(person),
          accessCode: 'c0de',
          nonce,
          name: 'Mia',
          gender: 'female',
          email: person.email,
          birthdate: birthdateYearsAgo(22),
        } as Parameters<
          ReturnType<IdentityServer['browser']>['api']['identity']['registerApple']
        >[0]['body'],
      });
      expect(result?.user).toMatchObject({
        name: 'Mia',
        gender: 'female',
        email: person.email,
        emailConfirmed: true,
        country: 'de',
      });
      expect((await userRow(server.app, result?.user?.id as string)).appleSubject).toBe(person.sub);
      const user = await server.browser().api.identity.loginApple({
        body: { token: await apple.signIdentityToken(person), accessCode: 'c0de', nonce },
      });
      expect(user?.id).toBe(result?.user?.id);
    });

    it('refuses tokens with a foreign signature, audience or issuer, and expired ones', async () => {
      const person = identity();
      await server.browser().api.identity.registerApple({
        body: {
          token: await apple.signIdentityToken(person),
          accessCode: 'c0de',
          nonce,
          birthdate: birthdateYearsAgo(30),
        } as { token: string; accessCode: string; nonce: string },
      });
      const before = await snapshotCounts(server.app);
      const tokens = await Promise.all([
        apple.signIdentityToken(person, { signedBy: 'stranger' }),
        apple.signIdentityToken(person, { audience: 'example.other.app' }),
        apple.signIdentityToken(person, { issuer: 'https://evil.example' }),
        apple.signIdentityToken(person, { expiresIn: -120 }),
      ]);
      for (const token of tokens) {
        await expectRefusal(
          server
            .browser()
            .api.identity.loginApple.request({ body: { token, accessCode: 'c0de', nonce } }),
          400,
          'LOGIN_FAILED',
        );
      }
      expect(await snapshotCounts(server.app)).toEqual(before);
    });
  });

  describe('Facebook', () => {
    const fbUser = (values: { email?: string; birthday?: string } = {}) => ({
      id: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
      email: uniqueEmail('jonas'),
      name: 'Jonas Keller',
      first_name: 'Jonas',
      birthday: '04/12/1990',
      ...values,
    });

    it('registers with the birthday Facebook shares, then logs in', async () => {
      const person = fbUser();
      const result = await server.browser().api.identity.registerFacebook({
        body: { token: facebook.issueToken(person), fbUserId: person.id, gender: 'male' },
      });
      expect(result?.user).toMatchObject({
        name: 'Jonas',
        email: person.email,
        // Facebook does not vouch for addresses: confirmed by the link of a mail.
        emailConfirmed: false,
        gender: 'male',
        pushPreference: false,
        birthdate: '1990-04-12T00:00:00.000Z',
      });
      expect((await userRow(server.app, result?.user?.id as string)).facebookSubject).toBe(
        person.id,
      );
      const user = await server.browser().api.identity.loginFacebook({
        body: { token: facebook.issueToken(person), fbUserId: person.id },
      });
      expect(user?.id).toBe(result?.user?.id);
    });

    it('takes the app’s birthdate when Facebook shares none', async () => {
      const person = fbUser({ birthday: undefined });
      const birthdate = birthdateYearsAgo(33);
      const result = await server.browser().api.identity.registerFacebook({
        body: { token: facebook.issueToken(person), fbUserId: person.id, birthdate },
      });
      expect(result?.user?.birthdate.slice(0, 10)).toBe(birthdate.slice(0, 10));
    });

    it('refuses minors, accounts without an address and tokens of others, writing nothing', async () => {
      const before = await snapshotCounts(server.app);
      const minor = fbUser({ birthday: `01/01/${new Date().getUTCFullYear() - 15}` });
      await expectRefusal(
        server.browser().api.identity.registerFacebook.request({
          body: { token: facebook.issueToken(minor), fbUserId: minor.id },
        }),
        400,
        'REGISTER_PERSONAL_DATA_AGE',
      );
      const withoutEmail = { ...fbUser(), email: undefined };
      await expectRefusal(
        server.browser().api.identity.registerFacebook.request({
          body: {
            token: facebook.issueToken(withoutEmail),
            fbUserId: withoutEmail.id,
            email: `${withoutEmail.id}@facebook.example`,
          },
        }),
        403,
        'FACEBOOK_EMAIL_MISSING',
      );
      const person = fbUser();
      await expectRefusal(
        server.browser().api.identity.registerFacebook.request({
          body: { token: facebook.issueToken(person), fbUserId: '42' },
        }),
        400,
        'LOGIN_FAILED',
      );
      await expectRefusal(
        server.browser().api.identity.loginFacebook.request({
          body: { token: facebook.issueToken(person, { appId: '111' }), fbUserId: person.id },
        }),
        400,
        'LOGIN_FAILED',
      );
      await expectRefusal(
        server.browser().api.identity.loginFacebook.request({
          body: { token: facebook.issueToken(person, { expired: true }), fbUserId: person.id },
        }),
        400,
        'LOGIN_FAILED',
      );
      await expectRefusal(
        server.browser().api.identity.loginFacebook.request({
          body: { token: facebook.issueToken(person), fbUserId: person.id },
        }),
        404,
        'UNKNOWN_ACCOUNT',
      );
      expect(await snapshotCounts(server.app)).toEqual(before);
    });
  });
});
