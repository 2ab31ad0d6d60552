/**
 * Registration and login with Google, Apple and Facebook (spec 01 section 7); how a provider's
 * account finds or makes a member's is in social-sign-in.ts.
 */
import { identityEndpoints } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { limitsOf } from '../limits';
import { profileOf } from './profiles';
import { logInWithProvider, registerWithProvider } from './social-sign-in';

export async function socialSignInRoutes(app: FastifyInstance) {
  const loginLimits = { preHandler: limitsOf(app, 'socialLogin') };
  const registerLimits = { preHandler: limitsOf(app, 'register') };

  route(
    app,
    identityEndpoints.loginGoogle,
    async ({ body, request, reply }) =>
      logInWithProvider(app, await profileOf.google(app, body.token), request, reply),
    loginLimits,
  );
  route(
    app,
    identityEndpoints.loginApple,
    async ({ body, request, reply }) =>
      logInWithProvider(app, await profileOf.apple(app, body.token, body.nonce), request, reply),
    loginLimits,
  );
  route(
    app,
    identityEndpoints.loginFacebook,
    async ({ body, request, reply }) =>
      logInWithProvider(
        app,
        await profileOf.facebook(app, body.token, body.fbUserId),
        request,
        reply,
      ),
    loginLimits,
  );

  route(
    app,
    identityEndpoints.registerGoogle,
    async ({ body, request, reply }) =>
      registerWithProvider(app, await profileOf.google(app, body.token), body, request, reply),
    registerLimits,
  );
  // The authorization code (accessCode) is not redeemed: the identity token alone proves the
  // account, and redeeming would need Apple's client secret for nothing the app uses.
  route(
    app,
    identityEndpoints.registerApple,
    async ({ body, request, reply }) =>
      registerWithProvider(
        app,
        await profileOf.apple(app, body.token, body.nonce),
        body,
        request,
        reply,
      ),
    registerLimits,
  );
  route(
    app,
    identityEndpoints.registerFacebook,
    async ({ body, request, reply }) =>
      registerWithProvider(
        app,
        await profileOf.facebook(app, body.token, body.fbUserId),
        { ...body, requireProviderEmail: true },
        request,
        reply,
      ),
    registerLimits,
  );
}
