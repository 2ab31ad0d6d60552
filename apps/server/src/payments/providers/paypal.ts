/**
 * PayPal's REST API: an OAuth2 client-credentials token (POST /v1/oauth2/token, kept until shortly
 * before it expires), Orders v2 (create, read, capture once the member approved: the app's
 * "verify with orderId"), Subscriptions v1 on billing plans set up in PayPal, and webhooks that
 * PayPal itself verifies (POST /v1/notifications/verify-webhook-signature with the transmission
 * headers and our webhook id). Our transaction id rides as `custom_id`.
 */
import * as v from 'valibot';
import {
  acknowledged,
  callProvider,
  endpoint,
  expectSuccess,
  fromDecimal,
  headerValue,
  type ProviderCall,
  parseJson,
  returnUrl,
  toDecimal,
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

export const PAYPAL_API_URL = 'https://api-m.paypal.com';

export interface PayPalOptions {
  apiUrl?: string;
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave our webhook; it is part of what PayPal's signature covers. */
  webhookId: string;
  /** PayPal billing plan id by our subscription product id. */
  planIds?: Record<string, string>;
  timeoutMs?: number;
}

const Money = v.looseObject({ currency_code: v.string(), value: v.string() });
const Links = v.optional(v.array(v.looseObject({ href: v.string(), rel: v.string() })), []);

const Capture = v.looseObject({
  id: v.string(),
  status: v.string(),
  amount: v.optional(Money),
  custom_id: v.optional(v.string()),
  supplementary_data: v.optional(
    v.looseObject({
      related_ids: v.optional(v.looseObject({ order_id: v.optional(v.string()) })),
    }),
  ),
  links: Links,
});
type Capture = v.InferOutput<typeof Capture>;

const Order = v.looseObject({
  id: v.string(),
  status: v.string(),
  links: Links,
  purchase_units: v.optional(
    v.array(
      v.looseObject({
        reference_id: v.optional(v.string()),
        custom_id: v.optional(v.string()),
        amount: v.optional(Money),
        payments: v.optional(v.looseObject({ captures: v.optional(v.array(Capture)) })),
      }),
    ),
  ),
});
type Order = v.InferOutput<typeof Order>;

const Subscription = v.looseObject({
  id: v.string(),
  status: v.string(),
  custom_id: v.optional(v.string()),
  links: Links,
  billing_info: v.optional(v.looseObject({ next_billing_time: v.optional(v.string()) })),
});
type Subscription = v.InferOutput<typeof Subscription>;

const Refund = v.looseObject({ id: v.string(), status: v.string() });

const Token = v.looseObject({ access_token: v.string(), expires_in: v.number() });
const Verification = v.looseObject({ verification_status: v.string() });
const Event = v.looseObject({
  id: v.string(),
  event_type: v.string(),
  resource: v.looseObject({}),
});
const Sale = v.looseObject({ billing_agreement_id: v.optional(v.string()) });

type PayPalCall = Pick<ProviderCall, 'json' | 'jsonText'> & { requestId?: string };

const transmissionHeaders = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

const captureStatuses: Record<string, PaymentState['status']> = {
  COMPLETED: 'paid',
  PENDING: 'pending',
  DECLINED: 'failed',
  FAILED: 'failed',
  REFUNDED: 'refunded',
  PARTIALLY_REFUNDED: 'refunded',
};

const captureEvents: Record<string, PaymentState['status']> = {
  'PAYMENT.CAPTURE.COMPLETED': 'paid',
  'PAYMENT.CAPTURE.PENDING': 'pending',
  'PAYMENT.CAPTURE.DENIED': 'failed',
  'PAYMENT.CAPTURE.REFUNDED': 'refunded',
  'PAYMENT.CAPTURE.REVERSED': 'charged_back',
};

export class PayPalProvider implements CheckoutProvider, SubscriptionProvider {
  private readonly apiUrl: string;
  private readonly options: PayPalOptions;
  private token: { value: string; expiresAt: number } | undefined;

  constructor(options: PayPalOptions) {
    this.options = options;
    this.apiUrl = options.apiUrl ?? PAYPAL_API_URL;
  }

  async createPayment(request: PaymentRequest): Promise<CreatedCheckout> {
    const back = returnUrl(request.redirectUrl, request.transactionId);
    const order = await this.request(Order, 'POST', '/v2/checkout/orders', {
      json: {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: request.transactionId,
            custom_id: request.transactionId,
            description: request.description,
            amount: { currency_code: request.currency, value: toDecimal(request.amountCents) },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: back,
              cancel_url: back,
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
            },
          },
        },
      },
      requestId: `order-${request.transactionId}`,
    });
    return { reference: order.id, checkoutUrl: approvalLink(order.links) };
  }

  async readPayment(reference: string): Promise<PaymentState> {
    return orderStateOf(
      await this.request(Order, 'GET', `/v2/checkout/orders/${encodeURIComponent(reference)}`),
    );
  }

  /**
   * Captures an order the member approved, and answers its state. Safe to repeat: PayPal answers a
   * repeated capture with the first one's result, and an order that cannot be captured (not
   * approved yet, or captured before) is read instead.
   */
  async capturePayment(reference: string): Promise<PaymentState> {
    const path = `/v2/checkout/orders/${encodeURIComponent(reference)}/capture`;
    const answer = await this.call('POST', path, { json: {}, requestId: `capture-${reference}` });
    if (answer.status === 422) return this.readPayment(reference);
    return orderStateOf(parse(Order, expectSuccess('payPal', answer, `POST ${path}`), path));
  }

  /** Refunds the order's capture (PayPal refunds captures, not orders); the order then reads refunded. */
  async refundPayment(reference: string, amountCents: number): Promise<PaymentState> {
    const path = `/v2/checkout/orders/${encodeURIComponent(reference)}`;
    const order = await this.request(Order, 'GET', path);
    const unit = order.purchase_units?.[0];
    const capture = unit?.payments?.captures?.[0];
    if (!capture) {
      throw new PaymentProviderError('payPal', 'rejected', 'The order has no capture to refund');
    }
    await this.request(
      Refund,
      'POST',
      `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`,
      {
        json: {
          amount: {
            currency_code: unit?.amount?.currency_code ?? 'EUR',
            value: toDecimal(amountCents),
          },
        },
        requestId: `refund-${capture.id}`,
      },
    );
    return this.readPayment(reference);
  }

  async handleWebhook(request: WebhookRequest): Promise<WebhookOutcome> {
    const event = parseJson(request.rawBody);
    const headers = Object.fromEntries(
      Object.entries(transmissionHeaders).map(([field, header]) => [
        field,
        headerValue(request.headers, header),
      ]),
    );
    const parsed = v.safeParse(Event, event);
    if (!parsed.success || Object.values(headers).some((value) => !value)) {
      throw new PaymentProviderError('payPal', 'invalid_notification', 'Not a PayPal notification');
    }
    const verification = await this.request(
      Verification,
      'POST',
      '/v1/notifications/verify-webhook-signature',
      // The event goes back byte for byte: PayPal's signature covers the body as it was sent.
      {
        jsonText: `${JSON.stringify({ ...headers, webhook_id: this.options.webhookId }).slice(0, -1)},"webhook_event":${request.rawBody}}`,
      },
    );
    if (verification.verification_status !== 'SUCCESS') {
      throw new PaymentProviderError(
        'payPal',
        'invalid_notification',
        'PayPal did not confirm the signature',
      );
    }
    const normalised = await this.eventOf(parsed.output);
    return { events: normalised ? [normalised] : [], reply: acknowledged };
  }

  async createSubscription(request: SubscriptionRequest): Promise<CreatedCheckout> {
    const planId = this.options.planIds?.[request.productId];
    if (!planId) {
      throw new PaymentProviderError(
        'payPal',
        'rejected',
        `No PayPal plan for product ${request.productId}`,
      );
    }
    const back = returnUrl(request.redirectUrl, request.transactionId);
    const subscription = await this.request(Subscription, 'POST', '/v1/billing/subscriptions', {
      json: {
        plan_id: planId,
        custom_id: request.transactionId,
        subscriber: { email_address: request.member.email },
        application_context: {
          return_url: back,
          cancel_url: back,
          user_action: 'SUBSCRIBE_NOW',
          shipping_preference: 'NO_SHIPPING',
        },
      },
      requestId: `subscription-${request.transactionId}`,
    });
    return { reference: subscription.id, checkoutUrl: approvalLink(subscription.links) };
  }

  async readSubscription(reference: string): Promise<SubscriptionState> {
    const path = `/v1/billing/subscriptions/${encodeURIComponent(reference)}`;
    return subscriptionStateOf(await this.request(Subscription, 'GET', path));
  }

  async cancelSubscription(reference: string): Promise<SubscriptionState> {
    const path = `/v1/billing/subscriptions/${encodeURIComponent(reference)}/cancel`;
    const answer = await this.call('POST', path, { json: { reason: 'Cancelled by the member' } });
    // 422 SUBSCRIPTION_STATUS_INVALID: cancelled already, which is what was asked.
    if (answer.status !== 422) expectSuccess('payPal', answer, `POST ${path}`);
    return this.readSubscription(reference);
  }

  private async eventOf({
    id,
    event_type,
    resource,
  }: v.InferOutput<typeof Event>): Promise<PaymentEvent | undefined> {
    const captureStatus = captureEvents[event_type];
    if (captureStatus) {
      const capture = await this.captureOf(parse(Capture, resource, event_type));
      const orderId = capture.supplementary_data?.related_ids?.order_id;
      if (!orderId) return undefined;
      return {
        kind: 'payment',
        eventId: id,
        reference: orderId,
        transactionId: capture.custom_id,
        status: captureStatus,
        amountCents: fromDecimal(capture.amount?.value),
      };
    }
    if (event_type.startsWith('BILLING.SUBSCRIPTION.')) {
      return {
        kind: 'subscription',
        eventId: id,
        ...subscriptionStateOf(parse(Subscription, resource, event_type)),
      };
    }
    // A renewal's payment: the subscription's new period is what counts.
    if (event_type === 'PAYMENT.SALE.COMPLETED') {
      const subscriptionId = parse(Sale, resource, event_type).billing_agreement_id;
      if (!subscriptionId) return undefined;
      return {
        kind: 'subscription',
        eventId: id,
        ...(await this.readSubscription(subscriptionId)),
      };
    }
    return undefined;
  }

  /**
   * Refund and reversal events carry the refund, not the capture: its `up` link leads to the
   * capture, which knows the order. Only the link's path is followed, on our configured API URL.
   */
  private async captureOf(resource: Capture): Promise<Capture> {
    if (resource.supplementary_data?.related_ids?.order_id) return resource;
    const up = resource.links.find((link) => link.rel === 'up')?.href;
    const path = up ? new URL(up).pathname : '';
    if (!/^\/v2\/payments\/captures\/[\w-]+$/.test(path)) return resource;
    return this.request(Capture, 'GET', path);
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const credentials = Buffer.from(
      `${this.options.clientId}:${this.options.clientSecret}`,
    ).toString('base64');
    const answer = await callProvider('payPal', endpoint(this.apiUrl, '/v1/oauth2/token'), {
      method: 'POST',
      form: new URLSearchParams({ grant_type: 'client_credentials' }),
      headers: { authorization: `Basic ${credentials}` },
      timeoutMs: this.options.timeoutMs,
    });
    const token = parse(Token, expectSuccess('payPal', answer, 'POST /v1/oauth2/token'), 'token');
    // A minute's margin so a token never expires between here and PayPal.
    this.token = {
      value: token.access_token,
      expiresAt: Date.now() + (token.expires_in - 60) * 1000,
    };
    return token.access_token;
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    { json, jsonText, requestId }: PayPalCall = {},
  ) {
    return callProvider('payPal', endpoint(this.apiUrl, path), {
      method,
      json,
      jsonText,
      headers: {
        authorization: `Bearer ${await this.accessToken()}`,
        // PayPal's idempotency key: a retried create or capture answers the first result.
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      timeoutMs: this.options.timeoutMs,
    });
  }

  private async request<Schema extends v.GenericSchema>(
    schema: Schema,
    method: 'GET' | 'POST',
    path: string,
    call: PayPalCall = {},
  ): Promise<v.InferOutput<Schema>> {
    const answer = await this.call(method, path, call);
    return parse(schema, expectSuccess('payPal', answer, `${method} ${path}`), path);
  }
}

