/**
 * GET /metrics in Prometheus' text format: request rate and latency per route template (the
 * fastify-metrics histogram), the process's event-loop lag, memory and CPU (prom-client's
 * default metrics), and Amora's own series (meters.ts), decorated as `app.meters` for the
 * domains that count. Who may read it is the configuration's `metricsAccess`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { errorCodes } from '@amora/contract';
import type { FastifyRequest } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import fp from 'fastify-plugin';
import promClient, { Registry } from 'prom-client';
import { ApiProblem } from '../http/problem';
import { createMeters, type Meters } from './meters';

declare module 'fastify' {
  interface FastifyInstance {
    meters: Meters;
  }
}

export const metricsUrl = '/metrics';

/** Compared as digests, so neither the time taken nor a length check tells how close a guess was. */
const sameToken = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );

/**
 * The process's own series (event-loop lag, memory, CPU, garbage collection) are collected once
 * per process: each collection starts an event-loop monitor and a GC observer that nothing
 * stops, and several apps in one process (the tests build hundreds) would each add theirs.
 */
let processRegistry: Registry | undefined;
const processMetrics = () => {
  if (!processRegistry) {
    processRegistry = new Registry();
    promClient.collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
};

const bearerTokenOf = (request: FastifyRequest) =>
  /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];

export default fp(
  async (app) => {
    const registry = new Registry();
    const processSeries = processMetrics();
    await app.register(fastifyMetrics, {
      promClient,
      // The route is ours (below): it serves this app's registry only, behind the access check.
      endpoint: null,
      defaultMetrics: { enabled: false },
      routeMetrics: {
        enabled: { histogram: true, summary: false },
        routeBlacklist: [metricsUrl],
        // The plugin makes its summary even when it is off; in the global registry it would
        // collide with the next app's.
        overrides: { histogram: { registers: [registry] }, summary: { registers: [registry] } },
      },
    });
    app.decorate(
      'meters',
      createMeters(registry, {
        hubConnections: () => app.hub.countByTransport(),
        databasePool: () => app.databasePoolUse(),
      }),
    );

    const access = app.config.metricsAccess;
    if (access === 'absent') return;
    app.get(
      metricsUrl,
      {
        logLevel: 'warn',
        onRequest: async (request, reply) => {
          if (access === 'open') return;
          const token = bearerTokenOf(request);
          if (token === undefined || !sameToken(token, access.token)) {
            reply.header('www-authenticate', 'Bearer realm="metrics"');
            throw new ApiProblem(401, errorCodes.UNAUTHORIZED, 'Send the metrics bearer token.');
          }
        },
      },
      async (_request, reply) => {
        const all = Registry.merge([processSeries, registry]);
        reply.type(all.contentType);
        return all.metrics();
      },
    );
  },
  {
    name: 'amora-metrics',
    fastify: '5.x',
    dependencies: ['amora-db'],
    decorators: { fastify: ['config'] },
  },
);
