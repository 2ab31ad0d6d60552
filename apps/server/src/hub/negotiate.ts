/**
 * POST /v1/chat/hub/negotiate (negotiate version 1): a member's session opens a connection and
 * gets its id, the secret token its transport requests carry, and the transports offered.
 */
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { requireMember } from '../identity/sessions';
import type { Hub } from './hub';

const transferFormats = ['Text'];
const availableTransports = (['WebSockets', 'ServerSentEvents', 'LongPolling'] as const).map(
  (transport) => ({ transport, transferFormats }),
);

export const negotiateRoute = (
  scope: FastifyInstance,
  hub: Hub,
  url: string,
  limit: preHandlerHookHandler,
) => {
  scope.post(`${url}/negotiate`, { preHandler: limit }, async (request) => {
    const member = requireMember(request);
    const connection = await hub.open(member.id, member.sessionIdHash);
    return {
      negotiateVersion: 1,
      connectionId: connection.connectionId,
      connectionToken: connection.token,
      availableTransports,
    };
  });
};
