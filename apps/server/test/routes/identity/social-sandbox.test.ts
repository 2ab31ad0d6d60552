/**
 * The sandbox sign-in in the demo (AMORA_DEMO=1): the configuration sends the web app to the sandbox's
 * authorize page for every provider without a client, the page answers like the provider's OAuth
 * redirect, and its tokens sign in and register through the real sign-in routes.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers';
import {
  birthdateYearsAgo,
  expectRefusal,
  type IdentityServer,
  snapshotCounts,
  startIdentityServer,
  uniqueEmail,
} from './support';

const site = 'http://app.test';

describe('the sandbox sign-in', () => {
  let server: IdentityServer;

  beforeAll(async () => {
    server = await startIdentityServer({ PUBLIC_URL: site });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Fills and sends the authorize page as a person would; the fragment it redirects with. */
  const authorize = async (
    provider: 'google' | 'facebook' | 'apple',
    fields: Record<string, string>,
    redirectUri = `${site}/login`,
  ) => {
    const page = await fetch(
      `${server.baseUrl}/sandbox-auth/${provider}/authorize?${new URLSearchParams({
        client_id: 'amora-sandbox',
        redirect_uri: redirectUri,
        response_type: 'token',
        state: 'state-1',
      })}`,
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    const answer = await fetch(`${server.baseUrl}/sandbox-auth/${provider}/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ redirect_uri: redirectUri, state: 'state-1', ...fields }),
    });
    const location = new URL(answer.headers.get('location') ?? `${site}/none`);
    return {
      status: answer.status,
      location,
      fragment: new URLSearchParams(location.hash.slice(1)),
    };
  };

  it('is offered for every provider without a client, at the site’s address', async () => {
    const configuration = await server.browser().api.configuration.get();
    expect(configuration?.socialSignIn).toEqual({
      google: { clientId: 'amora-sandbox', authorizeUrl: `${site}/sandbox-auth/google/authorize` },
      facebook: {
        clientId: 'amora-sandbox',
        authorizeUrl: `${site}/sandbox-auth/facebook/authorize`,
      },
      apple: { clientId: 'amora-sandbox', authorizeUrl: `${site}/sandbox-auth/apple/authorize` },
    });
  });

  it('is not there outside the demo, where a provider without a client is not offered', async () => {
    const production = await createTestApp({
      env: { AMORA_DEMO: '', PUBLIC_URL: 'https://amora.example', SECRET: 'x'.repeat(40) },
    });
    try {
      const configuration = await production.app.inject({ url: '/v1/configuration' });
      expect(configuration.json().socialSignIn).toEqual({
        google: null,
        facebook: null,
        apple: null,
      });
      const page = await production.app.inject({ url: '/sandbox-auth/google/authorize' });
      expect(page.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('registers with Google through the redirect, then logs in to the same account', async () => {
    const email = uniqueEmail('sandra');
    const { status, location, fragment } = await authorize('google', {
      decision: 'allow',
      name: 'Sandra Vogel',
      email,
      gender: 'female',
    });
    expect(status).toBe(303);
    expect(location.origin + location.pathname).toBe(`${site}/login`);
    expect(fragment.get('state')).toBe('state-1');
    const token = fragment.get('access_token') ?? '';
    const browser = server.browser();
    // No account yet: the app falls back to registering.
    await expectRefusal(
      browser.api.identity.loginGoogle.request({ body: { token, platform: 'web' } }),
      404,
      'UNKNOWN_ACCOUNT',
    );
    const registered = await browser.api.identity.registerGoogle({
      body: {
        token,
        email,
        name: 'Sandra',
        gender: 'female',
        country: 'DE',
        platform: 'web',
        firebaseId: '',
        deviceId: 'device-1',
        birthdate: birthdateYearsAgo(30),
      },
    });
    expect(registered?.user).toMatchObject({ email, name: 'Sandra', emailConfirmed: true });
    const again = await server
      .browser()
      .api.identity.loginGoogle({ body: { token, platform: 'web' } });
    expect(again?.id).toBe(registered?.user?.id);
  });

  it('hands Facebook’s user id and Apple’s identity token and code, each for its provider', async () => {
    const email = uniqueEmail('fiona');
    const facebook = await authorize('facebook', { decision: 'allow', name: 'Fiona', email });
    const userId = facebook.fragment.get('user_id') ?? '';
    expect(userId).not.toBe('');
    const facebookToken = facebook.fragment.get('access_token') ?? '';
    const registered = await server.browser().api.identity.registerFacebook({
      body: {
        token: facebookToken,
        fbUserId: userId,
        email,
        name: 'Fiona',
        gender: 'female',
        country: 'DE',
        platform: 'web',
        firebaseId: '',
        deviceId: 'device-2',
        pushPreference: false,
        birthdate: birthdateYearsAgo(28),
      },
    });
    expect(registered?.user?.email).toBe(email);
    // The redirect sign-in does not learn the user id: an empty one is read from the token.
    const login = await server.browser().api.identity.loginFacebook({
      body: { token: facebookToken, fbUserId: '' },
    });
    expect(login?.id).toBe(registered?.user?.id);

    const apple = await authorize('apple', { decision: 'allow', name: 'Fiona', email });
    expect(apple.fragment.get('code')).toMatch(/^[0-9a-f]{32}$/);
    const identityToken = apple.fragment.get('id_token') ?? '';
    // A token is for the provider it was issued for only.
    await expectRefusal(
      server.browser().api.identity.loginGoogle.request({
        body: { token: identityToken, platform: 'web' },
      }),
      400,
      'LOGIN_FAILED',
    );
    // Apple's token carries the nonce's hash the authorize request named, and needs the nonce.
    const nonce = 'sandbox-nonce-1';
    const bound = await authorize('apple', {
      decision: 'allow',
      name: 'Fiona',
      email: uniqueEmail('fiona'),
      nonce: createHash('sha256').update(nonce).digest('hex'),
    });
    const boundToken = bound.fragment.get('id_token') ?? '';
    const appleLogin = (token: string, sent: string) =>
      server.browser().api.identity.loginApple.request({
        body: { token, accessCode: 'c0de', nonce: sent, platform: 'web' },
      });
    await expectRefusal(appleLogin(boundToken, 'another-nonce'), 400, 'LOGIN_FAILED');
    await expectRefusal(appleLogin(identityToken, nonce), 400, 'LOGIN_FAILED');
    await expectRefusal(appleLogin(boundToken, nonce), 404, 'UNKNOWN_ACCOUNT');
  });

  it('sends a cancel back as access_denied and refuses other sites and tampered tokens', async () => {
    const cancelled = await authorize('google', { decision: 'deny' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.fragment.get('error')).toBe('access_denied');
    expect(cancelled.fragment.get('access_token')).toBeNull();

    const elsewhere = await authorize('google', {}, 'https://evil.example/steal').catch(
      (error: unknown) => error,
    );
    expect(elsewhere).toBeInstanceOf(Error);
    const posted = await fetch(`${server.baseUrl}/sandbox-auth/google/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        redirect_uri: 'https://evil.example/steal',
        decision: 'allow',
        name: 'Eve',
        email: 'eve@example.com',
      }),
    });
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();

    const { fragment } = await authorize('google', {
      decision: 'allow',
      name: 'Tim',
      email: uniqueEmail('tim'),
    });
    const token = fragment.get('access_token') ?? '';
    const before = await snapshotCounts(server.app);
    await expectRefusal(
      server.browser().api.identity.loginGoogle.request({
        body: { token: `${token.slice(0, -2)}xx`, platform: 'web' },
      }),
      400,
      'LOGIN_FAILED',
    );
    expect(await snapshotCounts(server.app)).toEqual(before);
  });
});
