/**
 * The member's own pictures (spec 02 section 5): upload, make public or private with a price,
 * choose the profile picture, crop anew, delete. The rules: a private picture cannot be the
 * profile picture, the profile picture cannot be deleted (choose another first), the last picture
 * cannot be deleted. A new or re-cropped picture waits for review unless the admins' rule
 * approves it (console/settings.ts). Every change runs with the member's row locked, so two
 * changes in parallel cannot both pass a rule that only one of them may (two deletions of the
 * last two pictures).
 */
import { randomUUID } from 'node:crypto';
import {
  errorCodes,
  errorTexts,
  type UpdateImagePayload,
  type UploadImagePayload,
  type User,
  type UserImage,
} from '@amora/contract';
import { and, count, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAutoApproval, reviewOfNewPicture } from '../console/settings';
import type { Database } from '../db/client';
import { type UserImageRow, userImages } from '../db/schema';
import { ApiProblem } from '../http/problem';
import type { StoredPicture } from '../media/pictures';
import { lockMember, ownUser } from './member';
import { isGalleryImage, isUuid, profileImageOf } from './queries';
import { toUserImage } from './user-view';

const findGalleryImage = async (
  db: Database,
  memberId: string,
  imageId: string,
): Promise<UserImageRow | undefined> => {
  if (!isUuid(imageId)) return undefined;
  const [image] = await db
    .select()
    .from(userImages)
    .where(and(eq(userImages.id, imageId), eq(userImages.userId, memberId), isGalleryImage(db)))
    .limit(1);
  return image;
};

const requireGalleryImage = async (db: Database, memberId: string, imageId: string) => {
  const image = await findGalleryImage(db, memberId, imageId);
  if (!image) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return image;
};

/** What a picture becomes under a change, or the rule the change breaks. */
const applyImageChange = (image: UserImageRow, change: UpdateImagePayload) => {
  const isPrivate = change.isPrivate ?? image.isPrivate;
  const isProfile = change.isProfileImage === true || image.isProfile;
  if (isPrivate && isProfile) throw ApiProblem.of(errorCodes.PRIVATE_PICTURE_AS_PROFILE);
  const price = isPrivate ? (change.price ?? image.price) : null;
  if (isPrivate && price === null) {
    throw ApiProblem.of(errorCodes.INVALID_IMAGE_PRICE, errorTexts.INVALID_IMAGE_PRICE, [
      { path: 'price', message: errorCodes.INVALID_IMAGE_PRICE },
    ]);
  }
  return { isPrivate, isProfile, price };
};

export const uploadPicture = async (
  app: FastifyInstance,
  memberId: string,
  upload: UploadImagePayload,
): Promise<User> => {
  const picture = await app.pictures.store(upload.image, { crop: upload.crop });
  try {
    return await app.db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      // A first public picture becomes the profile picture: a profile without one looks empty.
      const isProfile =
        upload.isProfileImage ||
        (!upload.isPrivate && (await profileImageOf(tx, memberId)) === undefined);
      const review = await reviewOfNewPicture(tx, memberId);
      const image = await app.pictures.attach(tx, memberId, picture, {
        isPrivate: upload.isPrivate,
        price: upload.price,
        isProfile,
        verificationState: review.state,
      });
      await recordAutoApproval(tx, review, memberId, image.id);
      return ownUser(tx, memberId);
    });
  } catch (error) {
    await app.pictures.discard(picture.key);
    throw error;
  }
};

export const updatePicture = async (
  app: FastifyInstance,
  memberId: string,
  imageId: string,
  change: UpdateImagePayload,
): Promise<User> => {
  const before = await requireGalleryImage(app.db, memberId, imageId);
  applyImageChange(before, change);
  // New files for a new crop, and for a picture turning private: its public address (cached
  // anywhere it was seen) must stop showing it.
  const turnsPrivate = change.isPrivate === true && !before.isPrivate;
  const replacement: StoredPicture | undefined =
    change.crop || turnsPrivate
      ? await app.pictures.derive(before.fileKey, { crop: change.crop })
      : undefined;
  try {
    const user = await app.db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const image = await requireGalleryImage(tx, memberId, imageId);
      if (replacement && image.fileKey !== before.fileKey) {
        throw ApiProblem.of(errorCodes.CONFLICT);
      }
      const { isPrivate, isProfile, price } = applyImageChange(image, change);
      const review = change.crop
        ? await reviewOfNewPicture(tx, memberId, image.verificationState)
        : undefined;
      if (isProfile && !image.isProfile) {
        await tx
          .update(userImages)
          .set({ isProfile: false })
          .where(and(eq(userImages.userId, memberId), eq(userImages.isProfile, true)));
      }
      await tx
        .update(userImages)
        .set({
          isPrivate,
          isProfile,
          price,
          ...(replacement && {
            fileKey: replacement.key,
            // The blurred variant is a new file too: a new address, never a stale cached one.
            blurredKey: randomUUID(),
            width: replacement.width,
            height: replacement.height,
            // A new cut is a new picture to check, unless the admins' rule approves it.
            ...(review && { verificationState: review.state }),
            ...(review?.state === 'verified' && { rejectionReason: null, decidedAt: new Date() }),
          }),
        })
        .where(eq(userImages.id, image.id));
      if (review) await recordAutoApproval(tx, review, memberId, image.id);
      return ownUser(tx, memberId);
    });
    if (replacement) await app.pictures.discard(before.fileKey);
    return user;
  } catch (error) {
    if (replacement) await app.pictures.discard(replacement.key);
    throw error;
  }
};

export const deletePicture = async (
  app: FastifyInstance,
  memberId: string,
  imageId: string,
): Promise<User> => {
  const removedKey = await app.db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const image = await requireGalleryImage(tx, memberId, imageId);
    if (image.isProfile) throw ApiProblem.of(errorCodes.PROFILE_PICTURE_DELETE);
    const [others] = await tx
      .select({ value: count() })
      .from(userImages)
      .where(and(eq(userImages.userId, memberId), ne(userImages.id, image.id), isGalleryImage(tx)));
    if (!others?.value) throw ApiProblem.of(errorCodes.LAST_PICTURE_DELETE);
    await tx.delete(userImages).where(eq(userImages.id, image.id));
    return image.fileKey;
  });
  await app.pictures.discard(removedKey);
  return ownUser(app.db, memberId);
};

/** The member's profile picture, or 404 when none is chosen. */
export const profilePicture = async (db: Database, memberId: string): Promise<UserImage> => {
  const image = await profileImageOf(db, memberId);
  if (!image) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return toUserImage(image);
};
