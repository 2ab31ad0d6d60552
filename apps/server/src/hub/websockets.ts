/**
 * The WebSockets transport: one socket carries the connection both ways; a text frame holds
 * records, a binary frame ends the connection. Frames over the record cap close the socket with
 * 1009 before they are buffered.
 */
import websocket, { type WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { HubConnection } from './connection';
import type { Hub } from './hub';
import { maxRecordBytes } from './protocol';

export const registerWebSockets = (scope: FastifyInstance) =>
  scope.register(websocket, {
    options: { maxPayload: maxRecordBytes },
    errorHandler: (error, socket: WebSocket, request) => {
      request.log.info({ err: error }, 'hub socket error');
      // A protocol error (a frame over the cap) has ws closing with its code already; let
      // that close frame go out. Anything else ends the socket at once.
      if (socket.readyState === socket.OPEN) socket.terminate();
    },
  });

/** Carries a claimed connection over the socket. */
export const carryOverWebSocket = (hub: Hub, connection: HubConnection, socket: WebSocket) => {
  connection.activate('WebSockets', {
    write: (records) => socket.send(records),
    end: () => socket.close(1000),
    abort: () => socket.terminate(),
  });
  socket.on('message', (data, isBinary) => {
    if (isBinary) {
      hub.close(connection.connectionId, { error: 'Binary frames are not supported.' });
      return;
    }
    // Never throws (an exception here would end the process); too much ends the socket.
    hub.receive(connection, data.toString());
  });
  socket.on('close', () => hub.dispose(connection));
};
