/**
 * The data of the shop's screen stories: the catalogues as the server seeds them
 * (apps/server/drizzle/0005_economy.sql, the premium discount of 0009), the payments, events and
 * news a member meets, and a story clock, since these screens count from "now" (today's reward,
 * the next spin, a rocket's end, "2 days ago").
 */

import { type ApiAnswers, answer, reply } from '@amora/client/fixtures';
import {
  type CoinInfo,
  type CoinPackage,
  type ErrorCode,
  type Event,
  endpoints,
  errorStatusCodes,
  errorTexts,
  type NewsItem,
  type OwnSubscription,
  type Payment,
  type PaymentMethod,
  type StarProduct,
  type SubscriptionProduct,
  type TurboRocketProduct,
  type User,
} from '@amora/contract';
import { member, memberAnswers, storyNow } from '../../stories/fixtures';

const RealDate = Date;

/** An instant `hours` after (or, negative, before) the story's now. */
export const hoursFromNow = (hours: number) =>
  new RealDate(RealDate.parse(storyNow) + hours * 3_600_000).toISOString();

/** The server's refusal with one of the contract's codes, at the status the contract gives it. */
export const refusal = (code: ErrorCode) => {
  const statusCode = errorStatusCodes[code] ?? 400;
  return reply(statusCode, { timestamp: storyNow, statusCode, code, text: errorTexts[code] });
};

/** The member's balance as a paid call answers it. */
export const coinInfoOf = (user: User): CoinInfo => ({
  coins: user.coins,
  freeCoins: user.freeCoins,
  balance: user.balance,
  stars: user.stars,
  coinStreak: user.coinStreak,
  hasActivePremium: user.hasActivePremium,
  freeSwipesCount: user.freeSwipesCount,
  freeSwipesUndoCount: user.freeSwipesUndoCount,
  freeMessagesCount: user.freeMessagesCount,
  freeIceBreakersCount: user.freeIceBreakersCount,
  freeWinkCount: user.freeWinkCount,
  freeGiftCount: user.freeGiftCount,
  freeTurboRocketsCount: user.freeTurboRocketsCount,
  freeLocationChangesCount: user.freeLocationChangesCount,
  freeVisitUnlocksCount: user.freeVisitUnlocksCount,
  freeLikesUnlocksCount: user.freeLikesUnlocksCount,
});

const list = <Item>(items: Item[]) => ({ count: items.length, items });

const coinPackage = (
  coins: number,
  bonusCoins: number,
  priceCents: number,
  badges: CoinPackage['badges'],
): CoinPackage => ({
  id: `coins-${coins}`,
  name: `${coins} coins`,
  coins,
  bonusCoins,
  priceCents,
  currency: 'EUR',
  badges,
  platform: null,
});

export const coinPackages: CoinPackage[] = [
  coinPackage(100, 0, 499, ['starter']),
  coinPackage(250, 25, 999, ['popular']),
  coinPackage(600, 100, 1999, ['recommended']),
  coinPackage(1500, 300, 4499, ['bestPrice']),
  coinPackage(3500, 800, 8999, []),
];

const method = (
  id: string,
  kind: PaymentMethod['kind'],
  name: string,
  provider: PaymentMethod['provider'],
): PaymentMethod => ({ id, kind, name, provider, isDelayed: kind === 'bankTransfer' });

export const paymentMethods: PaymentMethod[] = [
  method('credit-card', 'creditCard', 'Credit card', 'microPayment'),
  method('paypal', 'payPal', 'PayPal', 'payPal'),
  method('apple-pay', 'applePay', 'Apple Pay', 'stripe'),
  method('google-pay', 'googlePay', 'Google Pay', 'stripe'),
  method('klarna-pay-now', 'klarna', 'Klarna: pay now', 'stripe'),
  method('klarna-pay-later', 'klarna', 'Klarna: pay later', 'stripe'),
  method('klarna-rate-pay', 'klarna', 'Klarna: rate pay', 'stripe'),
  method('giropay', 'giropay', 'Giropay', 'microPayment'),
  method('paysafecard', 'paysafecard', 'Paysafecard', 'microPayment'),
  method('bank-transfer', 'bankTransfer', 'Bank transfer', 'microPayment'),
];

export const starProducts: StarProduct[] = [
  { id: 'stars-5', stars: 5, price: 25 },
  { id: 'stars-20', stars: 20, price: 90 },
  { id: 'stars-50', stars: 50, price: 200 },
];

export const turboRocketProducts: TurboRocketProduct[] = [
  { id: 'turbo-rocket', name: 'Turbo rocket', price: 50, durationHours: 1 },
  { id: 'turbo-rocket-3h', name: 'Turbo rocket 3 hours', price: 120, durationHours: 3 },
  { id: 'turbo-rocket-24h', name: 'Turbo rocket 24 hours', price: 400, durationHours: 24 },
];

const subscriptionProduct = (
  periodMonths: number,
  listPriceCents: number,
  badges: SubscriptionProduct['badges'],
  discountPercent = 0,
): SubscriptionProduct => ({
  id: `premium-${periodMonths}m`,
  name: `Premium ${periodMonths} ${periodMonths === 1 ? 'month' : 'months'}`,
  periodMonths,
  // What the server charges every period: the list price less the discount (payments/prices.ts).
  priceCents: Math.round((listPriceCents * (100 - discountPercent)) / 100),
  listPriceCents,
  discountPercent,
  currency: 'EUR',
  coinsPerPeriod: periodMonths * 100,
  swipesPerDay: null,
  badges,
  platform: null,
});

