/**
 * Support tickets (spec 02 sections 2, 3 and 7): the member's tickets with their statuses,
 * a new ticket by topic, one ticket with its comments, the member's reply on it, and deleting the
 * opened ticket once the member confirmed it (DELETE /support/delete/{id}).
 */
import type { CreateTicketPayload, Ticket } from '@amora/contract';
import { createEvent, createStore, sample } from 'effector';
import { sessionEnded } from '../../session/model';
import { apiCallEffect, apiEffect } from '../../shared/api';
import { type Notice, notified } from '../../shared/notify';
import { problemOf } from '../../shared/result';

export const ticketsOpened = createEvent();
export const ticketSubmitted = createEvent<CreateTicketPayload>();
export const ticketOpened = createEvent<string>();
export const ticketClosed = createEvent();
export const replySubmitted = createEvent<{ id: string; message: string }>();
/** "Delete ticket" on the opened ticket: the confirmation opens. */
export const ticketDeleteAsked = createEvent();
/** The member keeps the ticket: the confirmation closes. */
export const ticketDeleteDismissed = createEvent();
/** The member confirmed: the opened ticket is deleted. */
export const ticketDeleteConfirmed = createEvent();

export const loadTicketsFx = apiCallEffect((api) => api.support.list());
export const loadTicketFx = apiEffect((api, id: string) => api.support.get({ params: { id } }));
export const createTicketFx = apiEffect((api, body: CreateTicketPayload) =>
  api.support.create.request({ body }),
);
export const replyFx = apiEffect((api, { id, message }: { id: string; message: string }) =>
  api.support.comment.request({ params: { id }, body: { message } }),
);
export const deleteTicketFx = apiEffect((api, id: string) =>
  api.support.delete.request({ params: { id } }),
);
/** The id of a ticket the server deleted; nothing for a refusal. */
const ticketDeleted = sample({
  clock: deleteTicketFx.done,
  filter: ({ result }) => result.ok,
  fn: ({ params }) => params,
});

/** Replaces a ticket by id, or puts it first (the list is newest first). */
const withTicket = (tickets: Ticket[], ticket: Ticket) =>
  tickets.some(({ id }) => id === ticket.id)
    ? tickets.map((each) => (each.id === ticket.id ? ticket : each))
    : [ticket, ...tickets];

/** Null until the first answer. */
export const $tickets = createStore<Ticket[] | null>(null)
  .on(loadTicketsFx.doneData, (current, list) => list?.items ?? current ?? [])
  .on([createTicketFx.doneData, replyFx.doneData], (current, result) =>
    result.ok ? withTicket(current ?? [], result.data) : current,
  )
  .on(loadTicketFx.doneData, (current, ticket) =>
    ticket && current ? withTicket(current, ticket) : current,
  )
  .on(ticketDeleted, (current, id) => current?.filter((ticket) => ticket.id !== id) ?? current)
  .reset(sessionEnded);
export const $openTicketId = createStore<string | null>(null)
  .on(ticketOpened, (_, id) => id)
  .reset(ticketClosed, ticketDeleted, sessionEnded);
export const $openTicket = sample({
  source: { tickets: $tickets, id: $openTicketId },
  fn: ({ tickets, id }) => tickets?.find((ticket) => ticket.id === id) ?? null,
});

export const $ticketSending = createTicketFx.pending;
export const $ticketProblem = createStore<string | null>(null)
  .on(ticketSubmitted, () => null)
  .on(createTicketFx.doneData, (_, result) => problemOf(result))
  .reset(sessionEnded);
/** Bumped on every new ticket: the form empties itself and the list shows. */
export const $ticketsCreated = createStore(0)
  .on(createTicketFx.doneData, (created, result) => (result.ok ? created + 1 : created))
  .reset(sessionEnded);
export const $replying = replyFx.pending;
export const $replyProblem = createStore<string | null>(null)
  .on(replySubmitted, () => null)
  .on(replyFx.doneData, (_, result) => problemOf(result))
  .reset(ticketClosed, sessionEnded);
/** The delete confirmation is open. */
export const $ticketDeleteAsked = createStore(false)
  .on(ticketDeleteAsked, () => true)
  .reset(ticketDeleteDismissed, ticketDeleted, ticketClosed, sessionEnded);
export const $ticketDeleting = deleteTicketFx.pending;
/** The delete was refused or did not reach the server; the confirmation says so. */
export const $ticketDeleteFailed = createStore(false)
  .on(deleteTicketFx.doneData, (_, result) => !result.ok)
  .reset(ticketDeleteAsked, ticketDeleteDismissed, ticketClosed, sessionEnded);
/** Bumped on every reply sent: the reply field empties itself. */
export const $repliesSent = createStore(0)
  .on(replyFx.doneData, (sent, result) => (result.ok ? sent + 1 : sent))
  .reset(sessionEnded);

sample({ clock: ticketsOpened, target: loadTicketsFx });
sample({ clock: ticketSubmitted, target: createTicketFx });
sample({ clock: ticketOpened, target: loadTicketFx });
sample({ clock: replySubmitted, target: replyFx });
sample({
  clock: ticketDeleteConfirmed,
  source: $openTicketId,
  filter: Boolean,
  target: deleteTicketFx,
});
sample({
  clock: ticketDeleted,
  fn: (): Notice => ({ kind: 'success', id: 'account.tickets.deleted' }),
  target: notified,
});
sample({
  clock: createTicketFx.doneData,
  filter: (result) => result.ok,
  fn: (): Notice => ({ kind: 'success', id: 'account.tickets.sent' }),
  target: notified,
});
