/**
 * What every transport request of a connection checks: the connection its `id=` token names, that
 * the member is not someone else, and which transport the connection uses. And what the requests
 * of Server-Sent Events and Long Polling do, as outcomes (a status and a text body) that either
 * this process sends or, for a request another process took, relay.ts carries back to it.
 */
import { errorCodes } from '@amora/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiProblem } from '../http/problem';
import type { HubConnection, TransportName } from './connection';
import type { Hub } from './hub';

/** The `id=` of a transport request: the connection token. */
export const tokenOf = (request: FastifyRequest): string => {
  const { id } = request.query as { id?: string };
  if (!id) throw new ApiProblem(400, errorCodes.VALIDATION_FAILED, 'Connection ID required');
  return id;
};

export const noConnection = () => ApiProblem.of(errorCodes.NOT_FOUND, 'No connection with that ID');

/** The token is the credential; a session of somebody else on the request is suspicious. */
export const requireOwner = (connection: HubConnection, memberId: string | undefined) => {
  if (memberId && memberId !== connection.memberId) throw ApiProblem.of(errorCodes.FORBIDDEN);
};

/** The connection of this process a transport request names by its token. */
export const connectionOf = (hub: Hub, request: FastifyRequest): HubConnection => {
  const connection = hub.byConnectionToken(tokenOf(request));
  if (!connection) throw noConnection();
  requireOwner(connection, request.member?.id);
  return connection;
};

export const requireTransport = (connection: HubConnection, transport: TransportName) => {
  if (connection.transport !== transport) {
    throw new ApiProblem(
      400,
      errorCodes.VALIDATION_FAILED,
      `The connection does not use ${transport}`,
    );
  }
};

/** A connection takes one transport, once. */
export const claim = (connection: HubConnection) => {
  if (connection.transport) {
    throw new ApiProblem(409, errorCodes.CONFLICT, 'The connection already has a transport');
  }
};

export const plainText = 'text/plain; charset=utf-8';

/** What a POST, poll or DELETE answers (a refusal is thrown as an ApiProblem instead). */
export interface Outcome {
  status: number;
  body: string;
}

const noCache = {
  'cache-control': 'no-cache, no-store',
  pragma: 'no-cache',
  expires: 'Thu, 01 Jan 1970 00:00:00 GMT',
};

/** Sends an outcome; a poll's answer must not be cached. */
export const sendOutcome = (reply: FastifyReply, outcome: Outcome, { poll = false } = {}) => {
  if (poll) reply.headers(noCache);
  if (outcome.status === 204) return reply.code(204).send();
  return reply.code(outcome.status).type(plainText).send(outcome.body);
};

/** POST: records a Server-Sent Events or Long Polling client sends. */
export const postRecords = (hub: Hub, connection: HubConnection, body: string): Outcome => {
  if (connection.transport === 'WebSockets' || !connection.transport) {
    throw new ApiProblem(400, errorCodes.VALIDATION_FAILED, 'Sends go over the connection itself');
  }
  if (!hub.receive(connection, body)) {
    // The connection has ended with a Close message naming the error.
    throw ApiProblem.of(errorCodes.PAYLOAD_TOO_LARGE, 'The message is too large.');
  }
  return { status: 200, body: '' };
};
