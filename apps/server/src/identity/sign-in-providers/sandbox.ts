/**
 * The sandbox sign-in: in demo mode (AMORA_DEMO=1), a provider without keys is served by this stand-in
 * so that sign-in with Google, Facebook and Apple can be used and tested without reaching them.
 * Its authorize page (sandbox-pages.ts) answers like the provider's OAuth redirect, with
 * a token this module signs with the server's secret; the sign-in routes verify such a token
 * here instead of asking the provider. A token carries the account and an expiry; the same
 * address always gives the same subject, so signing in again finds the same account.
 *
 * Anyone may type anyone's address here, so the address proves nothing: a sandbox subject starts
 * with `sandbox-` (which marks the accounts the sandbox made), the sign-in finds accounts by that
 * subject only, never by address, and never signs in to an account that has a password. Apple's
 * tokens carry the nonce of the authorize request, as Apple's do.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { nonceMatches } from './apple.ts';
import { compact, SocialAuthError, type SocialProfile, type SocialProvider } from './types.ts';

export const SOCIAL_SANDBOX_PATH = '/sandbox-auth';
const prefix = 'sbx.';
const lifetimeMs = 60 * 60 * 1000;
/** Starts every sandbox subject; no provider's subject does. */
export const SANDBOX_SUBJECT_PREFIX = 'sandbox-';

export interface SandboxAccount {
  email: string;
  name: string;
  gender?: SocialProfile['gender'];
  /** Apple: the authorize request's nonce, carried in the token as Apple does. */
  nonce?: string;
}

const Claims = v.object({
  provider: v.picklist(['google', 'apple', 'facebook']),
  subject: v.string(),
  email: v.string(),
  name: v.string(),
  gender: v.optional(v.picklist(['male', 'female', 'other'])),
  nonce: v.optional(v.string()),
  expiresAt: v.number(),
});

export class SocialSandbox {
  constructor(private readonly secret: string) {}

  private sign(text: string) {
    return createHmac('sha256', this.secret).update(text).digest('base64url');
  }

  /** The provider's id of the account: stable per provider and address. */
  subjectOf(provider: SocialProvider, email: string) {
    return `${SANDBOX_SUBJECT_PREFIX}${this.sign(`${provider}:${email.trim().toLowerCase()}`).slice(0, 21)}`;
  }

  /** A token for the account, as the authorize page hands it to the app. */
  issue(provider: SocialProvider, account: SandboxAccount, now = Date.now()): string {
    const claims = compact({
      provider,
      subject: this.subjectOf(provider, account.email),
      email: account.email,
      name: account.name,
      gender: account.gender,
      nonce: account.nonce,
      expiresAt: now + lifetimeMs,
    });
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${prefix}${body}.${this.sign(body)}`;
  }

  /** Whether the token is one of the sandbox's (and so must be verified here). */
  owns(token: string) {
    return token.startsWith(prefix);
  }

  /**
   * The account of a token issued for `provider`; `claimedUserId` must match it when given. An
   * Apple token's nonce must be the SHA-256 (hex) of `nonce`, as AppleVerifier checks it.
   */
  verify(
    provider: SocialProvider,
    token: string,
    { claimedUserId, nonce }: { claimedUserId?: string; nonce?: string } = {},
    now = Date.now(),
  ): SocialProfile {
    const fail = (reason: 'invalid_token' | 'expired' | 'wrong_app' | 'user_mismatch') => {
      throw new SocialAuthError(provider, reason, `Sandbox token refused: ${reason}`);
    };
    const [body = '', signature = ''] = token.slice(prefix.length).split('.');
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      fail('invalid_token');
    }
    const parsed = v.safeParse(Claims, JSON.parse(Buffer.from(body, 'base64url').toString()));
    if (!parsed.success) return fail('invalid_token');
    const claims = parsed.output;
    if (claims.provider !== provider) fail('wrong_app');
    if (claims.expiresAt <= now) fail('expired');
    if (claimedUserId && claimedUserId !== claims.subject) fail('user_mismatch');
    if (provider === 'apple' && !nonceMatches(claims.nonce, nonce)) fail('invalid_token');
    return compact({
      provider,
      subject: claims.subject,
      email: claims.email,
      emailVerified: true,
      name: claims.name,
      givenName: claims.name.split(' ')[0],
      gender: claims.gender,
      sandbox: true,
    });
  }
}
