/**
 * The business constants of spec 01 section 9 and spec 02 section 9, written once for the server
 * (which charges and limits), the client and the web app (which show and pre-check).
 * Where the spec gives no number, the value is our choice and its comment says so.
 */

/** Coin prices; `favorite` is counted in stars, not coins. */
export const prices = {
  /** Coins per started block of `messageBlockLength` characters. */
  messagePerBlock: 10,
  messageBlockLength: 100,
  imageMessage: 35,
  wink: 6,
  iceBreaker: 7,
  unlockLike: 5,
  unlockVisit: 5,
  /** The spec's "duration 1"; we read it as one hour of boosted visibility. */
  turboRocket: { price: 50, durationHours: 1 },
  changeLocation: 50,
  premiumPackageUnlockAmount: 2,
  swipePackage: { price: 50, swipes: 40 },
  /** Free coins given once the email address is confirmed. */
  confirmEmailBonus: 20,
  dialogRenewal: 5,
  imageLike: 2,
  imageComment: 10,
  /** Setting or unsetting a favourite dialog costs one star. */
  favorite: 1,
} as const;

export const limits = {
  age: { min: 18, max: 80 },
  /** The configuration's distance bounds (km). */
  distance: { min: 5, max: 200 },
  /** The search radius slider (km). */
  searchRadius: { min: 10, max: 200, default: 200 },
  /** Price of a private picture in coins. */
  imagePrice: { min: 5, max: 500, step: 1 },
  bonusCodeDigits: 5,
  passwordMinLength: 6,
  /** Our choice: long enough for any passphrase, short enough to keep hashing cheap. */
  passwordMaxLength: 128,
  /** Our choice for "not too long": first names rarely pass 20 letters. */
  nameMaxLength: 20,
  interestsMin: 2,
  freeDailyCoins: 3,
  freeSwipesCount: 10,
  freeSwipesUndoCount: 3,
  /**
   * Our choice (the spec names only premium's "10 more profiles daily in the match game"): the
   * game (For You and Nearby, GET /dating without a name) hands every member at most this many
   * different profiles a UTC day, premium members `premiumBenefits.extraDailyProfiles` more. A
   * profile shown again the same day does not count twice; a search by name is not the game.
   * 50 is a game page (36) and most of a second, well above the 10 free swipes.
   */
  dailyGameProfiles: 50,
  newUserDays: 14,
  /**
   * A dialog without a message for this many days expires (then takes no message until it is
   * renewed for `prices.dialogRenewal`). The spec's 0 would expire every chat at once, so we read
   * it as "not set" and chose a month: a conversation silent that long has ended for most members.
   */
  dialogDeactivateAfterDays: 30,
  /**
   * An expired dialog can be renewed for this many days after it expired, then no more. Our
   * choice (the spec's 0 as above): a quarter year, so a member back from a long break still can.
   */
  dialogReactivationDays: 90,
  /** Our choice; a message costs per started block, so the cap only guards the server. */
  messageMaxLength: 5000,
  /** Our choice for about-me texts, ticket messages and report messages. */
  aboutMeMaxLength: 1000,
  ticketMessageMaxLength: 5000,
  reportMessageMaxLength: 2000,
  /** Our choice: a decoded picture may be at most 10 MB (about 13.4 million base64 characters). */
  imageUploadMaxBytes: 10_000_000,
  /** Our choice: a zip code of any of the 13 countries fits in 10 characters. */
  zipMaxLength: 10,
  /** Our choice for the body height trait (cm). */
  bodyHeight: { min: 120, max: 230 },
} as const;

/** What premium adds (spec 02 section 1 and 9). */
export const premiumBenefits = {
  /** Added to `limits.dailyGameProfiles`: a daily quota, not a bigger page. */
  extraDailyProfiles: 10,
  bonusStars: 20,
  /** "100% more free coins on daily login": the daily coins are doubled. */
  dailyCoinsFactor: 2,
  dailyFreeIceBreakers: 1,
  /** A subscription is debited this many hours before its period ends. */
  debitHoursBeforePeriodEnd: 24,
  sideBannerDiscountPercent: 25,
  sideBannerDiscountMonths: 3,
  boosterViewsFactor: 10,
} as const;

export const pageSizes = {
  chat: 50,
  grid: 30,
  otherDiscovery: 10,
  game: 36,
  search: 50,
  /** Our choice: the largest page any list call hands out. */
  max: 100,
} as const;

export const timings = {
  websocketReconnectMs: 6000,
  notificationRefreshMs: 60_000_000,
  emailConfirmTimeoutMs: 10 * 60 * 1000,
  locationSearchDebounceMs: 300,
  startupDelayMs: 500,
  facebookLoginTriggerMs: 1000,
  /** The chat reconnect waits the previous retry count times this. */
  reconnectDelayFactorMs: 300,
  mobileRegisterFadeInMs: 100,
} as const;

/**
 * Spam brakes (issue 17): a new account opens only so many new dialogs an hour, and a first
 * message that hands out contact data or a link, or one text sent to many new partners, opens a
 * report for the moderators (the message is still delivered). All numbers are our choice.
 */
