/**
 * What every member screen shares: the balance as the server last reported it, the paid-action
 * guard (spec 02 section 4: ERR_BALANCE_TOO_LOW is a client-side guard) and the counters of the
 * navigation.
 */
import type { CoinInfo, User } from '@amora/contract';
import { createEvent, createStore } from 'effector';
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

/** Badges of the navigation: new likes and unread dialogs. */
export const newLikesCounted = createEvent<number>();
export const unreadDialogsCounted = createEvent<number>();
export const $newLikes = createStore(0)
  .on(newLikesCounted, (_, count) => count)
  .reset(sessionEnded);
export const $unreadDialogs = createStore(0)
  .on(unreadDialogsCounted, (_, count) => count)
  .reset(sessionEnded);
