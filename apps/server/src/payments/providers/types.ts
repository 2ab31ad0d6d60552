/**
 * The one shape every payment provider is seen through: a hosted checkout created for our
 * transaction, its status read back, and the provider's notifications turned into verified,
 * normalised events. Money is integer euro cents; our transaction id travels with every payment
 * so that an event can always be matched to it, whatever the provider calls it.
 */
import type { paymentMethodKinds } from '@amora/contract';

export type PaymentMethodKind = (typeof paymentMethodKinds)[number];

export interface PaymentMember {
  id: string;
  email: string;
}

export interface PaymentRequest {
  /** Our id of the payment; providers echo it, and it keys idempotent fulfilment. */
  transactionId: string;
  amountCents: number;
  currency: 'EUR';
  description: string;
  member: PaymentMember;
  /** Where the member's browser returns to; `transactionId` is appended to it. */
  redirectUrl: string;
  /** Where the provider sends its notifications (Stripe and PayPal use their dashboard's). */
  notifyUrl: string;
  /** The member's chosen method, for providers with a checkout per method (microPayment). */
  method?: PaymentMethodKind;
}

export interface CreatedCheckout {
  /** The provider's id of the payment (or subscription checkout), to read it back with. */
  reference: string;
  /** The provider's hosted page the member is sent to. */
  checkoutUrl: string;
}

/**
 * open: the checkout is not finished (the app's `loading`); pending: paid but not yet confirmed,
 * e.g. a bank transfer (coins come later); failed also covers cancelled and expired checkouts.
 */
export const paymentStatuses = [
  'open',
  'pending',
  'paid',
  'failed',
  'refunded',
  'charged_back',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export interface PaymentState {
  reference: string;
  /** Our transaction id as the provider echoed it. */
  transactionId: string | undefined;
  status: PaymentStatus;
  amountCents: number;
}

/** pending: not yet paid; cancelled: runs until currentPeriodEnd, then stops; expired: ended. */
export type SubscriptionStatus = 'pending' | 'active' | 'cancelled' | 'expired';

export interface SubscriptionState {
  /** The provider's subscription id once it exists, otherwise the checkout's reference. */
  reference: string;
  transactionId: string | undefined;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | undefined;
}

export interface SubscriptionRequest extends Omit<PaymentRequest, 'method'> {
  /** Our subscription product (PayPal maps it to a billing plan). */
  productId: string;
  periodMonths: number;
}

/** A provider's notification as it reached our server. */
export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  /** Exactly the bytes received: signatures are computed over them. */
  rawBody: string;
  query: Record<string, string | undefined>;
}

export type PaymentEvent =
  | ({ kind: 'payment'; eventId: string } & PaymentState)
  | ({ kind: 'subscription'; eventId: string } & SubscriptionState);

export interface WebhookOutcome {
  /** Empty for notifications that change nothing we track. */
  events: PaymentEvent[];
  /** What to answer the provider (microPayment reads a text answer; the others want a 200). */
  reply: { status: number; contentType: string; body: string };
}

export interface CheckoutProvider {
  createPayment(request: PaymentRequest): Promise<CreatedCheckout>;
  /** Absent where the provider only pushes notifications (microPayment's payment window). */
  readPayment?(reference: string): Promise<PaymentState>;
  /**
   * Gives the member's money back, in full, through the provider; answers the payment as the
   * provider then reports it. Safe to repeat: a retried refund is answered the first one's result.
   * Absent where the provider offers no refund call (microPayment).
   */
  refundPayment?(reference: string, amountCents: number): Promise<PaymentState>;
  /** Verifies the notification; throws a PaymentProviderError('invalid_notification') if forged. */
  handleWebhook(request: WebhookRequest): Promise<WebhookOutcome>;
}

export interface SubscriptionProvider {
  createSubscription(request: SubscriptionRequest): Promise<CreatedCheckout>;
  readSubscription(reference: string): Promise<SubscriptionState>;
  /** Stops the renewal; the subscription stays active until its current period ends. */
  cancelSubscription(reference: string): Promise<SubscriptionState>;
}

/**
 * purchased: paid and not taken back (a subscription: its period still runs); pending: not paid
 * yet (Play's slow payment methods); refunded: cancelled or refunded by the store; expired: a
 * subscription whose paid period is over.
 */
export interface StorePurchase {
  productId: string;
  /** The store's id of this payment (App Store transaction id, Play order id): it keys crediting. */
  transactionId: string;
  state: 'purchased' | 'pending' | 'refunded' | 'expired';
  purchasedAt: Date;
  /** Subscriptions only: the end of the paid period. */
  expiresAt: Date | undefined;
}

/** The product bought in the app and the App Store receipt or the Play purchase token. */
export interface StoreReceipt {
  productId: string;
  receipt: string;
}

export interface StoreProvider {
  /** Checks a one-off purchase with the store; a receipt it does not vouch for fails. */
  verifyPurchase(input: StoreReceipt): Promise<StorePurchase>;
  verifySubscription(input: StoreReceipt): Promise<StorePurchase>;
}

/**
 * invalid_notification: a webhook that is not the provider's (bad signature, unknown payment);
 * invalid_receipt: a store receipt the store does not vouch for; not_found: unknown reference;
 * rejected: the provider refused the request; unavailable: the provider did not answer usably.
 */
export type PaymentFailure =
  | 'invalid_notification'
  | 'invalid_receipt'
  | 'not_found'
  | 'rejected'
  | 'unavailable';

export class PaymentProviderError extends Error {
  readonly provider: string;
  readonly reason: PaymentFailure;

  constructor(
    provider: string,
    reason: PaymentFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
    this.provider = provider;
    this.reason = reason;
  }
}
