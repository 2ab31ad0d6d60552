/**
 * Support tickets and reports in the console. A report is a ticket of the reporter with one of the
 * three report topics; it shows what was reported: the picture, or the messages of the reported
 * chat that the reporter had been shown when reporting (none written after the report, none the
 * reporter had deleted), never the pair's other chats. An answer is a comment the member reads in
 * the ticket and by mail; closing a report tells the reporter it was handled.
 */
import {
  type ConsoleTicket,
  type ConsoleTicketRow,
  errorCodes,
  type ReportActionPayload,
  type TicketStatus,
  type TicketTopic,
  ticketKinds,
} from '@amora/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sideOf } from '../chat/dialogs';
import type { Database } from '../db/client';
import {
  auditLog,
  dialogs,
  messages,
  operators,
  payments,
  type SupportTicketRow,
  supportTickets,
  ticketComments,
  userImages,
} from '../db/schema';
import { ApiProblem } from '../http/problem';
import { isAutomaticReport } from '../tickets';
import { isUuid } from '../users';
import { recordAudit } from './audit';
import { actOnMember, type Paging, removePicture } from './moderation';
import { noticeMember } from './notices';
import { consoleMediaHref, memberRefsById, requireRef } from './views';

/** Messages of a reported chat the console shows at most (the latest before the report). */
const reportedMessagesShown = 200;

export interface TicketFilter {
  status?: TicketStatus;
  topic?: TicketTopic;
  kind?: 'reports' | 'requests';
  assignee?: 'me' | 'nobody';
}

const isReport = (topic: string) => (ticketKinds.reports as readonly string[]).includes(topic);

const rowsToView = async (
  db: Database,
  rows: { ticket: SupportTicketRow; assigneeName: string | null }[],
): Promise<ConsoleTicketRow[]> => {
  const refs = await memberRefsById(db, [
    ...rows.map(({ ticket }) => ticket.userId),
    ...rows.flatMap(({ ticket }) => (ticket.reportedUserId ? [ticket.reportedUserId] : [])),
  ]);
  return rows.map(({ ticket, assigneeName }) => ({
    id: ticket.id,
    topic: ticket.topic as TicketTopic,
    status: ticket.status,
    member: requireRef(refs, ticket.userId),
    reported: ticket.reportedUserId ? (refs.get(ticket.reportedUserId) ?? null) : null,
    assignee:
      ticket.assigneeId && assigneeName !== null
        ? { id: ticket.assigneeId, name: assigneeName }
        : null,
    message: ticket.message,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
  }));
};

const ticketRows = (db: Database, where: SQL | undefined) =>
  db
    .select({ ticket: supportTickets, assigneeName: operators.name })
    .from(supportTickets)
    .leftJoin(operators, eq(operators.id, supportTickets.assigneeId))
    .where(where);

