/**
 * Moderation: the review of pictures and selfies, and a member's standing (warned, suspended,
 * banned, reinstated). Each decision changes the row, appends its audit row in the same
 * transaction, and tells the member by mail afterwards. A ban or suspension ends every session of
 * the member at once, which closes the member's hub connections (sessions' end listeners).
 */
import {
  type AuditAction,
  type ConsolePicture,
  type ConsoleVerification,
  errorCodes,
  type ImageVerificationState,
  type MemberActionPayload,
  type PictureDecisionPayload,
  type PictureRejectionReason,
  type VerificationDecisionPayload,
} from '@amora/contract';
import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { type UserImageRow, userImages, users, userVerifications } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { isGalleryImage, isUuid } from '../users';
import { recordAudit } from './audit';
import { lockLivingMember } from './members';
import { noticeMember } from './notices';
import { consoleMediaHref, memberRefsById, requireRef } from './views';

const dayMs = 24 * 60 * 60 * 1000;

const standingAudit = {
  warn: 'memberWarned',
  suspend: 'memberSuspended',
  ban: 'memberBanned',
  reinstate: 'memberReinstated',
} as const satisfies Record<MemberActionPayload['action'], AuditAction>;

export interface Paging {
  page: number;
  pageSize: number;
}

const toConsolePicture = (
  image: UserImageRow,
  refs: Awaited<ReturnType<typeof memberRefsById>>,
): ConsolePicture => ({
  id: image.id,
  member: requireRef(refs, image.userId),
  href: consoleMediaHref(image.fileKey),
  width: image.width,
  height: image.height,
  isPrivate: image.isPrivate,
  isProfileImage: image.isProfile,
  state: image.verificationState,
  rejectionReason: image.rejectionReason ?? null,
  createdAt: image.createdAt.toISOString(),
  decidedAt: image.decidedAt?.toISOString() ?? null,
});

/** Gallery pictures in a review state, oldest first (the longest waiting on top). */
export const pictureQueue = async (db: Database, state: ImageVerificationState, paging: Paging) => {
  const where = and(
    eq(userImages.verificationState, state),
    isGalleryImage(db),
    // Pictures of erased accounts are gone with them.
    inArray(
      userImages.userId,
      db.select({ id: users.id }).from(users).where(isNull(users.deletedAt)),
    ),
  );
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(userImages)
      .where(where)
      .orderBy(state === 'pending' ? asc(userImages.createdAt) : desc(userImages.decidedAt))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.$count(userImages, where),
  ]);
  const refs = await memberRefsById(
    db,
    rows.map((row) => row.userId),
  );
  return { items: rows.map((row) => toConsolePicture(row, refs)), count };
};

/**
 * One review decision (a picture's or a selfie's) in one transaction: `decide` changes the row
 * and what follows from it, answering the row or nothing when there is none; then the audit row,
 * whose reason is the rejection's code and the moderator's note.
 */
const decideReview = <Row extends { id: string; userId: string }>(
  db: Database,
  audit: {
    operatorId: string;
    action: AuditAction;
    decision: PictureDecisionPayload | VerificationDecisionPayload;
  },
  decide: (tx: Database) => Promise<Row | undefined>,
): Promise<Row> =>
  db.transaction(async (tx) => {
    const updated = await decide(tx);
    if (!updated) throw ApiProblem.of(errorCodes.NOT_FOUND);
    const { decision } = audit;
    await recordAudit(tx, {
      operatorId: audit.operatorId,
      action: audit.action,
      userId: updated.userId,
      subjectId: updated.id,
      reason:
        decision.decision === 'reject'
          ? [decision.reason, decision.note].filter(Boolean).join(': ')
          : null,
    });
    return updated;
  });

export const decidePicture = async (
  app: FastifyInstance,
  operatorId: string,
  imageId: string,
  decision: PictureDecisionPayload,
): Promise<ConsolePicture> => {
  if (!isUuid(imageId)) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const approved = decision.decision === 'approve';
  const reason = decision.decision === 'reject' ? decision.reason : null;
  const row = await decideReview(
    app.db,
    { operatorId, action: approved ? 'pictureApproved' : 'pictureRejected', decision },
    async (tx) => {
      const [updated] = await tx
        .update(userImages)
        .set({
          verificationState: approved ? 'verified' : 'rejected',
          rejectionReason: reason,
          decidedAt: new Date(),
        })
        .where(and(eq(userImages.id, imageId), isGalleryImage(tx)))
        .returning();
      return updated;
    },
  );
  if (reason) noticeMember(app, row.userId, { template: 'pictureRejected', reason });
  const refs = await memberRefsById(app.db, [row.userId]);
  return toConsolePicture(row, refs);
};

/** Verifications in a state, oldest first, each with the member's public pictures. */
export const verificationQueue = async (
  db: Database,
  state: ImageVerificationState,
  paging: Paging,
) => {
  const where = eq(userVerifications.state, state);
  const [rows, count] = await Promise.all([
    db
      .select({ verification: userVerifications, selfieKey: userImages.fileKey })
      .from(userVerifications)
      .leftJoin(userImages, eq(userImages.id, userVerifications.imageId))
      .where(where)
      .orderBy(
        state === 'pending' ? asc(userVerifications.createdAt) : desc(userVerifications.decidedAt),
      )
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.$count(userVerifications, where),
  ]);
  return { items: await toConsoleVerifications(db, rows), count };
};

