/**
 * `last-verified-check` (spec 01 section 3 names the local-storage key, not its use). Our
 * decision: a member who sent a selfie waits for the verification; when they come back to the page
 * (it becomes visible again), the app reloads the account so a decision shows at once (the
 * verified mark, the profile's verification state), but asks at most once every 15 minutes
 * whatever the number of tabs and reloads: the key holds when it last asked (milliseconds since
 * the epoch). The start and every login load the account anyway.
 */
import { localStorageKeys } from '@amora/contract';
import { createEffect, createEvent, sample } from 'effector';
import { readItem, writeItem } from '../shared/storage';
import { $user, loadUserFx } from './model';

export const verificationCheckIntervalMs = 15 * 60 * 1000;

/** The member came back to the page (the document became visible). */
export const pageShown = createEvent();

/** Whether the last check is long enough ago; if so, this one is noted as the last. */
const claimCheckFx = createEffect((now: number) => {
  const last = Number(readItem(localStorageKeys.lastVerifiedCheck));
  if (Number.isFinite(last) && last > 0 && now - last < verificationCheckIntervalMs) return false;
  writeItem(localStorageKeys.lastVerifiedCheck, String(now));
  return true;
});

sample({
  clock: pageShown,
  source: $user,
  filter: (user) => Boolean(user?.verificationPending),
  fn: () => Date.now(),
  target: claimCheckFx,
});
sample({ clock: claimCheckFx.doneData, filter: Boolean, target: loadUserFx });