/** Tickets matching the filter: the oldest waiting first. */
export const ticketQueue = async (
  db: Database,
  operatorId: string,
  filter: TicketFilter,
  paging: Paging,
  /** Only these tickets (a member's page lists the reports against the member). */
  ids?: readonly string[],
) => {
  const conditions: SQL[] = [];
  if (ids) conditions.push(inArray(supportTickets.id, [...ids]));
  if (filter.status) conditions.push(eq(supportTickets.status, filter.status));
  if (filter.topic) conditions.push(eq(supportTickets.topic, filter.topic));
  if (filter.kind) conditions.push(inArray(supportTickets.topic, [...ticketKinds[filter.kind]]));
  if (filter.assignee === 'me') conditions.push(eq(supportTickets.assigneeId, operatorId));
  if (filter.assignee === 'nobody') conditions.push(isNull(supportTickets.assigneeId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, total] = await Promise.all([
    ticketRows(db, where)
      .orderBy(asc(supportTickets.createdAt), asc(supportTickets.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.$count(supportTickets, where),
  ]);
  return { items: await rowsToView(db, rows), count: total };
};

/** The messages of a reported chat as the reporter was shown them when reporting. */
const reportedMessagesOf = async (db: Database, ticket: SupportTicketRow) => {
  if (!ticket.reportedDialogId || !ticket.reportedUserId) return [];
  const [dialog] = await db.select().from(dialogs).where(eq(dialogs.id, ticket.reportedDialogId));
  if (!dialog) return [];
  const side = sideOf(dialog, ticket.userId);
  if (!side) return [];
  const deletedByReporter = side === 'a' ? dialog.deletedByAAt : dialog.deletedByBAt;
  const conditions = [
    eq(messages.dialogId, dialog.id),
    lte(messages.createdAt, ticket.createdAt),
    ...(deletedByReporter && deletedByReporter < ticket.createdAt
      ? [gt(messages.createdAt, deletedByReporter)]
      : []),
  ];
  const rows = await db
    .select()
    .from(messages)
    .where(and(...conditions))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(reportedMessagesShown);
  const imageIds = rows.flatMap((row) => (row.imageId ? [row.imageId] : []));
  const images = imageIds.length
    ? await db
        .select({ id: userImages.id, fileKey: userImages.fileKey })
        .from(userImages)
        .where(inArray(userImages.id, imageIds))
    : [];
  const imageKeys = new Map(images.map((image) => [image.id, image.fileKey]));
  return rows.reverse().map((row) => {
    const fileKey = row.fileKey ?? (row.imageId ? imageKeys.get(row.imageId) : undefined);
    return {
      id: row.id,
      fromReported: row.senderId === ticket.reportedUserId,
      text: row.text,
      imageHref: fileKey ? consoleMediaHref(fileKey) : null,
      type: row.type,
      createdAt: row.createdAt.toISOString(),
    };
  });
};

/** How the reported member stands out: reports against them, actions taken, money paid. */
const historyOf = async (db: Database, userId: string) => {
  const [[reports], [actions], [paid]] = await Promise.all([
    db
      .select({ value: count() })
      .from(supportTickets)
      .where(eq(supportTickets.reportedUserId, userId)),
    db
      .select({ value: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.userId, userId),
          inArray(auditLog.action, [
            'memberWarned',
            'memberSuspended',
            'memberBanned',
            'pictureRemoved',
          ]),
        ),
      ),
    db
      .select({ value: sum(payments.amountCents).mapWith(Number) })
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, 'paid'))),
  ]);
  return {
    reportsAgainst: reports?.value ?? 0,
    actionsAgainst: actions?.value ?? 0,
    paymentsCents: paid?.value ?? 0,
  };
};

export const ticketDetail = async (db: Database, ticketId: string): Promise<ConsoleTicket> => {
  if (!isUuid(ticketId)) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const [row] = await ticketRows(db, eq(supportTickets.id, ticketId));
  if (!row) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const { ticket } = row;
  const report = isReport(ticket.topic);
  const [[view], comments, picture, reportedMessages, history] = await Promise.all([
    rowsToView(db, [row]),
    db
      .select({ comment: ticketComments, operatorName: operators.name })
      .from(ticketComments)
      .leftJoin(operators, eq(operators.id, ticketComments.operatorId))
      .where(eq(ticketComments.ticketId, ticket.id))
      .orderBy(asc(ticketComments.createdAt), asc(ticketComments.id)),
    report && ticket.reportedImageId
      ? db
          .select({ fileKey: userImages.fileKey })
          .from(userImages)
          .where(eq(userImages.id, ticket.reportedImageId))
          .then(([found]) => found)
      : undefined,
    report ? reportedMessagesOf(db, ticket) : [],
    report && ticket.reportedUserId ? historyOf(db, ticket.reportedUserId) : null,
  ]);
  if (!view) throw new Error('the ticket vanished');
  return {
    ...view,
    comments: comments.map(({ comment, operatorName }) => ({
      id: comment.id,
      author: comment.authorId === null ? 'support' : 'member',
      operatorName: comment.authorId === null ? operatorName : null,
      message: comment.message,
      createdAt: comment.createdAt.toISOString(),
    })),
    reportedPictureHref: picture ? consoleMediaHref(picture.fileKey) : null,
    reportedMessages,
    reportedHistory: history,
  };
};

const lockTicket = async (db: Database, ticketId: string) => {
  if (!isUuid(ticketId)) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const [ticket] = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId))
    .for('update');
  if (!ticket) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return ticket;
};

