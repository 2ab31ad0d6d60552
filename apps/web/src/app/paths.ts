/**
 * Every route of both spec documents (spec 01 section 2, spec 02 section 2), as path patterns of
 * React Router, and the builders for the parameterised ones.
 */
import { generatePath } from 'react-router';

export const paths = {
  home: '/',
  messages: '/messages',
  chat: '/messages/:id',
  likes: '/likes',
  visitors: '/visitors',
  profile: '/profile',
  profileById: '/profile/:id',
  strangerProfile: '/stranger-profile/:id',
  tickets: '/tickets',
  shop: '/shop',
  shopMethod: '/shop/:id/method',
  shopSuccess: '/shop/success',
  shopPremium: '/shop-premium',
  shopPremiumSuccess: '/shop-premium/success',
  turboRocket: '/shop/turbo-rocket',
  appShop: '/appshop',
  settings: '/settings',
  search: '/search/:id',
  support: '/support',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirmemail',
  confirmEmailChange: '/confirmemailchange',
  unsubscribe: '/unsubscribe/:id',
  mobile: '/mobile',
  event: '/event/:id',
  news: '/news',
  forYou: '/foryou',
  imprint: '/impressum',
  terms: '/agb',
  eula: '/end-user-license-agreement',
  privacy: '/datenschutz',
} as const;

export type RouteName = keyof typeof paths;

/** The login route, coming back to `redirect` after the login. */
export const loginPath = (redirect?: string) =>
  redirect && redirect !== paths.home
    ? `${paths.login}?${new URLSearchParams({ redirect })}`
    : paths.login;

/** The longest redirect kept: the app's own paths are far shorter. */
const maxRedirectLength = 2048;
/** How many layers of percent-encoding are looked through before giving up. */
const maxDecodings = 5;
/** Backslashes (browsers read `/\` as `//`) and control characters (which URL parsers drop). */
const unsafeCharacter = /[\\\p{Cc}]/u;
/** Encoded slashes and backslashes, which a later decoding would turn into real ones. */
const encodedSlash = /%(?:2f|5c)/i;
/** A scheme (`javascript:`, `https:`) or a second slash: a way off this site. */
const leavesThePath = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** The origin paths resolve against: the page's, or a stand-in without one (server render). */
const currentOrigin = () => {
  const origin = globalThis.location?.origin;
  return origin?.startsWith('http') ? origin : 'http://localhost';
};

/** Each decoding of `text`, itself first; undefined when one fails or they do not end. */
const decodings = (text: string): string[] | undefined => {
  const layers = [text];
  for (let layer = text; layers.length <= maxDecodings; ) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return undefined;
    }
    if (decoded === layer) return layers;
    layers.push(decoded);
    layer = decoded;
  }
  return undefined;
};

/**
 * Only a path of this site is a place to return to after login (no open redirect): `redirect`
 * must start with one slash and, after every decoding, hold no backslash, encoded slash, control
 * character or scheme (nor raw whitespace), and resolve against this origin to this origin. Returns the
 * resolved path (with its query and fragment); anything else goes home.
 */
export const safeRedirect = (redirect: string | null, origin = currentOrigin()): string => {
  // Unencoded whitespace never comes from the router's own paths.
  if (!redirect || redirect.length > maxRedirectLength || /\s/.test(redirect)) return paths.home;
  const layers = decodings(redirect);
  if (
    !layers?.every(
      (layer) =>
        layer.startsWith('/') &&
        !leavesThePath.test(layer) &&
        !unsafeCharacter.test(layer) &&
        !encodedSlash.test(layer),
    )
  ) {
    return paths.home;
  }
  let resolved: URL;
  try {
    resolved = new URL(redirect, origin);
  } catch {
    return paths.home;
  }
  if (resolved.origin !== new URL(origin).origin || resolved.pathname.startsWith('//')) {
    return paths.home;
  }
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
};

/** The body class of a path: its first segment ("home" for the root), none on the shop. */
export const bodyClassOf = (pathname: string): string | undefined => {
  const segment = pathname.split('/')[1] ?? '';
  if (segment === 'shop') return undefined;
  return `route-${segment || 'home'}`;
};

/** A dialog's chat. */
export const dialogPath = (dialogId: string) => generatePath(paths.chat, { id: dialogId });

/** The chat with a member: their dialog, or a new (temp) one when there is none yet (`?new`). */
export const chatWithPath = (memberId: string, dialogId: string | null) =>
  dialogId ? dialogPath(dialogId) : `${dialogPath(memberId)}?new`;

/** Another member's profile. */
export const strangerPath = (memberId: string) =>
  generatePath(paths.strangerProfile, { id: memberId });
