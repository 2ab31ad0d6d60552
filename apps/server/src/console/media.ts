/**
 * A member's picture or selfie for moderators; a picture sent in a chat only when that chat was
 * reported (the console shows no other conversation). Never a blurred variant.
 */
import { errorCodes } from '@amora/contract';
import { and, eq, exists } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages, supportTickets, userImages } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { parseMediaFileName } from '../media/pictures';

/** The file a moderator may see under that name (its size and bytes); 404 otherwise. */
export const moderatedPictureFile = async (app: FastifyInstance, fileName: string) => {
  const requested = parseMediaFileName(fileName);
  if (!requested || requested.variant === 'blurred') throw ApiProblem.of(errorCodes.NOT_FOUND);
  const [picture] = await app.db
    .select({ id: userImages.id })
    .from(userImages)
    .where(eq(userImages.fileKey, requested.key));
  const [reported] = picture
    ? []
    : await app.db
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(
            eq(messages.fileKey, requested.key),
            exists(
              app.db
                .select({ id: supportTickets.id })
                .from(supportTickets)
                .where(eq(supportTickets.reportedDialogId, messages.dialogId)),
            ),
          ),
        );
  if (!picture && !reported) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const file = await app.pictures.open(requested.key, requested.variant);
  if (!file) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return file;
};
