/**
 * Likes, dislikes, visits and matches between two members. Every function runs in the caller's
 * transaction; a match is two rows (one received by each member), written when the second like
 * arrives. Demo profiles like back at a fixed rate, decided by the pair, so a newcomer gets
 * matches and the same like always gets the same answer.
 */
import { createHash } from 'node:crypto';
import { errorCodes } from '@amora/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { relationships, type UserRow } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { findActiveUser } from '../users';
import { isBlockedEitherWay } from './blocks';

/** Share of likes a demo profile answers with a like (a realistic rate, not every like). */
export const demoLikeBackRate = 0.35;

/** Whether the demo profile likes the member back: the same answer for the pair every time. */
export const demoLikesBack = (memberId: string, demoId: string) => {
  const digest = createHash('sha256').update(`${memberId}:${demoId}`).digest();
  return digest.readUInt32BE(0) / 0x1_0000_0000 < demoLikeBackRate;
};

/**
 * Serialises everything between two members for the rest of the transaction. Taken first, before
 * any row lock: two members liking each other at the same moment then run one after the other,
 * so the second sees the first's like and makes the match, and neither waits for a row the other
 * holds (a like's foreign key check reads the other member's row). Taken in a statement of its
 * own (`lockPair`) or, on the pair's key, in a larger select (the chat send's).
 */
export const pairKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

const pairLock = (a: string, b: string) =>
  sql`pg_advisory_xact_lock(hashtextextended(${pairKey(a, b)}, 0))`;

export const lockPair = async (db: Database, a: string, b: string) => {
  await db.execute(sql`select ${pairLock(a, b)}`);
};

/** Another member one may act on: exists, is not oneself, no block between the two. */
export const requireTarget = async (
  db: Database,
  memberId: string,
  targetId: string,
): Promise<UserRow> => {
  if (targetId === memberId) throw ApiProblem.of(errorCodes.CANNOT_TARGET_SELF);
  const target = await findActiveUser(db, targetId);
  // A banned or suspended member is gone for others while it lasts.
  if (!target || target.bannedAt || (target.suspendedUntil && target.suspendedUntil > new Date())) {
    throw ApiProblem.of(errorCodes.NOT_FOUND);
  }
  if (await isBlockedEitherWay(db, memberId, target.id)) {
    throw ApiProblem.of(errorCodes.USER_BLOCKED);
  }
  return target;
};

const hasRelation = async (
  db: Database,
  fromUserId: string,
  toUserId: string,
  type: 'like' | 'dislike' | 'visit' | 'match',
) => {
  const [row] = await db
    .select({ id: relationships.id })
    .from(relationships)
    .where(
      and(
        eq(relationships.fromUserId, fromUserId),
        eq(relationships.toUserId, toUserId),
        eq(relationships.type, type),
      ),
    )
    .limit(1);
  return row !== undefined;
};

const removeRelation = (
  db: Database,
  fromUserId: string,
  toUserId: string,
  type: 'like' | 'dislike' | 'visit',
) =>
  db
    .delete(relationships)
    .where(
      and(
        eq(relationships.fromUserId, fromUserId),
        eq(relationships.toUserId, toUserId),
        eq(relationships.type, type),
      ),
    );

const removeMatch = (db: Database, a: string, b: string) =>
  db
    .delete(relationships)
    .where(
      and(
        eq(relationships.type, 'match'),
        or(
          and(eq(relationships.fromUserId, a), eq(relationships.toUserId, b)),
          and(eq(relationships.fromUserId, b), eq(relationships.toUserId, a)),
        ),
      ),
    );

export interface LikeOutcome {
  isMatch: boolean;
  /** The match was made by this like (tell both members); false when it existed already. */
  isNewMatch: boolean;
}

/** A like; with a like from the other side (or a demo's like-back) it makes a match. */
export const like = async (
  db: Database,
  member: UserRow,
  target: UserRow,
): Promise<LikeOutcome> => {
  await removeRelation(db, member.id, target.id, 'dislike');
  await db
    .insert(relationships)
    .values({ fromUserId: member.id, toUserId: target.id, type: 'like' })
    .onConflictDoNothing();
  let likedBack = await hasRelation(db, target.id, member.id, 'like');
  if (!likedBack && target.isDemo && !member.isDemo && demoLikesBack(member.id, target.id)) {
    await db
      .insert(relationships)
      .values({ fromUserId: target.id, toUserId: member.id, type: 'like' })
      .onConflictDoNothing();
    likedBack = true;
  }
  if (!likedBack) return { isMatch: false, isNewMatch: false };
  const inserted = await db
    .insert(relationships)
    .values([
      { fromUserId: target.id, toUserId: member.id, type: 'match' },
      { fromUserId: member.id, toUserId: target.id, type: 'match' },
    ])
    .onConflictDoNothing()
    .returning({ id: relationships.id });
  return { isMatch: true, isNewMatch: inserted.length > 0 };
};

/** A dislike takes back a like (and with it a match). */
export const dislike = async (db: Database, member: UserRow, target: UserRow) => {
  await removeRelation(db, member.id, target.id, 'like');
  await removeMatch(db, member.id, target.id);
  await db
    .insert(relationships)
    .values({ fromUserId: member.id, toUserId: target.id, type: 'dislike' })
    .onConflictDoNothing();
};

/** A visit; visiting again moves it to the top of the visitor list as a new one. */
export const visit = async (db: Database, member: UserRow, target: UserRow) => {
  await db
    .insert(relationships)
    .values({ fromUserId: member.id, toUserId: target.id, type: 'visit' })
    .onConflictDoUpdate({
      target: [relationships.fromUserId, relationships.toUserId, relationships.type],
      set: { createdAt: new Date(), seenAt: null },
    });
};

/** A like, dislike or visit: what the grid, the game and the relationship calls trigger. */
export const relate = async (
  db: Database,
  member: UserRow,
  target: UserRow,
  type: 'like' | 'dislike' | 'visit',
): Promise<LikeOutcome> => {
  if (type === 'like') return like(db, member, target);
  if (type === 'dislike') await dislike(db, member, target);
  else await visit(db, member, target);
  return { isMatch: false, isNewMatch: false };
};

/** Takes back one's own like, dislike or visit; taking back a like ends the match. */
export const revert = async (
  db: Database,
  memberId: string,
  targetId: string,
  type: 'like' | 'dislike' | 'visit',
) => {
  await removeRelation(db, memberId, targetId, type);
  if (type === 'like') await removeMatch(db, memberId, targetId);
};

export const isMatched = (db: Database, a: string, b: string) => hasRelation(db, b, a, 'match');
