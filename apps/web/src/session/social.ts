/**
 * Social sign-in by browser redirect (spec 01 sections 2, 3 and 4), without the providers'
 * SDKs (the CSP admits no third-party script): the button sends the browser to the provider's
 * authorize URL with a `state` kept in the session storage; the provider sends it back to the
 * login route with the token in the URL fragment. Here: the URL, the state and the fragment, and
 * the login and registration payloads of each provider.
 *
 * The `state` (which return belongs to which start) and Apple's nonce are two separate random
 * values: the state travels in the URL, the nonce stays in the browser. Apple is asked with the
 * nonce's SHA-256 (hex), writes that into its identity token, and the server checks the token's
 * claim against the nonce the app sends along, so a token alone signs nobody in.
 */
import type {
  AppleLoginPayload,
  AppleRegistrationPayload,
  Configuration,
  Country,
  FacebookLoginPayload,
  FacebookRegistrationPayload,
  Gender,
  GoogleLoginPayload,
  GoogleRegistrationPayload,
  SocialClient,
} from '@amora/contract';
import type { Campaign } from '../campaign/storage';

export type SocialProvider = keyof Configuration['socialSignIn'];
export const socialProviders = ['google', 'facebook', 'apple'] as const satisfies SocialProvider[];

/** Why the sign-in was started: a login, or a sign-up (landing and register cards). */
export type SocialIntent = 'login' | 'register';

/** What the browser remembers across the redirect. */
export interface SocialState {
  provider: SocialProvider;
  /** The OAuth `state` parameter: a return matches one start only. */
  state: string;
  /** Apple's nonce, kept secret in the browser (Apple sees its hash). */
  nonce: string;
  /** Where to go after the sign-in (the login's `redirect`). */
  returnTo: string;
  intent: SocialIntent;
}

/** The proof of a provider, as its login and registration calls take it. */
export type SocialCredentials =
  | { provider: 'google'; token: string }
  | { provider: 'facebook'; token: string; fbUserId: string }
  | { provider: 'apple'; token: string; accessCode: string; nonce: string };

/** A return from a provider, checked against the stored state. */
export type SocialReturn =
  | { kind: 'signedIn'; credentials: SocialCredentials; state: SocialState }
  /** A forged or stale state, a provider's refusal or a fragment without its token. */
  | { kind: 'failed' };

export const socialStateKey = 'amora:social-sign-in';

const scopes: Record<SocialProvider, string | undefined> = {
  google: 'openid profile email',
  facebook: 'public_profile,email',
  // Apple answers name and e-mail only by form post; the fragment carries the tokens alone.
  apple: undefined,
};

/** The SHA-256 (hex) of a nonce: what Apple is asked with, and writes into its token. */
export const hashNonce = async (nonce: string): Promise<string> => {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(nonce));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
};

/** A new start: the OAuth state and Apple's nonce, two separate random values. */
export const newSocialState = (start: Omit<SocialState, 'state' | 'nonce'>): SocialState => ({
  ...start,
  state: globalThis.crypto.randomUUID(),
  nonce: globalThis.crypto.randomUUID(),
});

/**
 * The provider's authorize URL for a redirect back to `redirectUri`; `nonce` is what Apple is
 * asked with (the hash of the kept nonce, see hashNonce).
 */
export const authorizeUrl = (
  provider: SocialProvider,
  client: SocialClient,
  { redirectUri, state, nonce }: { redirectUri: string; state: string; nonce: string },
): string => {
  const url = new URL(client.authorizeUrl);
  url.searchParams.set('client_id', client.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  if (provider === 'apple') {
    url.searchParams.set('response_type', 'code id_token');
    url.searchParams.set('response_mode', 'fragment');
    url.searchParams.set('nonce', nonce);
  } else {
    url.searchParams.set('response_type', 'token');
  }
  const scope = scopes[provider];
  if (scope) url.searchParams.set('scope', scope);
  return url.toString();
};

/** The `state` parameter: the stored state's own random value, so a return matches one start only. */
export const encodeState = (state: SocialState) => state.state;

const isSocialState = (value: unknown): value is SocialState => {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    socialProviders.includes(state.provider as SocialProvider) &&
    typeof state.state === 'string' &&
    state.state !== '' &&
    typeof state.nonce === 'string' &&
    state.nonce !== '' &&
    typeof state.returnTo === 'string' &&
    (state.intent === 'login' || state.intent === 'register')
  );
};

