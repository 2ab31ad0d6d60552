/**
 * Buying coins and premium with money (spec 02 sections 3, 4 and 7, Payment). Amounts are euro
 * cents. A created payment carries the provider's checkout address; the member returns to
 * `redirectUrl` and the app reads the outcome with GET /payment/{id}. The server accepts only a
 * `redirectUrl` on its own web origin, so a payment cannot be used to send a member elsewhere.
 */
import * as v from 'valibot';
import {
  AbsoluteUrl,
  Cents,
  DateTime,
  Id,
  IdParams,
  NonNegativeInteger,
  optionalField,
} from './common';
import { endpoint } from './endpoint';
import { PaymentProvider, SubscriptionProduct } from './shop';
import { CoinInfo } from './user';

/** loading: created, the checkout is not finished; pending: paid but not yet confirmed. */
export const paymentStates = ['loading', 'success', 'pending', 'failure'] as const;
export const PaymentState = v.picklist(paymentStates);
export type PaymentState = v.InferOutput<typeof PaymentState>;

export const Payment = v.object({
  id: Id,
  state: PaymentState,
  provider: PaymentProvider,
  productId: Id,
  productKind: v.picklist(['coins', 'subscription']),
  methodId: v.nullable(Id),
  amountCents: Cents,
  currency: v.literal('EUR'),
  /** The coins credited once it succeeded. */
  coins: NonNegativeInteger,
  /** The provider's hosted checkout; null once it is no longer needed. */
  checkoutUrl: v.nullable(v.string()),
  createdAt: DateTime,
  completedAt: v.nullable(DateTime),
  /** The balance after crediting, on a successful payment read by its owner. */
  coinInfo: v.nullable(CoinInfo),
});
export type Payment = v.InferOutput<typeof Payment>;

/** POST /payment/microPayment or /payment/stripe: a coin package by a payment method. */
export const CreatePaymentPayload = v.object({
  productId: Id,
  methodId: Id,
  /** Must be the caller's own id when given; the session decides. */
  userId: optionalField(Id),
  redirectUrl: AbsoluteUrl,
});
export type CreatePaymentPayload = v.InferOutput<typeof CreatePaymentPayload>;

/** POST /payment/payPal: `amount` in cents must match the package's price. */
export const PayPalPaymentPayload = v.object({
  currency: v.literal('EUR'),
  productId: Id,
  transactionId: optionalField(v.pipe(v.string(), v.maxLength(200))),
  amount: Cents,
  redirectUrl: optionalField(AbsoluteUrl),
});
export type PayPalPaymentPayload = v.InferOutput<typeof PayPalPaymentPayload>;

/** POST /payment/payPal/verify: the PayPal order approved by the member. */
export const PayPalVerifyPayload = v.object({
  orderId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
});
export type PayPalVerifyPayload = v.InferOutput<typeof PayPalVerifyPayload>;

/** POST /payment/stripe/subscription: `methodId` may be empty (the checkout asks). */
export const SubscriptionPaymentPayload = v.object({
  productId: Id,
  userId: optionalField(Id),
  redirectUrl: AbsoluteUrl,
  methodId: optionalField(v.pipe(v.string(), v.maxLength(64)), ''),
});
export type SubscriptionPaymentPayload = v.InferOutput<typeof SubscriptionPaymentPayload>;

/**
 * The apps' store purchases. `receipt` keeps its name but is the store's proof of the purchase:
 * for the App Store the StoreKit 2 signed transaction (`Transaction.jwsRepresentation`, a JWS),
 * no longer the base64 app receipt; for Google Play the purchase token.
 */
export const StorePurchasePayload = v.object({
  productId: Id,
  receipt: v.pipe(v.string(), v.nonEmpty(), v.maxLength(65_536)),
});
export type StorePurchasePayload = v.InferOutput<typeof StorePurchasePayload>;

export const subscriptionStates = ['pending', 'active', 'cancelled', 'expired'] as const;

/**
 * A premium subscription. A cancelled one stays active until `currentPeriodEnd`; the next period
 * is debited 24 hours before the current one ends (`nextDebitAt`).
 */
export const Subscription = v.object({
  id: Id,
  productId: Id,
  provider: PaymentProvider,
  state: v.picklist(subscriptionStates),
  startedAt: DateTime,
  /** Null while pending: no period is paid yet. */
  currentPeriodEnd: v.nullable(DateTime),
  nextDebitAt: v.nullable(DateTime),
  cancelledAt: v.nullable(DateTime),
  /** The checkout to finish a pending subscription. */
  checkoutUrl: v.nullable(v.string()),
});
export type Subscription = v.InferOutput<typeof Subscription>;

