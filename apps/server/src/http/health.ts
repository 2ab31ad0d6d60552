/** GET /healthz: up when the database answers; load balancers and `npm start` poll it. */
import { errorCodes } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import { ping } from '../db/client';
import { ApiProblem } from './problem';

export const healthRoutes = async (app: FastifyInstance) => {
  app.get('/healthz', async (request) => {
    try {
      await ping(app.db);
    } catch (error) {
      request.log.error({ err: error }, 'database unreachable');
      throw new ApiProblem(503, errorCodes.INTERNAL, 'The database does not answer.');
    }
    return { status: 'ok', database: app.databaseKind };
  });
};
