/**
 * The economy and engagement (spec 02 sections 7 and 8): the shop's catalogues and coin
 * purchases, bonus codes, events, news and support. The turbo rocket (under /dating), the daily
 * bonus and the wheel (under /user) live with their paths' domains.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bonusCodeRoutes } from './bonus-codes';
import { eventRoutes } from './events';
import { newsRoutes } from './news';
import { shopRoutes } from './shop';

async function economyRoutes(app: FastifyInstance) {
  await shopRoutes(app);
  await bonusCodeRoutes(app);
  await eventRoutes(app);
  await newsRoutes(app);
}

export default fp(economyRoutes, { name: 'economy-routes', fastify: '5.x' });
