/**
 * A local Mollie: POST /v2/payments and GET /v2/payments/{id} with its JSON shapes and error
 * bodies, and the webhook as Mollie sends it (a form POST of `id=tr_...` to the payment's
 * webhookUrl). Tests move a payment on: paid, failed, expired, refunded, charged back.
 */
import {
  type FakeReply,
  type FakeRequest,
  notify,
  type RunningPaymentFake,
  randomId,
  startPaymentFake,
} from './server.ts';

export const FAKE_MOLLIE_API_KEY = 'test_amorafakemolliekey1234567890';

interface FakeMolliePayment {
  resource: 'payment';
  id: string;
  mode: 'test';
  status: string;
  method: string | null;
  amount: { currency: string; value: string };
  amountRefunded?: { currency: string; value: string };
  amountChargedBack?: { currency: string; value: string };
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  metadata: unknown;
  _links: Record<string, { href: string; type: string }>;
}

interface FakeMollieRefund {
  resource: 'refund';
  id: string;
  paymentId: string;
  amount: { currency: string; value: string };
  status: 'queued' | 'pending' | 'refunded';
  createdAt: string;
}

export interface FakeMollie extends RunningPaymentFake {
  payments: Map<string, FakeMolliePayment>;
  /** Refunds created through the API (POST /v2/payments/{id}/refunds), by id. */
  refunds: Map<string, FakeMollieRefund>;
  /** Changes the status ('paid', 'failed', 'expired', 'canceled', 'pending') and calls the webhook. */
  settle(id: string, status: string): Promise<void>;
  refund(id: string): Promise<void>;
  chargeBack(id: string): Promise<void>;
}

const problem = (status: number, title: string, detail: string): FakeReply => ({
  status,
  body: {
    status,
    title,
    detail,
    _links: {
      documentation: {
        href: 'https://docs.mollie.com/overview/handling-errors',
        type: 'text/html',
      },
    },
  },
  headers: { 'content-type': 'application/hal+json' },
});

export async function startFakeMollie(): Promise<FakeMollie> {
  const payments = new Map<string, FakeMolliePayment>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds = new Map<string, FakeMollieRefund>();
  const cents = (value: string) => Math.round(Number(value) * 100);
  const authorised = (handle: (request: FakeRequest) => FakeReply) => (request: FakeRequest) =>
    request.authorization === FAKE_MOLLIE_API_KEY
      ? handle(request)
      : problem(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');

  const running = await startPaymentFake([
    [
      'POST',
      /^\/v2\/payments$/,
      authorised(({ request, body }) => {
        const key = request.headers['idempotency-key'];
        const earlier = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        if (earlier) return { status: 201, body: payments.get(earlier), headers: {} };
        const input = JSON.parse(body) as Partial<FakeMolliePayment>;
        if (
          !input.amount ||
          !/^\d+\.\d{2}$/.test(input.amount.value) ||
          !input.description ||
          !input.redirectUrl
        ) {
          return problem(
            422,
            'Unprocessable Entity',
            'The amount, description or redirect URL is missing or wrong',
          );
        }
        const id = randomId('tr_');
        const payment: FakeMolliePayment = {
          resource: 'payment',
          id,
          mode: 'test',
          status: 'open',
          method: input.method ?? null,
          amount: input.amount,
          description: input.description,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl ?? '',
          metadata: input.metadata ?? null,
          _links: {
            self: { href: `${running.baseUrl}/v2/payments/${id}`, type: 'application/hal+json' },
            checkout: {
              href: `${running.baseUrl}/checkout/select-method/${id}`,
              type: 'text/html',
            },
          },
        };
        payments.set(id, payment);
        if (typeof key === 'string') byIdempotencyKey.set(key, id);
        return { status: 201, body: payment, headers: { 'content-type': 'application/hal+json' } };
      }),
    ],
    [
      'GET',
      /^\/v2\/payments\/([^/]+)$/,
      authorised(({ params }) => {
        const payment = payments.get(params[0] ?? '');
        return payment
          ? { status: 200, body: payment, headers: {} }
          : problem(404, 'Not Found', `No payment exists with token ${params[0]}.`);
      }),
    ],
    [
      'POST',
      /^\/v2\/payments\/([^/]+)\/refunds$/,
      authorised(({ request, params, body }) => {
        const key = request.headers['idempotency-key'];
        const earlier = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        if (earlier) return { status: 201, body: refunds.get(earlier), headers: {} };
        const payment = payments.get(params[0] ?? '');
        if (!payment)
          return problem(404, 'Not Found', `No payment exists with token ${params[0]}.`);
        const input = JSON.parse(body) as { amount?: { currency?: string; value?: string } };
        const left = cents(payment.amount.value) - cents(payment.amountRefunded?.value ?? '0.00');
        if (payment.status !== 'paid' || left === 0) {
          return problem(422, 'Unprocessable Entity', 'The payment is not refundable.');
        }
        if (
          !input.amount?.value ||
          !/^\d+\.\d{2}$/.test(input.amount.value) ||
          input.amount.currency !== payment.amount.currency ||
          cents(input.amount.value) > left
        ) {
          return problem(
            422,
            'Unprocessable Entity',
            'The amount is missing or higher than the amount left to refund',
          );
        }
        const refund: FakeMollieRefund = {
          resource: 'refund',
          id: randomId('re_'),
          paymentId: payment.id,
          amount: { currency: input.amount.currency, value: input.amount.value },
          status: 'pending',
          createdAt: new Date().toISOString(),
        };
        refunds.set(refund.id, refund);
        if (typeof key === 'string') byIdempotencyKey.set(key, refund.id);
        const refunded =
          cents(payment.amountRefunded?.value ?? '0.00') + cents(refund.amount.value);
        payment.amountRefunded = {
          currency: payment.amount.currency,
          value: (refunded / 100).toFixed(2),
        };
        return { status: 201, body: refund, headers: { 'content-type': 'application/hal+json' } };
      }),
    ],
  ]);

  const paymentOf = (id: string) => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`fake Mollie has no payment ${id}`);
    return payment;
  };
  const callWebhook = (payment: FakeMolliePayment) =>
    notify(payment.webhookUrl, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: payment.id }).toString(),
    });

  return {
    ...running,
    payments,
    refunds,
    settle: async (id, status) => {
      const payment = paymentOf(id);
      payment.status = status;
      if (
        status === 'paid' ||
        status === 'failed' ||
        status === 'expired' ||
        status === 'canceled'
      ) {
        delete payment._links.checkout;
      }
      await callWebhook(payment);
    },
    refund: async (id) => {
      const payment = paymentOf(id);
      payment.amountRefunded = { ...payment.amount };
      await callWebhook(payment);
    },
    chargeBack: async (id) => {
      const payment = paymentOf(id);
      payment.amountChargedBack = { ...payment.amount };
      await callWebhook(payment);
    },
  };
}
