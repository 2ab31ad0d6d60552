/**
 * The embedded provider, so the shop works on one machine: its hosted checkout is a page of our
 * own server (sandbox-checkout.ts) where the tester decides the outcome. The outcome is kept in
 * memory and announced like a real provider would: a notification to the notify URL, signed with
 * the app secret in Stripe's scheme, then the browser is sent back to the redirect URL.
 */
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import {
  acknowledged,
  DEFAULT_PAYMENT_TIMEOUT_MS,
  headerValue,
  parseJson,
  returnUrl,
  signPayload,
  verifySignedPayload,
} from './http.ts';
import {
  type CheckoutProvider,
  type CreatedCheckout,
  PaymentProviderError,
  type PaymentRequest,
  type PaymentState,
  type PaymentStatus,
  paymentStatuses,
  type WebhookOutcome,
  type WebhookRequest,
} from './types.ts';

export const SANDBOX_SIGNATURE_HEADER = 'amora-sandbox-signature';
/** The checkout pages' path prefix. */
export const SANDBOX_PATH = '/sandbox-pay';

export interface SandboxOptions {
  /** Our server's public address; the checkout pages live under it. */
  publicUrl: string;
  /** Signs the notifications (the app SECRET). */
  secret: string;
  timeoutMs?: number;
  /** How old a signed notification may be, in seconds. */
  toleranceSeconds?: number;
}

export interface SandboxPayment {
  reference: string;
  transactionId: string;
  amountCents: number;
  description: string;
  redirectUrl: string;
  notifyUrl: string;
  status: PaymentStatus;
}

export const sandboxOutcomes = ['paid', 'failed', 'pending', 'refunded', 'charged_back'] as const;
export type SandboxOutcome = (typeof sandboxOutcomes)[number];

/** What the tester may choose next: an open or pending payment is decided, a paid one taken back. */
export function sandboxChoices(status: PaymentStatus): SandboxOutcome[] {
  if (status === 'open' || status === 'pending') return ['paid', 'failed', 'pending'];
  if (status === 'paid') return ['refunded', 'charged_back'];
  return [];
}

const Notification = v.object({
  id: v.string(),
  type: v.literal('payment.updated'),
  data: v.object({
    reference: v.string(),
    transactionId: v.string(),
    status: v.picklist(paymentStatuses),
    amountCents: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
});

export class SandboxProvider implements CheckoutProvider {
  private readonly payments = new Map<string, SandboxPayment>();
  private readonly options: Required<SandboxOptions>;

  constructor(options: SandboxOptions) {
    this.options = {
      timeoutMs: DEFAULT_PAYMENT_TIMEOUT_MS,
      toleranceSeconds: 300,
      ...options,
      publicUrl: options.publicUrl.replace(/\/+$/, ''),
    };
  }

  async createPayment(request: PaymentRequest): Promise<CreatedCheckout> {
    const reference = `sbx_${randomBytes(12).toString('base64url')}`;
    this.payments.set(reference, {
      reference,
      transactionId: request.transactionId,
      amountCents: request.amountCents,
      description: request.description,
      redirectUrl: request.redirectUrl,
      notifyUrl: request.notifyUrl,
      status: 'open',
    });
    return { reference, checkoutUrl: `${this.options.publicUrl}${SANDBOX_PATH}/${reference}` };
  }

  async readPayment(reference: string): Promise<PaymentState> {
    const payment = this.payments.get(reference);
    if (!payment) {
      throw new PaymentProviderError('sandbox', 'not_found', 'No such sandbox payment');
    }
    return stateOf(payment);
  }

  /**
   * An operator's refund: a paid payment becomes refunded, as the tester's choice would make it,
   * but without a notification (the caller applies it); a refunded one answers as it is.
   */
  async refundPayment(reference: string, amountCents: number): Promise<PaymentState> {
    const payment = this.payments.get(reference);
    if (!payment) {
      throw new PaymentProviderError('sandbox', 'not_found', 'No such sandbox payment');
    }
    if (payment.status !== 'paid' && payment.status !== 'refunded') {
      throw new PaymentProviderError(
        'sandbox',
        'rejected',
        `A ${payment.status} payment cannot be refunded`,
      );
    }
    if (amountCents !== payment.amountCents) {
      throw new PaymentProviderError('sandbox', 'rejected', 'Only a full refund is possible');
    }
    payment.status = 'refunded';
    return stateOf(payment);
  }

  find(reference: string): SandboxPayment | undefined {
    return this.payments.get(reference);
  }

  /**
   * Records the tester's choice and notifies our server; answers where to send the browser and
   * whether the notification was accepted (when not, a status read still tells the outcome).
   */
  async settle(
    reference: string,
    status: SandboxOutcome,
  ): Promise<{ location: string; notified: boolean }> {
    const payment = this.payments.get(reference);
    if (!payment) {
      throw new PaymentProviderError('sandbox', 'not_found', 'No such sandbox payment');
    }
    if (!sandboxChoices(payment.status).includes(status)) {
      throw new PaymentProviderError(
        'sandbox',
        'rejected',
        `A ${payment.status} payment cannot become ${status}`,
      );
    }
    payment.status = status;
    const body = JSON.stringify({
      id: `evt_${randomBytes(12).toString('base64url')}`,
      type: 'payment.updated',
      created: Math.floor(Date.now() / 1000),
      data: { ...stateOf(payment), currency: 'EUR' },
    });
    const notified = await fetch(payment.notifyUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signPayload(this.options.secret, body),
      },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(this.options.timeoutMs),
    }).then(
      (response) => response.ok,
      () => false,
    );
    return { location: returnUrl(payment.redirectUrl, payment.transactionId), notified };
  }

  async handleWebhook(request: WebhookRequest): Promise<WebhookOutcome> {
    const signature = headerValue(request.headers, SANDBOX_SIGNATURE_HEADER);
    const { secret, toleranceSeconds } = this.options;
    if (!verifySignedPayload(signature, request.rawBody, secret, toleranceSeconds)) {
      throw new PaymentProviderError('sandbox', 'invalid_notification', 'Bad sandbox signature');
    }
    const parsed = v.safeParse(Notification, parseJson(request.rawBody));
    if (!parsed.success) {
      throw new PaymentProviderError('sandbox', 'invalid_notification', 'Unreadable notification');
    }
    const { id, data } = parsed.output;
    return { events: [{ kind: 'payment', eventId: id, ...data }], reply: acknowledged };
  }
}

const stateOf = (payment: SandboxPayment): PaymentState => ({
  reference: payment.reference,
  transactionId: payment.transactionId,
  status: payment.status,
  amountCents: payment.amountCents,
});
