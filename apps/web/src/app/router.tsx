/**
 * The one route table of the app: every route of both spec documents. Each screen's module is
 * loaded with its route, so the landing page ships only what it shows.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { ErrorScreen } from './ErrorScreen';
import { CatchAll, MemberOnly, VisitorOnly } from './guards';
import { HomeRoute } from './HomeRoute';
import { paths } from './paths';
import { RootLayout } from './RootLayout';

/** A route whose screen is the export `name` of a module loaded on the first visit. */
const screen = <Module extends Record<string, unknown>>(
  path: string,
  load: () => Promise<Module>,
  name: keyof Module,
): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load())[name] as ComponentType }),
});

const discovery = () => import('../features/discovery/routes');
const people = () => import('../features/people/routes');
const messages = () => import('../features/messages/routes');
const profile = () => import('../features/profile/routes');
const shop = () => import('../features/shop/routes');
const account = () => import('../features/account/routes');
const info = () => import('../screens/info/routes');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      {
        element: (
          <MemberOnly>
            <Outlet />
          </MemberOnly>
        ),
        children: [
          screen(paths.forYou, discovery, 'ForYou'),
          screen(paths.search, discovery, 'UserSearch'),
          screen(paths.likes, people, 'Likes'),
          screen(paths.visitors, people, 'Visitors'),
          screen(paths.strangerProfile, people, 'StrangerProfile'),
          screen(paths.messages, messages, 'Messages'),
          screen(paths.chat, messages, 'Chat'),
          screen(paths.profile, profile, 'OwnProfile'),
          screen(paths.profileById, profile, 'OwnProfile'),
          screen(paths.shop, shop, 'Shop'),
          screen(paths.shopMethod, shop, 'ShopMethod'),
          screen(paths.shopSuccess, shop, 'ShopResult'),
          screen(paths.shopPremium, shop, 'PremiumShop'),
          screen(paths.shopPremiumSuccess, shop, 'PremiumResult'),
          screen(paths.turboRocket, shop, 'TurboRocket'),
          screen(paths.appShop, shop, 'AppShop'),
          screen(paths.event, shop, 'Event'),
          screen(paths.news, shop, 'News'),
          screen(paths.settings, account, 'Settings'),
          screen(paths.tickets, account, 'Tickets'),
        ],
      },
      {
        element: (
          <VisitorOnly>
            <Outlet />
          </VisitorOnly>
        ),
        children: [
          screen(paths.login, () => import('../screens/visitor/Login'), 'Login'),
          screen(
            paths.register,
            () => import('../screens/registration/Registration'),
            'Registration',
          ),
          screen(paths.mobile, info, 'MobileRegister'),
        ],
      },
      // Open to everyone: links from mails, legal pages, support.
      screen(
        paths.forgotPassword,
        () => import('../screens/visitor/ForgotPassword'),
        'ForgotPassword',
      ),
      screen(
        paths.resetPassword,
        () => import('../screens/visitor/ResetPassword'),
        'ResetPassword',
      ),
      screen(paths.confirmEmail, () => import('../screens/visitor/ConfirmEmail'), 'ConfirmEmail'),
      screen(paths.confirmEmailChange, info, 'ConfirmEmailChange'),
      screen(paths.unsubscribe, info, 'Unsubscribe'),
      screen(paths.support, info, 'SupportInfo'),
      screen(paths.imprint, info, 'Imprint'),
      screen(paths.terms, info, 'Terms'),
      screen(paths.eula, info, 'Eula'),
      screen(paths.privacy, info, 'Privacy'),
      { path: '*', element: <CatchAll /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