/** Subscriptions bought in the apps' stores are cancelled in that store, not here. */
export const storeSubscriptionProviders = ['apple', 'google'] as const satisfies PaymentProvider[];

/** The member's own subscription as the premium shop shows it, with its package. */
export const OwnSubscription = v.object({
  ...Subscription.entries,
  product: SubscriptionProduct,
  /**
   * Whether DELETE /payment/stripe/subscription/{id} stops its renewal: an active one not bought
   * in a store (those answer SUBSCRIPTION_MANAGED_BY_STORE).
   */
  isCancellable: v.boolean(),
});
export type OwnSubscription = v.InferOutput<typeof OwnSubscription>;

/**
 * GET /payment/subscription: the member's premium and the subscription it runs on. `subscription`
 * is the running one (active before cancelled, then the later period end), null when none runs.
 * A cancelled subscription keeps premium until `currentPeriodEnd` and is not debited again.
 */
export const PremiumStatus = v.object({
  hasActivePremium: v.boolean(),
  /** When premium ends unless renewed; null without premium. */
  premiumUntil: v.nullable(DateTime),
  subscription: v.nullable(OwnSubscription),
});
export type PremiumStatus = v.InferOutput<typeof PremiumStatus>;

const createPayment = (path: string, summary: string) =>
  endpoint({
    method: 'POST',
    path,
    auth: 'member',
    answer: 'data',
    tag: 'payment',
    summary,
    body: CreatePaymentPayload,
    response: Payment,
  });

const storeSubscription = (path: string, summary: string) =>
  endpoint({
    method: 'POST',
    path,
    auth: 'member',
    answer: 'data',
    tag: 'payment',
    summary,
    body: StorePurchasePayload,
    response: Subscription,
  });

const storePurchase = (path: string, summary: string) =>
  endpoint({
    method: 'POST',
    path,
    auth: 'member',
    answer: 'data',
    tag: 'payment',
    summary,
    body: StorePurchasePayload,
    response: Payment,
  });

export const paymentEndpoints = {
  createMicroPayment: createPayment('/payment/microPayment', 'Buy coins through microPayment'),
  createStripe: createPayment('/payment/stripe', 'Buy coins through Stripe'),
  createPayPal: endpoint({
    method: 'POST',
    path: '/payment/payPal',
    auth: 'member',
    answer: 'data',
    tag: 'payment',
    summary: 'Buy coins through PayPal',
    body: PayPalPaymentPayload,
    response: Payment,
  }),
  verifyPayPal: endpoint({
    method: 'POST',
    path: '/payment/payPal/verify',
    auth: 'member',
    answer: 'data',
    tag: 'payment',
    summary: 'Capture an approved PayPal order and credit its coins',
    body: PayPalVerifyPayload,
    response: Payment,
  }),
  createStripeSubscription: endpoint({
    method: 'POST',
    path: '/payment/stripe/subscription',
    auth: 'member',
    answer: 'data',
    tag: 'payment',
    summary: 'Start a premium subscription through Stripe',
    body: SubscriptionPaymentPayload,
    response: Subscription,
  }),
  ownSubscription: endpoint({
    method: 'GET',
    path: '/payment/subscription',
    auth: 'member',
    answer: 'data',
    tag: 'payment',
    summary: 'The member’s premium and the subscription it runs on',
    response: PremiumStatus,
  }),
  stripeSubscription: endpoint({
    method: 'GET',
    path: '/payment/stripe/subscription/{id}',
    auth: 'member',
    answer: 'data',
    tag: 'payment',
    summary: 'Read a subscription',
    params: IdParams,
    response: Subscription,
  }),
  cancelStripeSubscription: endpoint({
    method: 'DELETE',
    path: '/payment/stripe/subscription/{id}',
    auth: 'member',
    answer: 'data',
    tag: 'payment',
    summary:
      'Cancel a subscription at the end of its period (a store’s: SUBSCRIPTION_MANAGED_BY_STORE)',
    params: IdParams,
    response: Subscription,
  }),
  apple: storePurchase('/payment/apple', 'Credit an App Store coin purchase'),
  google: storePurchase('/payment/google', 'Credit a Play Store coin purchase'),
  appleSubscription: storeSubscription(
    '/payment/apple/subscription',
    'Start a premium subscription bought in the App Store',
  ),
  googleSubscription: storeSubscription(
    '/payment/google/subscription',
    'Start a premium subscription bought in the Play Store',
  ),
  get: endpoint({
    method: 'GET',
    path: '/payment/{id}',
    auth: 'member',
    answer: 'data',
    tag: 'payment',
    summary: 'Verify a payment: its state, and the coins credited',
    params: IdParams,
    response: Payment,
  }),
};
