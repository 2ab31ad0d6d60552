/**
 * Stripe through its REST API (form-encoded requests, `Authorization: Bearer` with the secret key):
 * Checkout Sessions for one-off payments and subscriptions, webhooks verified by their
 * `Stripe-Signature` (HMAC-SHA256 of "timestamp.payload" with the endpoint's secret, within a
 * tolerance). Our transaction id rides as `client_reference_id` and in the metadata.
 */
import * as v from 'valibot';
import {
  acknowledged,
  callProvider,
  endpoint,
  expectSuccess,
  headerValue,
  parseJson,
  returnUrl,
  verifySignedPayload,
} from './http.ts';
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

export const STRIPE_API_URL = 'https://api.stripe.com';

export interface StripeOptions {
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
  private readonly apiUrl: string;
  private readonly options: StripeOptions;

  constructor(options: StripeOptions) {
    this.options = options;
    this.apiUrl = options.apiUrl ?? STRIPE_API_URL;
  }

  async createPayment(request: PaymentRequest): Promise<CreatedCheckout> {
    const form = this.checkoutForm(request, 'payment');
    form.set('line_items[0][price_data][unit_amount]', String(request.amountCents));
    form.set('payment_intent_data[metadata][transactionId]', request.transactionId);
    return this.createSession(form, request.transactionId);
  }

  async readPayment(reference: string): Promise<PaymentState> {
    const session = await this.request(
      Session,
      'GET',
      `/v1/checkout/sessions/${encodeURIComponent(reference)}`,
      {
        query: { 'expand[]': 'payment_intent.latest_charge' },
      },
    );
    return paymentStateOf(session, sessionStatus(session));
  }

  async handleWebhook(request: WebhookRequest): Promise<WebhookOutcome> {
    const signature = headerValue(request.headers, 'stripe-signature');
    const { webhookSecret, toleranceSeconds = 300 } = this.options;
    if (!verifySignedPayload(signature, request.rawBody, webhookSecret, toleranceSeconds)) {
      throw new PaymentProviderError('stripe', 'invalid_notification', 'Bad Stripe-Signature');
    }
    const parsed = v.safeParse(Event, parseJson(request.rawBody));
    if (!parsed.success) {
      throw new PaymentProviderError('stripe', 'invalid_notification', 'Unreadable Stripe event');
    }
    const event = await this.eventOf(parsed.output);
    return { events: event ? [event] : [], reply: acknowledged };
  }

  async createSubscription(request: SubscriptionRequest): Promise<CreatedCheckout> {
    const form = this.checkoutForm(request, 'subscription');
    form.set('line_items[0][price_data][unit_amount]', String(request.amountCents));
    form.set('line_items[0][price_data][recurring][interval]', 'month');
    form.set('line_items[0][price_data][recurring][interval_count]', String(request.periodMonths));
    form.set('subscription_data[metadata][transactionId]', request.transactionId);
    form.set('subscription_data[metadata][productId]', request.productId);
    return this.createSession(form, request.transactionId);
  }

  /** Takes the checkout's reference (cs_...) as well as the subscription's own id (sub_...). */
  async readSubscription(reference: string): Promise<SubscriptionState> {
    if (!reference.startsWith('cs_'))
      return subscriptionStateOf(await this.subscription(reference));
    const session = await this.request(
      Session,
      'GET',
      `/v1/checkout/sessions/${encodeURIComponent(reference)}`,
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
    const updated = await this.request(
      Subscription,
      'POST',
      `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`,
      {
        form: new URLSearchParams({ cancel_at_period_end: 'true' }),
      },
    );
    return subscriptionStateOf(updated);
  }

  private checkoutForm(
    request: PaymentRequest | SubscriptionRequest,
    mode: 'payment' | 'subscription',
  ) {
    const back = returnUrl(request.redirectUrl, request.transactionId);
    return new URLSearchParams({
      mode,
      success_url: back,
      cancel_url: back,
      client_reference_id: request.transactionId,
      customer_email: request.member.email,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': request.currency.toLowerCase(),
      'line_items[0][price_data][product_data][name]': request.description,
      'metadata[transactionId]': request.transactionId,
      'metadata[memberId]': request.member.id,
    });
  }

  private async createSession(
    form: URLSearchParams,
    transactionId: string,
  ): Promise<CreatedCheckout> {
    const session = await this.request(Session, 'POST', '/v1/checkout/sessions', {
      form,
      // A retried create answers the same session instead of opening a second checkout.
      headers: { 'idempotency-key': `checkout-${transactionId}` },
    });
    if (!session.url) {
      throw new PaymentProviderError('stripe', 'unavailable', 'Stripe gave no checkout URL');
    }
    return { reference: session.id, checkoutUrl: session.url };
  }

  private subscription(id: string) {
    return this.request(Subscription, 'GET', `/v1/subscriptions/${encodeURIComponent(id)}`);
  }

  /** The checkout session a payment intent was paid through, which knows our transaction. */
  private async sessionOfPaymentIntent(paymentIntent: string): Promise<Session | undefined> {
    const list = await this.request(SessionList, 'GET', '/v1/checkout/sessions', {
      query: { payment_intent: paymentIntent, limit: '1' },
    });
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

  private async request<Schema extends v.GenericSchema>(
    schema: Schema,
    method: 'GET' | 'POST',
    path: string,
    {
      form,
      query = {},
      headers = {},
    }: {
      form?: URLSearchParams;
      query?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
  ): Promise<v.InferOutput<Schema>> {
    const answer = await callProvider('stripe', endpoint(this.apiUrl, path, query), {
      method,
      form,
      headers: { authorization: `Bearer ${this.options.secretKey}`, ...headers },
      timeoutMs: this.options.timeoutMs,
    });
    const parsed = v.safeParse(schema, expectSuccess('stripe', answer, `${method} ${path}`));
    if (!parsed.success) {
      throw new PaymentProviderError(
        'stripe',
        'unavailable',
        `Unexpected answer to ${method} ${path}`,
      );
    }
    return parsed.output;
  }
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
