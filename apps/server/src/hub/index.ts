/**
 * The chat hub at /v1/chat/hub: the ASP.NET Core SignalR protocol (negotiate version 1, the JSON
 * hub protocol over WebSockets, Server-Sent Events and Long Polling), so the official
 * @microsoft/signalr client connects unchanged. A negotiate needs a member session; the
 * connection token it hands out then authenticates the transport's requests. With REDIS_URL the
 * sends reach members connected to any process, and a connection's POSTs, polls and DELETE may
 * reach any process (relay.ts): no sticky sessions needed. Each transport is a file of its own
 * (negotiate.ts, websockets.ts, server-sent-events.ts, long-polling.ts); this plugin wires them.
 */
import { hubDefaults } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BackplaneOptions } from './backplane';
import type { TransportName } from './connection';
import { channelOfMember, Hub, type HubMethodHandler, type HubTimings } from './hub';
import { answerPoll, endLongPolling, signalOfLeaving } from './long-polling';
import {
  defaultInvocationLimits,
  defaultNegotiationLimit,
  type InvocationLimits,
} from './member-limits';
import { negotiateRoute } from './negotiate';
import { maxRecordBytes } from './protocol';
import { TransportRelay } from './relay';
import { carryOverEventStream } from './server-sent-events';
import {
  claim,
  connectionOf,
  postRecords,
  requireOwner,
  sendOutcome,
  tokenOf,
} from './transport-requests';
import { carryOverWebSocket, registerWebSockets } from './websockets';

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
  /** The open connections on this process by transport. */
  countByTransport(): Record<TransportName, number>;
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
    const relay = new TransportRelay(hub, backplane, longPollTimeoutMs, app.log);
    backplane.onMessage(relay.deliver);

    app.decorate('hub', {
      registerMethod: (name, handler) => hub.registerMethod(name, handler),
      sendToMember: (memberId, target, args) => hub.sendToMember(memberId, target, args),
      sendToConnection: (connectionId, target, args) =>
        hub.sendToConnection(connectionId, target, args),
      connectionsOf: (memberId) => hub.connectionsOf(memberId),
      countByTransport: () => hub.countByTransport(),
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
      relay.shutdown();
    });

    await app.register(async (scope) => {
      await registerWebSockets(scope);
      // Transports post records as text/plain; whatever the type, the body is the records.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
        done(null, body),
      );

      // Every negotiation holds a connection until it times out; a member gets a few a minute
      // (a reload, a transport fallback), counted on every process when Redis is there.
      const negotiationLimit = app.limits.perAccount(
        'hub-negotiate',
        { max: options.negotiationLimit ?? defaultNegotiationLimit, timeWindow: 60_000 },
        (request) => request.member?.id,
      );
      negotiateRoute(scope, hub, hubUrl, negotiationLimit);

      scope.route({
        method: 'GET',
        url: hubUrl,
        // A WebSocket must be refused before the upgrade: an unknown id answers 404, a taken one
        // 409. A connection negotiated on another process moves here first (relay.ts).
        preValidation: async (request) => {
          if (!request.ws) return;
          const token = tokenOf(request);
          if (!hub.byConnectionToken(token)) await relay.adopt(token, request.member?.id);
          claim(connectionOf(hub, request));
        },
        handler: async (request, reply) => {
          const token = tokenOf(request);
          const memberId = request.member?.id;
          if (request.headers.accept?.includes('text/event-stream')) {
            // A stream is one request: a connection negotiated elsewhere moves here.
            const connection = hub.byConnectionToken(token) ?? (await relay.adopt(token, memberId));
            requireOwner(connection, memberId);
            claim(connection);
            carryOverEventStream(hub, connection, request, reply);
            return reply;
          }
          const connection = hub.byConnectionToken(token);
          const left = signalOfLeaving(reply);
          if (!connection) {
            const outcome = await relay.forward(token, 'poll', { memberId, left });
            return sendOutcome(reply, outcome, { poll: true });
          }
          requireOwner(connection, memberId);
          const outcome = await answerPoll(hub, connection, longPollTimeoutMs, left);
          return sendOutcome(reply, outcome, { poll: true });
        },
        wsHandler: (socket, request) => {
          const connection = connectionOf(hub, request);
          claim(connection);
          carryOverWebSocket(hub, connection, socket, request);
        },
      });

      // What Server-Sent Events and Long Polling clients send. A larger body is refused 413
      // before it is read, like a larger WebSocket frame. A connection another process holds
      // gets the records there (relay.ts).
      scope.post(hubUrl, { bodyLimit: maxRecordBytes }, async (request, reply) => {
        const token = tokenOf(request);
        const body = typeof request.body === 'string' ? request.body : '';
        const connection = hub.byConnectionToken(token);
        if (!connection) {
          const memberId = request.member?.id;
          return sendOutcome(reply, await relay.forward(token, 'post', { memberId, body }));
        }
        requireOwner(connection, request.member?.id);
        return sendOutcome(reply, postRecords(hub, connection, body));
      });

      scope.delete(hubUrl, async (request, reply) => {
        const token = tokenOf(request);
        const connection = hub.byConnectionToken(token);
        if (!connection) {
          const memberId = request.member?.id;
          return sendOutcome(reply, await relay.forward(token, 'delete', { memberId }));
        }
        requireOwner(connection, request.member?.id);
        return sendOutcome(reply, endLongPolling(hub, connection));
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