export const spamBrakes = {
  /** An account registered less than this many days ago is new. */
  newAccountDays: 7,
  /** Dialogs a new account may open in an hour (by its first message to someone, any kind). */
  newDialogsPerHour: 10,
  /** Different partners one first text may reach within the window; this many opens a report. */
  sameTextPartners: 5,
  sameTextWindowHours: 24,
  /** A phone number has at least this many digits. */
  phoneMinDigits: 7,
  /**
   * Kept conservative: an age, a height, a distance or a year must never match; a miss is cheaper
   * than a moderator reading harmless first messages.
   */
  patterns: {
    email: /[\w.%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i,
    /** Digits with single spaces, dashes or slashes between them; `phoneMinDigits` decides. */
    phone: /(?<![\w.,])\+?\d(?:[ /-]?\d){6,}(?![\w.,]?\d)/g,
    /** Dates, year ranges and grouped thousands have a phone number's digits, but are not one. */
    notPhone:
      /^(?:\d{1,3}(?: \d{3})+|\d{1,2}[ /-]\d{1,2}[ /-]\d{2,4}|\d{4}[ /-]\d{4}|\d{4}[ /-]\d{1,2}[ /-]\d{1,2})$/,
    /** A messenger's name followed by a handle ("insta: anna", "snap @anna", "telegram anna_92"). */
    messenger:
      /\b(?:whats ?app|telegram|snap(?:chat)?|insta(?:gram)?|kik|signal|threema|skype|wickr)\b\s*(?:(?:[:=]\s*@?|@)\s*[\w.-]{2,}|@?(?=[\w.]*[\d_.])[\w.]{3,})/i,
    /** http(s)://, www., or a bare domain with a common top-level domain that is no word. */
    link: /\bhttps?:\/\/\S+|\bwww\.\S+|\b[a-z0-9-]{2,}\.(?:com|net|org|de|ch|info|io|eu|biz|xyz|link|ly|app|ru|uk|fr|pl|nl|dk|se|co|tk|online|site)\b(?!\.\w)/i,
  },
} as const;

/** Why a text is held for the moderators: it hands out contact data, or a link. */
export type SpamSignal = 'contactData' | 'link';

const hasPhoneNumber = (text: string) =>
  [...text.matchAll(spamBrakes.patterns.phone)].some(([candidate]) => {
    const digits = candidate.replace(/\D/g, '').length;
    return digits >= spamBrakes.phoneMinDigits && !spamBrakes.patterns.notPhone.test(candidate);
  });

/** What the text hands out, contact data first; null for a harmless text. */
export const spamSignalOf = (text: string): SpamSignal | null => {
  const { email, messenger, link } = spamBrakes.patterns;
  if (email.test(text) || messenger.test(text) || hasPhoneNumber(text)) return 'contactData';
  if (link.test(text)) return 'link';
  return null;
};

/** A text as compared with others: trimmed, case-folded, whitespace collapsed. */
export const normalisedText = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

export const toasts = {
  max: 4,
  durationMs: 3000,
  topOffsetPx: 48,
  position: 'top-right',
} as const;

export const marketingCookies = {
  days: 7,
  path: '/',
} as const;

/** The landing URL's query names of the marketing parameters (spec 01 section 3). */
export const marketingParameters = {
  campaignId: 'pid',
  clickId: 'cid',
  sourceId: 'sid',
  strangerId: 'strangerId',
} as const;

export const persistence = {
  /** The key is the project name behind the prefix. */
  key: 'amora',
  keyPrefix: 'persist:',
  timeoutMs: 5000,
  version: -1,
} as const;

/** Keys in the browser's local storage; the first four are the spec's, the rest our names. */
export const localStorageKeys = {
  deviceId: 'device-id',
  lastVerifiedCheck: 'last-verified-check',
  emailConfirmTimeout: 'email-confirm-timeout',
  theme: 'theme',
  rememberedLogin: 'remembered-login',
  language: 'language',
} as const;

/**
 * The language and colour theme a visitor chose, also kept as cookies (a year, the whole site), so
 * the server renders the landing page in them (until there is a choice: the browser's languages,
 * and its colour scheme where it tells it).
 */
/** The element of a server-rendered page that carries the server's configuration as JSON. */
export const renderedConfigurationElementId = 'amora-configuration';

export const preferenceCookies = {
  language: 'amora_language',
  theme: 'amora_theme',
  maxAgeSeconds: 365 * 24 * 60 * 60,
} as const;

/** The real-time library's defaults (spec 01 and 02 section 9) and the hub's path below /v1. */
export const hubDefaults = {
  path: '/chat/hub',
  serverTimeoutMs: 30_000,
  keepAliveIntervalMs: 15_000,
  handshakeRetryDelaysMs: [0, 2000, 10_000, 30_000],
  messageBufferBytes: 100_000,
  longPollTimeoutMs: 100_000,
  negotiateRedirectLimit: 100,
} as const;

/** What a registration sends unless the member chose otherwise. */
export const registrationDefaults = {
  searchDistance: 200,
  searchMinAge: 18,
  searchMaxAge: 48,
  pushPreferenceEmail: true,
  pushPreferenceFacebook: false,
  googleGender: 'male',
} as const;

/** Every how many cards the swipe deck shows a promotion card. */
export const cardFrequencies = {
  emailCard: 20,
  turboCard: 13,
  premiumCard: 17,
} as const;

/**
 * The spec's providers (mollie, microPayment, stripe), PayPal and the app stores, which have their
 * own calls, and the local `sandbox` that simulates a hosted checkout.
 */
export const paymentProviders = [
  'microPayment',
  'mollie',
  'stripe',
  'payPal',
  'apple',
  'google',
  'sandbox',
] as const;

export const payments = {
  defaultProvider: 'microPayment',
  currency: 'EUR',
  /** Bank transfers credit coins after one to two bank days. */
  bankTransferDays: { min: 1, max: 2 },
} as const satisfies { defaultProvider: (typeof paymentProviders)[number]; [key: string]: unknown };

export const languages = ['de', 'en', 'fr', 'it', 'pl', 'nl', 'da', 'sv'] as const;
export const defaultLanguage = 'de' satisfies (typeof languages)[number];

/**
 * The first of our languages in a list of language tags, most wanted first (the browser's
 * `navigator.languages`, an Accept-Language header's ranges); German when none is ours. Danish
 * and Swedish are also recognised by their country codes, dk and se.
 */
export const pickLanguage = (preferred: readonly string[]): (typeof languages)[number] => {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    const language = primary === 'dk' ? 'da' : primary === 'se' ? 'sv' : primary;
    const found = languages.find((candidate) => candidate === language);
    if (found) return found;
  }
  return defaultLanguage;
};
/** Other lists write Danish and Swedish by country: dk and se. */
export const languageDisplayCodes = {
  de: 'de',
  en: 'en',
  fr: 'fr',
  it: 'it',
  pl: 'pl',
  nl: 'nl',
  da: 'dk',
  sv: 'se',
} as const satisfies Record<(typeof languages)[number], string>;
/** Date formatting knows only these two; the others fall back to English. */
export const dateLanguages = ['de', 'en'] as const;

