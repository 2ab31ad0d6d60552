/**
 * Support tickets as every domain opens them: from the support form, or from a report of a
 * member, a picture or a chat (blocking with a report).
 */
import type { TicketTopic } from '@amora/contract';
import type { Database } from '../db/client';
import { supportTickets } from '../db/schema';

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
