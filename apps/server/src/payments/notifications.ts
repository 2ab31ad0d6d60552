/**
 * Receiving the providers' notifications: the adapter verifies the exact text received, what it
 * reports is applied, and the provider gets the answer it expects. A forged notification gets a
 * 400 and changes nothing; one we could not process gets a 503, so the provider sends it again.
 */
import { type PaymentProvider, paymentProviders } from '@amora/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { handleProviderEvent, handleStoreRevocation } from './events';
import { checkoutAdapter } from './gateway';
import { PaymentProviderError, type WebhookRequest } from './providers';
import type { Store } from './store-purchases';

/** What the provider is answered: its status, content type and text. */
export interface NotificationAnswer {
  status: number;
  contentType: string;
  body: string;
}

const textAnswer = (status: number, body: string): NotificationAnswer => ({
  status,
  contentType: 'text/plain',
  body,
});

const unknownProvider = textAnswer(404, 'unknown provider');

/** A provider's refusal is answered; any other failure is the server's and is thrown. */
const refusal = (
  error: unknown,
  log: FastifyBaseLogger,
  provider: PaymentProvider,
  message: string,
) => {
  if (!(error instanceof PaymentProviderError)) throw error;
  const forged = error.reason === 'invalid_notification';
  log.warn({ err: error, provider }, message);
  return forged ? textAnswer(400, 'invalid notification') : textAnswer(503, 'try again');
};

/**
 * What a store took back: App Store Server Notifications v2 (a signedPayload Apple signed) and
 * Play's Real-time developer notifications (a Pub/Sub push with Google's OIDC token).
 */
export const receiveStoreNotification = async (
  app: FastifyInstance,
  store: Store,
  request: Omit<WebhookRequest, 'query'>,
  log: FastifyBaseLogger,
): Promise<NotificationAnswer> => {
  try {
    const revocations = await (store === 'apple'
      ? app.paymentProviders.apple?.readNotification(request.rawBody)
      : app.paymentProviders.google?.readNotification({
          headers: request.headers,
          rawBody: request.rawBody,
        }));
    if (!revocations) return unknownProvider;
    for (const revocation of revocations) await handleStoreRevocation(app, store, revocation);
    return textAnswer(200, 'ok');
  } catch (error) {
    return refusal(error, log, store, 'store notification refused');
  }
};

/** A checkout provider's notification, to the provider named in the path. */
export const receiveProviderNotification = async (
  app: FastifyInstance,
  providerName: string,
  request: WebhookRequest,
  log: FastifyBaseLogger,
): Promise<NotificationAnswer> => {
  const provider = paymentProviders.find((name) => name === providerName);
  const adapter = provider && checkoutAdapter(app, provider);
  if (!provider || !adapter) return unknownProvider;
  try {
    const outcome = await adapter.handleWebhook(request);
    for (const event of outcome.events) await handleProviderEvent(app, provider, event);
    return outcome.reply;
  } catch (error) {
    return refusal(error, log, provider, 'webhook refused');
  }
};
