/**
 * The hub itself, apart from HTTP: the registry of connections by token, id and member, the
 * handshake and the dispatch of invocations to the registered methods, keep-alive pings and the
 * timeouts that drop silent connections, and the sends that reach members on every process.
 */
import { errorCodes } from '@amora/contract';
import type { FastifyBaseLogger } from 'fastify';
import { ApiProblem } from '../http/problem';
import type { EndedSessions } from '../identity/sessions';
import type { Backplane } from './backplane';
import { type ConnectionIdentity, HubConnection, type TransportName } from './connection';
import { LongPollSink } from './long-polling';
import { InvocationBudgets, type InvocationLimits } from './member-limits';
import {
  closeRecord,
  completionRecord,
  handshakeAcceptedRecord,
  invocationRecord,
  messageTypes,
  parseHandshake,
  parseMessage,
  pingRecord,
  recordTooLarge,
  toRecord,
} from './protocol';

/** Who is calling a hub method. */
export interface HubCallContext {
  memberId: string;
  connectionId: string;
}

/**
 * A method clients invoke. Its arguments arrive as the client sent them (parse them with the
 * contract); what it returns is the invocation's result; a thrown ApiProblem answers the caller
 * with its code as the error text.
 */
// biome-ignore lint/suspicious/noExplicitAny: arguments are whatever JSON the client sent
export type HubMethodHandler = (context: HubCallContext, ...args: any[]) => unknown;

export interface HubTimings {
  /** A ping goes out after this long without sending (not on Long Polling). */
  keepAliveIntervalMs: number;
  /** A WebSocket or SSE connection the client has not sent on for this long is dropped. */
  clientTimeoutMs: number;
  /** A transport that does not complete the handshake within this long is dropped. */
  handshakeTimeoutMs: number;
  /** A negotiated connection without a transport, or a Long Polling one without a poll. */
  disconnectTimeoutMs: number;
}

export const channelOfMember = (memberId: string) => `member:${memberId}`;

/**
 * Published on a member's channel instead of records when sessions of the member end; no record
 * starts with it (records are JSON objects). Followed by the JSON of `EndedSessions`.
 */
const sessionEndMark = '!session-end:';
const channelOfConnection = (connectionId: string) => `connection:${connectionId}`;
/** Where the process holding a connection takes its transport requests that reached another. */
export const channelOfTransport = (relayKey: string) => `transport:${relayKey}`;

export class Hub {
  private readonly byToken = new Map<string, HubConnection>();
  private readonly byRelayKey = new Map<string, HubConnection>();
  private readonly byId = new Map<string, HubConnection>();
  private readonly byMember = new Map<string, Set<HubConnection>>();
  private readonly methods = new Map<string, HubMethodHandler>();
  private backplane: Backplane | undefined;
  private ticker: NodeJS.Timeout | undefined;
  private readonly budgets: InvocationBudgets;
  /** Connections with records queued in this tick, flushed once it ends. */
  private unflushed: HubConnection[] = [];

  constructor(
    private readonly timings: HubTimings,
    readonly log: FastifyBaseLogger,
    limits: InvocationLimits,
  ) {
    this.budgets = new InvocationBudgets(limits);
  }

  start(backplane: Backplane) {
    this.backplane = backplane;
    const tickMs = Math.max(
      10,
      Math.min(1000, this.timings.keepAliveIntervalMs / 2, this.timings.clientTimeoutMs / 2),
    );
    this.ticker = setInterval(() => this.tick(), tickMs);
    this.ticker.unref();
  }

  registerMethod(name: string, handler: HubMethodHandler) {
    // Hub method names match without regard to case, as in ASP.NET Core.
    const key = name.toLowerCase();
    if (this.methods.has(key)) throw new Error(`hub method ${name} is registered twice`);
    this.methods.set(key, handler);
  }

