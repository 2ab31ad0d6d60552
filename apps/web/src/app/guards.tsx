/** Who may see a route: members only, visitors only, and the catch-all (spec 01 section 2). */
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { $authenticated, transientLoginFx } from '../session/model';
import { loginPath, paths, safeRedirect } from './paths';

/** A member route: visitors go to the login, which brings them back here afterwards. */
export function MemberOnly({ children }: { children: ReactNode }) {
  const [isMember, isLoggingIn] = useUnit([$authenticated, transientLoginFx.pending]);
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  // A link's transient login (RootLayout) is under way: wait for it instead of the login screen.
  const carriesLogin = query.has('userId') && query.has('token');
  if (!isMember && (isLoggingIn || carriesLogin)) return null;
  if (!isMember) {
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }
  return children;
}

/** The login and registration: a member is sent on to `redirect`, or home. */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const isMember = useUnit($authenticated);
  const [query] = useSearchParams();
  if (isMember) return <Navigate to={safeRedirect(query.get('redirect'))} replace />;
  return children;
}

/** An unknown path: members go home, visitors to the login. */
export function CatchAll() {
  const isMember = useUnit($authenticated);
  return <Navigate to={isMember ? paths.home : paths.login} replace />;
}
