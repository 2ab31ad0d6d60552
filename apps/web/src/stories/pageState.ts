/**
 * What a screen story must not share with the stories before and after it on the same page:
 * the clock (the screens name days relative to today, "Thu", "9 Nov", "2 h left"), the app's
 * toast queue (one for the page), and react-aria's live announcer, whose announcements outlive
 * the story that made them by seconds (axe would then judge an announcement of a button that is
 * gone).
 */
import { toastQueue } from '@amora/ui';
import { storyNow } from './fixtures';

const RealDate = Date;

/** Runs the page's clock from `storyNow` (it keeps ticking, so timers and animations behave). */
export const setStoryClock = () => {
  const offset = RealDate.parse(storyNow) - RealDate.now();
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length > 0 ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
};

/** The real clock back, no toast and no announcement left. */
export const clearPage = () => {
  globalThis.Date = RealDate;
  toastQueue.clear();
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
};