const toConsoleVerifications = async (
  db: Database,
  rows: { verification: typeof userVerifications.$inferSelect; selfieKey: string | null }[],
): Promise<ConsoleVerification[]> => {
  const userIds = rows.map((row) => row.verification.userId);
  const [refs, pictures] = await Promise.all([
    memberRefsById(db, userIds),
    userIds.length
      ? db
          .select({ userId: userImages.userId, fileKey: userImages.fileKey })
          .from(userImages)
          .where(
            and(
              inArray(userImages.userId, userIds),
              isGalleryImage(db),
              eq(userImages.isPrivate, false),
              ne(userImages.verificationState, 'rejected'),
            ),
          )
          .orderBy(desc(userImages.isProfile), asc(userImages.createdAt))
      : [],
  ]);
  return rows.map(({ verification, selfieKey }) => ({
    id: verification.id,
    member: requireRef(refs, verification.userId),
    selfieHref: selfieKey ? consoleMediaHref(selfieKey) : null,
    pictureHrefs: pictures
      .filter((picture) => picture.userId === verification.userId)
      .map((picture) => consoleMediaHref(picture.fileKey)),
    state: verification.state,
    rejectionReason: verification.rejectionReason ?? null,
    createdAt: verification.createdAt.toISOString(),
    decidedAt: verification.decidedAt?.toISOString() ?? null,
  }));
};

export const decideVerification = async (
  app: FastifyInstance,
  operatorId: string,
  verificationId: string,
  decision: VerificationDecisionPayload,
): Promise<ConsoleVerification> => {
  if (!isUuid(verificationId)) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const verified = decision.decision === 'verify';
  const reason = decision.decision === 'reject' ? decision.reason : null;
  const row = await decideReview(
    app.db,
    { operatorId, action: verified ? 'verificationApproved' : 'verificationRejected', decision },
    async (tx) => {
      const [updated] = await tx
        .update(userVerifications)
        .set({
          state: verified ? 'verified' : 'rejected',
          rejectionReason: reason,
          decidedAt: new Date(),
        })
        .where(eq(userVerifications.id, verificationId))
        .returning();
      // The badge follows the member's latest decided verification.
      if (updated) await tx.update(users).set({ verified }).where(eq(users.id, updated.userId));
      return updated;
    },
  );
  noticeMember(
    app,
    row.userId,
    reason
      ? { template: 'verificationDecided', verified: false, reason }
      : { template: 'verificationDecided', verified: true },
  );
  const [selfie] = row.imageId
    ? await app.db
        .select({ fileKey: userImages.fileKey })
        .from(userImages)
        .where(eq(userImages.id, row.imageId))
    : [];
  const [view] = await toConsoleVerifications(app.db, [
    { verification: row, selfieKey: selfie?.fileKey ?? null },
  ]);
  if (!view) throw new Error('the verification vanished');
  return view;
};

/**
 * Changes a member's standing: a warning only tells the member; a suspension or a ban hides the
 * member, refuses sign-in and ends every session now; reinstating lifts both. The audit row
 * names the subject (e.g. the report that led to it) when there is one.
 */
export const actOnMember = async (
  app: FastifyInstance,
  operatorId: string,
  userId: string,
  { action, days, reason }: MemberActionPayload,
  subjectId: string | null = null,
): Promise<void> => {
  if (!isUuid(userId)) throw ApiProblem.of(errorCodes.NOT_FOUND);
  if (action === 'suspend' && days === undefined) {
    throw new ApiProblem(400, errorCodes.VALIDATION_FAILED, undefined, [
      { path: 'days', message: errorCodes.VALIDATION_FAILED },
    ]);
  }
  const until = action === 'suspend' ? new Date(Date.now() + (days ?? 0) * dayMs) : null;
  await app.db.transaction(async (tx) => {
    await lockLivingMember(tx, userId);
    if (action === 'ban')
      await tx.update(users).set({ bannedAt: new Date() }).where(eq(users.id, userId));
    if (action === 'suspend')
      await tx.update(users).set({ suspendedUntil: until }).where(eq(users.id, userId));
    if (action === 'reinstate') {
      await tx
        .update(users)
        .set({ bannedAt: null, suspendedUntil: null })
        .where(eq(users.id, userId));
    }
    await recordAudit(tx, {
      operatorId,
      action: standingAudit[action],
      userId,
      subjectId,
      reason: action === 'suspend' ? `${days} d: ${reason}` : reason,
    });
  });
  if (action === 'ban' || action === 'suspend') await app.sessions.revokeAll(userId);
  if (action === 'warn') noticeMember(app, userId, { template: 'accountWarned', reason });
  if (action === 'ban') noticeMember(app, userId, { template: 'accountBanned', reason });
  if (action === 'suspend' && until) {
    noticeMember(app, userId, { template: 'accountSuspended', reason, until });
  }
};

/** Takes a reported picture down: rejected with a reason, hidden from everybody but its owner. */
export const removePicture = async (
  app: FastifyInstance,
  operatorId: string,
  imageId: string,
  pictureReason: PictureRejectionReason,
  reason: string,
) => {
  const image = await app.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(userImages)
      .set({ verificationState: 'rejected', rejectionReason: pictureReason, decidedAt: new Date() })
      .where(eq(userImages.id, imageId))
      .returning({ userId: userImages.userId });
    if (!updated) throw ApiProblem.of(errorCodes.NOT_FOUND);
    await recordAudit(tx, {
      operatorId,
      action: 'pictureRemoved',
      userId: updated.userId,
      subjectId: imageId,
      reason: `${pictureReason}: ${reason}`,
    });
    return updated;
  });
  noticeMember(app, image.userId, { template: 'pictureRejected', reason: pictureReason });
};
