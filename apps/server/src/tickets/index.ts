/**
 * Support tickets as every domain opens them: from the support form, or from a report of a
 * member, a picture or a chat (blocking with a report).
 */
import { errorCodes, type TicketTopic } from '@amora/contract';
import { and, eq, sql } from 'drizzle-orm';
import { dialogOfPair } from '../chat/dialogs';
import type { Database } from '../db/client';
import { messages, supportTickets, userImages } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { isGalleryImage, isUuid } from '../users';

export interface NewTicket {
  userId: string;
  topic: TicketTopic;
  message: string;
  /** A report names the member, and the picture or chat it is about. */
  reportedUserId?: string | null;
  reportedImageId?: string | null;
  reportedDialogId?: string | null;
  /** Now, unless told: a report shows the chat as it was at this moment. */
  createdAt?: Date;
}

/** Opens a ticket: from the support form, or from a report of a member, picture or chat. */
export const openTicket = async (db: Database, ticket: NewTicket) => {
  const [row] = await db.insert(supportTickets).values(ticket).returning();
  if (!row) throw new Error('the ticket was not written');
  return row;
};

/**
 * A report the spam brakes opened (chat/spam-brakes.ts): the sender stands as reporter and
 * reported, which no member's report can do (a member cannot target themselves).
 */
export const isAutomaticReport = (ticket: { userId: string; reportedUserId: string | null }) =>
  ticket.reportedUserId === ticket.userId;

/** SQL: the ticket is one the member opened, not an automatic report against them. */
export const openedByMember = (memberId: string) =>
  and(
    eq(supportTickets.userId, memberId),
    sql`${supportTickets.reportedUserId} is distinct from ${supportTickets.userId}`,
  );

/** The topic of a report: the chat or picture it names, otherwise the member. */
export const reportTopic = (report: { imageId?: unknown; dialogId?: unknown }): TicketTopic =>
  report.dialogId ? 'reportChat' : report.imageId ? 'reportImage' : 'reportUser';

/**
 * The picture or chat a report names, checked against what the reporter was shown: a picture of
 * the reported member's gallery (not the picture that proved their identity), a picture in the
 * messages of the pair's own chat, or that chat. Anything else is refused as not found, so a
 * report cannot point support at a stranger's picture or at someone else's conversation.
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
  const dialog =
    imageId != null || dialogId != null
      ? await dialogOfPair(db, reporterId, reportedId)
      : undefined;
  if (imageId != null) {
    if (!isUuid(imageId)) throw ApiProblem.of(errorCodes.NOT_FOUND);
    const [inGallery] = await db
      .select({ id: userImages.id })
      .from(userImages)
      .where(
        and(eq(userImages.id, imageId), eq(userImages.userId, reportedId), isGalleryImage(db)),
      );
    const [inChat] =
      inGallery || !dialog
        ? []
        : await db
            .select({ id: messages.id })
            .from(messages)
            .where(and(eq(messages.dialogId, dialog.id), eq(messages.imageId, imageId)))
            .limit(1);
    if (!inGallery && !inChat) throw ApiProblem.of(errorCodes.NOT_FOUND);
  }
  if (dialogId != null && dialog?.id !== dialogId) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return { imageId: imageId ?? null, dialogId: dialogId ?? null };
};
