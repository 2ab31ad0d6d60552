/**
 * GET /v1/media/{key}: the stored pictures. Anyone may see public pictures; a member sees all
 * variants of the own pictures; a private picture of someone else only as its blurred stand-in
 * until the viewer has bought it (POST /dating/image/{id}); a verification selfie only its owner;
 * a picture sent in a chat only the two members of the dialog.
 * The blurred variant is named by the picture's own blurred key (`{blurredKey}.blurred.webp`),
 * never by its file key: the address a locked like or visit shows does not lead to the picture.
 * A key names files that never change, so answers may be cached for a year; pictures that depend
 * on who asks are cached by the browser only.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { errorCodes } from '@amora/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hasBoughtPicture } from '../dating';
import { messages, presents, type UserImageRow, userImages, userVerifications } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { type PictureVariant, parseMediaFileName } from './pictures';

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

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** A present's picture: its emoji on a round tile, drawn by the browser's emoji font. */
const presentSvg = (emoji: string, name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img">` +
  `<title>${escapeXml(name)}</title>` +
  `<defs><radialGradient id="tile" cx="35%" cy="30%" r="75%">` +
  `<stop offset="0" stop-color="#fff4f7"/><stop offset="1" stop-color="#ffd1de"/>` +
  `</radialGradient></defs>` +
  `<circle cx="48" cy="48" r="46" fill="url(#tile)"/>` +
  `<text x="48" y="50" font-size="52" text-anchor="middle" dominant-baseline="central">` +
  `${escapeXml(emoji)}</text></svg>`;

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

export default async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/v1/media/presents/:file', async (request, reply) => {
    const id = /^([a-z0-9-]{1,64})\.svg$/.exec(request.params.file)?.[1];
    const [present] = id
      ? await app.db.select().from(presents).where(eq(presents.id, id)).limit(1)
      : [];
    if (!present) throw ApiProblem.of(errorCodes.NOT_FOUND);
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(presentSvg(present.emoji, present.name));
  });

  app.get<{ Params: { file: string } }>('/v1/media/:file', async (request, reply) => {
    const requested = parseMediaFileName(request.params.file);
    if (!requested) throw ApiProblem.of(errorCodes.NOT_FOUND);
    const viewerId = request.member?.id;
    const { access, fileKey } = await accessToKey(app, requested.key, requested.variant, viewerId);

    const file = app.pictures.filePath(fileKey, requested.variant);
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