export const countries = [
  'de',
  'at',
  'ch',
  'us',
  'it',
  'fr',
  'gb',
  'au',
  'nz',
  'pl',
  'nl',
  'dk',
  'se',
] as const;
export const defaultCountry = 'de' satisfies (typeof countries)[number];

export const platforms = ['ios', 'android', 'web'] as const;

/** Relative dates count 4.43 weeks per month; a week starts Monday in German, Sunday in English. */
export const dateFormatting = {
  weeksPerMonth: 4.43,
  firstDayOfWeek: { de: 'monday', en: 'sunday' },
} as const;

/**
 * How a distance between members is shown, everywhere (cards, profiles, For You). We depart from
 * the spec on purpose: spec 01 section 9 shows a raw value divided by 100 followed by "m", but we
 * keep places private (DESIGN.md): positions are snapped to a grid of about 1 km and the server
 * answers whole kilometres between grid points (`distanceKm`), so metres would claim a precision
 * we never hand out. Below `nearBelowKm` (the same grid cell) the text is "< 1 km"; otherwise
 * whole kilometres, grouped as the language writes numbers. No-break spaces keep it on one line.
 */
export const distanceDisplay = { unit: 'km', nearBelowKm: 1 } as const;

export const formatDistance = (km: number, locale?: string): string =>
  km < distanceDisplay.nearBelowKm
    ? `<\u00a0${distanceDisplay.nearBelowKm}\u00a0${distanceDisplay.unit}`
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(km))}\u00a0${distanceDisplay.unit}`;

/** The web app's routes (spec 01 section 2); the server builds email links from them too. */
export const routes = {
  home: '/',
  messages: '/messages',
  dialog: '/messages/{id}',
  likes: '/likes',
  visitors: '/visitors',
  profile: '/profile',
  profileById: '/profile/{id}',
  strangerProfile: '/stranger-profile/{id}',
  tickets: '/tickets',
  shop: '/shop',
  shopMethod: '/shop/{id}/method',
  shopSuccess: '/shop/success',
  shopPremium: '/shop-premium',
  shopPremiumSuccess: '/shop-premium/success',
  shopTurboRocket: '/shop/turbo-rocket',
  appShop: '/appshop',
  settings: '/settings',
  search: '/search/{id}',
  support: '/support',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirmemail',
  confirmEmailChange: '/confirmemailchange',
  unsubscribe: '/unsubscribe/{id}',
  mobile: '/mobile',
  event: '/event/{id}',
  news: '/news',
  forYou: '/foryou',
  imprint: '/impressum',
  terms: '/agb',
  endUserLicenseAgreement: '/end-user-license-agreement',
  privacy: '/datenschutz',
} as const;
