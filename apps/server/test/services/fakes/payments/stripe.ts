/**
 * A local Stripe: Checkout Sessions (payment and subscription mode), payment intents with their
 * charge, subscriptions, and events POSTed to the webhook endpoint with a `Stripe-Signature`
 * made from the endpoint's signing secret. Tests settle a session as Stripe would after the
 * customer acted: paid (at once or after a delay), expired, refunded, disputed.
 *
 * It reads requests as Stripe does: form-encoded bodies in bracket notation, an unknown parameter
 * refused, an unknown `Stripe-Version` refused. It speaks one API version only and also refuses a
 * request that names none: Stripe would answer in the account's default version, which is exactly
 * what pinning the version avoids, so a missing pin shows up in the tests.
 */
import { createHmac } from 'node:crypto';
import {
  type FakeReply,
  type FakeRequest,
  notify,
  type RunningPaymentFake,
  randomId,
  startPaymentFake,
} from './server.ts';

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_amora_fake';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_amora_fake_signing_secret';
/** The one API version this fake speaks, in its answers and its events. */
export const FAKE_STRIPE_API_VERSION = '2026-10-28.endive';

type StripeObject = Record<string, unknown> & { id: string };

interface FakeSession extends StripeObject {
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  payment_intent: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
}

/** One call to the API as Stripe saw it; `refused` when it answered 400 for the request's form. */
export interface FakeStripeCall {
  method: string;
  path: string;
  stripeVersion: string | undefined;
  refused: boolean;
}

export interface FakeStripe extends RunningPaymentFake {
  sessions: Map<string, FakeSession>;
  /** Refunds created through the API (POST /v1/refunds), by id. */
  refunds: Map<string, StripeObject & { amount: number; payment_intent: string }>;
  /** Every API call, with the version it named. */
  received: FakeStripeCall[];
  /** The customer paid; `delayed` is a bank debit that only succeeds (or fails) later. */
  pay(sessionId: string, options?: { delayed?: boolean }): Promise<void>;
  settleDelayed(sessionId: string, succeeded: boolean): Promise<void>;
  expire(sessionId: string): Promise<void>;
  refund(sessionId: string): Promise<void>;
  dispute(sessionId: string): Promise<void>;
  /** The next period was paid: a new invoice, as API versions from 2025 describe it. */
  renew(subscriptionId: string): Promise<void>;
  /** Signs with the endpoint's secret like Stripe; `secret` forges with another one. */
  signature(payload: string, options?: { secret?: string; timestamp?: number }): string;
}

const error = (status: number, message: string) => ({
  status,
  body: { error: { type: 'invalid_request_error', message } },
});

/** Stripe's bracket notation (`line_items[0][price_data][unit_amount]`) as a flat lookup. */
const formOf = (request: FakeRequest) => new URLSearchParams(request.body);

/** `expand[]=a` or the SDK's `expand[0]=a`, as Stripe takes both. */
const expandParam = /^expand\[\d*\]$/;
const expandOf = (params: URLSearchParams) =>
  [...params].filter(([key]) => expandParam.test(key)).map(([, value]) => value);

const metadataParam = (prefix: string) =>
  new RegExp(`^${prefix.replaceAll('[', '\\[').replaceAll(']', '\\]')}\\[[^\\[\\]]+\\]$`);

/** The parameters each call takes (the parts of Stripe's API this fake knows). */
const parametersOf = {
  createSession: [
    /^(mode|success_url|cancel_url|client_reference_id|customer_email)$/,
    /^line_items\[\d+\]\[quantity\]$/,
    /^line_items\[\d+\]\[price_data\]\[(currency|unit_amount)\]$/,
    /^line_items\[\d+\]\[price_data\]\[product_data\]\[name\]$/,
    /^line_items\[\d+\]\[price_data\]\[recurring\]\[(interval|interval_count)\]$/,
    metadataParam('metadata'),
    metadataParam('payment_intent_data[metadata]'),
    metadataParam('subscription_data[metadata]'),
    expandParam,
  ],
  listSessions: [/^(payment_intent|limit|starting_after|ending_before)$/, expandParam],
  retrieve: [expandParam],
  updateSubscription: [/^cancel_at_period_end$/, metadataParam('metadata'), expandParam],
  createRefund: [/^(payment_intent|charge|amount|reason)$/, metadataParam('metadata'), expandParam],
} satisfies Record<string, RegExp[]>;

