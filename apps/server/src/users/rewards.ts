/**
 * The daily rewards: the free coins of GET /user/dailyBonus and the wheel of fortune. Both count
 * in UTC calendar days and lock the member's row first, so two calls at the same moment cannot
 * both collect the day's reward.
 */
import { randomInt } from 'node:crypto';
import {
  type Bonus,
  type DailyBonusResult,
  defaultConfiguration,
  errorCodes,
  limits,
  premiumBenefits,
  type WheelResult,
} from '@amora/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { coinInfoOf, creditBonus, startOfNextUtcDay, utcDay } from '../economy/shared';
import { ApiProblem } from '../http/problem';
import { lockMember } from './member';
import { hasActivePremium, nextWheelSpinAt, toCoinInfo } from './user-view';

/**
 * Our odds for the configuration's prizes, in its order: the small prizes often, the 20 free
 * coins and the stars rarely. The wheel the member sees shows the prizes, never the odds.
 */
export const wheelPrizeWeights = [25, 18, 12, 15, 3, 12, 10, 5];
const wheelWeightTotal = wheelPrizeWeights.reduce((sum, weight) => sum + weight, 0);
if (wheelPrizeWeights.length !== defaultConfiguration.wheelPrizes.length) {
  throw new Error('Every prize of the wheel needs a weight');
}

/** A prize drawn with the weights, from the operating system's randomness. */
export const drawWheelPrize = (): { prizeIndex: number; prize: Bonus } => {
  let ticket = randomInt(wheelWeightTotal);
  for (const [prizeIndex, prize] of defaultConfiguration.wheelPrizes.entries()) {
    const weight = wheelPrizeWeights[prizeIndex] ?? 0;
    if (ticket < weight) return { prizeIndex, prize };
    ticket -= weight;
  }
  throw new Error('the wheel ticket lies beyond the weights');
};

export const claimDailyBonus = (
  app: FastifyInstance,
  memberId: string,
): Promise<DailyBonusResult> =>
  app.db.transaction(async (tx) => {
    const now = new Date();
    const self = await lockMember(tx, memberId);
    const nextClaimAt = startOfNextUtcDay(now).toISOString();
    const lastDay = self.lastDailyBonusAt && utcDay(self.lastDailyBonusAt);
    if (lastDay === utcDay(now)) {
      // Collected already today: the answer says so and gives nothing.
      return {
        claimed: false,
        reward: 0,
        coinStreak: self.coinStreak,
        nextClaimAt,
        coinInfo: toCoinInfo(self, now),
      };
    }
    const coinStreak = lastDay === utcDay(now) - 1 ? self.coinStreak + 1 : 1;
    const reward =
      limits.freeDailyCoins * (hasActivePremium(self, now) ? premiumBenefits.dailyCoinsFactor : 1);
    await app.ledger.credit(tx, self.id, { freeCoins: reward, reason: 'dailyBonus' });
    await tx
      .update(users)
      .set({ coinStreak, lastDailyBonusAt: now, updatedAt: now })
      .where(eq(users.id, self.id));
    return {
      claimed: true,
      reward,
      coinStreak,
      nextClaimAt,
      coinInfo: await coinInfoOf(tx, self.id),
    };
  });

export const spinWheel = (app: FastifyInstance, memberId: string): Promise<WheelResult> =>
  app.db.transaction(async (tx) => {
    const now = new Date();
    const self = await lockMember(tx, memberId);
    if (nextWheelSpinAt(self.lastWheelSpinAt, now)) {
      throw ApiProblem.of(errorCodes.WHEEL_ALREADY_SPUN);
    }
    const { prizeIndex, prize } = drawWheelPrize();
    await creditBonus(app, tx, self.id, prize, {
      reason: 'wheel',
      reference: String(prizeIndex),
    });
    await tx
      .update(users)
      .set({ lastWheelSpinAt: now, updatedAt: now })
      .where(eq(users.id, self.id));
    return {
      prizeIndex,
      prize,
      nextSpinAt: startOfNextUtcDay(now).toISOString(),
      coinInfo: await coinInfoOf(tx, self.id),
    };
  });
