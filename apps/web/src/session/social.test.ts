/**
 * Social sign-in against the real server, whose verifiers talk to the local fake Google, Apple
 * and Facebook of apps/server's tests: the redirect's start, the provider's answer in the
 * fragment, the login, and the sign-up of a person without an account.
 */
import { defaultConfiguration } from '@amora/contract';
import { allSettled } from 'effector';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { birthdateYearsAgo, uniqueEmail } from '../../../server/test/routes/identity/support';
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
} from '../../../server/test/services/fakes/index.ts';
import { installMemoryStorage, MemoryStorage } from '../../test/memoryStorage';
import {
  type IdentityServer,
  insertMember,
  openScope,
  startIdentityServer,
} from '../../test/server';
import {
  $authenticated,
  $configuration,
  $socialProblem,
  $socialReturnTo,
  $socialSignUp,
  $user,
  socialReturned,
  socialSignInPressed,
  socialSignUpSubmitted,
} from './model';
import {
  authorizeUrl,
  hashNonce,
  readSocialReturn,
  type SocialState,
  socialRegistrationRequest,
  socialStateKey,
} from './social';

let google: FakeGoogle;
let apple: FakeApple;
let facebook: FakeFacebook;
let server: IdentityServer;

// The server's start takes long on a busy machine.
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
}, 120_000);
afterAll(async () => {
  await server?.close();
  await Promise.all([google?.close(), apple?.close(), facebook?.close()]);
});

let session: MemoryStorage;
beforeEach(() => {
  installMemoryStorage();
  session = new MemoryStorage();
  Object.defineProperty(globalThis, 'sessionStorage', { value: session, configurable: true });
});

const subject = () => Math.random().toString(16).slice(2);

/** The browser back from the provider: the stored state and the fragment it answered. */
const returnFrom = (state: SocialState, fragment: Record<string, string>) => {
  session.setItem(socialStateKey, JSON.stringify(state));
  return `#${new URLSearchParams({ state: state.state, ...fragment })}`;
};

const started = (provider: SocialState['provider'], intent: SocialState['intent'] = 'login') => ({
  provider,
  intent,
  state: crypto.randomUUID(),
  nonce: crypto.randomUUID(),
  returnTo: '/messages',
});

