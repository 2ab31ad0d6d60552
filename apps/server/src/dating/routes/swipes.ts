/**
 * The match game: a swipe takes one of freeSwipesCount (premium members swipe without limit),
 * then NO_SWIPES_LEFT; an undo takes one of freeSwipesUndoCount (premium: no limit), then
 * NO_UNDO_LEFT. The counter, the swipe and the like it makes are written in one transaction.
 */
import { errorCodes, relationshipEndpoints } from '@amora/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { swipes } from '../../db/schema';
import { ApiProblem } from '../../http/problem';
import { route } from '../../http/route';
import { findActiveUser, hasActivePremium, toCoinInfo } from '../../users';
import {
  announceMatch,
  dislike,
  like,
  lockPair,
  profileImageKeys,
  requireSelf,
  requireTarget,
  revert,
  strangerProfileOf,
  toProfileSummary,
} from '..';

export const swipeRoutes = async (app: FastifyInstance) => {
  route(app, relationshipEndpoints.swipe, async ({ member, body }) => {
    const outcome = await app.db.transaction(async (tx) => {
      await lockPair(tx, member.id, body.userId);
      const self = await requireSelf(tx, member.id, { lock: true });
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
      await tx
        .insert(swipes)
        .values({ userId: self.id, targetId: target.id, direction: body.type });
      let result = { isMatch: false, isNewMatch: false };
      if (body.type === 'like') result = await like(tx, self, target);
      else await dislike(tx, self, target);
      const after = await requireSelf(tx, self.id);
      const keys = await profileImageKeys(tx, [target.id]);
      return {
        ...result,
        partner: toProfileSummary(target, self, keys.get(target.id)),
        coinInfo: toCoinInfo(after),
      };
    });
    if (outcome.isNewMatch) {
      await announceMatch(app, { userId: member.id, partnerId: body.userId, at: new Date() });
    }
    return { isMatch: outcome.isMatch, partner: outcome.partner, coinInfo: outcome.coinInfo };
  });

  route(app, relationshipEndpoints.undoSwipe, async ({ member }) =>
    app.db.transaction(async (tx) => {
      const self = await requireSelf(tx, member.id, { lock: true });
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
    }),
  );
};
