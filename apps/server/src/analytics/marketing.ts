/**
 * POST /marketing: a landing visit with a campaign id (spec 01 section 4). A click counts once per
 * device (or signed-in member) and campaign: the row's id is derived from both, so a repeated
 * report, a reload or a second tab writes nothing new. The device is named by a random cookie
 * that lives as long as the marketing cookies (7 days); nothing else about the visitor is kept.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { marketingCookies, marketingEndpoints } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import { marketingClicks } from '../db/schema';
import { route } from '../http/route';

export const deviceCookieName = 'amora_device';
const deviceCookiePattern = /^[A-Za-z0-9_-]{22}$/;

/** A UUID (version 8, "custom") that is the same for the same device and campaign. */
const clickId = (secret: string, device: string, campaignId: string) => {
  const bytes = createHmac('sha256', secret)
    .update(`marketing-click:${device}:${campaignId}`)
    .digest()
    .subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  const groups = [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20)];
  return [...groups, hex.slice(20)].join('-');
};

export default async function marketingRoutes(app: FastifyInstance) {
  route(
    app,
    marketingEndpoints.reportClick,
    async ({ body, member, request, reply }) => {
      let device = request.cookies[deviceCookieName];
      if (!device || !deviceCookiePattern.test(device)) {
        device = randomBytes(16).toString('base64url');
        reply.setCookie(deviceCookieName, device, {
          path: marketingCookies.path,
          httpOnly: true,
          sameSite: 'lax',
          secure: app.config.secureCookies,
          maxAge: marketingCookies.days * 24 * 60 * 60,
        });
      }
      const reporter = member ? `member:${member.id}` : `device:${device}`;
      await app.db
        .insert(marketingClicks)
        .values({
          id: clickId(app.config.secret, reporter, body.campaignId),
          campaignId: body.campaignId,
          clickId: body.clickId ?? null,
          sourceId: body.sourceId ?? null,
        })
        .onConflictDoNothing({ target: marketingClicks.id });
    },
    // Anyone may report; a flood from one address must not fill the table.
    { preHandler: [app.limits.perIp('marketingClick', { max: 60, timeWindow: '1 minute' })] },
  );
}