const metadataOf = (form: URLSearchParams, prefix: string) =>
  Object.fromEntries(
    [...form]
      .filter(([key]) => key.startsWith(`${prefix}[`))
      .map(([key, value]) => [key.slice(prefix.length + 1, -1), value]),
  );

export async function startFakeStripe({ webhookUrl }: { webhookUrl: string }): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const intents = new Map<
    string,
    StripeObject & { status: string; latest_charge: string | null }
  >();
  const charges = new Map<
    string,
    StripeObject & { refunded: boolean; amount_refunded: number; disputed: boolean; amount: number }
  >();
  const subscriptions = new Map<string, StripeObject>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds: FakeStripe['refunds'] = new Map();

  const signature: FakeStripe['signature'] = (
    payload,
    { secret = FAKE_STRIPE_WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000) } = {},
  ) => {
    const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
    return `t=${timestamp},v1=${v1}`;
  };

  const send = async (type: string, object: StripeObject) => {
    const payload = JSON.stringify(
      {
        id: randomId('evt_'),
        object: 'event',
        api_version: FAKE_STRIPE_API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        data: { object },
      },
      null,
      2,
    );
    await notify(webhookUrl, {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature(payload),
      },
      body: payload,
    });
  };

  const expanded = (session: FakeSession, expand: string[]) => {
    if (!expand.includes('payment_intent.latest_charge') || !session.payment_intent) return session;
    const intent = intents.get(session.payment_intent);
    return {
      ...session,
      payment_intent: intent && {
        ...intent,
        latest_charge: intent.latest_charge ? charges.get(intent.latest_charge) : null,
      },
    };
  };

  const received: FakeStripeCall[] = [];

  /** Why Stripe would refuse the request's version or form, if it would. */
  const refusalOf = (request: FakeRequest, parameters: RegExp[]): string | undefined => {
    const version = request.request.headers['stripe-version'];
    if (version === undefined) {
      return `This fake speaks only Stripe-Version ${FAKE_STRIPE_API_VERSION}; name it`;
    }
    if (version !== FAKE_STRIPE_API_VERSION) return `Invalid Stripe API version: ${version}`;
    const contentType = request.request.headers['content-type'] ?? '';
    if (request.body !== '' && !contentType.startsWith('application/x-www-form-urlencoded')) {
      return 'Invalid request: the body must be application/x-www-form-urlencoded';
    }
    const params = request.request.method === 'GET' ? request.url.searchParams : formOf(request);
    const unknown = [...params.keys()].find(
      (key) => !parameters.some((parameter) => parameter.test(key)),
    );
    return unknown === undefined ? undefined : `Received unknown parameter: ${unknown}`;
  };

  /** A call to the API: the secret key, then the version and the form, as Stripe checks them. */
  const api =
    (parameters: RegExp[], handle: (request: FakeRequest) => FakeReply | Promise<FakeReply>) =>
    (request: FakeRequest) => {
      const call: FakeStripeCall = {
        method: request.request.method ?? 'GET',
        path: request.url.pathname,
        stripeVersion: [request.request.headers['stripe-version']].flat()[0],
        refused: false,
      };
      received.push(call);
      if (request.authorization !== FAKE_STRIPE_SECRET_KEY) {
        return error(401, 'Invalid API Key provided');
      }
      const refusal = refusalOf(request, parameters);
      if (refusal === undefined) return handle(request);
      call.refused = true;
      return error(400, refusal);
    };

  const running = await startPaymentFake([
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      api(parametersOf.createSession, (request) => {
        const key = request.request.headers['idempotency-key'];
        const earlier = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        if (earlier) return { status: 200, body: sessions.get(earlier) };
        const form = formOf(request);
        const mode = form.get('mode');
        const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
        if (
          (mode !== 'payment' && mode !== 'subscription') ||
          !Number.isInteger(amount) ||
          !form.get('success_url')
        ) {
          return error(400, 'Missing required param');
        }
        const id = randomId('cs_test_');
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          mode,
          status: 'open',
          payment_status: 'unpaid',
          url: `${running.baseUrl}/c/pay/${id}`,
          amount_total: amount,
          currency: form.get('line_items[0][price_data][currency]'),
          client_reference_id: form.get('client_reference_id'),
          customer_email: form.get('customer_email'),
          success_url: form.get('success_url'),
          cancel_url: form.get('cancel_url'),
          metadata: metadataOf(form, 'metadata'),
          payment_intent: null,
          subscription: null,
          recurring_months: Number(
            form.get('line_items[0][price_data][recurring][interval_count]') ?? 1,
          ),
          subscription_metadata: metadataOf(form, 'subscription_data[metadata]'),
          intent_metadata: metadataOf(form, 'payment_intent_data[metadata]'),
        };
        sessions.set(id, session);
        if (typeof key === 'string') byIdempotencyKey.set(key, id);
        return { status: 200, body: session };
      }),
    ],
    [
      'GET',
      /^\/v1\/checkout\/sessions$/,
      api(parametersOf.listSessions, ({ url }) => {
        const intent = url.searchParams.get('payment_intent');
        const data = [...sessions.values()].filter(
          (session) => !intent || session.payment_intent === intent,
        );
        return { status: 200, body: { object: 'list', data, has_more: false } };
      }),
    ],
    [
      'GET',
      /^\/v1\/checkout\/sessions\/([^/]+)$/,
      api(parametersOf.retrieve, ({ params, url }) => {
        const session = sessions.get(params[0] ?? '');
        return session
          ? { status: 200, body: expanded(session, expandOf(url.searchParams)) }
          : error(404, `No such checkout.session: '${params[0]}'`);
      }),
    ],
    [
      'GET',
      /^\/v1\/subscriptions\/([^/]+)$/,
      api(parametersOf.retrieve, ({ params }) => {
        const subscription = subscriptions.get(params[0] ?? '');
        return subscription
          ? { status: 200, body: subscription }
          : error(404, `No such subscription: '${params[0]}'`);
      }),
    ],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      api(parametersOf.updateSubscription, async (request) => {
        const subscription = subscriptions.get(request.params[0] ?? '');
        if (!subscription) return error(404, `No such subscription: '${request.params[0]}'`);
        const cancel = formOf(request).get('cancel_at_period_end');
        if (cancel !== null) subscription.cancel_at_period_end = cancel === 'true';
        await send('customer.subscription.updated', subscription);
        return { status: 200, body: subscription };
      }),
    ],
    [
      'POST',
      /^\/v1\/refunds$/,
      api(parametersOf.createRefund, async (request) => {
        const key = request.request.headers['idempotency-key'];
        const earlier = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        if (earlier) return { status: 200, body: refunds.get(earlier) };
        const form = formOf(request);
        const intent = intents.get(form.get('payment_intent') ?? '');
        const charge = intent?.latest_charge ? charges.get(intent.latest_charge) : undefined;
        if (!intent || !charge) {
          return error(404, `No such payment_intent: '${form.get('payment_intent')}'`);
        }
        const left = charge.amount - charge.amount_refunded;
        const amount = form.has('amount') ? Number(form.get('amount')) : left;
        if (left === 0) return error(400, `Charge ${charge.id} has already been refunded.`);
        if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
          return error(400, `Refund amount (${amount}) is greater than unrefunded amount`);
        }
        const refund = {
          id: randomId('re_'),
          object: 'refund',
          amount,
          charge: charge.id,
          payment_intent: intent.id,
          currency: 'eur',
          reason: form.get('reason'),
          status: 'succeeded',
        };
        refunds.set(refund.id, refund);
        if (typeof key === 'string') byIdempotencyKey.set(key, refund.id);
        charge.amount_refunded += amount;
        charge.refunded = charge.amount_refunded === charge.amount;
        await send('charge.refunded', charge);
        return { status: 200, body: refund };
      }),
    ],
  ]);

  const sessionOf = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`fake Stripe has no session ${id}`);
    return session;
  };
  const chargeOf = (session: FakeSession) => {
    const intent = session.payment_intent ? intents.get(session.payment_intent) : undefined;
    const charge = intent?.latest_charge ? charges.get(intent.latest_charge) : undefined;
    if (!charge) throw new Error(`session ${session.id} was not paid`);
    return charge;
  };

  return {
    ...running,
    sessions,
    refunds,
    received,
    signature,
    pay: async (sessionId, { delayed = false } = {}) => {
      const session = sessionOf(sessionId);
      session.status = 'complete';
      if (session.mode === 'subscription') {
        const now = Math.floor(Date.now() / 1000);
        const id = randomId('sub_');
        const end = now + Number(session.recurring_months) * 30 * 24 * 3600;
        subscriptions.set(id, {
          id,
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: false,
          metadata: session.subscription_metadata as Record<string, string>,
          items: {
            object: 'list',
            data: [{ id: randomId('si_'), current_period_start: now, current_period_end: end }],
          },
        });
        session.subscription = id;
        session.payment_status = 'paid';
      } else {
        const charge = {
          id: randomId('ch_'),
          object: 'charge',
          amount: Number(session.amount_total),
          refunded: false,
          amount_refunded: 0,
          disputed: false,
        };
        const intent = {
          id: randomId('pi_'),
          object: 'payment_intent',
          status: delayed ? 'processing' : 'succeeded',
          latest_charge: charge.id,
          metadata: session.intent_metadata as Record<string, string>,
        };
        charges.set(charge.id, { ...charge, payment_intent: intent.id });
        intents.set(intent.id, intent);
        session.payment_intent = intent.id;
        session.payment_status = delayed ? 'unpaid' : 'paid';
      }
      await send('checkout.session.completed', session);
    },
    settleDelayed: async (sessionId, succeeded) => {
      const session = sessionOf(sessionId);
      const intent = session.payment_intent ? intents.get(session.payment_intent) : undefined;
      if (intent) intent.status = succeeded ? 'succeeded' : 'requires_payment_method';
      session.payment_status = succeeded ? 'paid' : 'unpaid';
      await send(
        succeeded
          ? 'checkout.session.async_payment_succeeded'
          : 'checkout.session.async_payment_failed',
        session,
      );
    },
    expire: async (sessionId) => {
      const session = sessionOf(sessionId);
      session.status = 'expired';
      await send('checkout.session.expired', session);
    },
    refund: async (sessionId) => {
      const charge = chargeOf(sessionOf(sessionId));
      charge.refunded = true;
      charge.amount_refunded = charge.amount;
      await send('charge.refunded', charge);
    },
    renew: async (subscriptionId) => {
      const subscription = subscriptions.get(subscriptionId);
      const item = (subscription?.items as { data: { current_period_end: number }[] } | undefined)
        ?.data[0];
      if (!item) throw new Error(`fake Stripe has no subscription ${subscriptionId}`);
      item.current_period_end += 30 * 24 * 3600;
      await send('invoice.paid', {
        id: randomId('in_'),
        object: 'invoice',
        status: 'paid',
        billing_reason: 'subscription_cycle',
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: subscriptionId },
        },
      });
    },
    dispute: async (sessionId) => {
      const charge = chargeOf(sessionOf(sessionId));
      charge.disputed = true;
      await send('charge.dispute.created', {
        id: randomId('dp_'),
        object: 'dispute',
        amount: charge.amount,
        charge: charge.id,
        payment_intent: charge.payment_intent,
        reason: 'fraudulent',
        status: 'needs_response',
      });
    },
  };
}
