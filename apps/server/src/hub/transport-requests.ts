/**
 * What every transport request of a connection checks: the connection its `id=` token names, that
 * the member is not someone else, and which transport the connection uses.
 */
import { errorCodes } from '@amora/contract';
import type { FastifyRequest } from 'fastify';
import { ApiProblem } from '../http/problem';
import type { HubConnection, TransportName } from './connection';
import type { Hub } from './hub';

/** The connection a transport request names by its token. */
export const connectionOf = (hub: Hub, request: FastifyRequest): HubConnection => {
  const { id } = request.query as { id?: string };
  if (!id) throw new ApiProblem(400, errorCodes.VALIDATION_FAILED, 'Connection ID required');
  const connection = hub.byConnectionToken(id);
  if (!connection) throw ApiProblem.of(errorCodes.NOT_FOUND, 'No connection with that ID');
  // The token is the credential; a session of somebody else on the request is suspicious.
  if (request.member && request.member.id !== connection.memberId) {
    throw ApiProblem.of(errorCodes.FORBIDDEN);
  }
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