/** The stored state of a sign-in under way, if it is readable. */
export const parseStoredState = (raw: string | null): SocialState | undefined => {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSocialState(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
};

/** Whether a URL fragment is a provider's answer (tokens, or an error with our state). */
export const isSocialFragment = (hash: string) => {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  return (
    fragment.has('state') &&
    (fragment.has('access_token') || fragment.has('id_token') || fragment.has('error'))
  );
};

/** The provider's answer in the fragment, checked against the state stored at the start. */
export const readSocialReturn = (hash: string, stored: SocialState | undefined): SocialReturn => {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  if (!stored || fragment.get('state') !== encodeState(stored) || fragment.has('error')) {
    return { kind: 'failed' };
  }
  const accessToken = fragment.get('access_token') ?? '';
  switch (stored.provider) {
    case 'google':
      return accessToken
        ? {
            kind: 'signedIn',
            state: stored,
            credentials: { provider: 'google', token: accessToken },
          }
        : { kind: 'failed' };
    case 'facebook':
      return accessToken
        ? {
            kind: 'signedIn',
            state: stored,
            // The server reads the user id from the token when the fragment has none.
            credentials: {
              provider: 'facebook',
              token: accessToken,
              fbUserId: fragment.get('user_id') ?? '',
            },
          }
        : { kind: 'failed' };
    case 'apple': {
      const token = fragment.get('id_token') ?? '';
      const accessCode = fragment.get('code') ?? '';
      return token && accessCode
        ? {
            kind: 'signedIn',
            state: stored,
            credentials: { provider: 'apple', token, accessCode, nonce: stored.nonce },
          }
        : { kind: 'failed' };
    }
  }
};

/** A provider's login call and its body (spec 01 section 3). */
export type SocialLoginRequest =
  | { provider: 'google'; body: GoogleLoginPayload }
  | { provider: 'facebook'; body: FacebookLoginPayload }
  | { provider: 'apple'; body: AppleLoginPayload };

export const socialLoginRequest = (credentials: SocialCredentials): SocialLoginRequest => {
  switch (credentials.provider) {
    case 'google':
      return { provider: 'google', body: { token: credentials.token, platform: 'web' } };
    case 'facebook':
      return {
        provider: 'facebook',
        body: { fbUserId: credentials.fbUserId, token: credentials.token },
      };
    case 'apple':
      return {
        provider: 'apple',
        body: {
          token: credentials.token,
          accessCode: credentials.accessCode,
          nonce: credentials.nonce,
          platform: 'web',
        },
      };
  }
};

/** What the app adds to a social sign-up: the new member's answers, device and campaign. */
export interface SocialSignUpDetails {
  birthdate: string;
  gender: Gender;
  country: Country;
  deviceId: string;
  campaign: Campaign;
}

/** A provider's registration call and its body (spec 01 section 3's table). */
export type SocialRegistrationRequest =
  | { provider: 'google'; body: GoogleRegistrationPayload }
  | { provider: 'facebook'; body: FacebookRegistrationPayload }
  | { provider: 'apple'; body: AppleRegistrationPayload };

export const socialRegistrationRequest = (
  credentials: SocialCredentials,
  { birthdate, gender, country, deviceId, campaign }: SocialSignUpDetails,
): SocialRegistrationRequest => {
  // E-mail and name are read by the server from the verified token.
  const common = {
    token: credentials.token,
    email: '',
    name: '',
    gender,
    birthdate,
    country,
    platform: 'web' as const,
    firebaseId: '',
    deviceId,
    ...campaign,
  };
  switch (credentials.provider) {
    case 'google':
      return { provider: 'google', body: common };
    case 'apple':
      return {
        provider: 'apple',
        body: { ...common, accessCode: credentials.accessCode, nonce: credentials.nonce },
      };
    case 'facebook':
      return {
        provider: 'facebook',
        body: { ...common, fbUserId: credentials.fbUserId, pushPreference: false },
      };
  }
};
