/**
 * Landing visits with a campaign id (spec 01 section 4). A click counts once per device (or
 * signed-in member) and campaign: the row's id is derived from both, so a repeated report, a
 * reload or a second tab writes nothing new. The device is named by a random cookie that lives as
 * long as the marketing cookies (7 days); nothing else about the visitor is kept.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { type MarketingClickPayload, marketingCookies } from '@amora/contract';
import type { Database } from '../db/client';
import { marketingClicks } from '../db/schema';

export const deviceCookieName = 'amora_device';
const deviceCookiePattern = /^[A-Za-z0-9_-]{22}$/;

/** The device the cookie names, or a new one when it names none (`isNew`: set the cookie). */
export const deviceOf = (cookie: string | undefined): { device: string; isNew: boolean } =>
  cookie && deviceCookiePattern.test(cookie)
    ? { device: cookie, isNew: false }
    : { device: randomBytes(16).toString('base64url'), isNew: true };

/** How the device cookie is set. */
export const deviceCookieOptions = (secure: boolean) => ({
  path: marketingCookies.path,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  maxAge: marketingCookies.days * 24 * 60 * 60,
});

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

/** Records the click once per member (or, for a visitor, device) and campaign. */
export const recordCampaignClick = async (
  db: Database,
  secret: string,
  reporter: { memberId: string | null; device: string },
  click: MarketingClickPayload,
) => {
  const reporterKey = reporter.memberId
    ? `member:${reporter.memberId}`
    : `device:${reporter.device}`;
  await db
    .insert(marketingClicks)
    .values({
      id: clickId(secret, reporterKey, click.campaignId),
      campaignId: click.campaignId,
      clickId: click.clickId ?? null,
      sourceId: click.sourceId ?? null,
    })
    .onConflictDoNothing({ target: marketingClicks.id });
};
