/**
 * The social sign-in verifiers, configured from the provider URLs and app ids of the
 * configuration (tests point the URLs at local fake providers). Google needs its userinfo
 * endpoint, and in production GOOGLE_CLIENT_IDS so that a token another app obtained for the same
 * person is refused; Apple needs the client ids its tokens must be issued for, Facebook the app id
 * and secret: without them that provider is not offered (undefined).
 */
import fp from 'fastify-plugin';
import { AppleVerifier, FacebookVerifier, GoogleVerifier } from '../services/social/index.ts';

export interface SocialVerifiers {
  google: GoogleVerifier;
  apple: AppleVerifier | undefined;
  facebook: FacebookVerifier | undefined;
}

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
    const { providers } = app.config;
    const appleAudience = listOf(providers.appleAudience);
    app.decorate('social', {
      google: new GoogleVerifier({
        userinfoUrl: providers.googleUserinfoUrl,
        tokeninfoUrl: providers.googleTokeninfoUrl,
        clientIds: listOf(providers.googleClientIds),
      }),
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
  { name: 'social', fastify: '5.x', decorators: { fastify: ['config'] } },
);
