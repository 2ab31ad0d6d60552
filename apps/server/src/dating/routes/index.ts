/**
 * Dating (spec 02 section 7): the members to discover, a stranger's profile (which records a
 * visit), likes from the grid, buying a private picture, icebreakers, the matches of the day and
 * the turbo rocket; and the relationship lists (likes, visitors, matches), swipes and undo,
 * unlocking, and blocking.
 */
import type { FastifyInstance } from 'fastify';
import { blockRoutes } from './blocks';
import { discoveryRoutes } from './discovery';
import { listRoutes } from './lists';
import { likeAndPictureRoutes } from './purchases';
import { swipeRoutes } from './swipes';
import { turboRocketRoutes } from './turbo';

export default async function datingRoutes(app: FastifyInstance) {
  await discoveryRoutes(app);
  await likeAndPictureRoutes(app);
  await turboRocketRoutes(app);
  await listRoutes(app);
  await swipeRoutes(app);
  await blockRoutes(app);
}
