/** What every social sign-in verifier answers, and how it fails. */
export type SocialProvider = 'google' | 'apple' | 'facebook';

/** A provider's account, checked with the provider and normalised. */
export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's stable id of the account (Google and Apple `sub`, Facebook user id). */
  subject: string;
  email?: string;
  /** Whether the provider vouches for the email address. */
  emailVerified?: boolean;
  name?: string;
  givenName?: string;
  gender?: 'male' | 'female' | 'other';
  /** ISO date (YYYY-MM-DD), only when the provider gives day, month and year. */
  birthday?: string;
  /**
   * Issued by the demo's sandbox sign-in, where anyone types any address: such a profile may
   * only make accounts of its own and sign in to them (never one with a password).
   */
  sandbox?: true;
}

/**
 * invalid_token: unknown, revoked, malformed or badly signed; expired: past its lifetime;
 * wrong_app: issued for another app (audience, app id); user_mismatch: belongs to another account
 * than claimed; provider_unavailable: the provider did not answer usably (retry later).
 */
export type SocialAuthFailure =
  | 'invalid_token'
  | 'expired'
  | 'wrong_app'
  | 'user_mismatch'
  | 'provider_unavailable';

export class SocialAuthError extends Error {
  readonly provider: SocialProvider;
  readonly reason: SocialAuthFailure;

  constructor(
    provider: SocialProvider,
    reason: SocialAuthFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SocialAuthError';
    this.provider = provider;
    this.reason = reason;
  }
}

export function normaliseGender(gender: unknown): SocialProfile['gender'] {
  if (typeof gender !== 'string' || gender.trim() === '') return undefined;
  const value = gender.trim().toLowerCase();
  return value === 'male' || value === 'female' ? value : 'other';
}

/** Google and Apple write email_verified as a boolean or as the string 'true'. */
export function isTrue(value: unknown): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  return value === true || value === 'true';
}

/** Drops the keys whose value is undefined, so a profile lists only what the provider gave. */
export function compact<Shape extends object>(shape: Shape): Shape {
  return Object.fromEntries(
    Object.entries(shape).filter(([, value]) => value !== undefined && value !== ''),
  ) as Shape;
}
