/**
 * Stripe through its official SDK (`stripe`), every request naming the API version the SDK is
 * typed for: without a pinned `Stripe-Version` Stripe answers in the account's default version,
 * so upgrading the account in the dashboard would change the payloads under us. Checkout Sessions
 * for one-off payments and subscriptions; webhooks checked by the SDK's `constructEvent` (the
 * `Stripe-Signature` HMAC and its tolerance). Our transaction id rides as `client_reference_id`
 * and in the metadata.
 */
import Stripe from 'stripe';
import * as v from 'valibot';
import { STRIPE_API_URL } from './addresses.ts';
import { acknowledged, DEFAULT_PAYMENT_TIMEOUT_MS, headerValue, returnUrl } from './http.ts';
import {
  type CheckoutProvider,
  type CreatedCheckout,
  type PaymentEvent,
  PaymentProviderError,
  type PaymentRequest,
  type PaymentState,
  type SubscriptionProvider,
  type SubscriptionRequest,
  type SubscriptionState,
  type WebhookOutcome,
  type WebhookRequest,
} from './types.ts';

/**
 * The API version of every request, the installed SDK's own: `satisfies` fails the type check when
 * an SDK upgrade moves it, so a new version is adopted on purpose (with the webhook endpoint's
 * version in the dashboard), never by accident.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

/** Stripe's default tolerance: a signed notification older than this is a replay. */
const DEFAULT_TOLERANCE_SECONDS = 300;

export interface StripeOptions {
  /** An origin only (the SDK takes a host, port and protocol): the real API or a local fake. */
  apiUrl?: string;
  secretKey: string;
  /** The signing secret of the webhook endpoint (whsec_...). */
  webhookSecret: string;
  toleranceSeconds?: number;
  timeoutMs?: number;
}

const Metadata = v.optional(v.record(v.string(), v.string()), {});

const Charge = v.looseObject({
  refunded: v.optional(v.boolean(), false),
  amount_refunded: v.optional(v.number(), 0),
  disputed: v.optional(v.boolean(), false),
});

const PaymentIntent = v.looseObject({
  id: v.string(),
  status: v.string(),
  latest_charge: v.optional(v.nullable(v.union([v.string(), Charge]))),
});

const Session = v.looseObject({
  id: v.string(),
  url: v.optional(v.nullable(v.string())),
  mode: v.string(),
  status: v.nullable(v.string()),
  payment_status: v.string(),
  amount_total: v.nullable(v.number()),
  client_reference_id: v.nullable(v.string()),
  metadata: Metadata,
  payment_intent: v.optional(v.nullable(v.union([v.string(), PaymentIntent]))),
  subscription: v.optional(v.nullable(v.union([v.string(), v.looseObject({ id: v.string() })]))),
});
type Session = v.InferOutput<typeof Session>;

const Subscription = v.looseObject({
  id: v.string(),
  status: v.string(),
  cancel_at_period_end: v.boolean(),
  metadata: Metadata,
  current_period_end: v.optional(v.number()),
  // Newer API versions keep the period on the subscription's items.
  items: v.optional(
    v.looseObject({
      data: v.array(v.looseObject({ current_period_end: v.optional(v.number()) })),
    }),
  ),
});
type Subscription = v.InferOutput<typeof Subscription>;

const Refund = v.looseObject({ id: v.string(), status: v.nullable(v.string()) });

const SessionList = v.looseObject({ data: v.array(Session) });

const Event = v.looseObject({
  id: v.string(),
  type: v.string(),
  data: v.looseObject({ object: v.looseObject({}) }),
});

const ObjectWithPaymentIntent = v.looseObject({ payment_intent: v.nullable(v.string()) });
const Invoice = v.looseObject({
  subscription: v.optional(v.nullable(v.string())),
  parent: v.optional(
    v.nullable(
      v.looseObject({
        subscription_details: v.optional(
          v.nullable(v.looseObject({ subscription: v.nullable(v.string()) })),
        ),
      }),
    ),
  ),
});

export class StripeProvider implements CheckoutProvider, SubscriptionProvider {
  private readonly stripe: Stripe;
  private readonly options: StripeOptions;

