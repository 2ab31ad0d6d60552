/**
 * The economy and engagement (spec 02 sections 7 and 8): the shop's catalogues and coin
 * purchases, bonus codes, the turbo rocket, the daily bonus, the wheel, events, news and support.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function economyRoutes(_app: FastifyInstance) {}

export default fp(economyRoutes, { name: 'economy-routes', fastify: '5.x' });
