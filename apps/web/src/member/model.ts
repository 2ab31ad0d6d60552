/**
 * What every member screen shares: the balance as the server last reported it, the paid-action
 * guard (spec 02 section 4: ERR_BALANCE_TOO_LOW is a client-side guard) and the counters of the
 * navigation.
 */
import type { CoinInfo, User } from '@amora/contract';
import { createEvent, createStore, sample } from 'effector';
import { $user, sessionEnded } from '../session/model';

/** A paid call answered with the member's money: the balance shown is the server's, never a guess. */
export const coinInfoReceived = createEvent<CoinInfo>();
$user.on(coinInfoReceived, (user, info) => (user ? { ...user, ...info } : user));

/** Whether `amount` coins can be spent: coins and freeCoins together. */
export const canSpend = (user: Pick<User, 'coins' | 'freeCoins'> | null, amount: number) =>
  user !== null && user.coins + user.freeCoins >= amount;

/** A paid action was stopped by the guard (or the server said ERR_BALANCE_TOO_LOW). */
export const outOfCoins = createEvent();
export const outOfCoinsClosed = createEvent();
/** The "Out of coins!" dialog with its link to the shop is open. */
export const $outOfCoins = createStore(false)
  .on(outOfCoins, () => true)
  .reset(outOfCoinsClosed, sessionEnded);

/** Badges of the navigation: new likes and visitors (not yet shown to the member), unread dialogs. */
export const newLikesCounted = createEvent<number>();
export const newVisitorsCounted = createEvent<number>();
export const unreadDialogsCounted = createEvent<number>();
export const $newLikes = createStore(0)
  .on(newLikesCounted, (_, count) => count)
  .reset(sessionEnded);
export const $newVisitors = createStore(0)
  .on(newVisitorsCounted, (_, count) => count)
  .reset(sessionEnded);
export const $unreadDialogs = createStore(0)
  .on(unreadDialogsCounted, (_, count) => count)
  .reset(sessionEnded);

/**
 * The member area opened for the first time in this session (the first member screen mounted):
 * the after-login loads of spec 01 section 4 start here, in each feature's model.
 */
export const memberAreaEntered = createEvent();
/** A member screen mounted: becomes `memberAreaEntered` once per session. */
export const memberScreenMounted = createEvent();
const $entered = createStore(false)
  .on(memberAreaEntered, () => true)
  .reset(sessionEnded);
sample({
  clock: memberScreenMounted,
  filter: $entered.map((entered) => !entered),
  target: memberAreaEntered,
});
