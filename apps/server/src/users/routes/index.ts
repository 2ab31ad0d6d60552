/**
 * The member's own account, pictures and verification (spec 01 section 7, spec 02 section 5).
 * The daily bonus and the wheel of fortune (rewards.ts) are here too.
 */
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account';
import newsletterRoutes from './newsletter';
import { pictureRoutes } from './pictures';
import { rewardRoutes } from './rewards';
import { verificationRoutes } from './verification';

export default async function userRoutes(app: FastifyInstance) {
  await accountRoutes(app);
  await pictureRoutes(app);
  await verificationRoutes(app);
  await rewardRoutes(app);
  await newsletterRoutes(app);
}
