/**
 * `app.matchHooks` on the root instance, so the hub can listen for matches:
 * `app.matchHooks.onMatch(({ userId, partnerId }) => ...)`.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMatchHooks, type MatchEvent, type MatchHooks } from './hooks';

declare module 'fastify' {
  interface FastifyInstance {
    matchHooks: MatchHooks;
  }
}

export const matchHooks = fp(
  async (app) => {
    app.decorate('matchHooks', createMatchHooks());
  },
  { name: 'amora-match-hooks', fastify: '5.x' },
);

/** Announces a match after its transaction committed; a listener's failure is only logged. */
export const announceMatch = async (app: FastifyInstance, event: MatchEvent) => {
  const errors = await app.matchHooks.emitMatch(event);
  for (const error of errors) app.log.error({ err: error }, 'a match listener failed');
};
