/**
 * Dating (spec 02 section 7): the members to discover, a stranger's profile (which records a
 * visit), likes from the grid, buying a private picture, icebreakers, the matches of the day and
 * the turbo rocket.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { socialHooksPlugin } from '../../social';
import { discoveryRoutes } from './discovery';
import { likeAndPictureRoutes } from './purchases';
import { turboRocketRoutes } from './turbo';

async function datingRoutes(app: FastifyInstance) {
  socialHooksPlugin(app);
  await discoveryRoutes(app);
  await likeAndPictureRoutes(app);
  await turboRocketRoutes(app);
}

/** Not encapsulated, so app.socialHooks reaches the root where the hub can listen. */
export default fp(datingRoutes, { name: 'dating-routes', fastify: '5.x' });
