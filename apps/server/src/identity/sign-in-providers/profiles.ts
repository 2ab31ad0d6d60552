/**
 * The person behind a provider's token, as each provider checks it (or the demo's sandbox its
 * own tokens): a refused token is LOGIN_FAILED, a provider that does not answer a 502, and a
 * provider the server has no app credentials for a 503.
 */
import { errorCodes } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import { ApiProblem } from '../../http/problem';
import { SocialAuthError, type SocialProfile, type SocialProvider } from './index.ts';

const providerNames: Record<SocialProvider, string> = {
  google: 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
};

/**
 * A refused token is LOGIN_FAILED (the app shows LOGIN_FAILED with TRY_AGAIN); a provider that
 * does not answer is the spec's 'Failed to fetch user info', as a 502.
 */
const verified = async (run: () => Promise<SocialProfile>) => {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof SocialAuthError)) throw error;
    if (error.reason === 'provider_unavailable') {
      throw new ApiProblem(502, errorCodes.FETCH_USER_INFO_FAILED);
    }
    throw ApiProblem.of(errorCodes.LOGIN_FAILED);
  }
};

/** A provider the server has no app credentials for is not offered. */
const configured = <Verifier>(provider: SocialProvider, verifier: Verifier | undefined) => {
  if (!verifier) {
    throw new ApiProblem(
      503,
      errorCodes.LOGIN_FAILED,
      `Sign-in with ${providerNames[provider]} is not set up on this server.`,
    );
  }
  return verifier;
};

export const profileOf = {
  google: (app: FastifyInstance, token: string) => {
    const { sandbox } = app.social;
    return verified(() =>
      sandbox?.owns(token)
        ? Promise.resolve(sandbox.verify('google', token))
        : configured('google', app.social.google).verify(token),
    );
  },
  /** `nonce`: the secret whose SHA-256 the token must carry. */
  apple: (app: FastifyInstance, token: string, nonce: string) => {
    const { sandbox } = app.social;
    return verified(() =>
      sandbox?.owns(token)
        ? Promise.resolve(sandbox.verify('apple', token, { nonce }))
        : configured('apple', app.social.apple).verify(token, nonce),
    );
  },
  /** An empty fbUserId (the redirect sign-in does not learn it) is read from the token. */
  facebook: (app: FastifyInstance, token: string, fbUserId: string) => {
    const { sandbox } = app.social;
    return verified(() =>
      sandbox?.owns(token)
        ? Promise.resolve(
            sandbox.verify('facebook', token, { claimedUserId: fbUserId || undefined }),
          )
        : configured('facebook', app.social.facebook).verify(token, fbUserId || undefined),
    );
  },
};
