/**
 * The providers' notifications (spec 02 section 7, Payment): POST (GET for microPayment)
 * /v1/payment/webhook/{provider}, and the app stores' (apple, google) notifications of what they
 * took back, each through its own route. The body is kept as the exact text received, because
 * signatures are computed over those bytes.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routeUrl } from '../../http/route';
import { webhookPath } from '../checkout';
import {
  type NotificationAnswer,
  receiveProviderNotification,
  receiveStoreNotification,
} from '../notifications';

interface WebhookRoute {
  Params: { provider: string };
  Querystring: Record<string, string | undefined>;
}

const textOf = (body: unknown) => (typeof body === 'string' ? body : '');

const send = (reply: FastifyReply, answer: NotificationAnswer) =>
  reply.code(answer.status).type(answer.contentType).send(answer.body);

export async function webhookRoutes(app: FastifyInstance) {
  // Encapsulated: only these routes take any body as text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  // Static routes: they come before the providers' `{provider}` route.
  for (const store of ['apple', 'google'] as const) {
    app.post(routeUrl(webhookPath).replace(/:provider$/, store), async (request, reply) =>
      send(
        reply,
        await receiveStoreNotification(
          app,
          store,
          { headers: request.headers, rawBody: textOf(request.body) },
          request.log,
        ),
      ),
    );
  }

  app.route<WebhookRoute>({
    method: ['GET', 'POST'],
    url: routeUrl(webhookPath),
    handler: async (request, reply) =>
      send(
        reply,
        await receiveProviderNotification(
          app,
          request.params.provider,
          { headers: request.headers, rawBody: textOf(request.body), query: request.query },
          request.log,
        ),
      ),
  });
}
