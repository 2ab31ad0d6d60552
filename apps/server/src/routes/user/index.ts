/**
 * The member's own account, pictures and verification (spec 01 section 7, spec 02 section 5).
 * The daily bonus and the wheel of fortune belong to the shop's coin rewards and come with them.
 */
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account';
import { pictureRoutes } from './pictures';
import { verificationRoutes } from './verification';

export default async function userRoutes(app: FastifyInstance) {
  await accountRoutes(app);
  await pictureRoutes(app);
  await verificationRoutes(app);
}