/** The premium packages with the side banner's discount (25 % off 3 months), as seeded. */
export const discountedSubscriptions: SubscriptionProduct[] = [
  subscriptionProduct(1, 1999, []),
  subscriptionProduct(3, 4999, ['popular'], 25),
  subscriptionProduct(6, 7999, ['bestPrice']),
];
/** The same packages with no discount running. */
export const subscriptionProducts: SubscriptionProduct[] = discountedSubscriptions.map((product) =>
  subscriptionProduct(product.periodMonths, product.listPriceCents, product.badges),
);

/** The member area with the shop's catalogues filled, as a member opens the shop. */
export const shopAnswers: ApiAnswers = {
  ...memberAnswers,
  ...answer(endpoints.shop.coinPackages, list(coinPackages)),
  ...answer(endpoints.shop.paymentMethods, list(paymentMethods)),
  ...answer(endpoints.shop.starProducts, list(starProducts)),
  ...answer(endpoints.shop.subscriptionProducts, list(discountedSubscriptions)),
  ...answer(endpoints.shop.turboRocketProducts, list(turboRocketProducts)),
  ...answer(endpoints.dating.turboRocket, {
    isActive: false,
    endDate: null,
    freeTurboRocketsCount: 0,
  }),
  ...answer(endpoints.payment.ownSubscription, {
    hasActivePremium: false,
    premiumUntil: null,
    subscription: null,
  }),
};

/** A payment of the 250 coins package (+25 bonus) as GET /payment/{id} answers it. */
export const payment = (changes: Partial<Payment>): Payment => ({
  id: 'pay-1',
  state: 'success',
  provider: 'microPayment',
  productId: 'coins-250',
  productKind: 'coins',
  methodId: 'paypal',
  amountCents: 999,
  currency: 'EUR',
  coins: 275,
  checkoutUrl: null,
  createdAt: hoursFromNow(-0.1),
  completedAt: hoursFromNow(0),
  coinInfo: coinInfoOf({ ...member, coins: 395, balance: 415 }),
  ...changes,
});

/** The member's subscription to the 3 months package, renewing in 19 days. */
export const ownSubscription = (changes: Partial<OwnSubscription> = {}): OwnSubscription => ({
  id: 'sub-1',
  productId: 'premium-3m',
  provider: 'stripe',
  state: 'active',
  startedAt: hoursFromNow(-71 * 24),
  currentPeriodEnd: hoursFromNow(19 * 24),
  nextDebitAt: hoursFromNow(18 * 24),
  cancelledAt: null,
  checkoutUrl: null,
  product: discountedSubscriptions[1] ?? subscriptionProduct(3, 4999, ['popular'], 25),
  isCancellable: true,
  ...changes,
});

/** The seeded welcome week on its fourth day: days 1 to 3 claimed, today's gift waiting. */
export const welcomeWeek: Event = {
  id: 'welcome-week',
  title: 'Welcome week',
  description: 'A gift for every day of the week: come back daily and claim it.',
  imageHref: null,
  startDate: hoursFromNow(-3 * 24 - 12),
  endDate: hoursFromNow(4 * 24 - 12),
  days: [
    { freeCoins: 5 },
    { freeSwipesCount: 10 },
    { freeCoins: 5 },
    { freeWinkCount: 2 },
    { freeCoins: 10 },
    { freeMessagesCount: 2 },
    { freeCoins: 20, freeTurboRocketsCount: 1 },
  ].map((bonus, index) => ({ day: index + 1, bonus })),
  today: 4,
  bonus: { freeWinkCount: 2 },
  claimedDays: [1, 2, 3],
};

/** The seeded flirt weekend, which starts after the welcome week. */
export const flirtWeekend: Event = {
  id: 'flirt-weekend',
  title: 'Flirt weekend',
  description: 'Two days of free icebreakers and gifts.',
  imageHref: null,
  startDate: hoursFromNow(4 * 24 - 12),
  endDate: hoursFromNow(6 * 24 - 12),
  days: [{ freeIceBreakersCount: 2 }, { freeGiftCount: 1 }].map((bonus, index) => ({
    day: index + 1,
    bonus,
  })),
  today: null,
  bonus: null,
  claimedDays: [],
};

export const events = (items: Event[]) => answer(endpoints.event.list, list(items));

const newsItem = (
  id: string,
  title: string,
  body: string,
  link: string | null,
  hoursAgo: number,
  isRead: boolean,
): NewsItem => ({
  id,
  title,
  body,
  imageHref: null,
  link,
  createdAt: hoursFromNow(-hoursAgo),
  isRead,
});

/** The seeded news, the two newest unread. */
export const newsItems: NewsItem[] = [
  newsItem(
    'news-4',
    'Welcome week',
    'A gift for every day of the week is waiting for you.',
    '/event/welcome-week',
    2,
    false,
  ),
  newsItem(
    'news-3',
    'Turbo rocket',
    'Put your profile at the top of the game for an hour.',
    '/shop/turbo-rocket',
    26,
    false,
  ),
  newsItem(
    'news-2',
    'Your daily coins',
    'Come back every day for free coins. Premium members get twice as many.',
    '/shop-premium',
    50,
    true,
  ),
  newsItem(
    'news-1',
    'Welcome to Amora!',
    'Add a picture and your interests to your profile: members with a complete profile get more matches.',
    '/profile',
    74,
    true,
  ),
];