describe('the redirect', () => {
  it('sends the browser to the provider with the client, the return address and a stored state', async () => {
    const visited: string[] = [];
    Object.defineProperty(globalThis, 'location', {
      value: { origin: 'https://amora.example', assign: (url: string) => visited.push(url) },
      configurable: true,
    });
    const { scope } = await openScope(server.baseUrl);
    await allSettled($configuration, {
      scope,
      params: {
        ...defaultConfiguration,
        socialSignIn: {
          google: { clientId: 'google-client', authorizeUrl: 'https://accounts.example/auth' },
          facebook: null,
          apple: null,
        },
      },
    });
    await allSettled(socialSignInPressed, {
      scope,
      params: { provider: 'google', intent: 'register', returnTo: '/' },
    });
    // Facebook is not set up on this server: its button does nothing.
    await allSettled(socialSignInPressed, {
      scope,
      params: { provider: 'facebook', intent: 'login', returnTo: '/' },
    });

    expect(visited).toHaveLength(1);
    const url = new URL(visited[0] ?? '');
    const stored = JSON.parse(session.getItem(socialStateKey) ?? '{}') as SocialState;
    expect(stored).toMatchObject({ provider: 'google', intent: 'register', returnTo: '/' });
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'google-client',
      redirect_uri: 'https://amora.example/login',
      response_type: 'token',
      scope: 'openid profile email',
      state: stored.state,
    });
    // The state is not the nonce: the nonce never leaves the browser.
    expect(stored.state).not.toBe(stored.nonce);
  });

  it('asks Apple for code and id_token in the fragment, Facebook for its scope', () => {
    const client = { clientId: 'id', authorizeUrl: 'https://provider.example/authorize' };
    const options = { redirectUri: 'https://amora.example/login', state: 's', nonce: 'n' };
    const apple = new URL(authorizeUrl('apple', client, options)).searchParams;
    expect(apple.get('response_type')).toBe('code id_token');
    expect(apple.get('response_mode')).toBe('fragment');
    expect(apple.get('nonce')).toBe('n');
    const facebook = new URL(authorizeUrl('facebook', client, options)).searchParams;
    expect(facebook.get('response_type')).toBe('token');
    expect(facebook.get('scope')).toBe('public_profile,email');
  });

  it('refuses an answer whose state is not the stored one, or that lacks its token', () => {
    const state = started('apple');
    expect(readSocialReturn(`#state=other&id_token=t&code=c`, state).kind).toBe('failed');
    expect(readSocialReturn(`#state=${state.state}&id_token=t`, state).kind).toBe('failed');
    expect(readSocialReturn(`#state=${state.state}&error=access_denied`, state).kind).toBe(
      'failed',
    );
    expect(readSocialReturn(`#state=${state.state}&id_token=t&code=c`, undefined).kind).toBe(
      'failed',
    );
    // The nonce is not the state: an answer carrying the nonce as its state is refused.
    expect(readSocialReturn(`#state=${state.nonce}&id_token=t&code=c`, state).kind).toBe('failed');
    expect(readSocialReturn(`#state=${state.state}&id_token=t&code=c`, state)).toEqual({
      kind: 'signedIn',
      state,
      credentials: { provider: 'apple', token: 't', accessCode: 'c', nonce: state.nonce },
    });
  });

  it('builds each registration as the spec lists its fields', () => {
    const details = {
      birthdate: birthdateYearsAgo(30),
      gender: 'male' as const,
      country: 'de' as const,
      deviceId: 'device-1',
      campaign: { campaignId: 'p', clickId: 'c', sourceId: 's', strangerId: 'x' },
    };
    const common = {
      token: 'token',
      email: '',
      name: '',
      gender: 'male',
      birthdate: details.birthdate,
      country: 'de',
      platform: 'web',
      firebaseId: '',
      deviceId: 'device-1',
      campaignId: 'p',
      clickId: 'c',
      sourceId: 's',
      strangerId: 'x',
    };
    expect(socialRegistrationRequest({ provider: 'google', token: 'token' }, details).body).toEqual(
      common,
    );
    expect(
      socialRegistrationRequest(
        { provider: 'apple', token: 'token', accessCode: 'code', nonce: 'n' },
        details,
      ).body,
    ).toEqual({ ...common, accessCode: 'code', nonce: 'n' });
    expect(
      socialRegistrationRequest({ provider: 'facebook', token: 'token', fbUserId: '7' }, details)
        .body,
    ).toEqual({ ...common, fbUserId: '7', pushPreference: false });
  });
});

