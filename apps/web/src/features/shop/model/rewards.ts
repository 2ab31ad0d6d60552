/**
 * The free rewards of the shop (spec 02 sections 4 and 5): the daily reward (once a UTC day, a
 * streak of days in a row, doubled with premium), the wheel of fortune (once a UTC day, the
 * server draws the prize) and the bonus code (5 digits, once per member). Each answer carries
 * the balance, which the screens show from then on.
 */
import type { BonusCodeResult, DailyBonusResult, WheelResult } from '@amora/contract';
import { combine, createEvent, createStore, sample } from 'effector';
import { $configuration, $user, loadUserFx, sessionEnded } from '../../../session/model';
import { apiCallEffect, apiEffect } from '../../../shared/api';
import { type Notice, notified } from '../../../shared/notify';
import { codeOf, dataOf } from '../../../shared/result';
import { chargesCoins } from './paid';

export const dailyRewardClaimed = createEvent();
export const bonusCodeSubmitted = createEvent<{ code: string }>();
/** The bonus code form is shown again (another code). */
export const bonusCodeReset = createEvent();

export const claimDailyRewardFx = apiCallEffect(async (api) =>
  dataOf(await api.user.dailyBonus.request()),
);
/** Called by the wheel itself, which turns to the prize the server drew. */
export const spinWheelFx = apiCallEffect(async (api) => dataOf(await api.user.spinWheel.request()));
const redeemBonusCodeFx = apiEffect(async (api, code: string) =>
  dataOf(await api.shop.redeemBonusCode.request({ params: { code } })),
);
chargesCoins(claimDailyRewardFx);
chargesCoins(spinWheelFx);
chargesCoins(redeemBonusCodeFx);

sample({ clock: dailyRewardClaimed, target: claimDailyRewardFx });
sample({ clock: bonusCodeSubmitted, fn: ({ code }) => code, target: redeemBonusCodeFx });

const utcDay = (date: Date) => Math.floor(date.getTime() / 86_400_000);

/** Today's claim, once made in this session. */
const $dailyClaim = createStore<DailyBonusResult | null>(null)
  .on(claimDailyRewardFx.doneData, (_, result) => result)
  .reset(sessionEnded);
export const $dailyReward = combine(
  $user,
  $configuration,
  $dailyClaim,
  (user, configuration, claim) => {
    const now = new Date();
    const lastClaim = claim ? now : user?.lastDailyBonusAt && new Date(user.lastDailyBonusAt);
    const premiumFactor = user?.hasActivePremium
      ? (configuration?.premium.dailyCoinsFactor ?? 1)
      : 1;
    return {
      claimedToday: Boolean(lastClaim && utcDay(lastClaim) === utcDay(now)),
      /** What a claim gives: the daily coins, doubled with premium. */
      reward: claim?.reward || (configuration?.limits.freeDailyCoins ?? 0) * premiumFactor,
      streak: user?.coinStreak ?? 0,
    };
  },
);

/** The wheel stopped on the prize: only now does it say when the next spin is. */
export const wheelLanded = createEvent();
const $lastSpin = createStore<WheelResult | null>(null)
  .on(spinWheelFx.doneData, (_, result) => result)
  .reset(sessionEnded);
/** When the wheel may be spun again; null while today's spin is free. */
export const $nextWheelSpinAt = createStore<string | null>(null)
  .on($user, (current, user) => user?.nextWheelSpinAt ?? current)
  .reset(sessionEnded);
sample({
  clock: wheelLanded,
  source: $lastSpin,
  filter: Boolean,
  fn: (spin) => spin.nextSpinAt,
  target: $nextWheelSpinAt,
});

export type BonusCodeState =
  | { status: 'idle' | 'redeeming' }
  | { status: 'redeemed'; result: BonusCodeResult }
  | { status: 'refused'; code: string };
export const $bonusCode = createStore<BonusCodeState>({ status: 'idle' })
  .on(bonusCodeSubmitted, () => ({ status: 'redeeming' }))
  .on(redeemBonusCodeFx.doneData, (_, result) => ({ status: 'redeemed', result }))
  .on(redeemBonusCodeFx.failData, (_, error) => ({
    status: 'refused',
    code: codeOf(error) ?? 'INTERNAL',
  }))
  .reset(bonusCodeReset, sessionEnded);
// The toast of spec 02 section 8, with the coins the code gave.
sample({
  clock: redeemBonusCodeFx.doneData,
  fn: ({ reward }): Notice => ({
    kind: 'success',
    id: 'shop.bonus.toast',
    values: { coins: reward },
  }),
  target: notified,
});
// Spun already (another tab, another device): the user says until when.
sample({ clock: spinWheelFx.fail, target: loadUserFx });
