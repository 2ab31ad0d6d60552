/**
 * Sign in with Apple: the app sends Apple's identity token, a JWT signed with one of the keys
 * Apple publishes as a JWKS. It is verified here: signature (RS256 only), issuer, audience (our
 * client ids), expiry and nonce. The key set is fetched once and cached by jose, refetched when a
 * token names a key it has not seen.
 *
 * The nonce binds a token to the sign-in that asked for it: the app makes a secret random value,
 * asks Apple with its SHA-256 (hex), which Apple writes into the token's `nonce` claim, and sends
 * the secret itself with the token. A token without the claim, or one whose claim is not the hash
 * of what the app sent, is refused: whoever got hold of a token alone cannot use it here.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import {
  compact,
  isTrue,
  SocialAuthError,
  type SocialAuthFailure,
  type SocialProfile,
} from './types.ts';

export const APPLE_ISSUER = 'https://appleid.apple.com';
export const APPLE_JWKS_URL = 'https://appleid.apple.com/auth/keys';

export interface AppleVerifierConfig {
  /** Our Services ID (web) and bundle id (iOS app): the token's `aud` must be one of them. */
  audience: string | readonly string[];
  jwksUrl?: string;
  issuer?: string;
  timeoutMs?: number;
  /** Seconds of clock difference forgiven when checking expiry. */
  clockToleranceSeconds?: number;
}

export class AppleVerifier {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;
  private readonly audience: string[];
  private readonly issuer: string;
  private readonly clockTolerance: number;

  constructor(config: AppleVerifierConfig) {
    this.audience = typeof config.audience === 'string' ? [config.audience] : [...config.audience];
    if (this.audience.length === 0 || this.audience.some((audience) => audience === '')) {
      throw new Error('AppleVerifier needs the client ids tokens must be issued for');
    }
    this.issuer = config.issuer ?? APPLE_ISSUER;
    this.clockTolerance = config.clockToleranceSeconds ?? 30;
    this.keys = createRemoteJWKSet(new URL(config.jwksUrl ?? APPLE_JWKS_URL), {
      timeoutDuration: config.timeoutMs ?? 5000,
    });
  }

  /** `nonce`: the secret whose SHA-256 the sign-in sent to Apple as its nonce. */
  async verify(identityToken: string, nonce: string): Promise<SocialProfile> {
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      ({ payload } = await jwtVerify(identityToken, this.keys, {
        issuer: this.issuer,
        audience: this.audience,
        algorithms: ['RS256'],
        clockTolerance: this.clockTolerance,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      const reason = failureOf(error);
      throw new SocialAuthError('apple', reason, messages[reason], { cause: error });
    }
    if (!nonceMatches(payload.nonce, nonce)) {
      throw new SocialAuthError(
        'apple',
        'invalid_token',
        'The Apple identity token’s nonce is wrong',
      );
    }
    const email = typeof payload.email === 'string' ? payload.email : undefined;
    return compact({
      provider: 'apple',
      subject: payload.sub as string,
      email,
      emailVerified: email ? isTrue(payload.email_verified) : undefined,
    });
  }
}

/** Whether a token's nonce claim is the SHA-256 (hex) of the sign-in's secret `nonce`. */
export function nonceMatches(claim: unknown, nonce: string | undefined): boolean {
  if (typeof claim !== 'string' || !nonce) return false;
  const expected = Buffer.from(createHash('sha256').update(nonce).digest('hex'));
  const given = Buffer.from(claim.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const messages: Record<SocialAuthFailure, string> = {
  invalid_token: 'The Apple identity token is not valid',
  expired: 'The Apple identity token has expired',
  wrong_app: 'The Apple identity token was issued for another app',
  user_mismatch: 'The Apple identity token belongs to another account',
  provider_unavailable: 'Apple’s signing keys could not be fetched',
};

function failureOf(error: unknown): SocialAuthFailure {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    return error.claim === 'aud' || error.claim === 'iss' ? 'wrong_app' : 'invalid_token';
  }
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWSInvalid ||
    error instanceof errors.JWTInvalid ||
    error instanceof errors.JOSEAlgNotAllowed ||
    error instanceof errors.JOSENotSupported ||
    error instanceof errors.JWKInvalid
  ) {
    return 'invalid_token';
  }
  // A timeout, a refused connection or an unusable key set: Apple's side, not the token.
  return 'provider_unavailable';
}
