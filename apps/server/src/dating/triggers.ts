/**
 * A like, dislike or visit one member triggers on another (from the grid, the game and the
 * relationship calls), and taking one back. Everything between the two runs in one transaction
 * under the pair's lock; a match it made is announced once that transaction has committed.
 */
import { errorCodes, type ProfileSummary } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import type { Database, Transaction } from '../db/client';
import type { UserRow } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { findActiveUser, requireSelf } from '../users';
import { announceMatch } from './plugin';
import { profileImageKeys, toProfileSummary } from './profiles';
import { type LikeOutcome, lockPair, relate, requireTarget, revert } from './relations';

/** Runs `work` in a transaction under the pair's lock, then announces a match it made. */
export const inPairTransaction = async <Outcome extends LikeOutcome>(
  app: FastifyInstance,
  memberId: string,
  partnerId: string,
  work: (tx: Transaction) => Promise<Outcome>,
): Promise<Outcome> => {
  const outcome = await app.db.transaction(async (tx) => {
    await lockPair(tx, memberId, partnerId);
    return work(tx);
  });
  if (outcome.isNewMatch) {
    await announceMatch(app, { userId: memberId, partnerId, at: new Date() });
  }
  return outcome;
};

/** The other member as the answer names them, with their profile picture. */
export const partnerSummaryOf = async (
  db: Database,
  self: UserRow,
  partner: UserRow,
): Promise<ProfileSummary> => {
  const keys = await profileImageKeys(db, [partner.id]);
  return toProfileSummary(partner, self, keys.get(partner.id));
};

/** A like, dislike or visit in its own transaction; the partner as the answer names them. */
const relateInPair = async (
  app: FastifyInstance,
  memberId: string,
  targetId: string,
  type: 'like' | 'dislike' | 'visit',
) => {
  const { isMatch, partner } = await inPairTransaction(app, memberId, targetId, async (tx) => {
    const self = await requireSelf(tx, memberId);
    const target = await requireTarget(tx, self.id, targetId);
    const result = await relate(tx, self, target, type);
    return { ...result, partner: await partnerSummaryOf(tx, self, target) };
  });
  return { isMatch, partner };
};

/** Likes, dislikes or visits `targetId`; answers whether the two are matched now. */
export const trigger = async (
  app: FastifyInstance,
  memberId: string,
  targetId: string,
  type: 'like' | 'dislike' | 'visit',
) => ({ type, ...(await relateInPair(app, memberId, targetId, type)) });

/** A like from the grid. */
export const likeFromGrid = async (app: FastifyInstance, memberId: string, targetId: string) => ({
  isLiked: true as const,
  ...(await relateInPair(app, memberId, targetId, 'like')),
});

/** Takes back one's own like, dislike or visit (a like's match with it). */
export const takeBack = async (
  db: Database,
  memberId: string,
  targetId: string,
  type: 'like' | 'dislike' | 'visit',
) => {
  if (targetId === memberId) throw ApiProblem.of(errorCodes.CANNOT_TARGET_SELF);
  const target = await findActiveUser(db, targetId);
  if (!target) throw ApiProblem.of(errorCodes.NOT_FOUND);
  await db.transaction((tx) => revert(tx, memberId, target.id, type));
};
