/**
 * The chat hub at /v1/chat/hub: the ASP.NET Core SignalR protocol (negotiate version 1, the JSON
 * hub protocol over WebSockets, Server-Sent Events and Long Polling), so the official
 * @microsoft/signalr client connects unchanged. A negotiate needs a member session; the
 * connection token it hands out then authenticates the transport's requests. With REDIS_URL the
 * sends reach members connected to any process.
 */
import { errorCodes, hubDefaults } from '@amora/contract';
import websocket, { type WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiProblem } from '../http/problem';
import { requireMember } from '../identity/sessions';
import type { BackplaneOptions } from './backplane';
import type { HubConnection, TransportName } from './connection';
import { channelOfMember, Hub, type HubMethodHandler, type HubTimings } from './hub';
import { LongPollSink } from './long-polling';
import {
  defaultInvocationLimits,
  defaultNegotiationLimit,
  type InvocationLimits,
} from './member-limits';
import { maxRecordBytes } from './protocol';

export type { HubCallContext, HubMethodHandler } from './hub';

export interface HubApi {
  /** Registers a method clients invoke by name (getDialog, sendMessage ...). */
  registerMethod(name: string, handler: HubMethodHandler): void;
  /** Calls `target(...args)` on every connection of the member, on every server process. */
  sendToMember(memberId: string, target: string, args: readonly unknown[]): Promise<void>;
  /** Calls `target(...args)` on one connection, wherever it is connected. */
  sendToConnection(connectionId: string, target: string, args: readonly unknown[]): Promise<void>;
  /** The member's open connections on this process. */
  connectionsOf(memberId: string): string[];
  /** Whether the member has an open connection on any server process (is not away). */
  isConnected(memberId: string): Promise<boolean>;
  /** Sends Close (with allowReconnect if asked) and ends the connection; false if unknown here. */
  close(connectionId: string, options?: { allowReconnect?: boolean; error?: string }): boolean;
  /** Cuts a connection off without a Close message (the client reconnects); false if unknown. */
  abort(connectionId: string): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    hub: HubApi;
  }
}

export interface HubOptions extends Partial<HubTimings>, BackplaneOptions {
  /** A poll with nothing to deliver answers empty after this long (the client waits 100 s). */
  longPollTimeoutMs?: number;
  /** How fast one member may invoke, over all their connections (a benchmark raises it). */
  invocationLimits?: InvocationLimits;
  /** Negotiations one member may start per minute (the e2e crawl, reloading often, raises it). */
  negotiationLimit?: number;
}

export const hubUrl = `/v1${hubDefaults.path}`;

const defaultTimings: HubTimings = {
  keepAliveIntervalMs: hubDefaults.keepAliveIntervalMs,
  clientTimeoutMs: hubDefaults.serverTimeoutMs,
  handshakeTimeoutMs: 15_000,
  disconnectTimeoutMs: 15_000,
};

const transferFormats = ['Text'];
const availableTransports = (['WebSockets', 'ServerSentEvents', 'LongPolling'] as const).map(
  (transport) => ({ transport, transferFormats }),
);

const noCache = {
  'cache-control': 'no-cache, no-store',
  pragma: 'no-cache',
  expires: 'Thu, 01 Jan 1970 00:00:00 GMT',
};

/** Server-Sent Events framing: every line of the payload in its own `data:` field. */
const sseEvent = (records: string) =>
  `${records
    .split('\n')
    .map((line) => `data: ${line}`)
    .join('\r\n')}\r\n\r\n`;