  /**
   * A new connection of a member, ready for a transport once its channels are subscribed; with
   * `identity`, one negotiated on another process that this one takes over.
   */
  async open(memberId: string, sessionIdHash: string, identity?: ConnectionIdentity) {
    const connection = new HubConnection(memberId, sessionIdHash, identity);
    this.byToken.set(connection.token, connection);
    this.byRelayKey.set(connection.relayKey, connection);
    this.byId.set(connection.connectionId, connection);
    let ofMember = this.byMember.get(memberId);
    if (!ofMember) {
      ofMember = new Set();
      this.byMember.set(memberId, ofMember);
    }
    ofMember.add(connection);
    await Promise.all([
      this.requireBackplane().subscribe(channelOfMember(memberId)),
      this.requireBackplane().subscribe(channelOfConnection(connection.connectionId)),
      this.requireBackplane().subscribe(channelOfTransport(connection.relayKey)),
    ]);
    return connection;
  }

  byConnectionToken(token: string) {
    return this.byToken.get(token);
  }

  /** The connection whose token hashes to `relayKey` (see connection.ts), if it is here. */
  byConnectionRelayKey(relayKey: string) {
    return this.byRelayKey.get(relayKey);
  }

  /** The ids of a member's open connections on this process. */
  connectionsOf(memberId: string): string[] {
    return [...(this.byMember.get(memberId) ?? [])]
      .filter((connection) => connection.handshakeDone && !connection.closed)
      .map((connection) => connection.connectionId);
  }

  /** The open connections on this process by transport (for /metrics). */
  countByTransport(): Record<TransportName, number> {
    const counts = { WebSockets: 0, ServerSentEvents: 0, LongPolling: 0 };
    for (const connection of this.byId.values()) {
      if (connection.transport) counts[connection.transport] += 1;
    }
    return counts;
  }

  /** Calls `target` on every connection of the member, on every process. */
  async sendToMember(memberId: string, target: string, args: readonly unknown[]) {
    await this.requireBackplane().publish(
      channelOfMember(memberId),
      invocationRecord(target, args),
    );
  }

  /** Calls `target` on one connection, wherever it is connected. */
  async sendToConnection(connectionId: string, target: string, args: readonly unknown[]) {
    const records = invocationRecord(target, args);
    const local = this.byId.get(connectionId);
    if (local) this.writeTo(local, records);
    else await this.requireBackplane().publish(channelOfConnection(connectionId), records);
  }

  /** Closes the connections of ended sessions, on whichever process they are. */
  async endSessions(ended: EndedSessions) {
    await this.requireBackplane().publish(
      channelOfMember(ended.userId),
      sessionEndMark + JSON.stringify(ended),
    );
  }

  /** What the backplane hands over: records for local connections of a member or connection. */
  deliver = (channel: string, records: string) => {
    if (channel.startsWith('member:')) {
      const connections = this.byMember.get(channel.slice('member:'.length)) ?? [];
      if (records.startsWith(sessionEndMark)) {
        const { sessionIdHash, except } = JSON.parse(
          records.slice(sessionEndMark.length),
        ) as EndedSessions;
        for (const connection of [...connections]) {
          const hash = connection.sessionIdHash;
          if ((sessionIdHash === undefined || hash === sessionIdHash) && hash !== except) {
            this.close(connection.connectionId, { error: 'The session has ended.' });
          }
        }
        return;
      }
      for (const connection of connections) this.writeTo(connection, records);
    } else if (channel.startsWith('connection:')) {
      const connection = this.byId.get(channel.slice('connection:'.length));
      if (connection) this.writeTo(connection, records);
    }
  };

  /** Sends Close (the client reconnects when allowed) and ends the connection. */
  close(connectionId: string, options: { allowReconnect?: boolean; error?: string } = {}) {
    const connection = this.byId.get(connectionId);
    if (!connection) return false;
    if (connection.handshakeDone) this.write(connection, closeRecord(options));
    this.dispose(connection);
    return true;
  }

  /** Cuts a connection off without a Close message, as a network failure does. */
  abort(connectionId: string) {
    const connection = this.byId.get(connectionId);
    if (!connection) return false;
    this.dispose(connection, { abort: true });
    return true;
  }

  /** Server shutdown: every client is told to come back (to another process, or to this one). */
  shutdown() {
    for (const connection of [...this.byId.values()]) {
      this.close(connection.connectionId, { allowReconnect: true });
    }
    clearInterval(this.ticker);
  }