/** Answers a ticket: a support comment, the new status, the audit row; then the member's mail. */
export const answerTicket = async (
  app: FastifyInstance,
  operatorId: string,
  ticketId: string,
  { message, status = 'inProgress' }: { message: string; status?: TicketStatus },
) => {
  const ticket = await app.db.transaction(async (tx) => {
    const locked = await lockTicket(tx, ticketId);
    await tx.insert(ticketComments).values({ ticketId, authorId: null, operatorId, message });
    await tx
      .update(supportTickets)
      .set({
        status,
        updatedAt: new Date(),
        // Whoever answers an unassigned ticket takes it.
        ...(locked.assigneeId === null && { assigneeId: operatorId }),
      })
      .where(eq(supportTickets.id, ticketId));
    await recordAudit(tx, {
      operatorId,
      action: 'ticketAnswered',
      userId: locked.userId,
      subjectId: ticketId,
      reason: status,
    });
    return locked;
  });
  // The sender an automatic report is about is not told of it.
  if (!isAutomaticReport(ticket)) {
    noticeMember(app, ticket.userId, { template: 'ticketAnswered', answer: message });
  }
  return ticketDetail(app.db, ticketId);
};

/** Moves a ticket to another status or operator. */
export const updateTicket = async (
  app: FastifyInstance,
  operatorId: string,
  ticketId: string,
  change: { status?: TicketStatus; assigneeId?: string | null },
) => {
  await app.db.transaction(async (tx) => {
    const locked = await lockTicket(tx, ticketId);
    if (change.assigneeId) {
      const [assignee] = isUuid(change.assigneeId)
        ? await tx
            .select({ id: operators.id })
            .from(operators)
            .where(and(eq(operators.id, change.assigneeId), isNull(operators.disabledAt)))
        : [];
      if (!assignee) throw ApiProblem.of(errorCodes.NOT_FOUND);
    }
    await tx
      .update(supportTickets)
      .set({
        ...(change.status && { status: change.status }),
        ...(change.assigneeId !== undefined && { assigneeId: change.assigneeId }),
        updatedAt: new Date(),
      })
      .where(eq(supportTickets.id, ticketId));
    await recordAudit(tx, {
      operatorId,
      action: 'ticketUpdated',
      userId: locked.userId,
      subjectId: ticketId,
      reason: [
        change.status && `status ${change.status}`,
        change.assigneeId !== undefined && `assignee ${change.assigneeId ?? 'nobody'}`,
      ]
        .filter(Boolean)
        .join(', '),
    });
  });
  return ticketDetail(app.db, ticketId);
};

/**
 * Closes a report with an action on the reported member or picture: dismissed reports are
 * rejected, acted-on ones resolved; the reporter is told that the report was handled.
 */
export const actOnReport = async (
  app: FastifyInstance,
  operatorId: string,
  ticketId: string,
  { action, days, reason, pictureReason }: ReportActionPayload,
) => {
  if (!isUuid(ticketId)) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const [ticket] = await app.db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId));
  if (!ticket || !isReport(ticket.topic)) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const reportedId = ticket.reportedUserId;
  if (action !== 'dismiss' && !reportedId) throw ApiProblem.of(errorCodes.NOT_FOUND);
  if (action === 'removePicture' && !ticket.reportedImageId) {
    throw ApiProblem.of(errorCodes.CONFLICT, 'This report names no picture.');
  }
  switch (action) {
    case 'dismiss':
      await recordAudit(app.db, {
        operatorId,
        action: 'reportDismissed',
        userId: reportedId,
        subjectId: ticketId,
        reason,
      });
      break;
    case 'removePicture':
      await removePicture(
        app,
        operatorId,
        ticket.reportedImageId as string,
        pictureReason ?? 'other',
        `report ${ticketId}: ${reason}`,
      );
      break;
    default:
      await actOnMember(app, operatorId, reportedId as string, { action, days, reason }, ticketId);
  }
  await app.db
    .update(supportTickets)
    .set({
      status: action === 'dismiss' ? 'rejected' : 'resolved',
      updatedAt: new Date(),
      ...(ticket.assigneeId === null && { assigneeId: operatorId }),
    })
    .where(eq(supportTickets.id, ticketId));
  if (!isAutomaticReport(ticket)) noticeMember(app, ticket.userId, { template: 'reportHandled' });
  return ticketDetail(app.db, ticketId);
};

/** Tickets waiting (open or in progress), and since when the oldest waits. */
export const waitingTickets = (db: Database, kind: 'reports' | 'requests') =>
  db
    .select({ count: count(), oldestAt: sql<Date | null>`min(${supportTickets.createdAt})` })
    .from(supportTickets)
    .where(
      and(
        inArray(supportTickets.status, ['open', 'inProgress']),
        inArray(supportTickets.topic, [...ticketKinds[kind]]),
      ),
    );
