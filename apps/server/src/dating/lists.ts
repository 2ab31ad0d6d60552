/**
 * Who liked or visited the member, and the matches; and unlocking a like or visit. A like or
 * visit row names its sender only to premium members or once unlocked (a free unlock first, then
 * 5 coins); until then only a blurred picture is sent. A row is new until the member was shown
 * it: reading a list marks nothing, POST /relationship/seen does, so the after-login load leaves
 * the badge's count for the member to see.
 */
import {
  errorCodes,
  prices,
  type RelationshipItem,
  type RelationshipListQuery,
  type RelationshipListType,
  type SeenPayload,
  type UnlockPayload,
} from '@amora/contract';
import { and, count, desc, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { type RelationshipRow, relationships, type UserRow, users } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { blurredMediaHref } from '../media/pictures';
import { hasActivePremium, inGoodStanding, isUuid, requireSelf, toCoinInfo } from '../users';
import { blockedWithViewer } from './blocks';
import { profileImageKeys, toProfileSummary } from './profiles';

const isLockedFor = (viewer: UserRow, relation: RelationshipRow) =>
  relation.type !== 'match' && relation.unlockedAt === null && !hasActivePremium(viewer);

/** The rows of one list the member received, from senders still there and not blocked. */
const receivedBy = (db: Database, selfId: string, type: RelationshipListType) =>
  and(
    eq(relationships.toUserId, selfId),
    eq(relationships.type, type),
    isNull(users.deletedAt),
    inGoodStanding(),
    not(blockedWithViewer(db, selfId, relationships.fromUserId)),
  );

/** How many rows a list has, and how many of them the member has not been shown yet. */
const totalsOf = async (db: Database, selfId: string, type: RelationshipListType) => {
  const [totals] = await db
    .select({
      total: count(),
      unseen: sql<number>`count(*) filter (where ${relationships.seenAt} is null)`.mapWith(Number),
    })
    .from(relationships)
    .innerJoin(users, eq(users.id, relationships.fromUserId))
    .where(receivedBy(db, selfId, type));
  return { total: totals?.total ?? 0, unseen: totals?.unseen ?? 0 };
};

const toItems = async (
  db: Database,
  viewer: UserRow,
  rows: { relation: RelationshipRow; sender: UserRow }[],
): Promise<RelationshipItem[]> => {
  const senderIds = rows.map((row) => row.sender.id);
  const [keys, blurredKeys] = await Promise.all([
    profileImageKeys(db, senderIds),
    profileImageKeys(db, senderIds, 'blurredKey'),
  ]);
  const now = new Date();
  return rows.map(({ relation, sender }) => {
    const isLocked = isLockedFor(viewer, relation);
    const key = keys.get(sender.id);
    const blurredKey = blurredKeys.get(sender.id);
    return {
      id: relation.id,
      type: relation.type,
      createdAt: relation.createdAt.toISOString(),
      isNew: relation.seenAt === null,
      isLocked,
      user: isLocked ? null : toProfileSummary(sender, viewer, key, now),
      blurredImage: isLocked && blurredKey ? blurredMediaHref(blurredKey) : null,
    };
  });
};

/** A page of one list, newest first, with its totals. */
export const relationshipListOf = async (
  db: Database,
  memberId: string,
  query: RelationshipListQuery,
) => {
  const self = await requireSelf(db, memberId);
  const [rows, totals] = await Promise.all([
    db
      .select({ relation: relationships, sender: users })
      .from(relationships)
      .innerJoin(users, eq(users.id, relationships.fromUserId))
      .where(receivedBy(db, self.id, query.type))
      .orderBy(desc(relationships.createdAt), desc(relationships.id))
      .limit(query.pageSize + 1)
      .offset((query.page - 1) * query.pageSize),
    totalsOf(db, self.id, query.type),
  ]);
  const page = rows.slice(0, query.pageSize);
  const items = await toItems(db, self, page);
  const link = (pageNumber: number) =>
    `/relationship?type=${query.type}&page=${pageNumber}&pageSize=${query.pageSize}`;
  return {
    items,
    count: totals.total,
    newCount: totals.unseen,
    totalCount: totals.total,
    page: query.page,
    pageSize: query.pageSize,
    self: link(query.page),
    next: rows.length > query.pageSize ? link(query.page + 1) : null,
  };
};

/** Marks the named rows of a list seen; answers how many of the list are still new. */
export const markSeen = async (db: Database, memberId: string, body: SeenPayload) => {
  // Rows of other members or lists, and ids that are none, are left alone: seeing is harmless.
  const ids = body.ids.filter(isUuid);
  if (ids.length > 0) {
    await db
      .update(relationships)
      .set({ seenAt: new Date() })
      .where(
        and(
          inArray(relationships.id, ids),
          eq(relationships.toUserId, memberId),
          eq(relationships.type, body.type),
          isNull(relationships.seenAt),
        ),
      );
  }
  const totals = await totalsOf(db, memberId, body.type);
  return { type: body.type, newCount: totals.unseen };
};

/** Reveals the sender of a like or visit row: a free unlock if one is left, else its price. */
export const unlock = async (app: FastifyInstance, memberId: string, body: UnlockPayload) => {
  if (!isUuid(body.id)) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return app.db.transaction(async (tx) => {
    // The member's row first: a second unlock of the same row waits and then finds it open.
    const self = await requireSelf(tx, memberId, { lock: true });
    const [found] = await tx
      .select({ relation: relationships, sender: users })
      .from(relationships)
      .innerJoin(users, eq(users.id, relationships.fromUserId))
      .where(
        and(
          eq(relationships.id, body.id),
          eq(relationships.toUserId, self.id),
          eq(relationships.type, body.type),
          isNull(users.deletedAt),
        ),
      );
    if (!found) throw ApiProblem.of(errorCodes.NOT_FOUND);
    let relation = found.relation;
    if (isLockedFor(self, relation)) {
      await app.ledger.spend(tx, self.id, {
        amount: body.type === 'like' ? prices.unlockLike : prices.unlockVisit,
        freeCounter: body.type === 'like' ? 'freeLikesUnlocksCount' : 'freeVisitUnlocksCount',
        reason: body.type === 'like' ? 'unlockLike' : 'unlockVisit',
        reference: relation.id,
      });
      const [updated] = await tx
        .update(relationships)
        .set({ unlockedAt: new Date() })
        .where(eq(relationships.id, relation.id))
        .returning();
      if (updated) relation = updated;
    }
    const after = await requireSelf(tx, self.id);
    const [item] = await toItems(tx, after, [{ relation, sender: found.sender }]);
    if (!item) throw new Error('an item for one row');
    return { item, coinInfo: toCoinInfo(after) };
  });
};
