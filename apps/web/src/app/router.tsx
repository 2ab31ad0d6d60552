/** The one route table of the app: every route of both spec documents. */
import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { MessageId } from '../i18n/catalogue';
import { Placeholder } from '../screens/Placeholder';
import { Registration } from '../screens/registration/Registration';
import { ConfirmEmail } from '../screens/visitor/ConfirmEmail';
import { ForgotPassword } from '../screens/visitor/ForgotPassword';
import { Login } from '../screens/visitor/Login';
import { ResetPassword } from '../screens/visitor/ResetPassword';
import { ErrorScreen } from './ErrorScreen';
import { CatchAll, MemberOnly, VisitorOnly } from './guards';
import { HomeRoute } from './HomeRoute';
import { paths } from './paths';
import { RootLayout } from './RootLayout';

const member = (path: string, page: MessageId): RouteObject => ({
  path,
  element: (
    <MemberOnly>
      <Placeholder page={page} />
    </MemberOnly>
  ),
});

const visitor = (path: string, element: ReactNode): RouteObject => ({
  path,
  element: <VisitorOnly>{element}</VisitorOnly>,
});

/** Open to everyone (legal pages, support, links from mails). */
const open = (path: string, element: ReactNode): RouteObject => ({ path, element });

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      // Member features: their screens come with part two of the web app.
      member(paths.messages, 'page.messages'),
      member(paths.chat, 'page.messages'),
      member(paths.likes, 'page.likes'),
      member(paths.visitors, 'page.visitors'),
      member(paths.profile, 'page.profile'),
      member(paths.profileById, 'page.profile'),
      member(paths.strangerProfile, 'page.strangerProfile'),
      member(paths.tickets, 'page.tickets'),
      member(paths.shop, 'page.shop'),
      member(paths.shopMethod, 'page.shop'),
      member(paths.shopSuccess, 'page.shop'),
      member(paths.shopPremium, 'page.shopPremium'),
      member(paths.shopPremiumSuccess, 'page.shopPremium'),
      member(paths.turboRocket, 'page.turboRocket'),
      member(paths.appShop, 'page.appShop'),
      member(paths.settings, 'page.settings'),
      member(paths.search, 'page.search'),
      member(paths.event, 'page.event'),
      member(paths.news, 'page.news'),
      member(paths.forYou, 'page.forYou'),
      // Visitors.
      visitor(paths.login, <Login />),
      visitor(paths.register, <Registration />),
      visitor(paths.mobile, <Placeholder page="page.mobile" />),
      open(paths.forgotPassword, <ForgotPassword />),
      open(paths.resetPassword, <ResetPassword />),
      open(paths.confirmEmail, <ConfirmEmail />),
      open(paths.confirmEmailChange, <Placeholder page="page.confirmEmailChange" />),
      open(paths.unsubscribe, <Placeholder page="page.unsubscribe" />),
      open(paths.support, <Placeholder page="page.support" />),
      open(paths.imprint, <Placeholder page="page.imprint" />),
      open(paths.terms, <Placeholder page="page.terms" />),
      open(paths.eula, <Placeholder page="page.eula" />),
      open(paths.privacy, <Placeholder page="page.privacy" />),
      { path: '*', element: <CatchAll /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
