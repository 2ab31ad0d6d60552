/**
 * What the payment tests share: the member server with provider fakes whose notifications reach
 * the app (through a receiver, since the fakes start before the app does), the sandbox's hosted
 * checkout driven as a browser would, and the coin ledger rows of a member.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ledgerEntries } from '../../../src/db/schema';
import type { WebhookReceiver } from '../../services/fakes/payments';
import type { Browser } from '../../support/browser';

export { dataOf } from '../economy/support';
export {
  expectRefusedUnchanged,
  type MemberServer,
  outcome,
  startMemberServer,
} from '../user/support';

/** The app's public address in tests (PUBLIC_URL); redirect URLs must be on it. */
export const appOrigin = 'http://localhost:8080';
export const redirectUrl = `${appOrigin}/shop/success`;

/** Hands every notification the receiver gets to the app's webhook route, and the answer back. */
export const forwardTo = (
  receiver: WebhookReceiver,
  app: () => FastifyInstance,
  provider: string,
) =>
  receiver.answerWith(async (webhook) => {
    const {
      host: _host,
      'content-length': _length,
      connection: _connection,
      ...headers
    } = webhook.headers;
    const query = new URLSearchParams(webhook.query).toString();
    const response = await app().inject({
      method: webhook.method as 'GET' | 'POST',
      url: `/v1/payment/webhook/${provider}${query ? `?${query}` : ''}`,
      headers,
      payload: webhook.rawBody,
    });
    return {
      status: response.statusCode,
      contentType: String(response.headers['content-type'] ?? 'text/plain'),
      body: response.body,
    };
  });

/** The member's choice on the sandbox's page: the form's POST, answered with a 303. */
export const chooseOnSandbox = (browser: Browser, checkoutUrl: string, outcome: string) =>
  browser.fetch(new URL(checkoutUrl).pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: 'manual',
  });

/** The ledger rows a purchase (or its refund) wrote, by reason. */
export const ledgerOf = (app: FastifyInstance, userId: string, reason?: string) =>
  app.db
    .select({
      coinsDelta: ledgerEntries.coinsDelta,
      freeCoinsDelta: ledgerEntries.freeCoinsDelta,
      counter: ledgerEntries.counter,
      counterDelta: ledgerEntries.counterDelta,
      reason: ledgerEntries.reason,
      reference: ledgerEntries.reference,
    })
    .from(ledgerEntries)
    .where(
      reason
        ? and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.reason, reason))
        : eq(ledgerEntries.userId, userId),
    );
