/**
 * POST /shop/bonuscode/{code}: a 5-digit code worth free coins. A code counts once per member and
 * up to its usage limit in all; an expired or retired code reads as unknown. The code's row is
 * locked first, so parallel redemptions of the last use queue and only one of them gets it.
 */
import { errorCodes, shopEndpoints } from '@amora/contract';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bonusCodeRedemptions, bonusCodes } from '../../db/schema';
import { ApiProblem } from '../../http/problem';
import { route } from '../../http/route';
import { coinInfoOf } from './shared';

export const bonusCodeRoutes = async (app: FastifyInstance) => {
  route(app, shopEndpoints.redeemBonusCode, async ({ member, params }) =>
    app.db.transaction(async (tx) => {
      const [code] = await tx
        .select()
        .from(bonusCodes)
        .where(
          and(
            eq(bonusCodes.code, params.code),
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
        .values({ code: code.code, userId: member.id, reward: code.reward })
        .onConflictDoNothing()
        .returning({ id: bonusCodeRedemptions.id });
      if (redeemed.length === 0) throw ApiProblem.of(errorCodes.BONUS_CODE_ALREADY_USED);
      await tx
        .update(bonusCodes)
        .set({ redemptions: sql`${bonusCodes.redemptions} + 1` })
        .where(eq(bonusCodes.code, code.code));
      await app.ledger.credit(tx, member.id, {
        freeCoins: code.reward,
        reason: 'bonusCode',
        reference: code.code,
      });
      return { reward: code.reward, coinInfo: await coinInfoOf(tx, member.id) };
    }),
  );
};