function parse<Schema extends v.GenericSchema>(
  schema: Schema,
  value: unknown,
  what: string,
): v.InferOutput<Schema> {
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) {
    throw new PaymentProviderError('payPal', 'unavailable', `Unexpected PayPal answer (${what})`);
  }
  return parsed.output;
}

function approvalLink(links: { href: string; rel: string }[]): string {
  const link = links.find(
    (candidate) => candidate.rel === 'payer-action' || candidate.rel === 'approve',
  );
  if (!link)
    throw new PaymentProviderError('payPal', 'unavailable', 'PayPal gave no approval link');
  return link.href;
}

function orderStateOf(order: Order): PaymentState {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  const status: PaymentState['status'] =
    order.status === 'VOIDED'
      ? 'failed'
      : order.status !== 'COMPLETED'
        ? 'open'
        : (captureStatuses[capture?.status ?? ''] ?? 'pending');
  return {
    reference: order.id,
    transactionId: unit?.custom_id ?? unit?.reference_id,
    status,
    amountCents: fromDecimal(unit?.amount?.value),
  };
}

function subscriptionStateOf(subscription: Subscription): SubscriptionState {
  const next = subscription.billing_info?.next_billing_time;
  const statuses: Record<string, SubscriptionState['status']> = {
    APPROVAL_PENDING: 'pending',
    APPROVED: 'pending',
    ACTIVE: 'active',
    CANCELLED: 'cancelled',
  };
  return {
    reference: subscription.id,
    transactionId: subscription.custom_id,
    status: statuses[subscription.status] ?? 'expired',
    currentPeriodEnd: next ? new Date(next) : undefined,
  };
}
