/**
 * The catalogues and coin purchases of the shop (spec 02 sections 3 and 7). Money is in euro
 * cents (integers, so sums never round); coin prices are whole coins.
 */
import * as v from 'valibot';
import { Cents, collection, Href, Id, NonNegativeInteger } from './common';
import { paymentProviders } from './constants';
import { endpoint } from './endpoint';
import { Platform, PlatformInput } from './options';
import { CoinInfo } from './user';
import { BonusCode } from './validation';

export const shopPackageBadges = [
  'popular',
  'recommended',
  'bestPrice',
  'consumable',
  'starter',
] as const;
export const ShopPackageBadge = v.picklist(shopPackageBadges);
export type ShopPackageBadge = v.InferOutput<typeof ShopPackageBadge>;

export const PaymentProvider = v.picklist(paymentProviders);
export type PaymentProvider = v.InferOutput<typeof PaymentProvider>;

/**
 * The payment methods the texts name. The Klarna variants (pay now, pay later, rate pay) are
 * separate methods of kind `klarna`; `appleInApp` and `googleInApp` are the native store purchases.
 */
export const paymentMethodKinds = [
  'creditCard',
  'payPal',
  'klarna',
  'applePay',
  'googlePay',
  'giropay',
  'paysafecard',
  'bankTransfer',
  'appleInApp',
  'googleInApp',
] as const;

export const PaymentMethod = v.object({
  id: Id,
  kind: v.picklist(paymentMethodKinds),
  name: v.string(),
  provider: PaymentProvider,
  /** Coins arrive later (bank transfer: 1 to 2 bank days). */
  isDelayed: v.boolean(),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethod>;

const Currency = v.literal('EUR');

/** A coin package; `platform` null means it is sold everywhere. */
export const CoinPackage = v.object({
  id: Id,
  name: v.string(),
  coins: NonNegativeInteger,
  /** Free coins on top, shown as "+n". */
  bonusCoins: NonNegativeInteger,
  priceCents: Cents,
  currency: Currency,
  badges: v.array(ShopPackageBadge),
  platform: v.nullable(Platform),
});
export type CoinPackage = v.InferOutput<typeof CoinPackage>;

/**
 * A premium subscription package; `swipesPerDay` null means unlimited. `priceCents` is what every
 * period is charged: `listPriceCents` less `discountPercent` (0 without a discount).
 */
export const SubscriptionProduct = v.object({
  id: Id,
  name: v.string(),
  periodMonths: v.pipe(NonNegativeInteger, v.minValue(1)),
  priceCents: Cents,
  listPriceCents: Cents,
  discountPercent: v.pipe(NonNegativeInteger, v.maxValue(100)),
  currency: Currency,
  coinsPerPeriod: NonNegativeInteger,
  swipesPerDay: v.nullable(NonNegativeInteger),
  badges: v.array(ShopPackageBadge),
  platform: v.nullable(Platform),
});
export type SubscriptionProduct = v.InferOutput<typeof SubscriptionProduct>;

/** A turbo rocket: more profile views for a while, paid in coins. */
export const TurboRocketProduct = v.object({
  id: Id,
  name: v.string(),
  price: NonNegativeInteger,
  durationHours: v.pipe(NonNegativeInteger, v.minValue(1)),
});
export type TurboRocketProduct = v.InferOutput<typeof TurboRocketProduct>;

/** A gift (present) to send in a chat, paid in coins unless a free gift is left. */
export const Present = v.object({
  id: Id,
  name: v.string(),
  imageHref: Href,
  price: NonNegativeInteger,
});
export type Present = v.InferOutput<typeof Present>;
export const Gift = Present;
export type Gift = Present;

/** Stars for coins; a star sets or unsets a favourite. */
export const StarProduct = v.object({
  id: Id,
  stars: v.pipe(NonNegativeInteger, v.minValue(1)),
  price: NonNegativeInteger,
});
export type StarProduct = v.InferOutput<typeof StarProduct>;

export const ShopQuery = v.object({
  platform: v.optional(PlatformInput),
  excludePlatform: v.optional(PlatformInput),
});
export type ShopQuery = v.InferOutput<typeof ShopQuery>;

export const StarPurchasePayload = v.object({ starProductId: Id });
export type StarPurchasePayload = v.InferOutput<typeof StarPurchasePayload>;

/** `stars` is how many were added. */
export const StarPurchaseResult = v.object({ stars: NonNegativeInteger, coinInfo: CoinInfo });
export type StarPurchaseResult = v.InferOutput<typeof StarPurchaseResult>;

/** `swipes` is how many were added to freeSwipesCount. */
export const SwipePurchaseResult = v.object({ swipes: NonNegativeInteger, coinInfo: CoinInfo });
export type SwipePurchaseResult = v.InferOutput<typeof SwipePurchaseResult>;

export const BonusCodeParams = v.object({ code: BonusCode });

/** `reward` is the coins credited (as free coins). */
export const BonusCodeResult = v.object({ reward: NonNegativeInteger, coinInfo: CoinInfo });
export type BonusCodeResult = v.InferOutput<typeof BonusCodeResult>;

const catalogue = <Item extends v.GenericSchema>(path: string, summary: string, item: Item) =>
  endpoint({
    method: 'GET',
    path,
    auth: 'member',
    answer: 'data',
    tag: 'shop',
    summary,
    response: collection(item),
  });

export const shopEndpoints = {
  coinPackages: endpoint({
    method: 'GET',
    path: '/shop',
    auth: 'member',
    answer: 'data',
    tag: 'shop',
    summary: 'Coin packages, optionally for or without one platform',
    query: ShopQuery,
    response: collection(CoinPackage),
  }),
  paymentMethods: catalogue('/shop/paymentMethods', 'Payment methods', PaymentMethod),
  turboRocketProducts: catalogue(
    '/shop/turboRocketProduct',
    'Turbo rocket products',
    TurboRocketProduct,
  ),
  gifts: catalogue('/shop/gifts', 'Gifts to send in a chat', Present),
  starProducts: catalogue('/shop/starProduct', 'Star products', StarProduct),
  subscriptionProducts: catalogue(
    '/shop/subscriptionProduct',
    'Premium subscription packages',
    SubscriptionProduct,
  ),
  buyStars: endpoint({
    method: 'POST',
    path: '/shop/starProduct',
    auth: 'member',
    answer: 'data',
    tag: 'shop',
    summary: 'Buy stars with coins',
    body: StarPurchasePayload,
    response: StarPurchaseResult,
  }),
  buySwipes: endpoint({
    method: 'POST',
    path: '/shop/swipes',
    auth: 'member',
    answer: 'data',
    tag: 'shop',
    summary: 'Buy the swipe package with coins',
    response: SwipePurchaseResult,
  }),
  redeemBonusCode: endpoint({
    method: 'POST',
    path: '/shop/bonuscode/{code}',
    auth: 'member',
    answer: 'data',
    tag: 'shop',
    summary: 'Redeem a 5-digit bonus code',
    params: BonusCodeParams,
    response: BonusCodeResult,
  }),
};
