/**
 * Support tickets as every domain opens them: from the support form, or from a report of a
 * member, a picture or a chat (blocking with a report).
 */
import { errorCodes, type TicketTopic } from '@amora/contract';
import { and, eq } from 'drizzle-orm';
import { dialogOfPair } from '../chat/dialogs';
import type { Database } from '../db/client';
import { supportTickets, userImages } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { isUuid } from '../users';

export interface NewTicket {
  userId: string;
  topic: TicketTopic;
  message: string;
  /** A report names the member, and the picture or chat it is about. */
  reportedUserId?: string | null;
  reportedImageId?: string | null;
  reportedDialogId?: string | null;
}

/** Opens a ticket: from the support form, or from a report of a member, picture or chat. */
export const openTicket = async (db: Database, ticket: NewTicket) => {
  const [row] = await db.insert(supportTickets).values(ticket).returning();
  if (!row) throw new Error('the ticket was not written');
  return row;
};

/** The topic of a report: the chat or picture it names, otherwise the member. */
export const reportTopic = (report: { imageId?: unknown; dialogId?: unknown }): TicketTopic =>
  report.dialogId ? 'reportChat' : report.imageId ? 'reportImage' : 'reportUser';

/**
 * The picture or chat a report names, checked: a picture of the reported member, or the
 * reporter's chat with them. Anything else is refused as not found, so a report cannot point
 * support at a stranger's picture or at someone else's conversation.
 */
export const reportedSubject = async (
  db: Database,
  report: {
    reporterId: string;
    reportedId: string;
    imageId?: string | null;
    dialogId?: string | null;
  },
) => {
  const { reporterId, reportedId, imageId, dialogId } = report;
  if (imageId != null) {
    if (!isUuid(imageId)) throw ApiProblem.of(errorCodes.NOT_FOUND);
    const [image] = await db
      .select({ id: userImages.id })
      .from(userImages)
      .where(and(eq(userImages.id, imageId), eq(userImages.userId, reportedId)));
    if (!image) throw ApiProblem.of(errorCodes.NOT_FOUND);
  }
  if (dialogId != null) {
    const dialog = await dialogOfPair(db, reporterId, reportedId);
    if (dialog?.id !== dialogId) throw ApiProblem.of(errorCodes.NOT_FOUND);
  }
  return { imageId: imageId ?? null, dialogId: dialogId ?? null };
};
