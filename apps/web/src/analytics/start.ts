/**
 * Starts the usage statistics in the app's scope: the send timer, the page being hidden or left,
 * and a page_view per route the router arrives at. Called once the app is on the page, so none of
 * it delays the start.
 */
import { analytics } from '@amora/contract';
import { allSettled, type Scope, scopeBind } from 'effector';
import type { createRouter } from '../app/router';
import { analyticsStarted, eventTracked, flushRequested, pageHidden } from './model';
import './moments';
import { pagePathOf } from './pagePath';

export const startAnalytics = async (scope: Scope, router: ReturnType<typeof createRouter>) => {
  await allSettled(analyticsStarted, {
    scope,
    params: {
      baseUrl: '',
      fetch: (...args) => globalThis.fetch(...args),
      beacon:
        typeof navigator.sendBeacon === 'function'
          ? (url, data) => navigator.sendBeacon(url, data)
          : undefined,
    },
  });
  const track = scopeBind(eventTracked, { scope });
  const flush = scopeBind(flushRequested, { scope });
  const hide = scopeBind(pageHidden, { scope });

  setInterval(flush, analytics.flushIntervalMs);
  window.addEventListener('pagehide', () => hide());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') hide();
  });

  let viewed: string | null = null;
  const view = (pathname: string) => {
    if (pathname === viewed) return;
    viewed = pathname;
    track({ name: 'page_view', params: { path: pagePathOf(pathname) } });
  };
  view(router.state.location.pathname);
  router.subscribe((state) => view(state.location.pathname));
};