  /** Forgets a connection and ends its transport. */
  dispose(connection: HubConnection, { abort = false } = {}) {
    if (connection.closed) return;
    connection.closed = true;
    this.byToken.delete(connection.token);
    this.byRelayKey.delete(connection.relayKey);
    this.byId.delete(connection.connectionId);
    const ofMember = this.byMember.get(connection.memberId);
    ofMember?.delete(connection);
    if (abort) {
      connection.unsent = '';
      connection.sink?.abort();
    } else {
      // What was queued before the end (a Close message) goes first.
      connection.flush();
      connection.sink?.end();
    }
    const unsubscribes = [
      channelOfConnection(connection.connectionId),
      channelOfTransport(connection.relayKey),
    ];
    if (ofMember?.size === 0) {
      this.byMember.delete(connection.memberId);
      unsubscribes.push(channelOfMember(connection.memberId));
    }
    for (const channel of unsubscribes) {
      this.backplane?.unsubscribe(channel).catch((error: unknown) => {
        this.log.warn({ err: error, channel }, 'hub unsubscribe failed');
      });
    }
  }

  /**
   * Text the client sent over its transport: the handshake first, then hub messages. False when
   * it made an unfinished record outgrow the cap, which ends the connection with an error. Never
   * throws: whatever goes wrong ends this connection only.
   */
  receive(connection: HubConnection, text: string): boolean {
    if (connection.closed) return true;
    try {
      connection.lastReceivedAt = Date.now();
      const records = connection.reader.read(text);
      if (records === recordTooLarge) {
        this.closeWithError(
          connection,
          'Connection closed with an error: the message is too large.',
        );
        return false;
      }
      for (const record of records) {
        if (connection.closed) return true;
        if (!connection.handshakeDone) {
          const handshake = parseHandshake(record);
          if ('error' in handshake) {
            this.closeWithError(connection, handshake.error);
            return true;
          }
          connection.handshakeDone = true;
          this.write(connection, handshakeAcceptedRecord);
          continue;
        }
        this.dispatch(connection, record);
      }
    } catch (error) {
      this.log.error({ err: error, connectionId: connection.connectionId }, 'hub receive failed');
      this.failSafe(connection, () =>
        this.closeWithError(connection, 'Connection closed with an error.'),
      );
    }
    return true;
  }

  /**
   * Before the handshake's answer the error is that answer; after it, a Close message carries it.
   * Then the connection ends.
   */
  private closeWithError(connection: HubConnection, error: string) {
    this.write(connection, connection.handshakeDone ? closeRecord({ error }) : toRecord({ error }));
    this.dispose(connection);
  }

  /** Runs `step`; if even that fails, the connection is cut off, and nothing is thrown. */
  private failSafe(connection: HubConnection, step: () => void) {
    try {
      step();
    } catch (error) {
      this.log.error({ err: error, connectionId: connection.connectionId }, 'hub cleanup failed');
      try {
        this.dispose(connection, { abort: true });
      } catch {
        // Nothing is left to end it with; the transport's own close or timeout will.
      }
    }
  }

  private dispatch(connection: HubConnection, record: string) {
    const message = parseMessage(record);
    if (!message) {
      this.closeWithError(connection, 'Connection closed with an error: invalid message.');
      return;
    }
    if (message.type === messageTypes.invocation && 'target' in message) {
      // One budget for all of the member's connections: more tabs buy no more invocations.
      if (!this.budgets.spend(connection.memberId)) {
        if (message.invocationId !== undefined) {
          this.write(
            connection,
            completionRecord(message.invocationId, { error: errorCodes.RATE_LIMITED }),
          );
        }
        return;
      }
      // A failed invocation must not stop the ones queued behind it, nor go unhandled.
      const queue = (connection.queue ?? Promise.resolve())
        .then(() => this.invoke(connection, message))
        .catch((error: unknown) => {
          this.log.error({ err: error, target: message.target }, 'hub invocation failed');
        });
      connection.queue = queue;
      // An idle connection holds no settled promise.
      void queue.then(() => {
        if (connection.queue === queue) connection.queue = undefined;
      });
    } else if (message.type === messageTypes.close) {
      this.dispose(connection);
    }
    // Pings only keep the connection alive; streams, acks and client results are not offered.
  }

