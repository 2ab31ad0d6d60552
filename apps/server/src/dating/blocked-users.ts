/**
 * The blocked members: block (and report, which opens a support ticket), list, unblock. A block
 * in either direction hides the two members from each other's lists and game and stops every
 * action between them (blocks.ts).
 */
import {
  type BlockedUser,
  type BlockPayload,
  type blockReasons,
  errorCodes,
} from '@amora/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type BlockRow, blocks, type UserRow, users } from '../db/schema';
import { listOf } from '../http/collection';
import { ApiProblem } from '../http/problem';
import { mediaHref } from '../media/pictures';
import { openTicket, reportedSubject, reportTopic } from '../tickets';
import { findActiveUser, isUuid, requireSelf } from '../users';
import { profileImageKeys } from './profiles';

type BlockReason = (typeof blockReasons)[number];

const toBlockedUser = (block: BlockRow, user: UserRow, imageKey: string | undefined) =>
  ({
    id: user.id,
    name: user.name,
    image: imageKey ? mediaHref(imageKey, 'thumbnail') : null,
    blockedAt: block.createdAt.toISOString(),
    reason: block.reason as BlockReason,
    reported: block.reported,
  }) satisfies BlockedUser;

/** The members `memberId` blocked, the latest first. */
export const blockedUsersOf = async (db: Database, memberId: string) => {
  const rows = await db
    .select({ block: blocks, user: users })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(and(eq(blocks.blockerId, memberId), isNull(users.deletedAt)))
    .orderBy(desc(blocks.createdAt), desc(blocks.id));
  const keys = await profileImageKeys(
    db,
    rows.map((row) => row.user.id),
  );
  const items = rows.map((row) => toBlockedUser(row.block, row.user, keys.get(row.user.id)));
  return listOf(items);
};

/** Blocks `targetId`, and with `report` opens a support ticket about them too. */
export const block = async (
  db: Database,
  memberId: string,
  targetId: string,
  body: BlockPayload,
) => {
  if (targetId === memberId) throw ApiProblem.of(errorCodes.CANNOT_TARGET_SELF);
  return db.transaction(async (tx) => {
    const self = await requireSelf(tx, memberId);
    const target = await findActiveUser(tx, targetId);
    if (!target) throw ApiProblem.of(errorCodes.NOT_FOUND);
    const reported = body.report
      ? await reportedSubject(tx, {
          reporterId: self.id,
          reportedId: target.id,
          imageId: body.imageId,
          dialogId: body.dialogId,
        })
      : null;
    const [written] = await tx
      .insert(blocks)
      .values({
        blockerId: self.id,
        blockedId: target.id,
        reason: body.reason,
        reported: body.report,
      })
      .onConflictDoUpdate({
        target: [blocks.blockerId, blocks.blockedId],
        // A report stays a report when the member blocks again without one.
        set: { reason: body.reason, reported: sql`${blocks.reported} or ${body.report}` },
      })
      .returning();
    if (!written) throw new Error('the block was not written');
    if (reported) {
      await openTicket(tx, {
        userId: self.id,
        topic: reportTopic(reported),
        message: body.message?.trim() || body.reason,
        reportedUserId: target.id,
        reportedImageId: reported.imageId,
        reportedDialogId: reported.dialogId,
      });
    }
    const keys = await profileImageKeys(tx, [target.id]);
    return toBlockedUser(written, target, keys.get(target.id));
  });
};

/** Lifts the member's block of `targetId`; NOT_FOUND when there is none. */
export const unblock = async (db: Database, memberId: string, targetId: string) => {
  if (!isUuid(targetId)) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const removed = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, memberId), eq(blocks.blockedId, targetId)))
    .returning({ id: blocks.id });
  if (removed.length === 0) throw ApiProblem.of(errorCodes.NOT_FOUND);
};
