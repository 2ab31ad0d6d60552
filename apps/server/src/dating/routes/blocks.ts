/**
 * Blocked members: block (and report, which opens a support ticket), list, unblock. A block in
 * either direction hides the two members from each other's lists and game and stops every action
 * between them.
 */
import {
  type BlockedUser,
  type blockReasons,
  errorCodes,
  relationshipEndpoints,
} from '@amora/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type BlockRow, blocks, type UserRow, users } from '../../db/schema';
import { ApiProblem } from '../../http/problem';
import { route } from '../../http/route';
import { mediaHref } from '../../media/pictures';
import { openTicket, reportedSubject, reportTopic } from '../../tickets';
import { findActiveUser, isUuid } from '../../users';
import { profileImageKeys, requireSelf } from '..';

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

export const blockRoutes = async (app: FastifyInstance) => {
  route(app, relationshipEndpoints.blockedUsers, async ({ member }) => {
    const rows = await app.db
      .select({ block: blocks, user: users })
      .from(blocks)
      .innerJoin(users, eq(users.id, blocks.blockedId))
      .where(and(eq(blocks.blockerId, member.id), isNull(users.deletedAt)))
      .orderBy(desc(blocks.createdAt), desc(blocks.id));
    const keys = await profileImageKeys(
      app.db,
      rows.map((row) => row.user.id),
    );
    const items = rows.map((row) => toBlockedUser(row.block, row.user, keys.get(row.user.id)));
    return { items, count: items.length };
  });

  route(app, relationshipEndpoints.block, async ({ member, params, body }) => {
    if (params.id === member.id) throw ApiProblem.of(errorCodes.CANNOT_TARGET_SELF);
    return app.db.transaction(async (tx) => {
      const self = await requireSelf(tx, member.id);
      const target = await findActiveUser(tx, params.id);
      if (!target) throw ApiProblem.of(errorCodes.NOT_FOUND);
      const reported = body.report
        ? await reportedSubject(tx, {
            reporterId: self.id,
            reportedId: target.id,
            imageId: body.imageId,
            dialogId: body.dialogId,
          })
        : null;
      const [block] = await tx
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
      if (!block) throw new Error('the block was not written');
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
      return toBlockedUser(block, target, keys.get(target.id));
    });
  });

  route(app, relationshipEndpoints.unblock, async ({ member, params }) => {
    if (!isUuid(params.id)) throw ApiProblem.of(errorCodes.NOT_FOUND);
    const removed = await app.db
      .delete(blocks)
      .where(and(eq(blocks.blockerId, member.id), eq(blocks.blockedId, params.id)))
      .returning({ id: blocks.id });
    if (removed.length === 0) throw ApiProblem.of(errorCodes.NOT_FOUND);
  });
};
