/**
 * The providers' notifications: POST (GET for microPayment) /v1/payment/webhook/{provider}. The
 * body is kept as the exact text received, because signatures are computed over those bytes; the
 * adapter verifies it and answers what the provider expects. A forged notification gets a 400
 * and changes nothing; one we could not process gets a 503, so the provider sends it again. The
 * app stores (apple, google) notify what they took back, each through its own route.
 */
import { type PaymentProvider, paymentProviders } from '@amora/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { routeUrl } from '../../http/route';
import { checkoutAdapter, handleProviderEvent, webhookPath } from '..';
import { handleStoreRevocation } from '../events';
import { PaymentProviderError, type StoreRevocation } from '../providers';

interface WebhookRoute {
  Params: { provider: string };
  Querystring: Record<string, string | undefined>;
}

export async function webhookRoutes(app: FastifyInstance) {
  // Encapsulated: only these routes take any body as text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  // The stores' notifications of what they took back: App Store Server Notifications v2 (a
  // signedPayload Apple signed) and Play's Real-time developer notifications (a Pub/Sub push with
  // Google's OIDC token). Static routes: they come before the providers' `{provider}` route.
  const storeNotifications = async (
    store: 'apple' | 'google',
    read: () => Promise<StoreRevocation[]> | undefined,
    reply: FastifyReply,
    log: FastifyBaseLogger,
  ) => {
    try {
      const revocations = await read();
      if (!revocations) return reply.code(404).type('text/plain').send('unknown provider');
      for (const revocation of revocations) await handleStoreRevocation(app, store, revocation);
      return reply.code(200).type('text/plain').send('ok');
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      const forged = error.reason === 'invalid_notification';
      log.warn({ err: error, provider: store }, 'store notification refused');
      return reply
        .code(forged ? 400 : 503)
        .type('text/plain')
        .send(forged ? 'invalid notification' : 'try again');
    }
  };
  const storePath = (store: 'apple' | 'google') =>
    routeUrl(webhookPath).replace(/:provider$/, store);
  app.post(storePath('apple'), (request, reply) =>
    storeNotifications(
      'apple',
      () => app.paymentProviders.apple?.readNotification(textOf(request.body)),
      reply,
      request.log,
    ),
  );
  app.post(storePath('google'), (request, reply) =>
    storeNotifications(
      'google',
      () =>
        app.paymentProviders.google?.readNotification({
          headers: request.headers,
          rawBody: textOf(request.body),
        }),
      reply,
      request.log,
    ),
  );

  app.route<WebhookRoute>({
    method: ['GET', 'POST'],
    url: routeUrl(webhookPath),
    handler: async (request, reply) => {
      const provider = paymentProviders.find((name) => name === request.params.provider);
      const adapter = provider && checkoutAdapter(app, provider);
      if (!provider || !adapter) return reply.code(404).type('text/plain').send('unknown provider');
      try {
        const outcome = await adapter.handleWebhook({
          headers: request.headers,
          rawBody: typeof request.body === 'string' ? request.body : '',
          query: request.query,
        });
        for (const event of outcome.events) await handleProviderEvent(app, provider, event);
        return reply
          .code(outcome.reply.status)
          .type(outcome.reply.contentType)
          .send(outcome.reply.body);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        const forged = error.reason === 'invalid_notification';
        request.log.warn(
          { err: error, provider: provider satisfies PaymentProvider },
          'webhook refused',
        );
        return reply
          .code(forged ? 400 : 503)
          .type('text/plain')
          .send(forged ? 'invalid notification' : 'try again');
      }
    },
  });
}

const textOf = (body: unknown) => (typeof body === 'string' ? body : '');
