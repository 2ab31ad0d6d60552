/**
 * The social sign-in verifiers, configured from the provider URLs and app ids of the
 * configuration (tests point the URLs at local fake providers). Google needs GOOGLE_CLIENT_IDS
 * so that a token another app obtained for the same person is refused, Apple the client ids its
 * tokens must be issued for, Facebook the app id and secret: without them that provider is not
 * offered (undefined), and its sign-in answers that it is not set up.
 *
 * Outside production a provider the web app has no client for is served by the sandbox
 * (sandbox.ts, its pages under /sandbox-auth): `clients` tells the web app where
 * to send the browser for each provider, and `sandbox` verifies the tokens its pages issue.
 */
import type { SocialClient } from '@amora/contract';
import fp from 'fastify-plugin';
import {
  AppleVerifier,
  FacebookVerifier,
  GoogleVerifier,
  SOCIAL_SANDBOX_PATH,
  type SocialProvider,
  SocialSandbox,
} from './index.ts';
import { socialSandboxPages } from './sandbox-pages.ts';

export interface SocialVerifiers {
  google: GoogleVerifier | undefined;
  apple: AppleVerifier | undefined;
  facebook: FacebookVerifier | undefined;
  /** In demo mode (AMORA_DEMO=1) only. */
  sandbox: SocialSandbox | undefined;
  /** The redirect sign-in of each provider the web app offers (GET /configuration). */
  clients: Record<SocialProvider, SocialClient | null>;
}

/** The providers' own OAuth authorization endpoints for a browser redirect. */
const authorizeUrls: Record<SocialProvider, string> = {
  google: 'https://accounts.google.com/o/oauth2/v2/auth',
  facebook: 'https://www.facebook.com/v19.0/dialog/oauth',
  apple: 'https://appleid.apple.com/auth/authorize',
};

declare module 'fastify' {
  interface FastifyInstance {
    social: SocialVerifiers;
  }
}

/** GOOGLE_CLIENT_IDS and APPLE_AUDIENCE may list several client ids (web Services ID, iOS bundle id), comma-separated. */
const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

export default fp(
  async (app) => {
    const { providers, demo, publicUrl, secret } = app.config;
    const appleAudience = listOf(providers.appleAudience);
    const googleClientIds = listOf(providers.googleClientIds);
    const sandbox = demo ? new SocialSandbox(secret) : undefined;
    const client = (
      provider: SocialProvider,
      clientId: string | undefined,
    ): SocialClient | null => {
      if (clientId) return { clientId, authorizeUrl: authorizeUrls[provider] };
      if (!sandbox) return null;
      return {
        clientId: 'amora-sandbox',
        authorizeUrl: `${publicUrl}${SOCIAL_SANDBOX_PATH}/${provider}/authorize`,
      };
    };
    if (sandbox) await socialSandboxPages(app, { sandbox, publicUrl });
    app.decorate('social', {
      sandbox,
      clients: {
        google: client(
          'google',
          googleClientIds.length > 0 ? providers.googleWebClientId : undefined,
        ),
        facebook: client(
          'facebook',
          providers.facebookAppSecret ? providers.facebookAppId : undefined,
        ),
        apple: client('apple', appleAudience.length > 0 ? providers.appleWebClientId : undefined),
      },
      google:
        googleClientIds.length > 0
          ? new GoogleVerifier({
              userinfoUrl: providers.googleUserinfoUrl,
              tokeninfoUrl: providers.googleTokeninfoUrl,
              clientIds: googleClientIds,
            })
          : undefined,
      apple:
        appleAudience.length > 0
          ? new AppleVerifier({ audience: appleAudience, jwksUrl: providers.appleJwksUrl })
          : undefined,
      facebook:
        providers.facebookAppId && providers.facebookAppSecret
          ? new FacebookVerifier({
              appId: providers.facebookAppId,
              appSecret: providers.facebookAppSecret,
              graphUrl: providers.facebookGraphUrl,
            })
          : undefined,
    } satisfies SocialVerifiers);
  },
  { name: 'amora-sign-in-providers', fastify: '5.x', decorators: { fastify: ['config'] } },
);
