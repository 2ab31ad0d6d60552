/**
 * The match game: a swipe takes one of freeSwipesCount (premium members swipe without limit),
 * then NO_SWIPES_LEFT; an undo takes one of freeSwipesUndoCount (premium: no limit), then
 * NO_UNDO_LEFT. The counter, the swipe and the like it makes are written in one transaction.
 */
import { errorCodes, type SwipePayload } from '@amora/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { swipes } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { findActiveUser, hasActivePremium, requireSelf, toCoinInfo } from '../users';
import { strangerProfileOf } from './profiles';
import { relate, requireTarget, revert } from './relations';
import { inPairTransaction, partnerSummaryOf } from './triggers';

export const swipe = async (app: FastifyInstance, memberId: string, body: SwipePayload) => {
  const outcome = await inPairTransaction(app, memberId, body.userId, async (tx) => {
    const self = await requireSelf(tx, memberId, { lock: true });
    const target = await requireTarget(tx, self.id, body.userId);
    const [already] = await tx
      .select({ id: swipes.id })
      .from(swipes)
      .where(and(eq(swipes.userId, self.id), eq(swipes.targetId, target.id)));
    if (already) throw ApiProblem.of(errorCodes.CONFLICT);
    if (!hasActivePremium(self)) {
      await app.ledger.spendCounter(tx, self.id, {
        counter: 'freeSwipesCount',
        reason: 'swipe',
        reference: target.id,
        errorCode: errorCodes.NO_SWIPES_LEFT,
      });
    }
    await tx.insert(swipes).values({ userId: self.id, targetId: target.id, direction: body.type });
    const result = await relate(tx, self, target, body.type);
    const after = await requireSelf(tx, self.id);
    const partner = await partnerSummaryOf(tx, self, target);
    return { ...result, partner, coinInfo: toCoinInfo(after) };
  });
  return { isMatch: outcome.isMatch, partner: outcome.partner, coinInfo: outcome.coinInfo };
};

/** Takes back the last swipe and answers its profile, to put on top of the deck again. */
export const undoSwipe = (app: FastifyInstance, memberId: string) =>
  app.db.transaction(async (tx) => {
    const self = await requireSelf(tx, memberId, { lock: true });
    const [last] = await tx
      .select()
      .from(swipes)
      .where(eq(swipes.userId, self.id))
      .orderBy(desc(swipes.createdAt), desc(swipes.id))
      .limit(1);
    if (!last) throw ApiProblem.of(errorCodes.NOT_FOUND);
    const target = await findActiveUser(tx, last.targetId);
    if (!target) throw ApiProblem.of(errorCodes.NOT_FOUND);
    if (!hasActivePremium(self)) {
      await app.ledger.spendCounter(tx, self.id, {
        counter: 'freeSwipesUndoCount',
        reason: 'swipeUndo',
        reference: target.id,
        errorCode: errorCodes.NO_UNDO_LEFT,
      });
    }
    await tx.delete(swipes).where(eq(swipes.id, last.id));
    await revert(tx, self.id, target.id, last.direction);
    const after = await requireSelf(tx, self.id);
    return { profile: await strangerProfileOf(tx, after, target), coinInfo: toCoinInfo(after) };
  });
