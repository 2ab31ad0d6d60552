/**
 * Facebook login: the app sends the user access token and the Facebook user id it claims. The
 * token is inspected with our app access token (GET /debug_token): it must be valid, issued to
 * our app and to that user. The profile comes from GET /me, signed with appsecret_proof so the
 * call works when the app requires it. Facebook answers addresses it never confirmed too, so its
 * address is never taken as confirmed here: it is confirmed by link like an e-mail sign-up's.
 */
import { createHmac } from 'node:crypto';
import * as v from 'valibot';
import { endpoint, getJson, isProviderFault, type ProviderAnswer } from './http.ts';
import { compact, SocialAuthError, type SocialAuthFailure, type SocialProfile } from './types.ts';

export const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com/v21.0';
export const FACEBOOK_PROFILE_FIELDS = 'id,email,name,first_name,last_name,birthday';
/** Graph API error code of an invalid or expired access token, and the subcode of expiry. */
const INVALID_TOKEN_CODE = 190;
const EXPIRED_SUBCODE = 463;

export interface FacebookVerifierConfig {
  appId: string;
  appSecret: string;
  /** The Graph API with its version, e.g. https://graph.facebook.com/v21.0 */
  graphUrl?: string;
  timeoutMs?: number;
}

const GraphError = v.looseObject({
  error: v.looseObject({
    message: v.optional(v.string()),
    code: v.optional(v.number()),
    error_subcode: v.optional(v.number()),
  }),
});

const DebugToken = v.looseObject({
  data: v.looseObject({
    app_id: v.optional(v.string()),
    user_id: v.optional(v.string()),
    is_valid: v.boolean(),
    expires_at: v.optional(v.number()),
    error: v.optional(
      v.looseObject({ code: v.optional(v.number()), subcode: v.optional(v.number()) }),
    ),
  }),
});

const Me = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1)),
  email: v.optional(v.string()),
  name: v.optional(v.string()),
  first_name: v.optional(v.string()),
  last_name: v.optional(v.string()),
  birthday: v.optional(v.string()),
});

export class FacebookVerifier {
  private readonly appId: string;
  private readonly appSecret: string;
  private readonly graphUrl: string;
  private readonly timeoutMs: number | undefined;

  constructor(config: FacebookVerifierConfig) {
    if (!config.appId || !config.appSecret) {
      throw new Error('FacebookVerifier needs the app id and app secret');
    }
    this.appId = config.appId;
    this.appSecret = config.appSecret;
    this.graphUrl = config.graphUrl ?? FACEBOOK_GRAPH_URL;
    this.timeoutMs = config.timeoutMs;
  }

  /** Verifies the token; with `claimedUserId` (the app's fbUserId) it must belong to that user. */
  async verify(accessToken: string, claimedUserId?: string): Promise<SocialProfile> {
    if (accessToken.trim() === '') fail('invalid_token');
    const appsecretProof = createHmac('sha256', this.appSecret).update(accessToken).digest('hex');
    const [inspection, me] = await Promise.all([
      getJson(
        'facebook',
        endpoint(this.graphUrl, '/debug_token', {
          input_token: accessToken,
          access_token: `${this.appId}|${this.appSecret}`,
        }),
        { timeoutMs: this.timeoutMs },
      ),
      getJson(
        'facebook',
        endpoint(this.graphUrl, '/me', {
          fields: FACEBOOK_PROFILE_FIELDS,
          access_token: accessToken,
          appsecret_proof: appsecretProof,
        }),
        { timeoutMs: this.timeoutMs },
      ),
    ]);

    const token = this.readInspection(inspection);
    if (claimedUserId !== undefined && claimedUserId !== token.userId) fail('user_mismatch');
    if (me.status !== 200) fail(graphFailure(me));
    const parsed = v.safeParse(Me, me.body);
    if (!parsed.success) fail('provider_unavailable');
    const profile = parsed.output;
    if (profile.id !== token.userId) fail('user_mismatch');
    return compact({
      provider: 'facebook',
      subject: profile.id,
      email: profile.email,
      // Not vouched for: a Facebook account may carry an address its owner never confirmed.
      emailVerified: profile.email ? false : undefined,
      name: profile.name,
      givenName: profile.first_name,
      birthday: parseFacebookBirthday(profile.birthday),
    });
  }

  private readInspection(answer: ProviderAnswer): { userId: string } {
    if (answer.status !== 200) fail(graphFailure(answer));
    const parsed = v.safeParse(DebugToken, answer.body);
    if (!parsed.success) fail('provider_unavailable');
    const { data } = parsed.output;
    if (!data.is_valid) {
      fail(data.error?.subcode === EXPIRED_SUBCODE ? 'expired' : 'invalid_token');
    }
    if (data.app_id !== this.appId) fail('wrong_app');
    if (!data.user_id) fail('invalid_token');
    return { userId: data.user_id };
  }
}

/** Facebook writes birthdays MM/DD/YYYY, or MM/DD or YYYY when the member shares only part. */
export function parseFacebookBirthday(birthday: string | undefined): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(birthday ?? '');
  if (!match) return undefined;
  const [, month, day, year] = match;
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : undefined;
}

function graphFailure(answer: ProviderAnswer): SocialAuthFailure {
  if (isProviderFault(answer.status)) return 'provider_unavailable';
  const parsed = v.safeParse(GraphError, answer.body);
  if (!parsed.success) return 'provider_unavailable';
  const { code, error_subcode } = parsed.output.error;
  if (code === INVALID_TOKEN_CODE && error_subcode === EXPIRED_SUBCODE) return 'expired';
  return 'invalid_token';
}

const messages: Record<SocialAuthFailure, string> = {
  invalid_token: 'The Facebook access token is not valid',
  expired: 'The Facebook access token has expired',
  wrong_app: 'The Facebook access token was issued for another app',
  user_mismatch: 'The Facebook access token belongs to another user',
  provider_unavailable: 'Facebook did not answer usably',
};

function fail(reason: SocialAuthFailure): never {
  throw new SocialAuthError('facebook', reason, messages[reason]);
}
