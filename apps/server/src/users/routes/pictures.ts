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
import { errorCodes, errorTexts, type UpdateImagePayload, userEndpoints } from '@amora/contract';
import { and, count, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAutoApproval, reviewOfNewPicture } from '../../console/settings';
import type { Database } from '../../db/client';
import { type UserImageRow, userImages } from '../../db/schema';
import { ApiProblem } from '../../http/problem';
import { route } from '../../http/route';
import type { StoredPicture } from '../../media/pictures';
import { isGalleryImage, isUuid, profileImageOf, toUserImage } from '..';
import { lockMember, ownUser } from './member';

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

export const pictureRoutes = async (app: FastifyInstance) => {
  route(app, userEndpoints.uploadImage, async ({ member, body }) => {
    const picture = await app.pictures.store(body.image, { crop: body.crop });
    try {
      return await app.db.transaction(async (tx) => {
        await lockMember(tx, member.id);
        // A first public picture becomes the profile picture: a profile without one looks empty.
        const isProfile =
          body.isProfileImage ||
          (!body.isPrivate && (await profileImageOf(tx, member.id)) === undefined);
        const review = await reviewOfNewPicture(tx, member.id);
        const image = await app.pictures.attach(tx, member.id, picture, {
          isPrivate: body.isPrivate,
          price: body.price,
          isProfile,
          verificationState: review.state,
        });
        await recordAutoApproval(tx, review, member.id, image.id);
        return ownUser(tx, member.id);
      });
    } catch (error) {
      await app.pictures.discard(picture.key);
      throw error;
    }
  });

  route(app, userEndpoints.updateImage, async ({ member, params, body }) => {
    const before = await requireGalleryImage(app.db, member.id, params.id);
    applyImageChange(before, body);
    // New files for a new crop, and for a picture turning private: its public address (cached
    // anywhere it was seen) must stop showing it.
    const turnsPrivate = body.isPrivate === true && !before.isPrivate;
    const replacement: StoredPicture | undefined =
      body.crop || turnsPrivate
        ? await app.pictures.derive(before.fileKey, { crop: body.crop })
        : undefined;
    try {
      const user = await app.db.transaction(async (tx) => {
        await lockMember(tx, member.id);
        const image = await requireGalleryImage(tx, member.id, params.id);
        if (replacement && image.fileKey !== before.fileKey) {
          throw ApiProblem.of(errorCodes.CONFLICT);
        }
        const { isPrivate, isProfile, price } = applyImageChange(image, body);
        const review = body.crop
          ? await reviewOfNewPicture(tx, member.id, image.verificationState)
          : undefined;
        if (isProfile && !image.isProfile) {
          await tx
            .update(userImages)
            .set({ isProfile: false })
            .where(and(eq(userImages.userId, member.id), eq(userImages.isProfile, true)));
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
        if (review) await recordAutoApproval(tx, review, member.id, image.id);
        return ownUser(tx, member.id);
      });
      if (replacement) await app.pictures.discard(before.fileKey);
      return user;
    } catch (error) {
      if (replacement) await app.pictures.discard(replacement.key);
      throw error;
    }
  });

  route(app, userEndpoints.deleteImage, async ({ member, params }) => {
    const removedKey = await app.db.transaction(async (tx) => {
      await lockMember(tx, member.id);
      const image = await requireGalleryImage(tx, member.id, params.id);
      if (image.isProfile) throw ApiProblem.of(errorCodes.PROFILE_PICTURE_DELETE);
      const [others] = await tx
        .select({ value: count() })
        .from(userImages)
        .where(
          and(eq(userImages.userId, member.id), ne(userImages.id, image.id), isGalleryImage(tx)),
        );
      if (!others?.value) throw ApiProblem.of(errorCodes.LAST_PICTURE_DELETE);
      await tx.delete(userImages).where(eq(userImages.id, image.id));
      return image.fileKey;
    });
    await app.pictures.discard(removedKey);
    return ownUser(app.db, member.id);
  });

  route(app, userEndpoints.profileImage, async ({ member }) => {
    const image = await profileImageOf(app.db, member.id);
    if (!image) throw ApiProblem.of(errorCodes.NOT_FOUND);
    return toUserImage(image);
  });
};
