/**
 * Chat (spec 02 sections 4 and 7): dialogs and messages over REST and the hub's methods.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function chatRoutes(_app: FastifyInstance) {}

export default fp(chatRoutes, { name: 'chat-routes', fastify: '5.x' });
