/**
 * A local PayPal: the OAuth2 client-credentials token, Orders v2 (create, read, capture),
 * captures, Subscriptions v1, and webhooks with PayPal's transmission headers, which only its
 * verify-webhook-signature call can check (it signs `id|time|webhookId|crc32(body)` with a key
 * of its own). Tests act as the member (approve) and as PayPal (refund, reverse, activate).
 */
import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { crc32 } from 'node:zlib';
import {
  type FakeReply,
  type FakeRequest,
  notify,
  type RunningPaymentFake,
  randomId,
  startPaymentFake,
} from './server.ts';

export const FAKE_PAYPAL_CLIENT_ID = 'AmoraFakeClientId';
export const FAKE_PAYPAL_CLIENT_SECRET = 'AmoraFakeClientSecret';
export const FAKE_PAYPAL_WEBHOOK_ID = '1JE4291016473214C';

type Json = Record<string, unknown>;

export interface FakePayPal extends RunningPaymentFake {
  orders: Map<string, Json & { status: string }>;
  /** Refunds made through the API (POST /v2/payments/captures/{id}/refund), by id. */
  refunds: Map<string, Json & { status: string; capture_id: string }>;
  subscriptions: Map<string, Json & { status: string }>;
  /** How many tokens were issued (the adapter should reuse one). */
  tokensIssued(): number;
  /** The member approved the order at PayPal; `capture` is what a capture will then end in. */
  approve(orderId: string, options?: { capture?: 'COMPLETED' | 'PENDING' | 'DECLINED' }): void;
  refund(orderId: string): Promise<void>;
  reverse(orderId: string): Promise<void>;
  /** The member approved the subscription and its first payment went through. */
  activate(subscriptionId: string): Promise<void>;
  renew(subscriptionId: string): Promise<void>;
}

const unprocessable = (issue: string): FakeReply => ({
  status: 422,
  body: {
    name: 'UNPROCESSABLE_ENTITY',
    details: [{ issue }],
    message: 'The requested action could not be performed.',
  },
});
const notFound: FakeReply = {
  status: 404,
  body: {
    name: 'RESOURCE_NOT_FOUND',
    details: [{ issue: 'INVALID_RESOURCE_ID' }],
    message: 'The specified resource does not exist.',
  },
};

