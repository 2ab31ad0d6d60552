/**
 * POST /shop/bonuscode/{code}: a 5-digit code worth free coins. A code counts once per member and
 * up to its usage limit in all; an expired or retired code reads as unknown. The code's row is
 * locked, so parallel redemptions of the last use queue and only one of them gets it.
 *
 * 100 000 codes can be tried one after the other, so failed tries are limited per member and per
 * address; past the limit every try is refused, the right code too, until the hour is over.
 */
import { errorCodes } from '@amora/contract';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from '../db/client';
import { bonusCodeRedemptions, bonusCodes, users } from '../db/schema';
import { ApiProblem } from '../http/problem';
import type { LimitWindow } from '../http/rate-limits';
import { coinInfoOf } from './shared';

/** Failed tries allowed an hour: a member mistyping a code from a mail never meets them. */
export const bonusCodeTryLimits = {
  perMember: { max: 10, timeWindow: '1 hour' },
  perIp: { max: 20, timeWindow: '1 hour' },
} as const satisfies Record<string, LimitWindow>;

/** The failed tries of one kind of key: read before a try, counted after a failed one. */
const failedTries = (
  app: FastifyInstance,
  name: string,
  window: LimitWindow,
  keyOf: (request: FastifyRequest) => string,
) => {
  const counter = app.createRateLimit({
    ...window,
    keyGenerator: (request) => `${name}:${keyOf(request)}`,
  });
  return {
    /** Seconds until the next try, when no try is left. */
    blockedFor: async (request: FastifyRequest) => {
      const state = await counter(request, { increment: false });
      return state.isAllowed || state.remaining > 0 ? undefined : Math.max(1, state.ttlInSeconds);
    },
    count: async (request: FastifyRequest) => {
      await counter(request);
    },
  };
};

const refusedTries = new Set<string>([
  errorCodes.BONUS_CODE_UNKNOWN,
  errorCodes.BONUS_CODE_ALREADY_USED,
]);

/** The failed tries of the member and of the address one redemption is made from. */
export interface BonusCodeTries {
  /** Refuses with RATE_LIMITED (and when to try again) while either has no try left. */
  refuseWhileBlocked(): Promise<void>;
  /** Counts a failed try for both. */
  count(): Promise<void>;
}

/** Made once with the app: the counters, which then serve every call's tries. */
export const bonusCodeTriesOf = (app: FastifyInstance) => {
  const limits = [
    failedTries(app, 'bonusCode.member', bonusCodeTryLimits.perMember, (request) =>
      String(request.member?.id),
    ),
    failedTries(app, 'bonusCode.ip', bonusCodeTryLimits.perIp, (request) => request.ip),
  ];
  return (request: FastifyRequest, reply: FastifyReply): BonusCodeTries => ({
    refuseWhileBlocked: async () => {
      for (const limit of limits) {
        const seconds = await limit.blockedFor(request);
        if (seconds !== undefined) {
          reply.header('retry-after', seconds);
          throw ApiProblem.of(errorCodes.RATE_LIMITED);
        }
      }
    },
    count: async () => {
      await Promise.all(limits.map((limit) => limit.count(request)));
    },
  });
};

/** The code's coins for the member, or the refusal (nothing written). */
const redeem = async (
  app: FastifyInstance,
  tx: Transaction,
  memberId: string,
  codeText: string,
) => {
  const [code] = await tx
    .select()
    .from(bonusCodes)
    .where(
      and(
        eq(bonusCodes.code, codeText),
        eq(bonusCodes.isActive, true),
        or(isNull(bonusCodes.expiresAt), gt(bonusCodes.expiresAt, sql`now()`)),
      ),
    )
    .for('update');
  if (!code) throw ApiProblem.of(errorCodes.BONUS_CODE_UNKNOWN);
  if (code.maxRedemptions !== null && code.redemptions >= code.maxRedemptions) {
    throw ApiProblem.of(errorCodes.BONUS_CODE_ALREADY_USED);
  }
  const redeemed = await tx
    .insert(bonusCodeRedemptions)
    .values({ code: code.code, userId: memberId, reward: code.reward })
    .onConflictDoNothing()
    .returning({ id: bonusCodeRedemptions.id });
  if (redeemed.length === 0) throw ApiProblem.of(errorCodes.BONUS_CODE_ALREADY_USED);
  await tx
    .update(bonusCodes)
    .set({ redemptions: sql`${bonusCodes.redemptions} + 1` })
    .where(eq(bonusCodes.code, code.code));
  await app.ledger.credit(tx, memberId, {
    freeCoins: code.reward,
    reason: 'bonusCode',
    reference: code.code,
  });
  return { reward: code.reward, coinInfo: await coinInfoOf(tx, memberId) };
};

/** Redeems the code for the member while their and the address's tries allow it. */
export const redeemBonusCode = (
  app: FastifyInstance,
  memberId: string,
  codeText: string,
  tries: BonusCodeTries,
) =>
  app.db.transaction(async (tx) => {
    // The member's row is locked first: one try at a time per member, so parallel guesses
    // cannot all read the count before any of them adds to it.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for('update');
    await tries.refuseWhileBlocked();
    try {
      return await redeem(app, tx, memberId, codeText);
    } catch (error) {
      if (error instanceof ApiProblem && refusedTries.has(error.code)) await tries.count();
      throw error;
    }
  });
