/**
 * Buying coins and premium with money (spec 02 section 4, Payment checkout): the payment is
 * created by its method, the browser goes to the provider's hosted checkout (in the demo
 * the server's sandbox page), comes back to the result route with `transactionId`, and the
 * server says how it went. The balance shown is the server's from that answer.
 */
import {
  type CoinInfo,
  errorCodes,
  type Payment,
  type PaymentMethod,
  type PaymentState,
} from '@amora/contract';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { coinInfoReceived } from '../../../member/model';
import { loadUserFx, sessionEnded } from '../../../session/model';
import { apiEffect } from '../../../shared/api';
import { codeOf, dataOf } from '../../../shared/result';
import { $paymentMethods } from './catalogue';

export interface CoinCheckout {
  productId: string;
  methodId: string;
  /** The result route on the app's own origin (the server accepts no other). */
  redirectUrl: string;
}

export interface PremiumCheckout {
  productId: string;
  redirectUrl: string;
}

export const coinCheckoutStarted = createEvent<CoinCheckout>();
export const premiumCheckoutStarted = createEvent<PremiumCheckout>();
/** The member came back from the checkout: the result route with the payment's id. */
export const paymentReturned = createEvent<string>();
export const checkoutLeft = createEvent();

interface CoinPayment extends CoinCheckout {
  provider: PaymentMethod['provider'];
}

/** Stripe's methods are created through its own call; every other method through microPayment's. */
const createCoinPaymentFx = apiEffect(async (api, { provider, ...body }: CoinPayment) =>
  dataOf(
    await (provider === 'stripe'
      ? api.payment.createStripe.request({ body })
      : api.payment.createMicroPayment.request({ body })),
  ),
);
const createSubscriptionFx = apiEffect(async (api, body: PremiumCheckout) =>
  dataOf(await api.payment.createStripeSubscription.request({ body: { ...body, methodId: '' } })),
);
export const verifyPaymentFx = apiEffect(async (api, id: string) =>
  dataOf(await api.payment.get.request({ params: { id } })),
);
/** Leaves the app for the provider's page; it comes back to the result route. */
export const openCheckoutFx = createEffect((url: string) => {
  window.location.assign(url);
});

sample({
  clock: coinCheckoutStarted,
  source: $paymentMethods,
  filter: (methods, { methodId }) => methods.some((method) => method.id === methodId),
  fn: (methods, checkout): CoinPayment => ({
    ...checkout,
    provider: methods.find((method) => method.id === checkout.methodId)?.provider ?? 'sandbox',
  }),
  target: createCoinPaymentFx,
});
sample({ clock: premiumCheckoutStarted, target: createSubscriptionFx });
const checkoutUrlReceived = sample({
  clock: [createCoinPaymentFx.doneData, createSubscriptionFx.doneData],
  fn: ({ checkoutUrl }) => checkoutUrl,
});
sample({
  clock: checkoutUrlReceived,
  filter: (url): url is string => url !== null,
  target: openCheckoutFx,
});

/** Creating the payment is under way, or the browser is on its way to the checkout. */
export const $checkoutPending = createStore(false)
  .on([coinCheckoutStarted, premiumCheckoutStarted], () => true)
  .on([createCoinPaymentFx.fail, createSubscriptionFx.fail, openCheckoutFx.fail], () => false)
  .on(checkoutUrlReceived, (_, url) => url !== null)
  .reset(checkoutLeft, sessionEnded);
/** The server's refusal of the checkout (PAYMENT_FAILED, SUBSCRIPTION_ALREADY_ACTIVE ...). */
export const $checkoutError = createStore<string | null>(null)
  .on(
    [createCoinPaymentFx.failData, createSubscriptionFx.failData],
    (_, error) => codeOf(error) ?? errorCodes.PAYMENT_FAILED,
  )
  .on(checkoutUrlReceived, (current, url) => (url === null ? errorCodes.PAYMENT_FAILED : current))
  .reset(coinCheckoutStarted, premiumCheckoutStarted, checkoutLeft, sessionEnded);

/** What the result page shows; a payment still open at the provider counts as pending. */
export type PaymentOutcome = Exclude<PaymentState, 'loading'> | 'bankTransfer' | 'checking';
export interface PaymentResult {
  outcome: PaymentOutcome;
  /** The coins credited (success). */
  coins: number;
  /** The money charged (success), in cents: the receipt the result page shows. */
  amountCents: number;
}

sample({ clock: paymentReturned, target: verifyPaymentFx });

const outcomeOf = (payment: Payment, methods: PaymentMethod[]): PaymentOutcome => {
  if (payment.state === 'success' || payment.state === 'failure') return payment.state;
  const delayed = methods.some((method) => method.id === payment.methodId && method.isDelayed);
  return delayed ? 'bankTransfer' : 'pending';
};

type Verification =
  | { status: 'checking' }
  | { status: 'failed' }
  | { status: 'done'; payment: Payment };
const $verification = createStore<Verification>({ status: 'checking' })
  .on(paymentReturned, () => ({ status: 'checking' }))
  .on(verifyPaymentFx.doneData, (_, payment) => ({ status: 'done', payment }))
  .on(verifyPaymentFx.fail, () => ({ status: 'failed' }))
  .reset(sessionEnded);

/** The methods may arrive after the payment (the return is a fresh page load). */
export const $paymentResult = combine(
  $verification,
  $paymentMethods,
  (verification, methods): PaymentResult => {
    if (verification.status === 'checking')
      return { outcome: 'checking', coins: 0, amountCents: 0 };
    // An unknown or someone else's payment credits nothing: the failure texts say so.
    if (verification.status === 'failed') return { outcome: 'failure', coins: 0, amountCents: 0 };
    const outcome = outcomeOf(verification.payment, methods);
    return {
      outcome,
      coins: verification.payment.coins,
      amountCents: outcome === 'success' ? verification.payment.amountCents : 0,
    };
  },
);
const paymentCoinInfo = sample({
  clock: verifyPaymentFx.doneData,
  fn: (payment) => payment.coinInfo,
});
sample({
  clock: paymentCoinInfo,
  filter: (coinInfo): coinInfo is CoinInfo => coinInfo !== null,
  target: coinInfoReceived,
});
// A premium payment changes more than the balance (hasActivePremium, the period's benefits).
sample({
  clock: verifyPaymentFx.doneData,
  filter: (payment) => payment.productKind === 'subscription' && payment.state === 'success',
  target: loadUserFx,
});