  constructor(options: StripeOptions) {
    this.options = options;
    this.stripe = new Stripe(options.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      ...sdkAddressOf(options.apiUrl ?? STRIPE_API_URL),
      timeout: options.timeoutMs ?? DEFAULT_PAYMENT_TIMEOUT_MS,
      // One attempt within the time limit, as every provider call; a retried checkout would be
      // answered the same session anyway (its idempotency key).
      maxNetworkRetries: 0,
      telemetry: false,
    });
  }

  async createPayment(request: PaymentRequest): Promise<CreatedCheckout> {
    return this.createSession(request, {
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: this.priceOf(request) }],
      payment_intent_data: { metadata: { transactionId: request.transactionId } },
    });
  }

  async readPayment(reference: string): Promise<PaymentState> {
    const session = await this.call(Session, `read checkout ${reference}`, () =>
      this.stripe.checkout.sessions.retrieve(reference, {
        expand: ['payment_intent.latest_charge'],
      }),
    );
    return paymentStateOf(session, sessionStatus(session));
  }

  /** Refunds the checkout's payment intent; the charge then reads as refunded. */
  async refundPayment(reference: string, amountCents: number): Promise<PaymentState> {
    const session = await this.call(Session, `read checkout ${reference}`, () =>
      this.stripe.checkout.sessions.retrieve(reference),
    );
    const paymentIntent = idOf(session.payment_intent);
    if (!paymentIntent) {
      throw new PaymentProviderError('stripe', 'rejected', 'The checkout has no payment to refund');
    }
    await this.call(Refund, `refund ${paymentIntent}`, () =>
      this.stripe.refunds.create(
        { payment_intent: paymentIntent, amount: amountCents },
        // A retried refund answers the first one instead of refunding twice.
        { idempotencyKey: `refund-${reference}` },
      ),
    );
    return this.readPayment(reference);
  }

  async handleWebhook(request: WebhookRequest): Promise<WebhookOutcome> {
    const signature = headerValue(request.headers, 'stripe-signature') ?? '';
    const { webhookSecret, toleranceSeconds = DEFAULT_TOLERANCE_SECONDS } = this.options;
    let verified: unknown;
    try {
      verified = this.stripe.webhooks.constructEvent(
        request.rawBody,
        signature,
        webhookSecret,
        toleranceSeconds,
      );
    } catch (cause) {
      throw new PaymentProviderError('stripe', 'invalid_notification', 'Bad Stripe-Signature', {
        cause,
      });
    }
    const parsed = v.safeParse(Event, verified);
    if (!parsed.success) {
      throw new PaymentProviderError('stripe', 'invalid_notification', 'Unreadable Stripe event');
    }
    const event = await this.eventOf(parsed.output);
    return { events: event ? [event] : [], reply: acknowledged };
  }

  async createSubscription(request: SubscriptionRequest): Promise<CreatedCheckout> {
    return this.createSession(request, {
      mode: 'subscription',
      line_items: [
        {
          quantity: 1,
          price_data: {
            ...this.priceOf(request),
            recurring: { interval: 'month', interval_count: request.periodMonths },
          },
        },
      ],
      subscription_data: {
        metadata: { transactionId: request.transactionId, productId: request.productId },
      },
    });
  }

  /** Takes the checkout's reference (cs_...) as well as the subscription's own id (sub_...). */
  async readSubscription(reference: string): Promise<SubscriptionState> {
    if (!reference.startsWith('cs_'))
      return subscriptionStateOf(await this.subscription(reference));
    const session = await this.call(Session, `read checkout ${reference}`, () =>
      this.stripe.checkout.sessions.retrieve(reference),
    );
    const subscriptionId = idOf(session.subscription);
    if (subscriptionId) return subscriptionStateOf(await this.subscription(subscriptionId));
    return {
      reference,
      transactionId: transactionIdOf(session),
      status: session.status === 'expired' ? 'expired' : 'pending',
      currentPeriodEnd: undefined,
    };
  }

  async cancelSubscription(reference: string): Promise<SubscriptionState> {
    const { reference: subscriptionId } = await this.readSubscription(reference);
    if (!subscriptionId.startsWith('sub_')) {
      throw new PaymentProviderError('stripe', 'not_found', 'The checkout has no subscription yet');
    }
    const updated = await this.call(Subscription, `cancel ${subscriptionId}`, () =>
      this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
    );
    return subscriptionStateOf(updated);
  }

  private priceOf(request: PaymentRequest | SubscriptionRequest) {
    return {
      currency: request.currency.toLowerCase(),
      unit_amount: request.amountCents,
      product_data: { name: request.description },
    };
  }

  private async createSession(
    request: PaymentRequest | SubscriptionRequest,
    params: Stripe.Checkout.SessionCreateParams,
  ): Promise<CreatedCheckout> {
    const back = returnUrl(request.redirectUrl, request.transactionId);
    const session = await this.call(Session, 'create checkout', () =>
      this.stripe.checkout.sessions.create(
        {
          ...params,
          success_url: back,
          cancel_url: back,
          client_reference_id: request.transactionId,
          customer_email: request.member.email,
          metadata: { transactionId: request.transactionId, memberId: request.member.id },
        },
        // A retried create answers the same session instead of opening a second checkout.
        { idempotencyKey: `checkout-${request.transactionId}` },
      ),
    );
    if (!session.url) {
      throw new PaymentProviderError('stripe', 'unavailable', 'Stripe gave no checkout URL');
    }
    return { reference: session.id, checkoutUrl: session.url };
  }

  private subscription(id: string) {
    return this.call(Subscription, `read subscription ${id}`, () =>
      this.stripe.subscriptions.retrieve(id),
    );
  }

  /** The checkout session a payment intent was paid through, which knows our transaction. */
  private async sessionOfPaymentIntent(paymentIntent: string): Promise<Session | undefined> {
    const list = await this.call(SessionList, `find checkout of ${paymentIntent}`, () =>
      this.stripe.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 }),
    );
    return list.data[0];
  }

  private async eventOf({
    id,
    type,
    data,
  }: v.InferOutput<typeof Event>): Promise<PaymentEvent | undefined> {
    const object = data.object;
    switch (type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired': {
        const session = v.parse(Session, object);
        if (session.mode === 'subscription') {
          const state = await this.readSubscription(idOf(session.subscription) ?? session.id);
          return { kind: 'subscription', eventId: id, ...state };
        }
        const status =
          type === 'checkout.session.completed'
            ? session.payment_status === 'paid'
              ? 'paid'
              : 'pending'
            : type === 'checkout.session.async_payment_succeeded'
              ? 'paid'
              : 'failed';
        return { kind: 'payment', eventId: id, ...paymentStateOf(session, status) };
      }
      case 'charge.refunded':
      case 'charge.dispute.created': {
        const { payment_intent } = v.parse(ObjectWithPaymentIntent, object);
        const session = payment_intent
          ? await this.sessionOfPaymentIntent(payment_intent)
          : undefined;
        if (!session) return undefined;
        const status = type === 'charge.refunded' ? 'refunded' : 'charged_back';
        return { kind: 'payment', eventId: id, ...paymentStateOf(session, status) };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return {
          kind: 'subscription',
          eventId: id,
          ...subscriptionStateOf(v.parse(Subscription, object)),
        };
      case 'invoice.paid': {
        const invoice = v.parse(Invoice, object);
        const subscriptionId =
          invoice.subscription ?? invoice.parent?.subscription_details?.subscription;
        if (!subscriptionId) return undefined;
        return {
          kind: 'subscription',
          eventId: id,
          ...subscriptionStateOf(await this.subscription(subscriptionId)),
        };
      }
      default:
        return undefined;
    }
  }

  /**
   * One SDK call, its answer checked against what we read of it. Stripe's refusals become ours:
   * not found, unavailable (its outage, a rate limit, our wrong key, no answer) or rejected.
   */
  private async call<Schema extends v.GenericSchema>(
    schema: Schema,
    what: string,
    send: () => Promise<unknown>,
  ): Promise<v.InferOutput<Schema>> {
    let answer: unknown;
    try {
      answer = await send();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      throw new PaymentProviderError(
        'stripe',
        refusalReason(error.statusCode),
        `Stripe answered ${error.statusCode ?? 'nothing'} to ${what}`,
        { cause: error },
      );
    }
    const parsed = v.safeParse(schema, answer);
    if (!parsed.success) {
      throw new PaymentProviderError('stripe', 'unavailable', `Unexpected answer to ${what}`);
    }
    return parsed.output;
  }
}

