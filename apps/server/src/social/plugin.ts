/**
 * `app.socialHooks` on the root instance, so the hub (registered anywhere) can listen for
 * matches: `app.socialHooks.onMatch(({ userId, partnerId }) => ...)`.
 */
import type { FastifyInstance } from 'fastify';
import { createSocialHooks, type MatchEvent, type SocialHooks } from './hooks';

declare module 'fastify' {
  interface FastifyInstance {
    socialHooks: SocialHooks;
  }
}

/** Decorates the instance once; both route plugins call it, whichever comes first decorates. */
export const socialHooksPlugin = (app: FastifyInstance) => {
  if (!app.hasDecorator('socialHooks')) app.decorate('socialHooks', createSocialHooks());
};

/** Announces a match after its transaction committed; a listener's failure is only logged. */
export const announceMatch = async (app: FastifyInstance, event: MatchEvent) => {
  const errors = await app.socialHooks.emitMatch(event);
  for (const error of errors) app.log.error({ err: error }, 'a match listener failed');
};