export default fp(
  async (app: FastifyInstance, options: HubOptions) => {
    const timings: HubTimings = {
      keepAliveIntervalMs: options.keepAliveIntervalMs ?? defaultTimings.keepAliveIntervalMs,
      clientTimeoutMs: options.clientTimeoutMs ?? defaultTimings.clientTimeoutMs,
      handshakeTimeoutMs: options.handshakeTimeoutMs ?? defaultTimings.handshakeTimeoutMs,
      disconnectTimeoutMs: options.disconnectTimeoutMs ?? defaultTimings.disconnectTimeoutMs,
    };
    // Below the client's own 100 s, or its poll would time out before ours answers.
    const longPollTimeoutMs = options.longPollTimeoutMs ?? 90_000;
    const hub = new Hub(timings, app.log, options.invocationLimits ?? defaultInvocationLimits);
    const { backplane } = app;
    backplane.onMessage(hub.deliver);
    hub.start(backplane);

    app.decorate('hub', {
      registerMethod: (name, handler) => hub.registerMethod(name, handler),
      sendToMember: (memberId, target, args) => hub.sendToMember(memberId, target, args),
      sendToConnection: (connectionId, target, args) =>
        hub.sendToConnection(connectionId, target, args),
      connectionsOf: (memberId) => hub.connectionsOf(memberId),
      isConnected: async (memberId) =>
        hub.connectionsOf(memberId).length > 0 ||
        (await backplane.isSubscribedElsewhere(channelOfMember(memberId))),
      close: (connectionId, closeOptions) => hub.close(connectionId, closeOptions),
      abort: (connectionId) => hub.abort(connectionId),
    } satisfies HubApi);

    app.sessions.onEnd((ended) => hub.endSessions(ended));

    // preClose runs before the server stops accepting and before the WebSockets are closed, so
    // every client still reads its Close message.
    app.addHook('preClose', async () => {
      hub.shutdown();
    });

    await app.register(async (scope) => {
      await scope.register(websocket, {
        // Larger frames close the socket with 1009 before any of them is buffered.
        options: { maxPayload: maxRecordBytes },
        errorHandler: (error, socket: WebSocket, request) => {
          request.log.info({ err: error }, 'hub socket error');
          // A protocol error (a frame over the cap) has ws closing with its code already; let
          // that close frame go out. Anything else ends the socket at once.
          if (socket.readyState === socket.OPEN) socket.terminate();
        },
      });
      // Transports post records as text/plain; whatever the type, the body is the records.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
        done(null, body),
      );

      /** The connection a transport request names by its token. */
      const connectionOf = (request: FastifyRequest): HubConnection => {
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

      const requireTransport = (connection: HubConnection, transport: TransportName) => {
        if (connection.transport !== transport) {
          throw new ApiProblem(
            400,
            errorCodes.VALIDATION_FAILED,
            `The connection does not use ${transport}`,
          );
        }
      };

      const claim = (connection: HubConnection) => {
        if (connection.transport) {
          throw new ApiProblem(409, errorCodes.CONFLICT, 'The connection already has a transport');
        }
      };

      // Every negotiation holds a connection until it times out; a member gets a few a minute
      // (a reload, a transport fallback), counted on every process when Redis is there.
      const negotiationLimit = app.limits.perAccount(
        'hub-negotiate',
        { max: options.negotiationLimit ?? defaultNegotiationLimit, timeWindow: 60_000 },
        (request) => request.member?.id,
      );

      scope.post(`${hubUrl}/negotiate`, { preHandler: negotiationLimit }, async (request) => {
        const member = requireMember(request);
        const connection = await hub.open(member.id, member.sessionIdHash);
        return {
          negotiateVersion: 1,
          connectionId: connection.connectionId,
          connectionToken: connection.token,
          availableTransports,
        };
      });

      const serverSentEvents = (
        connection: HubConnection,
        request: FastifyRequest,
        reply: FastifyReply,
      ) => {
        claim(connection);
        reply.hijack();
        const response = reply.raw;
        response.writeHead(200, {
          'content-type': 'text/event-stream',
          'cache-control': 'no-cache',
          'x-accel-buffering': 'no',
        });
        // Some browsers report the stream open only once data arrives.
        response.write(':\r\n');
        connection.activate('ServerSentEvents', {
          write: (records) => response.write(sseEvent(records)),
          end: () => response.end(),
          abort: () => request.raw.socket.destroy(),
        });
        response.on('close', () => hub.dispose(connection));
      };

      const longPoll = async (
        connection: HubConnection,
        reply: FastifyReply,
      ): Promise<FastifyReply> => {
        reply.headers(noCache);
        if (!connection.transport) {
          // The first poll only activates the connection.
          connection.activate('LongPolling', new LongPollSink(longPollTimeoutMs));
          return reply.code(200).type('text/plain; charset=utf-8').send('');
        }
        requireTransport(connection, 'LongPolling');
        const sink = connection.sink as LongPollSink;
        // A client that gave up before we got here would hold a poll no one reads.
        if (reply.raw.destroyed) return reply.code(204).send();
        const clientLeft = () => sink.cancelPoll();
        reply.raw.once('close', clientLeft);
        const result = await sink.poll();
        reply.raw.off('close', clientLeft);
        if (result.kind === 'gone') {
          if (sink.finished) hub.dispose(connection);
          return reply.code(204).send();
        }
        return reply
          .code(200)
          .type('text/plain; charset=utf-8')
          .send(result.kind === 'records' ? result.records : '');
      };

      scope.route({
        method: 'GET',
        url: hubUrl,
        // A WebSocket must be refused before the upgrade: an unknown id answers 404, a taken one 409.
        preValidation: async (request) => {
          if (request.ws) claim(connectionOf(request));
        },
        handler: async (request, reply) => {
          const connection = connectionOf(request);
          if (request.headers.accept?.includes('text/event-stream')) {
            serverSentEvents(connection, request, reply);
            return reply;
          }
          return longPoll(connection, reply);
        },
        wsHandler: (socket, request) => {
          const connection = connectionOf(request);
          claim(connection);
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
        },
      });

      // A larger body is refused 413 before it is read, like a larger WebSocket frame.
      scope.post(hubUrl, { bodyLimit: maxRecordBytes }, async (request, reply) => {
        const connection = connectionOf(request);
        if (connection.transport === 'WebSockets' || !connection.transport) {
          throw new ApiProblem(
            400,
            errorCodes.VALIDATION_FAILED,
            'Sends go over the connection itself',
          );
        }
        if (!hub.receive(connection, typeof request.body === 'string' ? request.body : '')) {
          // The connection has ended with a Close message naming the error.
          throw ApiProblem.of(errorCodes.PAYLOAD_TOO_LARGE, 'The message is too large.');
        }
        return reply.code(200).type('text/plain; charset=utf-8').send('');
      });

      scope.delete(hubUrl, async (request, reply) => {
        const connection = connectionOf(request);
        requireTransport(connection, 'LongPolling');
        hub.dispose(connection, { abort: true });
        return reply.code(202).type('text/plain; charset=utf-8').send('');
      });
    });
  },
  {
    name: 'amora-hub',
    fastify: '5.x',
    dependencies: ['amora-backplane', 'amora-sessions', 'amora-rate-limits'],
    decorators: { fastify: ['config'] },
  },
);