/** The SDK's host, port and protocol for an API origin (Stripe's own, or a local fake's). */
function sdkAddressOf(apiUrl: string) {
  const url = new URL(apiUrl);
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`The Stripe API URL must be an origin without a path: ${apiUrl}`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    protocol,
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port || (protocol === 'http' ? '80' : '443'),
  } as const;
}

/** 401 means our key is wrong: the server's configuration, not the member's request. */
function refusalReason(status: number | undefined): PaymentProviderError['reason'] {
  if (status === 404) return 'not_found';
  if (status === undefined || status >= 500 || status === 429 || status === 401) {
    return 'unavailable';
  }
  return 'rejected';
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

const transactionIdOf = (object: {
  client_reference_id?: string | null;
  metadata: Record<string, string>;
}) => object.client_reference_id ?? object.metadata.transactionId;

function paymentStateOf(session: Session, status: PaymentState['status']): PaymentState {
  return {
    reference: session.id,
    transactionId: transactionIdOf(session),
    status,
    amountCents: session.amount_total ?? 0,
  };
}

/** A session read with its payment intent and latest charge expanded. */
function sessionStatus(session: Session): PaymentState['status'] {
  if (session.status === 'expired') return 'failed';
  if (session.status !== 'complete') return 'open';
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : undefined;
  if (session.payment_status !== 'paid') {
    return intent && ['canceled', 'requires_payment_method'].includes(intent.status)
      ? 'failed'
      : 'pending';
  }
  const charge = typeof intent?.latest_charge === 'object' ? intent.latest_charge : undefined;
  if (charge?.disputed) return 'charged_back';
  if (charge && (charge.refunded || charge.amount_refunded > 0)) return 'refunded';
  return 'paid';
}

function subscriptionStateOf(subscription: Subscription): SubscriptionState {
  const periodEnd =
    subscription.current_period_end ?? subscription.items?.data[0]?.current_period_end;
  const running = ['active', 'trialing', 'past_due'].includes(subscription.status);
  return {
    reference: subscription.id,
    transactionId: subscription.metadata.transactionId,
    status:
      subscription.status === 'incomplete'
        ? 'pending'
        : running
          ? subscription.cancel_at_period_end
            ? 'cancelled'
            : 'active'
          : 'expired',
    currentPeriodEnd: periodEnd === undefined ? undefined : new Date(periodEnd * 1000),
  };
}
