/**
 * The member's own support tickets (spec 02 sections 3 and 7, Support). A member sees, answers
 * and deletes only own tickets; anybody else's answers 404 as if it did not exist. Support's
 * answers are comments without an author.
 */
import {
  type CreateTicketPayload,
  errorCodes,
  type Ticket,
  type TicketComment,
  type TicketTopic,
} from '@amora/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  type SupportTicketRow,
  type SupportTicketStatus,
  supportTickets,
  type TicketCommentRow,
  ticketComments,
} from '../db/schema';
import { listOf } from '../http/collection';
import { ApiProblem } from '../http/problem';
import { isUuid } from '../users';
import { openedByMember, openTicket } from './index';

const toTicketComment = (comment: TicketCommentRow): TicketComment => ({
  id: comment.id,
  author: comment.authorId === null ? 'support' : 'member',
  message: comment.message,
  createdAt: comment.createdAt.toISOString(),
});

const toTicket = (ticket: SupportTicketRow, comments: TicketCommentRow[]): Ticket => ({
  id: ticket.id,
  topic: ticket.topic as TicketTopic,
  message: ticket.message,
  status: ticket.status,
  comments: comments.map(toTicketComment),
  createdAt: ticket.createdAt.toISOString(),
  updatedAt: ticket.updatedAt.toISOString(),
});

/** The comments of tickets, oldest first. */
const commentsOf = async (db: Database, ticketIds: string[]) =>
  ticketIds.length === 0
    ? []
    : db
        .select()
        .from(ticketComments)
        .where(inArray(ticketComments.ticketId, ticketIds))
        .orderBy(asc(ticketComments.createdAt), asc(ticketComments.id));

const ticketWithComments = async (db: Database, ticket: SupportTicketRow) =>
  toTicket(ticket, await commentsOf(db, [ticket.id]));

/** The member's own ticket, or 404; `lock` holds it until the transaction ends. */
const requireOwnTicket = async (
  db: Database,
  memberId: string,
  ticketId: string,
  { lock = false } = {},
) => {
  if (!isUuid(ticketId)) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const query = db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, ticketId), openedByMember(memberId)));
  const [ticket] = await (lock ? query.for('update') : query);
  if (!ticket) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return ticket;
};

/** A reply from the member puts a ticket support had finished back into its queue. */
const statusAfterReply = (status: SupportTicketStatus): SupportTicketStatus =>
  status === 'inProgress' ? 'inProgress' : 'open';

/** The member's tickets, newest first, each with its comments. */
export const ticketsOf = async (db: Database, memberId: string) => {
  const tickets = await db
    .select()
    .from(supportTickets)
    .where(openedByMember(memberId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id));
  const comments = await commentsOf(
    db,
    tickets.map((ticket) => ticket.id),
  );
  return listOf(
    tickets.map((ticket) =>
      toTicket(
        ticket,
        comments.filter((comment) => comment.ticketId === ticket.id),
      ),
    ),
  );
};

export const ownTicket = async (db: Database, memberId: string, ticketId: string) =>
  ticketWithComments(db, await requireOwnTicket(db, memberId, ticketId));

/** A ticket from the support form. */
export const createTicket = async (db: Database, memberId: string, ticket: CreateTicketPayload) =>
  toTicket(await openTicket(db, { userId: memberId, ...ticket }), []);

export const commentOnTicket = (
  db: Database,
  memberId: string,
  ticketId: string,
  message: string,
) =>
  db.transaction(async (tx) => {
    const ticket = await requireOwnTicket(tx, memberId, ticketId, { lock: true });
    await tx.insert(ticketComments).values({ ticketId: ticket.id, authorId: memberId, message });
    const [updated] = await tx
      .update(supportTickets)
      .set({ status: statusAfterReply(ticket.status), updatedAt: new Date() })
      .where(eq(supportTickets.id, ticket.id))
      .returning();
    return ticketWithComments(tx, updated ?? ticket);
  });

export const deleteTicket = async (db: Database, memberId: string, ticketId: string) => {
  if (!isUuid(ticketId)) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const removed = await db
    .delete(supportTickets)
    .where(and(eq(supportTickets.id, ticketId), openedByMember(memberId)))
    .returning({ id: supportTickets.id });
  if (removed.length === 0) throw ApiProblem.of(errorCodes.NOT_FOUND);
};
