/**
 * Rate limits for the calls worth guessing at (login, registration, password reset, resend),
 * counted per client address and per account. Counters live in Redis when REDIS_URL is set, so
 * every instance sees the same numbers; otherwise in this process.
 */
import { errorCodes } from '@amora/contract';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { ApiProblem } from './problem';

export interface LimitWindow {
  /** Requests allowed per window. */
  max: number;
  /** Milliseconds, or a duration such as '15 minutes'. */
  timeWindow: number | string;
}

export interface RateLimits {
  /** A preHandler allowing `max` calls per window from one client address. */
  perIp(name: string, window: LimitWindow): preHandlerAsyncHookHandler;
  /**
   * A preHandler allowing `max` calls per window for one account, named by `accountOf` from the
   * (parsed, not yet validated) request; calls naming no account pass.
   */
  perAccount(
    name: string,
    window: LimitWindow,
    accountOf: (request: FastifyRequest) => string | undefined,
  ): preHandlerAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: RateLimits;
  }
}

/** The account a body names, normalised the way emails are stored. */
export const accountFromBody =
  (field: string) =>
  (request: FastifyRequest): string | undefined => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
  };

export default fp(
  async (app) => {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
      : undefined;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'rate limit store unreachable'));
      app.addHook('onClose', async () => {
        await redis.quit();
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'amora-rate-limit:' } : {}),
      // A store outage must not lock members out of signing in.
      skipOnError: true,
    });

    const limiter = (
      name: string,
      { max, timeWindow }: LimitWindow,
      keyOf: (request: FastifyRequest) => string | undefined,
    ): preHandlerAsyncHookHandler => {
      // Every limiter shares the plugin's store, so each key carries the limiter's name.
      const check = app.createRateLimit({
        max,
        timeWindow,
        keyGenerator: (request) => `${name}:${keyOf(request)}`,
      });
      return async (request, reply) => {
        if (keyOf(request) === undefined) return;
        const result = await check(request);
        if (result.isAllowed || !result.isExceeded) return;
        reply.header('retry-after', result.ttlInSeconds);
        throw ApiProblem.of(errorCodes.RATE_LIMITED);
      };
    };

    app.decorate('limits', {
      perIp: (name, window) => limiter(name, window, (request) => request.ip),
      perAccount: (name, window, accountOf) => limiter(name, window, accountOf),
    } satisfies RateLimits);
  },
  { name: 'amora-rate-limits', fastify: '5.x', decorators: { fastify: ['config'] } },
);
