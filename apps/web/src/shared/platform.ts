/**
 * The browser platform (spec 01 section 2): Android, iOS, Windows, macOS or Unknown, read from the
 * user agent once the app runs in the browser. A phone is offered its own app store wherever the
 * app shows the store badges (landing, mobile page, update screen); any other device both.
 * Detected after the start, not during it: the server renders the landing without knowing the
 * device, and the hydrated page must first be the server's.
 */
import type { StoreBadgesProps } from '@amora/ui';
import { createEvent, createStore } from 'effector';

type AppStore = NonNullable<StoreBadgesProps['stores']>[number];

export type BrowserPlatform = 'Android' | 'iOS' | 'Windows' | 'macOS' | 'Unknown';

/** What the browser tells about itself (`navigator`). */
export interface BrowserDescription {
  userAgent: string;
  maxTouchPoints?: number;
}

export const detectPlatform = (browser: BrowserDescription | undefined): BrowserPlatform => {
  const agent = browser?.userAgent ?? '';
  // Android before Linux, iOS before macOS: their agents name both.
  if (/Android/i.test(agent)) return 'Android';
  if (/iPhone|iPad|iPod/i.test(agent)) return 'iOS';
  if (/Macintosh|Mac OS X/i.test(agent)) {
    // iPadOS asks for desktop pages as a Mac; only its touch screen tells it apart.
    return (browser?.maxTouchPoints ?? 0) > 1 ? 'iOS' : 'macOS';
  }
  if (/Windows/i.test(agent)) return 'Windows';
  return 'Unknown';
};

export const platformDetected = createEvent<BrowserDescription>();

export const $platform = createStore<BrowserPlatform>('Unknown', { serialize: 'ignore' }).on(
  platformDetected,
  (_, browser) => detectPlatform(browser),
);

const allStores: readonly AppStore[] = ['appStore', 'googlePlay'];
const storesOf: Partial<Record<BrowserPlatform, readonly AppStore[]>> = {
  Android: ['googlePlay'],
  iOS: ['appStore'],
};

/** The store badges to show. */
export const $stores = $platform.map((platform) => storesOf[platform] ?? allStores);
