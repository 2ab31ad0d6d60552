/**
 * Mollie's Payments API (v2, JSON, `Authorization: Bearer` with the API key). Its webhook is a
 * form POST carrying only `id=tr_...` and no signature: the payment is read back from Mollie,
 * so a forged call can neither invent a payment nor change one's status.
 */
import * as v from 'valibot';
import {
  acknowledged,
  callProvider,
  endpoint,
  expectSuccess,
  fromDecimal,
  returnUrl,
  toDecimal,
} from './http.ts';
import {
  type CheckoutProvider,
  type CreatedCheckout,
  type PaymentMethodKind,
  PaymentProviderError,
  type PaymentRequest,
  type PaymentState,
  type WebhookOutcome,
  type WebhookRequest,
} from './types.ts';

export const MOLLIE_API_URL = 'https://api.mollie.com';

export interface MollieOptions {
  apiUrl?: string;
  apiKey: string;
  timeoutMs?: number;
}

/** Our payment methods by Mollie's names; the others are left to Mollie's own method choice. */
const mollieMethods: Partial<Record<PaymentMethodKind, string>> = {
  creditCard: 'creditcard',
  payPal: 'paypal',
  applePay: 'applepay',
  giropay: 'giropay',
  paysafecard: 'paysafecard',
  bankTransfer: 'banktransfer',
  klarna: 'klarna',
};

const Amount = v.looseObject({ currency: v.string(), value: v.string() });

const MolliePayment = v.looseObject({
  id: v.string(),
  status: v.string(),
  method: v.optional(v.nullable(v.string())),
  amount: Amount,
  amountRefunded: v.optional(Amount),
  amountChargedBack: v.optional(Amount),
  metadata: v.optional(v.nullable(v.looseObject({ transactionId: v.optional(v.string()) }))),
  _links: v.looseObject({
    checkout: v.optional(v.looseObject({ href: v.string() })),
  }),
});
type MolliePayment = v.InferOutput<typeof MolliePayment>;

const MollieRefund = v.looseObject({ id: v.string(), status: v.string(), amount: Amount });

const paymentId = /^tr_[A-Za-z0-9]{1,64}$/;

export class MollieProvider implements CheckoutProvider {
  private readonly apiUrl: string;
  private readonly options: MollieOptions;

  constructor(options: MollieOptions) {
    this.options = options;
    this.apiUrl = options.apiUrl ?? MOLLIE_API_URL;
  }

  async createPayment(request: PaymentRequest): Promise<CreatedCheckout> {
    const method = request.method && mollieMethods[request.method];
    const payment = await this.request(MolliePayment, 'POST', '/v2/payments', {
      json: {
        amount: { currency: request.currency, value: toDecimal(request.amountCents) },
        description: request.description,
        redirectUrl: returnUrl(request.redirectUrl, request.transactionId),
        webhookUrl: request.notifyUrl,
        metadata: { transactionId: request.transactionId, memberId: request.member.id },
        ...(method ? { method } : {}),
      },
      // A retried create answers the same payment instead of opening a second checkout.
      headers: { 'idempotency-key': `payment-${request.transactionId}` },
    });
    const checkoutUrl = payment._links.checkout?.href;
    if (!checkoutUrl) {
      throw new PaymentProviderError('mollie', 'unavailable', 'Mollie gave no checkout URL');
    }
    return { reference: payment.id, checkoutUrl };
  }

  async readPayment(reference: string): Promise<PaymentState> {
    if (!paymentId.test(reference)) {
      throw new PaymentProviderError('mollie', 'not_found', 'Not a Mollie payment id');
    }
    return stateOf(await this.request(MolliePayment, 'GET', `/v2/payments/${reference}`));
  }

  /** Refunds the payment through Mollie's Refunds API; the payment then reads as refunded. */
  async refundPayment(reference: string, amountCents: number): Promise<PaymentState> {
    if (!paymentId.test(reference)) {
      throw new PaymentProviderError('mollie', 'not_found', 'Not a Mollie payment id');
    }
    await this.request(MollieRefund, 'POST', `/v2/payments/${reference}/refunds`, {
      json: { amount: { currency: 'EUR', value: toDecimal(amountCents) } },
      // A retried refund answers the first one instead of refunding twice.
      headers: { 'idempotency-key': `refund-${reference}` },
    });
    return this.readPayment(reference);
  }

  async handleWebhook(request: WebhookRequest): Promise<WebhookOutcome> {
    const id = new URLSearchParams(request.rawBody).get('id') ?? '';
    let state: PaymentState;
    try {
      state = await this.readPayment(id);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.reason === 'not_found') {
        throw new PaymentProviderError(
          'mollie',
          'invalid_notification',
          'Mollie knows no such payment',
          { cause: error },
        );
      }
      throw error;
    }
    // Mollie's calls carry no id of their own; a replay of the same status is the same event.
    const event = {
      kind: 'payment' as const,
      eventId: `${state.reference}:${state.status}`,
      ...state,
    };
    return { events: [event], reply: acknowledged };
  }

  private async request<Schema extends v.GenericSchema>(
    schema: Schema,
    method: 'GET' | 'POST',
    path: string,
    call: { json?: unknown; headers?: Record<string, string> } = {},
  ): Promise<v.InferOutput<Schema>> {
    const answer = await callProvider('mollie', endpoint(this.apiUrl, path), {
      method,
      json: call.json,
      headers: { authorization: `Bearer ${this.options.apiKey}`, ...call.headers },
      timeoutMs: this.options.timeoutMs,
    });
    const parsed = v.safeParse(schema, expectSuccess('mollie', answer, `${method} ${path}`));
    if (!parsed.success) {
      throw new PaymentProviderError(
        'mollie',
        'unavailable',
        `Unexpected answer to ${method} ${path}`,
      );
    }
    return parsed.output;
  }
}

function stateOf(payment: MolliePayment): PaymentState {
  return {
    reference: payment.id,
    transactionId: payment.metadata?.transactionId,
    status: statusOf(payment),
    amountCents: fromDecimal(payment.amount.value),
  };
}

function statusOf(payment: MolliePayment): PaymentState['status'] {
  switch (payment.status) {
    case 'paid':
      if (fromDecimal(payment.amountChargedBack?.value ?? '0') > 0) return 'charged_back';
      if (fromDecimal(payment.amountRefunded?.value ?? '0') > 0) return 'refunded';
      return 'paid';
    case 'pending':
    case 'authorized':
      return 'pending';
    case 'open':
      // A bank transfer stays open until the money arrives, one or two bank days later.
      return payment.method === 'banktransfer' ? 'pending' : 'open';
    default:
      return 'failed';
  }
}
