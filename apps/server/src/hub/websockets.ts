/**
 * The WebSockets transport: one socket carries the connection both ways; a text frame holds
 * records, a binary frame ends the connection. Frames over the record cap close the socket with
 * 1009 before they are buffered.
 *
 * A server holds thousands of these for hours, so each costs as little as it can: the socket is
 * its connection's sink itself, its listeners are functions all sockets share, and nothing of the
 * HTTP upgrade request (Fastify's request and reply, their logger, the response that was never
 * sent) stays reachable once the socket is open.
 */
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import websocket, { type WebsocketPluginOptions } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import WebSocket, { type RawData } from 'ws';
import type { HubConnection, TransportSink } from './connection';
import type { Hub } from './hub';
import { maxRecordBytes } from './protocol';

/** A server-side socket that carries one hub connection and is that connection's sink. */
class HubSocket extends WebSocket implements TransportSink {
  hub: Hub | undefined;
  connection: HubConnection | undefined;

  write(records: string) {
    this.send(records);
  }

  end() {
    this.close(1000);
  }

  abort() {
    this.terminate();
  }
}

/** The plugin's types ask for the ws module itself; ws takes any subclass of its WebSocket. */
type WebSocketClass = NonNullable<WebsocketPluginOptions['options']>['WebSocket'];

export const registerWebSockets = (scope: FastifyInstance) =>
  scope.register(websocket, {
    options: {
      WebSocket: HubSocket as unknown as WebSocketClass,
      maxPayload: maxRecordBytes,
      // Records are short JSON texts; compressing them costs a zlib context per socket (tens of
      // kilobytes) for little. Off is ws's default; said here because it matters.
      perMessageDeflate: false,
      // The hub knows its connections; a second set of every socket only costs memory.
      clientTracking: false,
    },
    // Errors of the upgrade itself, before the hub has the socket (see onSocketError after).
    errorHandler: (error, socket, request) => {
      request.log.info({ err: error }, 'hub socket error');
      if (socket.readyState === socket.OPEN) socket.terminate();
    },
  });

// Listeners shared by every socket: `this` is the socket (ws's types say WebSocket).
function onSocketMessage(this: WebSocket, data: RawData, isBinary: boolean) {
  const { hub, connection } = this as HubSocket;
  if (!hub || !connection) return;
  if (isBinary) {
    hub.close(connection.connectionId, { error: 'Binary frames are not supported.' });
    return;
  }
  // Never throws (an exception here would end the process); too much ends the socket.
  hub.receive(connection, data.toString());
}

function onSocketClose(this: WebSocket) {
  const { hub, connection } = this as HubSocket;
  if (hub && connection) hub.dispose(connection);
}

function onSocketError(this: WebSocket, error: Error) {
  const { hub, connection } = this as HubSocket;
  hub?.log.info({ err: error, connectionId: connection?.connectionId }, 'hub socket error');
  // A protocol error (a frame over the cap) has ws closing with its code already; let that
  // close frame go out. Anything else ends the socket at once.
  if (this.readyState === this.OPEN) this.terminate();
}

/**
 * Lets go of the upgrade request. @fastify/websocket answers it through a ServerResponse that is
 * attached to the TCP socket and never sent, and its error listener on the WebSocket holds
 * Fastify's request and reply; the socket would keep all of them (a few kilobytes) alive.
 */
const releaseUpgradeRequest = (socket: HubSocket, request: FastifyRequest) => {
  socket.removeAllListeners('error');
  socket.on('error', onSocketError);
  const tcpSocket = request.raw.socket as Socket & { _httpMessage?: ServerResponse | null };
  tcpSocket._httpMessage?.detachSocket(tcpSocket);
};

/** Carries a claimed connection over the socket. */
export const carryOverWebSocket = (
  hub: Hub,
  connection: HubConnection,
  socket: WebSocket,
  request: FastifyRequest,
) => {
  const hubSocket = socket as HubSocket;
  releaseUpgradeRequest(hubSocket, request);
  hubSocket.hub = hub;
  hubSocket.connection = connection;
  connection.activate('WebSockets', hubSocket);
  hubSocket.on('message', onSocketMessage);
  hubSocket.on('close', onSocketClose);
};
