/**
 * POST /events: first-party usage statistics, for visitors and members alike. The member is the
 * session's; the body cannot name one. Limited per address and per member, so a loop in a client
 * or a flood from outside cannot fill the table.
 * POST /marketing: a landing visit with a campaign id (spec 01 section 4); see campaign-clicks.ts.
 */
import { analyticsEndpoints, marketingEndpoints } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import {
  deviceCookieName,
  deviceCookieOptions,
  deviceOf,
  recordCampaignClick,
} from './campaign-clicks';
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

  route(
    app,
    marketingEndpoints.reportClick,
    async ({ body, member, request, reply }) => {
      const { device, isNew } = deviceOf(request.cookies[deviceCookieName]);
      if (isNew) {
        reply.setCookie(deviceCookieName, device, deviceCookieOptions(app.config.secureCookies));
      }
      await recordCampaignClick(
        app.db,
        app.config.secret,
        { memberId: member?.id ?? null, device },
        body,
      );
    },
    // Anyone may report; a flood from one address must not fill the table.
    { preHandler: [app.limits.perIp('marketingClick', { max: 60, timeWindow: '1 minute' })] },
  );
}
