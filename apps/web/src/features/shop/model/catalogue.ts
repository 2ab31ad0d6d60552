/**
 * The shop's catalogues (spec 02 section 3): coin packages, payment methods, star products and
 * premium subscription products, as the server lists them. A failed load leaves a list empty and
 * says so, so the screen can offer to try again.
 */
import {
  type CoinPackage,
  type PaymentMethod,
  premiumBenefits,
  type StarProduct,
  type SubscriptionProduct,
} from '@amora/contract';
import { combine, createEvent, createStore, sample } from 'effector';
import { sessionEnded } from '../../../session/model';
import { apiCallEffect } from '../../../shared/api';

export const loadCoinPackagesFx = apiCallEffect((api) =>
  api.shop.coinPackages({ query: { platform: 'web' } }),
);
export const loadPaymentMethodsFx = apiCallEffect((api) => api.shop.paymentMethods());
export const loadStarProductsFx = apiCallEffect((api) => api.shop.starProducts());
export const loadSubscriptionProductsFx = apiCallEffect((api) => api.shop.subscriptionProducts());

/** The coins tab asks again after a failed load. */
export const catalogueRetried = createEvent();
sample({ clock: catalogueRetried, target: [loadCoinPackagesFx, loadPaymentMethodsFx] });

export const $coinPackages = createStore<CoinPackage[]>([])
  .on(loadCoinPackagesFx.doneData, (current, list) => list?.items ?? current)
  .reset(sessionEnded);
/** The methods a browser can pay with (the apps' own store purchases are not among them). */
export const $paymentMethods = createStore<PaymentMethod[]>([])
  .on(loadPaymentMethodsFx.doneData, (current, list) =>
    list ? list.items.filter((method) => !method.kind.endsWith('InApp')) : current,
  )
  .reset(sessionEnded);
export const $starProducts = createStore<StarProduct[]>([])
  .on(loadStarProductsFx.doneData, (current, list) => list?.items ?? current)
  .reset(sessionEnded);
export const $subscriptionProducts = createStore<SubscriptionProduct[]>([])
  .on(loadSubscriptionProductsFx.doneData, (current, list) => list?.items ?? current)
  .reset(sessionEnded);

/**
 * The package the premium page's side banner ("25% off for 3 months", spec 02 section 9) speaks
 * of: one on sale with that discount and period. Without one the banner is not shown, so it never
 * promises a price the checkout does not charge.
 */
export const $advertisedDiscount = $subscriptionProducts.map(
  (products) =>
    products.find(
      (product) =>
        product.discountPercent === premiumBenefits.sideBannerDiscountPercent &&
        product.periodMonths === premiumBenefits.sideBannerDiscountMonths,
    ) ?? null,
);

/** A load of the coins tab's lists answered without data. */
const $catalogueFailed = createStore(false)
  .on(
    [loadCoinPackagesFx.doneData, loadPaymentMethodsFx.doneData],
    (failed, list) => failed || !list?.items.length,
  )
  .on([loadCoinPackagesFx.fail, loadPaymentMethodsFx.fail], () => true)
  .reset(catalogueRetried, sessionEnded);

export type CatalogueStatus = 'loading' | 'failed' | 'ready';
/** The coins tab's state: both lists are needed to buy. */
export const $catalogueStatus = combine(
  $coinPackages,
  $paymentMethods,
  $catalogueFailed,
  (packages, methods, failed): CatalogueStatus => {
    if (packages.length > 0 && methods.length > 0) return 'ready';
    return failed ? 'failed' : 'loading';
  },
);