  private async invoke(
    connection: HubConnection,
    message: { invocationId?: string; target: string; arguments: unknown[] },
  ) {
    const { invocationId, target } = message;
    const answer = (outcome: { result: unknown } | { error: string }) => {
      if (invocationId !== undefined) {
        this.write(connection, completionRecord(invocationId, outcome));
      }
    };
    const handler = this.methods.get(target.toLowerCase());
    if (!handler) {
      answer({ error: `Unknown hub method '${target}'` });
      return;
    }
    const context = { memberId: connection.memberId, connectionId: connection.connectionId };
    try {
      answer({ result: await handler(context, ...message.arguments) });
    } catch (error) {
      answer(this.failureOf(error, target));
    }
  }

  /** What a thrown error answers: a refusal its code, anything else a text that hides it. */
  private failureOf(error: unknown, target: string): { error: string } {
    try {
      if (error instanceof ApiProblem) {
        this.log.info({ code: error.code, target }, error.text);
        return { error: error.code };
      }
      this.log.error({ err: error, target }, 'hub method failed');
    } catch (unreadable) {
      // Something thrown that cannot even be inspected still answers the caller.
      this.log.error({ err: unreadable, target }, 'hub method failed with an unreadable error');
    }
    return { error: `An unexpected error occurred invoking '${target}' on the server.` };
  }

  private writeTo(connection: HubConnection, records: string) {
    // Before the handshake's answer the client reads nothing else.
    if (!connection.handshakeDone) return;
    this.write(connection, records);
  }

  /**
   * Queues records for the connection; what a tick queued goes out together once it ends (one
   * frame and one write where there were several: a sender's completion and its own copy of the
   * message, or the messages of a burst).
   */
  private write(connection: HubConnection, records: string) {
    if (!connection.queueRecords(records)) return;
    if (this.unflushed.push(connection) === 1) process.nextTick(this.flushWrites);
  }

  private readonly flushWrites = () => {
    const connections = this.unflushed;
    this.unflushed = [];
    for (const connection of connections) {
      // One broken transport must not keep the others' records back, nor end the process.
      try {
        connection.flush();
      } catch (error) {
        this.log.error({ err: error, connectionId: connection.connectionId }, 'hub write failed');
        this.failSafe(connection, () => this.dispose(connection, { abort: true }));
      }
    }
  };

  private tick() {
    const now = Date.now();
    this.budgets.sweep(now);
    // Deleting the entry being visited is safe while iterating a Map; no copy of it is needed.
    for (const connection of this.byId.values()) {
      // A timer's exception would end the process; a failing connection ends alone.
      try {
        this.tickConnection(connection, now);
      } catch (error) {
        this.log.error({ err: error, connectionId: connection.connectionId }, 'hub tick failed');
        this.failSafe(connection, () => this.dispose(connection, { abort: true }));
      }
    }
  }

  private tickConnection(connection: HubConnection, now: number) {
    const { keepAliveIntervalMs, clientTimeoutMs, handshakeTimeoutMs, disconnectTimeoutMs } =
      this.timings;
    if (!connection.transport) {
      if (now - connection.createdAt > disconnectTimeoutMs) this.dispose(connection);
      return;
    }
    if (!connection.handshakeDone) {
      if (now - connection.lastReceivedAt > handshakeTimeoutMs) this.dispose(connection);
      return;
    }
    if (connection.transport === 'LongPolling') {
      // Polling is its own keep-alive; a client that stops polling is gone.
      const sink = connection.sink;
      if (
        sink instanceof LongPollSink &&
        !sink.polling &&
        now - sink.lastPollEndedAt > disconnectTimeoutMs
      ) {
        this.dispose(connection, { abort: true });
      }
      return;
    }
    if (now - connection.lastReceivedAt > clientTimeoutMs) {
      this.log.info({ connectionId: connection.connectionId }, 'hub client timed out');
      this.dispose(connection, { abort: true });
    } else if (now - connection.lastSentAt >= keepAliveIntervalMs) {
      this.write(connection, pingRecord);
    }
  }

  private requireBackplane() {
    if (!this.backplane) throw new Error('the hub has not been started');
    return this.backplane;
  }
}
