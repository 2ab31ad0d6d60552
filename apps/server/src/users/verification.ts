/**
 * Profile verification: the member sends a selfie, which someone compares with the profile
 * picture; the request is pending until it is verified or rejected. The selfie is kept as a
 * private picture that only its owner can open and that no gallery shows. One request is open
 * at a time: a new selfie while one is pending replaces the old one.
 */
import { errorCodes, type Verification, type VerificationPayload } from '@amora/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { type UserVerificationRow, userImages, userVerifications } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { lockMember } from './member';
import { latestVerificationOf, profileImageOf } from './queries';

const toVerification = (row: UserVerificationRow | undefined): Verification =>
  row
    ? {
        state: row.state,
        submittedAt: row.createdAt.toISOString(),
        decidedAt: row.decidedAt?.toISOString() ?? null,
        rejectionReason: row.rejectionReason ?? null,
      }
    : { state: 'none', submittedAt: null, decidedAt: null };

/** The state of the member's latest request ('none' without one). */
export const verificationOf = async (db: Database, memberId: string): Promise<Verification> =>
  toVerification(await latestVerificationOf(db, memberId));

export const requestVerification = async (
  app: FastifyInstance,
  memberId: string,
  payload: VerificationPayload,
): Promise<Verification> => {
  const selfie = await app.pictures.store(payload.image);
  try {
    const { verification, replacedKey } = await app.db.transaction(async (tx) => {
      const row = await lockMember(tx, memberId);
      const latest = await latestVerificationOf(tx, memberId);
      if (row.verified || latest?.state === 'verified') throw ApiProblem.of(errorCodes.CONFLICT);
      // The selfie is compared with the profile picture: without one there is nothing to verify.
      if (!(await profileImageOf(tx, memberId))) throw ApiProblem.of(errorCodes.IMAGE_REQUIRED);

      const image = await app.pictures.attach(tx, memberId, selfie, { isPrivate: true });
      if (latest?.state !== 'pending') {
        const [created] = await tx
          .insert(userVerifications)
          .values({ userId: memberId, imageId: image.id })
          .returning();
        return { verification: created, replacedKey: undefined };
      }
      const [previousSelfie] = latest.imageId
        ? await tx
            .delete(userImages)
            .where(eq(userImages.id, latest.imageId))
            .returning({ key: userImages.fileKey })
        : [];
      const [updated] = await tx
        .update(userVerifications)
        .set({ imageId: image.id, createdAt: new Date() })
        .where(eq(userVerifications.id, latest.id))
        .returning();
      return { verification: updated, replacedKey: previousSelfie?.key };
    });
    if (replacedKey) await app.pictures.discard(replacedKey);
    return toVerification(verification);
  } catch (error) {
    await app.pictures.discard(selfie.key);
    throw error;
  }
};
