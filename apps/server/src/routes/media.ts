/**
 * GET /v1/media/{key}: the stored pictures. Anyone may see public pictures; a member sees all
 * variants of the own pictures; a private picture of someone else only as its blurred stand-in
 * until the viewer has bought it (POST /dating/image/{id}); a verification selfie only its owner.
 * A key names files that never change, so answers may be cached for a year; pictures that depend
 * on who asks are cached by the browser only.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { errorCodes } from '@amora/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type UserImageRow, userImages, userVerifications } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { type PictureVariant, parseMediaFileName } from '../plugins/pictures';
import { hasBoughtPicture } from '../social';

const yearSeconds = 365 * 24 * 60 * 60;

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

export default async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/v1/media/:file', async (request, reply) => {
    const requested = parseMediaFileName(request.params.file);
    if (!requested) throw ApiProblem.of(errorCodes.NOT_FOUND);
    const [found] = await app.db
      .select({ image: userImages, selfieOf: userVerifications.id })
      .from(userImages)
      .leftJoin(userVerifications, eq(userVerifications.imageId, userImages.id))
      .where(eq(userImages.fileKey, requested.key))
      .limit(1);
    if (!found) throw ApiProblem.of(errorCodes.NOT_FOUND);
    const viewerId = request.member?.id;
    const access = await accessTo(
      found.image,
      found.selfieOf !== null,
      requested.variant,
      viewerId,
      (imageId) =>
        viewerId ? hasBoughtPicture(app.db, viewerId, imageId) : Promise.resolve(false),
    );
    if (access === 'denied') {
      // A selfie is nobody else's business, not even that it exists.
      throw ApiProblem.of(found.selfieOf !== null ? errorCodes.NOT_FOUND : errorCodes.FORBIDDEN);
    }

    const file = app.pictures.filePath(requested.key, requested.variant);
    const size = file && (await stat(file).catch(() => undefined))?.size;
    if (!file || size === undefined) throw ApiProblem.of(errorCodes.NOT_FOUND);

    const etag = `"${requested.key}.${requested.variant}"`;
    reply
      .header('cache-control', `${access}, max-age=${yearSeconds}, immutable`)
      .header('etag', etag)
      .header('vary', 'Cookie');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/webp').header('content-length', size).send(createReadStream(file));
  });
}
