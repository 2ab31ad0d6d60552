/**
 * Around every route: client-side navigation for the library's links, the toasts, and the
 * operator's session: a loader until the server said who is signed in, the sign-in without an
 * operator, the page with one.
 */
import { FullScreenLoader, RouterProvider as LinkRouter, Toaster } from '@amora/ui';
import { useUnit } from 'effector-react';
import { Outlet, useHref, useNavigate } from 'react-router';
import { SignIn } from '../features/sign-in/SignIn';
import { $operator, $sessionKnown } from '../session/model';

export function RootLayout() {
  const navigate = useNavigate();
  const [operator, known] = useUnit([$operator, $sessionKnown]);
  return (
    <LinkRouter navigate={(to) => navigate(to)} useHref={useHref}>
      {!known ? <FullScreenLoader /> : operator ? <Outlet /> : <SignIn />}
      <Toaster />
    </LinkRouter>
  );
}
