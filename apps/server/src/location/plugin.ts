/**
 * The places of the 13 countries, built once when the server starts (about half a second), so
 * the first location search, registration or location change waits for nothing.
 */
import fp from 'fastify-plugin';
import { type Gazetteer, loadGazetteer } from './';

declare module 'fastify' {
  interface FastifyInstance {
    gazetteer: Gazetteer;
  }
}

export default fp(
  async (app) => {
    app.decorate('gazetteer', loadGazetteer());
  },
  { name: 'amora-gazetteer', fastify: '5.x' },
);
