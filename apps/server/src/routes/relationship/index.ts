/**
 * Relationship (spec 02 section 7): the likes, visitors and matches lists, triggering and taking
 * back a like, dislike or visit, the match game's swipes and undo, unlocking, and blocking.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { socialHooksPlugin } from '../../social';
import { blockRoutes } from './blocks';
import { listRoutes } from './lists';
import { swipeRoutes } from './swipes';

async function relationshipRoutes(app: FastifyInstance) {
  socialHooksPlugin(app);
  await listRoutes(app);
  await swipeRoutes(app);
  await blockRoutes(app);
}

/** Not encapsulated, so app.socialHooks reaches the root where the hub can listen. */
export default fp(relationshipRoutes, { name: 'relationship-routes', fastify: '5.x' });
