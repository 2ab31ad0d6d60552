/**
 * POST /events: first-party usage statistics, for visitors and members alike. The member is the
 * session's; the body cannot name one. Limited per address and per member, so a loop in a client
 * or a flood from outside cannot fill the table.
 */
import { analyticsEndpoints } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { recordEvents } from './record';

export const analyticsLimits = {
  perIp: { max: 120, timeWindow: '1 minute' },
  perMember: { max: 60, timeWindow: '1 minute' },
} as const;

export default async function analyticsRoutes(app: FastifyInstance) {
  route(
    app,
    analyticsEndpoints.record,
    async ({ body, member }) => {
      await recordEvents(app.db, member?.id ?? null, body.events);
    },
    {
      preHandler: [
        app.limits.perIp('analytics', analyticsLimits.perIp),
        app.limits.perAccount(
          'analytics.member',
          analyticsLimits.perMember,
          (request) => request.member?.id,
        ),
      ],
    },
  );
}