export async function startFakePayPal({
  webhookUrl,
  plans,
}: {
  webhookUrl: string;
  plans: Record<string, number>;
}): Promise<FakePayPal> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const tokens = new Set<string>();
  const orders = new Map<string, Json & { status: string }>();
  const captures = new Map<string, Json & { status: string }>();
  const subscriptions = new Map<string, Json & { status: string }>();
  const captureOutcome = new Map<string, string>();
  const refunds: FakePayPal['refunds'] = new Map();
  const byRequestId = new Map<string, FakeReply>();

  const signed = (transmissionId: string, time: string, body: string) =>
    `${transmissionId}|${time}|${FAKE_PAYPAL_WEBHOOK_ID}|${crc32(body)}`;

  const send = async (eventType: string, resourceType: string, resource: Json) => {
    const body = JSON.stringify({
      id: randomId('WH-'),
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      event_type: eventType,
      summary: eventType,
      resource,
    });
    const transmissionId = randomId('');
    const time = new Date().toISOString();
    await notify(webhookUrl, {
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${running.baseUrl}/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': sign(
          'sha256',
          Buffer.from(signed(transmissionId, time, body)),
          privateKey,
        ).toString('base64'),
      },
      body,
    });
  };

  const withToken =
    (handle: (request: FakeRequest) => FakeReply | Promise<FakeReply>) =>
    async (request: FakeRequest) => {
      if (!request.authorization || !tokens.has(request.authorization)) {
        return {
          status: 401,
          body: {
            error: 'invalid_token',
            error_description: 'Token signature verification failed',
          },
        };
      }
      // PayPal-Request-Id: a repeated create or capture answers what the first one did.
      const requestId = request.request.headers['paypal-request-id'];
      const key =
        typeof requestId === 'string' ? `${request.url.pathname}:${requestId}` : undefined;
      const earlier = key ? byRequestId.get(key) : undefined;
      if (earlier) return earlier;
      const reply = await handle(request);
      if (key && reply.status < 300) byRequestId.set(key, reply);
      return reply;
    };

  const running = await startPaymentFake([
    [
      'POST',
      /^\/v1\/oauth2\/token$/,
      ({ authorization, body }) => {
        const expected = Buffer.from(
          `${FAKE_PAYPAL_CLIENT_ID}:${FAKE_PAYPAL_CLIENT_SECRET}`,
        ).toString('base64');
        if (
          authorization !== expected ||
          new URLSearchParams(body).get('grant_type') !== 'client_credentials'
        ) {
          return {
            status: 401,
            body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
          };
        }
        const token = randomId('A21AA');
        tokens.add(token);
        return {
          status: 200,
          body: {
            scope: 'https://uri.paypal.com/services/payments/payment',
            access_token: token,
            token_type: 'Bearer',
            app_id: 'APP-80W284485P519543T',
            expires_in: 32400,
            nonce: randomId(''),
          },
        };
      },
    ],
    [
      'POST',
      /^\/v2\/checkout\/orders$/,
      withToken(({ body }) => {
        const input = JSON.parse(body) as Json & {
          purchase_units?: Json[];
          payment_source?: { paypal?: { experience_context?: Json } };
        };
        const unit = input.purchase_units?.[0] as
          | (Json & { amount?: { value?: string } })
          | undefined;
        if (
          input.intent !== 'CAPTURE' ||
          !unit?.amount?.value ||
          !input.payment_source?.paypal?.experience_context?.return_url
        ) {
          return {
            status: 400,
            body: { name: 'INVALID_REQUEST', details: [{ issue: 'MISSING_REQUIRED_PARAMETER' }] },
          };
        }
        const id = randomId('').slice(0, 17).toUpperCase();
        const order = {
          id,
          intent: 'CAPTURE',
          status: 'PAYER_ACTION_REQUIRED',
          purchase_units: [unit],
          payment_source: input.payment_source,
          create_time: new Date().toISOString(),
          links: [
            { href: `${running.baseUrl}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
            {
              href: `${running.baseUrl}/checkoutnow?token=${id}`,
              rel: 'payer-action',
              method: 'GET',
            },
          ],
        };
        orders.set(id, order);
        return { status: 200, body: order };
      }),
    ],
    [
      'GET',
      /^\/v2\/checkout\/orders\/([^/]+)$/,
      withToken(({ params }) => {
        const order = orders.get(params[0] ?? '');
        return order ? { status: 200, body: order } : notFound;
      }),
    ],
    [
      'POST',
      /^\/v2\/checkout\/orders\/([^/]+)\/capture$/,
      withToken(async ({ params }) => {
        const order = orders.get(params[0] ?? '');
        if (!order) return notFound;
        if (order.status === 'COMPLETED') return unprocessable('ORDER_ALREADY_CAPTURED');
        if (order.status !== 'APPROVED') return unprocessable('ORDER_NOT_APPROVED');
        const unit = (order.purchase_units as Json[])[0] as Json;
        const capture = {
          id: randomId('').slice(0, 17).toUpperCase(),
          status: captureOutcome.get(String(order.id)) ?? 'COMPLETED',
          amount: unit.amount,
          custom_id: unit.custom_id,
          final_capture: true,
          supplementary_data: { related_ids: { order_id: order.id } },
          links: [{ href: '', rel: 'self', method: 'GET' }],
        };
        capture.links = [
          {
            href: `${running.baseUrl}/v2/payments/captures/${capture.id}`,
            rel: 'self',
            method: 'GET',
          },
        ];
        captures.set(capture.id, capture);
        order.status = 'COMPLETED';
        unit.payments = { captures: [capture] };
        const eventType =
          capture.status === 'COMPLETED'
            ? 'PAYMENT.CAPTURE.COMPLETED'
            : capture.status === 'PENDING'
              ? 'PAYMENT.CAPTURE.PENDING'
              : 'PAYMENT.CAPTURE.DENIED';
        await send(eventType, 'capture', capture);
        return { status: 201, body: order };
      }),
    ],
    [
      'GET',
      /^\/v2\/payments\/captures\/([^/]+)$/,
      withToken(({ params }) => {
        const capture = captures.get(params[0] ?? '');
        return capture ? { status: 200, body: capture } : notFound;
      }),
    ],
    [
      'POST',
      /^\/v2\/payments\/captures\/([^/]+)\/refund$/,
      withToken(async ({ params, body }) => {
        const capture = captures.get(params[0] ?? '');
        if (!capture) return notFound;
        if (capture.status === 'REFUNDED') return unprocessable('CAPTURE_FULLY_REFUNDED');
        if (capture.status !== 'COMPLETED') return unprocessable('REFUND_NOT_ALLOWED');
        const input = (body ? JSON.parse(body) : {}) as Json & {
          amount?: { value?: string; currency_code?: string };
        };
        const captured = capture.amount as { value: string; currency_code: string };
        // A full refund names no amount or the captured one; this fake knows no partial ones.
        if (
          input.amount &&
          (input.amount.value !== captured.value ||
            input.amount.currency_code !== captured.currency_code)
        ) {
          return unprocessable('REFUND_AMOUNT_EXCEEDED');
        }
        const refund = {
          id: randomId('').slice(0, 17).toUpperCase(),
          status: 'COMPLETED',
          amount: captured,
          capture_id: String(capture.id),
          links: [
            {
              href: `${running.baseUrl}/v2/payments/captures/${capture.id}`,
              rel: 'up',
              method: 'GET',
            },
          ],
        };
        refunds.set(refund.id, refund);
        capture.status = 'REFUNDED';
        await send('PAYMENT.CAPTURE.REFUNDED', 'refund', {
          ...refund,
          custom_id: capture.custom_id,
        });
        return { status: 201, body: refund };
      }),
    ],
    [
      'POST',
      /^\/v1\/notifications\/verify-webhook-signature$/,
      withToken(({ body }) => {
        const input = JSON.parse(body) as Record<string, unknown>;
        const valid =
          input.webhook_id === FAKE_PAYPAL_WEBHOOK_ID &&
          input.auth_algo === 'SHA256withRSA' &&
          typeof input.transmission_sig === 'string' &&
          verify(
            'sha256',
            Buffer.from(
              signed(
                String(input.transmission_id),
                String(input.transmission_time),
                JSON.stringify(input.webhook_event),
              ),
            ),
            publicKey,
            Buffer.from(input.transmission_sig, 'base64'),
          );
        return { status: 200, body: { verification_status: valid ? 'SUCCESS' : 'FAILURE' } };
      }),
    ],
    [
      'POST',
      /^\/v1\/billing\/subscriptions$/,
      withToken(({ body }) => {
        const input = JSON.parse(body) as Json & { plan_id?: string };
        if (!input.plan_id || !(input.plan_id in plans)) return unprocessable('INVALID_PLAN');
        const id = `I-${randomId('').slice(0, 12).toUpperCase()}`;
        const subscription = {
          id,
          plan_id: input.plan_id,
          status: 'APPROVAL_PENDING',
          custom_id: input.custom_id,
          subscriber: input.subscriber,
          create_time: new Date().toISOString(),
          links: [
            {
              href: `${running.baseUrl}/webapps/billing/subscriptions?ba_token=BA-${id}`,
              rel: 'approve',
              method: 'GET',
            },
            {
              href: `${running.baseUrl}/v1/billing/subscriptions/${id}`,
              rel: 'self',
              method: 'GET',
            },
          ],
        };
        subscriptions.set(id, subscription);
        return { status: 201, body: subscription };
      }),
    ],
    [
      'GET',
      /^\/v1\/billing\/subscriptions\/([^/]+)$/,
      withToken(({ params }) => {
        const subscription = subscriptions.get(params[0] ?? '');
        return subscription ? { status: 200, body: subscription } : notFound;
      }),
    ],
    [
      'POST',
      /^\/v1\/billing\/subscriptions\/([^/]+)\/cancel$/,
      withToken(async ({ params }) => {
        const subscription = subscriptions.get(params[0] ?? '');
        if (!subscription) return notFound;
        if (subscription.status !== 'ACTIVE' && subscription.status !== 'SUSPENDED') {
          return unprocessable('SUBSCRIPTION_STATUS_INVALID');
        }
        subscription.status = 'CANCELLED';
        // PayPal bills no more: there is no next billing time after a cancellation.
        subscription.billing_info = {
          ...(subscription.billing_info as Json),
          next_billing_time: undefined,
        };
        await send('BILLING.SUBSCRIPTION.CANCELLED', 'subscription', subscription);
        return { status: 204, body: '' };
      }),
    ],
  ]);

  const orderOf = (id: string) => {
    const order = orders.get(id);
    if (!order) throw new Error(`fake PayPal has no order ${id}`);
    return order;
  };
  const captureOfOrder = (id: string) => {
    const unit = (orderOf(id).purchase_units as Json[])[0] as {
      payments?: { captures?: (Json & { id: string; status: string })[] };
    };
    const capture = unit.payments?.captures?.[0];
    if (!capture) throw new Error(`order ${id} was not captured`);
    return capture;
  };
  const takeBack = async (orderId: string, eventType: string) => {
    const capture = captureOfOrder(orderId);
    capture.status = 'REFUNDED';
    // The event carries the refund; only its `up` link leads back to the capture.
    await send(eventType, 'refund', {
      id: randomId('').slice(0, 17).toUpperCase(),
      status: 'COMPLETED',
      amount: capture.amount,
      custom_id: capture.custom_id,
      links: [
        { href: `${running.baseUrl}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
      ],
    });
  };
  const periodMonths = (subscription: Json) => plans[String(subscription.plan_id)] ?? 1;

  return {
    ...running,
    orders,
    refunds,
    subscriptions,
    tokensIssued: () => tokens.size,
    approve: (orderId, { capture = 'COMPLETED' } = {}) => {
      orderOf(orderId).status = 'APPROVED';
      captureOutcome.set(orderId, capture);
    },
    refund: (orderId) => takeBack(orderId, 'PAYMENT.CAPTURE.REFUNDED'),
    reverse: (orderId) => takeBack(orderId, 'PAYMENT.CAPTURE.REVERSED'),
    activate: async (subscriptionId) => {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`fake PayPal has no subscription ${subscriptionId}`);
      subscription.status = 'ACTIVE';
      const next = new Date(Date.now() + periodMonths(subscription) * 30 * 24 * 3600 * 1000);
      subscription.billing_info = {
        next_billing_time: next.toISOString(),
        failed_payments_count: 0,
      };
      await send('BILLING.SUBSCRIPTION.ACTIVATED', 'subscription', subscription);
    },
    renew: async (subscriptionId) => {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`fake PayPal has no subscription ${subscriptionId}`);
      const current = new Date(String((subscription.billing_info as Json).next_billing_time));
      const next = new Date(current.getTime() + periodMonths(subscription) * 30 * 24 * 3600 * 1000);
      subscription.billing_info = {
        next_billing_time: next.toISOString(),
        failed_payments_count: 0,
      };
      await send('PAYMENT.SALE.COMPLETED', 'sale', {
        id: randomId('').slice(0, 17).toUpperCase(),
        state: 'completed',
        billing_agreement_id: subscriptionId,
        custom: subscription.custom_id,
      });
    },
  };
}
