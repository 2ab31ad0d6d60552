/**
 * The providers' notifications: POST (GET for microPayment) /v1/payment/webhook/{provider}. The
 * body is kept as the exact text received, because signatures are computed over those bytes; the
 * adapter verifies it and answers what the provider expects. A forged notification gets a 400
 * and changes nothing; one we could not process gets a 503, so the provider sends it again.
 */
import { type PaymentProvider, paymentProviders } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import { routeUrl } from '../../http/route';
import { checkoutAdapter, handleProviderEvent, webhookPath } from '../../payments';
import { PaymentProviderError } from '../../services/payments';

interface WebhookRoute {
  Params: { provider: string };
  Querystring: Record<string, string | undefined>;
}

export async function webhookRoutes(app: FastifyInstance) {
  // Encapsulated: only these routes take any body as text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

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
