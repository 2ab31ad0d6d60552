/**
 * Around every route: client-side navigation for the library's links, the body class of the
 * first path segment, the transient login of links into the messages, and the profile a campaign
 * link named (strangerId), opened once the visitor is a member, the browser platform, and a page
 * opened in a frame taken to the whole window.
 */
import { RouterProvider as LinkRouter, Toaster } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { $strangerToOpen, strangerOpened } from '../campaign/strangerLink';
import { AppStatusGate } from '../screens/info/AppStatus';
import { transientLoginRequested } from '../session/model';
import { pageShown } from '../session/verifiedCheck';
import { frameExit, isFramed, leaveFrame } from '../shared/frame';
import { platformDetected } from '../shared/platform';
import { useLinkHref } from './linkHref';
import { bodyClassOf, strangerPath } from './paths';

function useBodyClass(pathname: string) {
  useEffect(() => {
    const bodyClass = bodyClassOf(pathname);
    if (!bodyClass) return;
    document.body.classList.add(bodyClass);
    return () => document.body.classList.remove(bodyClass);
  }, [pathname]);
}

/**
 * On a path containing "messages" (and on the login), a query with userId and token logs in
 * with them; the same path is then shown without them.
 */
function useTransientLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  const requestLogin = useUnit(transientLoginRequested);
  useEffect(() => {
    if (!location.pathname.includes('messages') && location.pathname !== '/login') return;
    const query = new URLSearchParams(location.search);
    const userId = query.get('userId');
    const token = query.get('token');
    if (!userId || !token) return;
    requestLogin({ userId, token });
    query.delete('userId');
    query.delete('token');
    const rest = query.toString();
    navigate(`${location.pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  }, [location.pathname, location.search, navigate, requestLogin]);
}

/** A campaign link's stranger opens once the visitor is a member (after any other redirect). */
function useStrangerLink() {
  const navigate = useNavigate();
  const [stranger, opened] = useUnit([$strangerToOpen, strangerOpened]);
  useEffect(() => {
    if (!stranger) return;
    navigate(strangerPath(stranger));
    opened(stranger);
  }, [stranger, navigate, opened]);
}

/** A page opened in a frame (`frame` in the query) goes on in the whole window (shared/frame.ts). */
function useFrameExit() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!location.search.includes('frame')) return;
    const exit = frameExit(window.location.href, isFramed());
    if (exit && 'topHref' in exit) leaveFrame(exit.topHref);
    else if (exit) navigate(exit.path, { replace: true });
  }, [location.search, navigate]);
}

/** The member coming back to the page (session/verifiedCheck.ts). */
function usePageShown() {
  const shown = useUnit(pageShown);
  useEffect(() => {
    const changed = () => {
      if (document.visibilityState === 'visible') shown();
    };
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, [shown]);
}

/** The browser platform, read once the page is the app's (a hydrated page must stay the server's). */
function usePlatform() {
  const detected = useUnit(platformDetected);
  useEffect(() => {
    detected({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints });
  }, [detected]);
}

export function RootLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  useBodyClass(location.pathname);
  useTransientLogin();
  useStrangerLink();
  usePlatform();
  useFrameExit();
  usePageShown();
  return (
    <LinkRouter navigate={(to) => navigate(to)} useHref={useLinkHref}>
      <AppStatusGate>
        <Outlet />
      </AppStatusGate>
      <Toaster />
    </LinkRouter>
  );
}
