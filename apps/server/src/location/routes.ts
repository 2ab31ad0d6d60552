/**
 * GET /location: the place search of registration and location change, a prefix search in the
 * gazetteer held in memory (a few microseconds per search), so it can follow every keystroke.
 */
import { locationEndpoints } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import { listOf } from '../http/collection';
import { route } from '../http/route';

export default async function locationRoutes(app: FastifyInstance) {
  route(app, locationEndpoints.search, ({ query }) =>
    listOf(app.gazetteer.search({ search: query.search, country: query.country })),
  );
}
