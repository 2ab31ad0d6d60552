/** Support tickets (spec 02 sections 3 and 7, Support); the rules are in tickets/support.ts. */
import { supportEndpoints } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { commentOnTicket, createTicket, deleteTicket, ownTicket, ticketsOf } from './support';

export default async function ticketRoutes(app: FastifyInstance) {
  route(app, supportEndpoints.list, ({ member }) => ticketsOf(app.db, member.id));
  route(app, supportEndpoints.get, ({ member, params }) => ownTicket(app.db, member.id, params.id));
  route(app, supportEndpoints.create, ({ member, body }) => createTicket(app.db, member.id, body));
  route(app, supportEndpoints.comment, ({ member, params, body }) =>
    commentOnTicket(app.db, member.id, params.id, body.message),
  );
  route(app, supportEndpoints.delete, ({ member, params }) =>
    deleteTicket(app.db, member.id, params.id),
  );
}
