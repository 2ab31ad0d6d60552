/**
 * GET /healthz: up when the database answers and, with REDIS_URL, the backplane's Redis too;
 * load balancers and `npm start` poll it. A failure answers 503 naming the part that failed, so
 * whoever is paged knows where to look.
 */
import type { FastifyInstance } from 'fastify';
import { ping } from '../db/client';

type CheckResult = 'ok' | 'fail';

/** Longer than a healthy round trip by far; a load balancer's own timeout is a few seconds. */
const checkTimeoutMs = 2_000;

const withTimeout = (check: Promise<void>) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer in time')), checkTimeoutMs);
    check.then(resolve, reject).finally(() => clearTimeout(timer));
  });

export const healthRoutes = async (app: FastifyInstance) => {
  const checks: Record<string, () => Promise<void>> = {
    database: () => ping(app.db),
    ...(app.config.redisUrl ? { redis: () => app.backplane.ping() } : {}),
  };

  app.get('/healthz', async (request, reply) => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([part, check]): Promise<[string, CheckResult]> => {
        try {
          await withTimeout(check());
          return [part, 'ok'];
        } catch (error) {
          request.log.error({ err: error, part }, `${part} unreachable`);
          return [part, 'fail'];
        }
      }),
    );
    const healthy = results.every(([, result]) => result === 'ok');
    reply.code(healthy ? 200 : 503);
    return {
      status: healthy ? 'ok' : 'fail',
      database: app.databaseKind,
      checks: Object.fromEntries(results),
    };
  });
};
