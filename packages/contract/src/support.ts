/** Support tickets (spec 02 sections 2, 3 and 7, Support). */
import * as v from 'valibot';
import { collection, DateTime, Id, IdParams } from './common';
import { limits } from './constants';
import { endpoint } from './endpoint';
import { errorCodes } from './errors';

/** The spec's ten topics, in its order. */
export const ticketTopics = [
  'complaint',
  'myAccount',
  'technicalQuestions',
  'premium',
  'paymentIssues',
  'reportBug',
  'otherTopic',
  'reportUser',
  'reportImage',
  'reportChat',
] as const;
export const TicketTopic = v.picklist(ticketTopics);
export type TicketTopic = v.InferOutput<typeof TicketTopic>;

export const ticketStatuses = ['open', 'inProgress', 'resolved', 'rejected', 'closed'] as const;
export const TicketStatus = v.picklist(ticketStatuses);
export type TicketStatus = v.InferOutput<typeof TicketStatus>;

const TicketText = v.pipe(
  v.string(errorCodes.MESSAGE_REQUIRED),
  v.trim(),
  v.nonEmpty(errorCodes.MESSAGE_REQUIRED),
  v.maxLength(limits.ticketMessageMaxLength, errorCodes.MESSAGE_TOO_LONG),
);

export const TicketComment = v.object({
  id: Id,
  author: v.picklist(['member', 'support']),
  message: v.string(),
  createdAt: DateTime,
});
export type TicketComment = v.InferOutput<typeof TicketComment>;

export const Ticket = v.object({
  id: Id,
  topic: TicketTopic,
  message: v.string(),
  status: TicketStatus,
  comments: v.array(TicketComment),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Ticket = v.InferOutput<typeof Ticket>;

export const CreateTicketPayload = v.object({ topic: TicketTopic, message: TicketText });
export type CreateTicketPayload = v.InferOutput<typeof CreateTicketPayload>;

/** PUT /support/{id}: the member's reply on a ticket; a closed ticket opens again. */
export const TicketCommentPayload = v.object({ message: TicketText });
export type TicketCommentPayload = v.InferOutput<typeof TicketCommentPayload>;

export const supportEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/support',
    auth: 'member',
    answer: 'data',
    tag: 'support',
    summary: "The member's tickets, newest first",
    response: collection(Ticket),
  }),
  get: endpoint({
    method: 'GET',
    path: '/support/{id}',
    auth: 'member',
    answer: 'data',
    tag: 'support',
    summary: 'A ticket with its comments',
    params: IdParams,
    response: Ticket,
  }),
  create: endpoint({
    method: 'PUT',
    path: '/support',
    auth: 'member',
    answer: 'data',
    tag: 'support',
    summary: 'Open a ticket',
    body: CreateTicketPayload,
    response: Ticket,
  }),
  comment: endpoint({
    method: 'PUT',
    path: '/support/{id}',
    auth: 'member',
    answer: 'data',
    tag: 'support',
    summary: 'Add a reply to a ticket',
    params: IdParams,
    body: TicketCommentPayload,
    response: Ticket,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/support/delete/{id}',
    auth: 'member',
    answer: 'empty',
    tag: 'support',
    summary: 'Delete a ticket',
    params: IdParams,
  }),
};
