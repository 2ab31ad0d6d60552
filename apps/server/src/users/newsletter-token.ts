/**
 * The token of a newsletter link (/unsubscribe/{id}?t=...): an HMAC of the member's id under the
 * server's secret. Nothing is stored, so the link in every mail ever sent keeps working, and it
 * opens nothing but the newsletter setting of that one member.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const purpose = 'amora-newsletter-v1';

export const newsletterToken = (secret: string, userId: string): string =>
  createHmac('sha256', secret).update(`${purpose}:${userId}`).digest('base64url');

export const isNewsletterToken = (secret: string, userId: string, token: string): boolean => {
  const expected = Buffer.from(newsletterToken(secret, userId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
};