describe('Google', () => {
  it('signs up a person without an account after asking birthdate and gender, then logs in', async () => {
    const person = {
      sub: subject(),
      email: uniqueEmail('lena'),
      email_verified: true,
      given_name: 'Lena',
    };
    const { scope } = await openScope(server.baseUrl);
    await allSettled(socialReturned, {
      scope,
      params: returnFrom(started('google', 'register'), {
        access_token: google.issueToken(person),
      }),
    });
    expect(scope.getState($authenticated)).toBe(false);
    expect(scope.getState($socialSignUp)?.provider).toBe('google');
    expect(session.getItem(socialStateKey)).toBeNull();

    await allSettled(socialSignUpSubmitted, {
      scope,
      params: { birthdate: birthdateYearsAgo(29), gender: 'female', country: 'de' },
    });
    expect(scope.getState($socialProblem)).toBeNull();
    expect(scope.getState($authenticated)).toBe(true);
    expect(scope.getState($user)).toMatchObject({ email: person.email, name: 'Lena' });
    expect(scope.getState($socialReturnTo)).toBe('/messages');

    const later = await openScope(server.baseUrl);
    await allSettled(socialReturned, {
      scope: later.scope,
      params: returnFrom(started('google'), { access_token: google.issueToken(person) }),
    });
    expect(later.scope.getState($authenticated)).toBe(true);
    expect(later.scope.getState($socialSignUp)).toBeNull();
  });

  it('shows LOGIN_FAILED for a token Google does not know, and for a forged state', async () => {
    const { scope } = await openScope(server.baseUrl);
    await allSettled(socialReturned, {
      scope,
      params: returnFrom(started('google'), { access_token: 'not-a-google-token' }),
    });
    expect(scope.getState($socialProblem)).toBe('LOGIN_FAILED');
    expect(scope.getState($authenticated)).toBe(false);

    const forged = await openScope(server.baseUrl);
    session.setItem(socialStateKey, JSON.stringify(started('google')));
    await allSettled(socialReturned, {
      scope: forged.scope,
      params: `#state=guessed&access_token=${google.issueToken({ sub: subject() })}`,
    });
    expect(forged.scope.getState($socialProblem)).toBe('LOGIN_FAILED');
  });

  it.each([
    ['ACCOUNT_BANNED', { bannedAt: new Date() }],
    ['ACCOUNT_SUSPENDED', { suspendedUntil: new Date(Date.now() + 86_400_000) }],
  ] as const)(
    'tells a member refused with %s why, not that the login failed',
    async (code, standing) => {
      const person = { sub: subject(), email: uniqueEmail('barred'), email_verified: true };
      await insertMember(server.app, {
        email: person.email,
        googleSubject: person.sub,
        ...standing,
      });
      const { scope } = await openScope(server.baseUrl);
      await allSettled(socialReturned, {
        scope,
        params: returnFrom(started('google'), { access_token: google.issueToken(person) }),
      });
      expect(scope.getState($socialProblem)).toBe(code);
      expect(scope.getState($socialSignUp)).toBeNull();
      expect(scope.getState($authenticated)).toBe(false);
    },
  );

  it('refuses an under-age sign-up and ends it', async () => {
    const person = { sub: subject(), email: uniqueEmail('kid'), email_verified: true };
    const { scope } = await openScope(server.baseUrl);
    await allSettled(socialReturned, {
      scope,
      params: returnFrom(started('google'), { access_token: google.issueToken(person) }),
    });
    await allSettled(socialSignUpSubmitted, {
      scope,
      params: { birthdate: birthdateYearsAgo(16), gender: 'male', country: 'de' },
    });
    expect(scope.getState($socialProblem)).toBe('REGISTER_PERSONAL_DATA_AGE');
    expect(scope.getState($socialSignUp)).toBeNull();
    expect(scope.getState($authenticated)).toBe(false);
  });
});

describe('Apple', () => {
  it('signs up with the identity token and code of the fragment', async () => {
    const email = uniqueEmail('mia');
    const start = started('apple');
    // Apple writes the hash of the nonce it was asked with into the token.
    const token = await apple.signIdentityToken({
      sub: subject(),
      email,
      email_verified: true,
      nonce: await hashNonce(start.nonce),
    });
    const { scope } = await openScope(server.baseUrl);
    await allSettled(socialReturned, {
      scope,
      params: returnFrom(start, { id_token: token, code: 'c0de' }),
    });
    await allSettled(socialSignUpSubmitted, {
      scope,
      params: { birthdate: birthdateYearsAgo(31), gender: 'female', country: 'at' },
    });
    expect(scope.getState($authenticated)).toBe(true);
    expect(scope.getState($user)?.email).toBe(email);
  });
});

describe('Facebook', () => {
  it('logs in with the access token and user id of the fragment', async () => {
    const person = {
      id: String(Date.now()),
      email: uniqueEmail('jonas'),
      first_name: 'Jonas',
      birthday: '04/12/1990',
    };
    const { scope } = await openScope(server.baseUrl);
    await allSettled(socialReturned, {
      scope,
      params: returnFrom(started('facebook'), {
        access_token: facebook.issueToken(person),
        user_id: person.id,
      }),
    });
    expect(scope.getState($socialSignUp)?.provider).toBe('facebook');
    await allSettled(socialSignUpSubmitted, {
      scope,
      params: { birthdate: birthdateYearsAgo(35), gender: 'male', country: 'de' },
    });
    expect(scope.getState($authenticated)).toBe(true);
    expect(scope.getState($user)?.email).toBe(person.email);

    const later = await openScope(server.baseUrl);
    await allSettled(socialReturned, {
      scope: later.scope,
      params: returnFrom(started('facebook'), {
        access_token: facebook.issueToken(person),
        user_id: person.id,
      }),
    });
    expect(later.scope.getState($authenticated)).toBe(true);
  });
});
