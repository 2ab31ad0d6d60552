/**
 * Google sign-in: the web app holds an OAuth access token; the server reads the account from
 * Google's userinfo endpoint with it (spec 01 section 7: 'Failed to fetch user info' when that
 * fails). The token's audience is always checked first at the tokeninfo endpoint, so a token
 * another app obtained for the same person cannot sign in here: without our client ids there is
 * no Google sign-in at all.
 */
import * as v from 'valibot';
import { endpoint, getJson, isProviderFault } from './http.ts';
import {
  compact,
  isTrue,
  normaliseGender,
  SocialAuthError,
  type SocialAuthFailure,
  type SocialProfile,
} from './types.ts';

export const GOOGLE_USERINFO_URL = 'https://openidconnect.googleapis.com/v1/userinfo';
export const GOOGLE_TOKENINFO_URL = 'https://oauth2.googleapis.com/tokeninfo';
export const GOOGLE_FAILURE_MESSAGE = 'Failed to fetch user info';

export interface GoogleVerifierConfig {
  userinfoUrl?: string;
  tokeninfoUrl?: string;
  /** OAuth client ids of our apps (web, Android, iOS): the token must be issued to one. */
  clientIds: readonly string[];
  timeoutMs?: number;
}

const UserInfo = v.looseObject({
  sub: v.pipe(v.string(), v.minLength(1)),
  email: v.optional(v.string()),
  email_verified: v.optional(v.union([v.boolean(), v.string()])),
  name: v.optional(v.string()),
  given_name: v.optional(v.string()),
  gender: v.optional(v.string()),
});

const TokenInfo = v.looseObject({
  aud: v.optional(v.string()),
  azp: v.optional(v.string()),
  sub: v.optional(v.string()),
});

export class GoogleVerifier {
  private readonly userinfoUrl: string;
  private readonly tokeninfoUrl: string;
  private readonly clientIds: readonly string[];
  private readonly timeoutMs: number | undefined;

  constructor(config: GoogleVerifierConfig) {
    if (config.clientIds.length === 0 || config.clientIds.some((clientId) => clientId === '')) {
      throw new Error('GoogleVerifier needs the client ids tokens must be issued to');
    }
    this.userinfoUrl = config.userinfoUrl ?? GOOGLE_USERINFO_URL;
    this.tokeninfoUrl = config.tokeninfoUrl ?? GOOGLE_TOKENINFO_URL;
    this.clientIds = [...config.clientIds];
    this.timeoutMs = config.timeoutMs;
  }

  async verify(accessToken: string): Promise<SocialProfile> {
    if (accessToken.trim() === '') fail('invalid_token');
    const tokenSubject = await this.checkAudience(accessToken);
    const answer = await getJson('google', new URL(this.userinfoUrl), {
      headers: { authorization: `Bearer ${accessToken}` },
      timeoutMs: this.timeoutMs,
    });
    if (answer.status !== 200) {
      fail(isProviderFault(answer.status) ? 'provider_unavailable' : 'invalid_token');
    }
    const parsed = v.safeParse(UserInfo, answer.body);
    if (!parsed.success) fail('provider_unavailable');
    const info = parsed.output;
    if (tokenSubject !== undefined && tokenSubject !== info.sub) fail('user_mismatch');
    return compact({
      provider: 'google',
      subject: info.sub,
      email: info.email,
      emailVerified: isTrue(info.email_verified),
      name: info.name,
      givenName: info.given_name,
      gender: normaliseGender(info.gender),
    });
  }

  /** Answers the token's subject when the token was issued to one of our clients. */
  private async checkAudience(accessToken: string): Promise<string | undefined> {
    const answer = await getJson(
      'google',
      endpoint(this.tokeninfoUrl, '', { access_token: accessToken }),
      { timeoutMs: this.timeoutMs },
    );
    if (answer.status !== 200) {
      fail(isProviderFault(answer.status) ? 'provider_unavailable' : 'invalid_token');
    }
    const parsed = v.safeParse(TokenInfo, answer.body);
    if (!parsed.success) fail('provider_unavailable');
    const { aud, azp, sub } = parsed.output;
    const ours = [aud, azp].some(
      (client) => client !== undefined && this.clientIds.includes(client),
    );
    if (!ours) fail('wrong_app');
    return sub;
  }
}

function fail(reason: SocialAuthFailure): never {
  throw new SocialAuthError('google', reason, GOOGLE_FAILURE_MESSAGE);
}
