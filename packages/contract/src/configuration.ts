/**
 * GET /configuration: the price and app configuration loaded first after login (spec 01 section 4).
 * The spec does not show its shape; ours carries the business constants the client shows and
 * pre-checks with, so the operator can change a price without a new app.
 */
import * as v from 'valibot';
import { NonNegativeInteger } from './common';
import {
  cardFrequencies,
  hubDefaults,
  limits,
  pageSizes,
  payments,
  premiumBenefits,
  prices,
  timings,
} from './constants';
import { endpoint } from './endpoint';
import { Country, Language } from './options';
import { Bonus } from './user';

const Count = NonNegativeInteger;

export const PriceConfiguration = v.object({
  messagePerBlock: Count,
  messageBlockLength: v.pipe(Count, v.minValue(1)),
  imageMessage: Count,
  wink: Count,
  iceBreaker: Count,
  unlockLike: Count,
  unlockVisit: Count,
  turboRocket: v.object({ price: Count, durationHours: Count }),
  changeLocation: Count,
  premiumPackageUnlockAmount: Count,
  swipePackage: v.object({ price: Count, swipes: Count }),
  confirmEmailBonus: Count,
  dialogRenewal: Count,
  imageLike: Count,
  imageComment: Count,
  favorite: Count,
});

const Range = v.object({ min: v.number(), max: v.number() });

/** Where the web app sends the browser for a provider's OAuth redirect sign-in. */
export const SocialClient = v.object({ clientId: v.string(), authorizeUrl: v.string() });
export type SocialClient = v.InferOutput<typeof SocialClient>;

export const Configuration = v.object({
  prices: PriceConfiguration,
  limits: v.object({
    age: Range,
    distance: Range,
    searchRadius: v.object({ ...Range.entries, default: v.number() }),
    imagePrice: v.object({ ...Range.entries, step: v.number() }),
    freeDailyCoins: Count,
    freeSwipesCount: Count,
    freeSwipesUndoCount: Count,
    newUserDays: Count,
    dialogDeactivateAfterDays: Count,
    dialogReactivationDays: Count,
  }),
  premium: v.object({
    extraDailyProfiles: Count,
    bonusStars: Count,
    dailyCoinsFactor: Count,
    dailyFreeIceBreakers: Count,
  }),
  pageSizes: v.object({
    chat: Count,
    grid: Count,
    otherDiscovery: Count,
    game: Count,
    search: Count,
  }),
  cardFrequencies: v.object({ emailCard: Count, turboCard: Count, premiumCard: Count }),
  notificationRefreshMs: Count,
  websocketReconnectMs: Count,
  hubPath: v.string(),
  defaultPaymentProvider: v.string(),
  currency: v.literal('EUR'),
  countries: v.array(Country),
  languages: v.array(Language),
  /** The prizes of the wheel of fortune, clockwise from the top. */
  wheelPrizes: v.array(Bonus),
  /** Landing page switches (spec 01 section 1). */
  features: v.object({
    appLinks: v.boolean(),
    gameCarousel: v.boolean(),
    testWinnerBadges: v.boolean(),
    appStoreBadges: v.boolean(),
    twitterLink: v.boolean(),
  }),
  /** The oldest app version still served; older apps show "Update available". */
  minimumAppVersion: v.nullable(v.string()),
  /** Social sign-in offered on this server; null where a provider is not set up. */
  socialSignIn: v.object({
    google: v.nullable(SocialClient),
    facebook: v.nullable(SocialClient),
    apple: v.nullable(SocialClient),
  }),
});
export type Configuration = v.InferOutput<typeof Configuration>;

/** The configuration the constants give; the server starts from it. */
export const defaultConfiguration: Configuration = {
  prices: structuredClone(prices),
  limits: {
    age: { ...limits.age },
    distance: { ...limits.distance },
    searchRadius: { ...limits.searchRadius },
    imagePrice: { ...limits.imagePrice },
    freeDailyCoins: limits.freeDailyCoins,
    freeSwipesCount: limits.freeSwipesCount,
    freeSwipesUndoCount: limits.freeSwipesUndoCount,
    newUserDays: limits.newUserDays,
    dialogDeactivateAfterDays: limits.dialogDeactivateAfterDays,
    dialogReactivationDays: limits.dialogReactivationDays,
  },
  premium: {
    extraDailyProfiles: premiumBenefits.extraDailyProfiles,
    bonusStars: premiumBenefits.bonusStars,
    dailyCoinsFactor: premiumBenefits.dailyCoinsFactor,
    dailyFreeIceBreakers: premiumBenefits.dailyFreeIceBreakers,
  },
  pageSizes: {
    chat: pageSizes.chat,
    grid: pageSizes.grid,
    otherDiscovery: pageSizes.otherDiscovery,
    game: pageSizes.game,
    search: pageSizes.search,
  },
  cardFrequencies: { ...cardFrequencies },
  notificationRefreshMs: timings.notificationRefreshMs,
  websocketReconnectMs: timings.websocketReconnectMs,
  hubPath: hubDefaults.path,
  defaultPaymentProvider: payments.defaultProvider,
  currency: payments.currency,
  countries: [...Country.options],
  languages: [...Language.options],
  // Our choice of prizes: small amounts of what the free allowances cover.
  wheelPrizes: [
    { freeCoins: 5 },
    { freeSwipesCount: 10 },
    { freeCoins: 10 },
    { freeWinkCount: 3 },
    { freeCoins: 20 },
    { freeMessagesCount: 2 },
    { freeLikesUnlocksCount: 1 },
    { stars: 2 },
  ],
  features: {
    appLinks: false,
    gameCarousel: false,
    testWinnerBadges: false,
    appStoreBadges: false,
    twitterLink: false,
  },
  minimumAppVersion: null,
  socialSignIn: { google: null, facebook: null, apple: null },
};

export const configurationEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/configuration',
    auth: 'any',
    answer: 'data',
    tag: 'configuration',
    summary: 'Prices, limits, page sizes and app switches',
    response: Configuration,
  }),
};
