/**
 * microPayment, the spec's default provider, through its payment windows: the member is sent to
 * the window of the chosen method with the amount and our free parameters in the query, sealed
 * with `seal = md5(query + access key)` so that nobody can change them. microPayment then calls
 * the project's notification URL (set in its control center) with a GET carrying `function`
 * (billing, init, storno, backpay, refund, expire), the amount, our free parameters and `auth`, the
 * notification key of the project; it reads our answer `status=ok`, `url=` (where to send the
 * member), `target=_top`, `forward=1`, one per line. Payment windows have no status read.
 */
import { createHash } from 'node:crypto';
import { returnUrl, safeEqual } from './http.ts';
import {
  type CheckoutProvider,
  type CreatedCheckout,
  type PaymentMethodKind,
  PaymentProviderError,
  type PaymentRequest,
  type PaymentStatus,
  type WebhookOutcome,
  type WebhookRequest,
} from './types.ts';

export interface MicroPaymentOptions {
  /** The project's short name in microPayment's control center. */
  project: string;
  /** The account's access key: seals the payment window's query. */
  accessKey: string;
  /** The key microPayment sends as `auth` with every notification. */
  notificationKey: string;
  /** One base for every window, `<base>/<module>/event/` (tests, proxies); otherwise microPayment's own. */
  windowBaseUrl?: string;
  /** Test payments without money, on microPayment's side. */
  testMode?: boolean;
}

/** microPayment's payment modules: the window's host and path module. */
const modules = {
  creditcard: 'creditcard.micropayment.de',
  prepay: 'prepayment.micropayment.de',
  paypal: 'paypal.micropayment.de',
  paysafecard: 'paysafecard.micropayment.de',
  sofort: 'directbanking.micropayment.de',
} as const;
type MicroPaymentModule = keyof typeof modules;

const moduleByMethod: Partial<Record<PaymentMethodKind, MicroPaymentModule>> = {
  creditCard: 'creditcard',
  bankTransfer: 'prepay',
  payPal: 'paypal',
  paysafecard: 'paysafecard',
  klarna: 'sofort',
};

/** What each notification says about the payment; `init` opens a bank transfer not yet paid. */
const statusByFunction: Record<string, PaymentStatus> = {
  billing: 'paid',
  backpay: 'paid',
  init: 'pending',
  storno: 'charged_back',
  refund: 'refunded',
  expire: 'failed',
};

export class MicroPaymentProvider implements CheckoutProvider {
  private readonly options: MicroPaymentOptions;

  constructor(options: MicroPaymentOptions) {
    this.options = options;
  }

  async createPayment(request: PaymentRequest): Promise<CreatedCheckout> {
    const module = (request.method && moduleByMethod[request.method]) ?? 'creditcard';
    const query = new URLSearchParams({
      project: this.options.project,
      amount: String(request.amountCents),
      currency: request.currency,
      title: request.description,
      // Free parameters: microPayment hands them back with every notification.
      paymentId: request.transactionId,
      returnUrl: request.redirectUrl,
    }).toString();
    const seal = createHash('md5').update(`${query}${this.options.accessKey}`).digest('hex');
    const test = this.options.testMode ? '&testmode=1' : '';
    return {
      reference: request.transactionId,
      checkoutUrl: `${this.windowUrl(module)}?${query}&seal=${seal}${test}`,
    };
  }

  async handleWebhook(request: WebhookRequest): Promise<WebhookOutcome> {
    const { auth, function: kind, amount, currency, paymentId } = request.query;
    if (!auth || !safeEqual(auth, this.options.notificationKey)) {
      throw new PaymentProviderError(
        'microPayment',
        'invalid_notification',
        'Wrong notification key',
      );
    }
    const amountCents = Number(amount);
    if (!paymentId || currency !== 'EUR' || !Number.isSafeInteger(amountCents) || amountCents < 0) {
      throw new PaymentProviderError(
        'microPayment',
        'invalid_notification',
        'Incomplete notification',
      );
    }
    const status = kind === undefined ? undefined : statusByFunction[kind];
    const events = status
      ? [
          {
            kind: 'payment' as const,
            eventId: `${paymentId}:${kind}`,
            reference: paymentId,
            transactionId: paymentId,
            status,
            amountCents,
          },
        ]
      : [];
    const back = request.query.returnUrl;
    const lines = ['status=ok'];
    if (back && URL.canParse(back)) {
      lines.push(`url=${returnUrl(back, paymentId)}`, 'target=_top', 'forward=1');
    }
    return { events, reply: { status: 200, contentType: 'text/plain', body: lines.join('\n') } };
  }

  private windowUrl(module: MicroPaymentModule): string {
    const base = this.options.windowBaseUrl?.replace(/\/+$/, '') ?? `https://${modules[module]}`;
    return `${base}/${module}/event/`;
  }
}
