/**
 * A local stand-in for Google's OpenID Connect userinfo endpoint (GET /v1/userinfo with
 * `Authorization: Bearer`) and the OAuth2 tokeninfo endpoint (GET /tokeninfo?access_token=),
 * answering in Google's formats, including its error bodies.
 */
import { randomBytes } from 'node:crypto';
import { type RunningFake, startJsonServer } from './http-server.ts';

export interface FakeGoogleAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  gender?: string;
  picture?: string;
  locale?: string;
}

export interface FakeGoogleTokenOptions {
  /** OAuth client the token was issued to. */
  clientId?: string;
  /** Seconds until expiry; 0 or less makes the token expired. */
  expiresIn?: number;
}

export interface FakeGoogle extends RunningFake {
  userinfoUrl: string;
  tokeninfoUrl: string;
  /** A new access token for the account. */
  issueToken(account: FakeGoogleAccount, options?: FakeGoogleTokenOptions): string;
  revoke(token: string): void;
}

export const FAKE_GOOGLE_CLIENT_ID = '1234567890-amora.apps.googleusercontent.com';

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const tokens = new Map<
    string,
    { account: FakeGoogleAccount; clientId: string; expiresAt: number }
  >();
  const live = (token: string | null | undefined) => {
    const entry = token ? tokens.get(token) : undefined;
    return entry && entry.expiresAt > Date.now() ? entry : undefined;
  };
  const running = await startJsonServer({
    'GET /v1/userinfo': (request) => {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const entry = live(bearer);
      if (!entry) {
        return {
          status: 401,
          headers: {
            'www-authenticate':
              'Bearer realm="https://accounts.google.com/", error="invalid_token"',
          },
          body: { error: 'invalid_request', error_description: 'Invalid Credentials' },
        };
      }
      return { status: 200, body: entry.account };
    },
    'GET /tokeninfo': (_, url) => {
      const entry = live(url.searchParams.get('access_token'));
      if (!entry)
        return {
          status: 400,
          body: { error: 'invalid_token', error_description: 'Invalid Value' },
        };
      const expiresIn = Math.floor((entry.expiresAt - Date.now()) / 1000);
      return {
        status: 200,
        body: {
          azp: entry.clientId,
          aud: entry.clientId,
          sub: entry.account.sub,
          scope:
            'openid https://www.googleapis.com/auth/userinfo.email ' +
            'https://www.googleapis.com/auth/userinfo.profile',
          exp: String(Math.floor(entry.expiresAt / 1000)),
          expires_in: String(expiresIn),
          email: entry.account.email,
          email_verified: String(entry.account.email_verified ?? false),
          access_type: 'online',
        },
      };
    },
  });
  return {
    ...running,
    userinfoUrl: `${running.baseUrl}/v1/userinfo`,
    tokeninfoUrl: `${running.baseUrl}/tokeninfo`,
    issueToken: (account, { clientId = FAKE_GOOGLE_CLIENT_ID, expiresIn = 3599 } = {}) => {
      const token = `ya29.${randomBytes(24).toString('base64url')}`;
      tokens.set(token, { account, clientId, expiresAt: Date.now() + expiresIn * 1000 });
      return token;
    },
    revoke: (token) => {
      tokens.delete(token);
    },
  };
}
