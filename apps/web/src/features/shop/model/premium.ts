/**
 * The member's own premium (spec 02 section 4: premium is active or cancelled; a subscription is
 * debited 24 hours before its period ends): the running subscription with its package and dates,
 * read when the premium shop opens, and cancelling it once the member confirmed. A cancel stops
 * the renewal; premium ends with the period already paid. After a cancel the user reloads.
 */
import type { PremiumStatus } from '@amora/contract';
import { createEvent, createStore, sample } from 'effector';
import { loadUserFx, sessionEnded } from '../../../session/model';
import { apiCallEffect, apiEffect } from '../../../shared/api';
import { codeOf, dataOf } from '../../../shared/result';
import { verifyPaymentFx } from './checkout';

/** The premium shop was shown: the premium is read again. */
export const premiumShopOpened = createEvent();
/** "Cancel subscription": the confirmation opens. */
export const cancelSubscriptionAsked = createEvent();
/** The member keeps premium: the confirmation closes. */
export const cancelSubscriptionDismissed = createEvent();
/** The member confirmed the cancel. */
export const cancelSubscriptionConfirmed = createEvent();

export const loadPremiumFx = apiCallEffect(async (api) =>
  dataOf(await api.payment.ownSubscription.request()),
);
export const cancelSubscriptionFx = apiEffect(async (api, id: string) =>
  dataOf(await api.payment.cancelStripeSubscription.request({ params: { id } })),
);

export const $premium = createStore<PremiumStatus | null>(null)
  .on(loadPremiumFx.doneData, (_, premium) => premium)
  .reset(sessionEnded);

export type PremiumLoadStatus = 'idle' | 'loading' | 'ready' | 'failed';
export const $premiumStatus = createStore<PremiumLoadStatus>('idle')
  .on(loadPremiumFx, (status) => (status === 'ready' ? status : 'loading'))
  .on(loadPremiumFx.done, () => 'ready')
  .on(loadPremiumFx.fail, (status) => (status === 'ready' ? status : 'failed'))
  .reset(sessionEnded);

/** The confirmation dialog is open. */
export const $cancelDialogOpen = createStore(false)
  .on(cancelSubscriptionAsked, () => true)
  .on(cancelSubscriptionFx.done, () => false)
  .reset(cancelSubscriptionDismissed, sessionEnded);
export const $cancelPending = cancelSubscriptionFx.pending;
/** The server's refusal of the cancel (SUBSCRIPTION_MANAGED_BY_STORE, PAYMENT_FAILED ...). */
export const $cancelError = createStore<string | null>(null)
  .on(cancelSubscriptionFx.failData, (_, error) => codeOf(error) ?? 'PAYMENT_FAILED')
  .reset(cancelSubscriptionAsked, cancelSubscriptionDismissed, sessionEnded);

sample({ clock: premiumShopOpened, target: loadPremiumFx });
// A premium payment verified on the result page: the premium shop shows the new subscription.
sample({
  clock: verifyPaymentFx.doneData,
  filter: (payment) => payment.productKind === 'subscription' && payment.state === 'success',
  target: loadPremiumFx,
});

sample({
  clock: cancelSubscriptionConfirmed,
  source: $premium,
  filter: (premium) => Boolean(premium?.subscription?.isCancellable),
  fn: (premium) => premium?.subscription?.id ?? '',
  target: cancelSubscriptionFx,
});
// After cancellation the user reloads (spec 01 section 4), and the premium with it.
sample({ clock: cancelSubscriptionFx.done, target: [loadUserFx, loadPremiumFx] });
// A store's subscription or a cancel elsewhere: what the shop shows is read again.
sample({ clock: cancelSubscriptionFx.fail, target: loadPremiumFx });
