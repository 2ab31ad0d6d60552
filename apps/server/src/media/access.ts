/**
 * Who may see a stored picture. Anyone may see public pictures; a member sees all variants of
 * the own pictures; a private picture of someone else only as its blurred stand-in until the
 * viewer has bought it (POST /dating/image/{id}); a verification selfie only its owner; a picture
 * sent in a chat only the two members of the dialog.
 * The blurred variant is named by the picture's own blurred key (`{blurredKey}.blurred.webp`),
 * never by its file key: the address a locked like or visit shows does not lead to the picture.
 */
import type { Readable } from 'node:stream';
import { errorCodes } from '@amora/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hasBoughtPicture } from '../dating';
import { messages, type UserImageRow, userImages, userVerifications } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { type PictureVariant, parseMediaFileName } from './pictures';

type Access = 'public' | 'private' | 'denied';

const accessTo = async (
  image: UserImageRow,
  isSelfie: boolean,
  variant: PictureVariant,
  viewerId: string | undefined,
  hasBought: (imageId: string) => Promise<boolean>,
): Promise<Access> => {
  if (image.userId === viewerId) return 'private';
  if (isSelfie) return 'denied';
  if (!image.isPrivate || variant === 'blurred') return 'public';
  return viewerId && (await hasBought(image.id)) ? 'private' : 'denied';
};

/**
 * Who may see a stored file, and which file the key names: a member's picture by the rules
 * above, a picture sent in a chat only its two members (it has no blurred variant to serve).
 * Denied access to a selfie or a chat picture answers as if it did not exist.
 */
const accessToKey = async (
  app: FastifyInstance,
  key: string,
  variant: PictureVariant,
  viewerId: string | undefined,
): Promise<{ access: Exclude<Access, 'denied'>; fileKey: string }> => {
  const [found] = await app.db
    .select({ image: userImages, selfieOf: userVerifications.id })
    .from(userImages)
    .leftJoin(userVerifications, eq(userVerifications.imageId, userImages.id))
    .where(variant === 'blurred' ? eq(userImages.blurredKey, key) : eq(userImages.fileKey, key))
    .limit(1);
  if (!found) {
    if (variant === 'blurred') throw ApiProblem.of(errorCodes.NOT_FOUND);
    const [sent] = await app.db
      .select({ senderId: messages.senderId, recipientId: messages.recipientId })
      .from(messages)
      .where(eq(messages.fileKey, key))
      .limit(1);
    if (!sent || (viewerId !== sent.senderId && viewerId !== sent.recipientId)) {
      throw ApiProblem.of(errorCodes.NOT_FOUND);
    }
    return { access: 'private', fileKey: key };
  }
  const access = await accessTo(
    found.image,
    found.selfieOf !== null,
    variant,
    viewerId,
    (imageId) => (viewerId ? hasBoughtPicture(app.db, viewerId, imageId) : Promise.resolve(false)),
  );
  if (access === 'denied') {
    // A selfie is nobody else's business, not even that it exists.
    throw ApiProblem.of(found.selfieOf !== null ? errorCodes.NOT_FOUND : errorCodes.FORBIDDEN);
  }
  return { access, fileKey: found.image.fileKey };
};

/** A file the viewer may see: its bytes, its size, and who may cache it. */
export interface MediaFile {
  access: Exclude<Access, 'denied'>;
  body: Readable;
  size: number;
  /** A key names files that never change: the key and variant are the file's version. */
  etag: string;
}

/** The file a media file name (`{key}[.thumbnail|.blurred].webp`) names for the viewer, or 404. */
export const mediaFileFor = async (
  app: FastifyInstance,
  fileName: string,
  viewerId: string | undefined,
): Promise<MediaFile> => {
  const requested = parseMediaFileName(fileName);
  if (!requested) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const { access, fileKey } = await accessToKey(app, requested.key, requested.variant, viewerId);

  const file = await app.pictures.open(fileKey, requested.variant);
  if (!file) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return { access, ...file, etag: `"${requested.key}.${requested.variant}"` };
};
