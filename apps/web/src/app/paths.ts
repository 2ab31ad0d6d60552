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

/** Only a path of this site is a place to return to after login (no open redirect). */
export const safeRedirect = (redirect: string | null): string =>
  redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : paths.home;

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
