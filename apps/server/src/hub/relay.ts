/**
 * The hub without sticky sessions. A connection lives on the process that answered its
 * negotiate; that process subscribes to the connection's transport channel
 * (`transport:<hash of the token>`). A POST, a long poll or a DELETE that reaches another process
 * is forwarded there over the backplane, and the holder's answer comes back on the forwarding
 * process's own reply channel (`replies:<process id>`), which it sends to the client. The holder
 * runs the request as if it had arrived itself, so the records keep their order (a POST is
 * answered only once the holder took it, and the client posts one after another) and each is
 * delivered once (only the holder's queue answers polls). A Server-Sent Events stream or a
 * WebSocket is one request and stays where it opens: if that is not where the connection was
 * negotiated, the connection (still without a transport, so nothing but its ids) moves there
 * first, and from then on only its POSTs travel.
 * Alone (no Redis) no other process holds anything, and a token unknown here answers 404.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ApiProblem } from '../http/problem';
import type { Backplane } from './backplane';
import { type HubConnection, relayKeyOf } from './connection';
import { channelOfTransport, type Hub } from './hub';
import { answerPoll, endLongPolling } from './long-polling';
import { claim, noConnection, type Outcome, postRecords, requireOwner } from './transport-requests';

/** `adopt`: a stream or WebSocket opens on the forwarding process, and the connection moves. */
export type RelayedKind = 'post' | 'poll' | 'delete' | 'adopt';

/** What the holder hands over of a connection without a transport yet. */
interface Adopted {
  connectionId: string;
  createdAt: number;
  memberId: string;
  sessionIdHash: string;
}

interface RelayRequest {
  id: string;
  /** The process to answer on its reply channel. */
  replyTo: string;
  /** `cancel`: the client of an earlier poll (same id) went away. */
  kind: RelayedKind | 'cancel';
  /** The member of the request's session, if it had one (the token is the credential). */
  memberId?: string;
  body?: string;
}

type RelayReply = { id: string } & (
  | { outcome: Outcome }
  | { problem: { statusCode: number; code: string; text: string } }
  | { failed: true }
);

const transportPrefix = 'transport:';
const channelOfReplies = (processId: string) => `replies:${processId}`;
const randomId = () => randomBytes(12).toString('base64url');

/** How long an answer may take beyond the poll timeout before the holder counts as gone. */
const answerMarginMs = 10_000;

export class TransportRelay {
  private readonly processId = randomId();
  private readonly repliesChannel = channelOfReplies(this.processId);
  /** Requests this process forwarded, by id: what takes their answer, and what cancels them. */
  private readonly pending = new Map<
    string,
    { finish: (reply: RelayReply | undefined) => void; cancel: () => void }
  >();
  /** Polls held here for another process, by `<process>/<id>`: aborted when their client left. */
  private readonly heldPolls = new Map<string, AbortController>();
  private repliesSubscribed: Promise<void> | undefined;

  constructor(
    private readonly hub: Hub,
    private readonly backplane: Backplane,
    private readonly pollTimeoutMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** What the backplane hands over: requests for connections held here, answers to ours. */
  deliver = (channel: string, message: string) => {
    if (channel.startsWith(transportPrefix)) {
      this.take(channel.slice(transportPrefix.length), JSON.parse(message) as RelayRequest);
    } else if (channel === this.repliesChannel) {
      const reply = JSON.parse(message) as RelayReply;
      this.pending.get(reply.id)?.finish(reply);
    }
  };

  /**
   * Runs a request for a connection this process does not hold on the process that does, and
   * answers what that one answered: 404 when no process holds the connection.
   */
  async forward(
    token: string,
    kind: RelayedKind,
    { memberId, body, left }: { memberId?: string; body?: string; left?: AbortSignal },
  ): Promise<Outcome> {
    const channel = channelOfTransport(relayKeyOf(token));
    if (!(await this.backplane.isSubscribedElsewhere(channel))) throw noConnection();
    if (left?.aborted) return { status: 204, body: '' };
    this.repliesSubscribed ??= this.backplane.subscribe(this.repliesChannel).catch((error) => {
      this.repliesSubscribed = undefined;
      throw error;
    });
    await this.repliesSubscribed;
    const id = randomId();
    const waitMs = kind === 'poll' ? this.pollTimeoutMs + answerMarginMs : answerMarginMs;
    const reply = await new Promise<RelayReply | undefined>((resolve) => {
      const cancel = () => {
        this.publish(channel, { id, replyTo: this.processId, kind: 'cancel' });
      };
      const finish = (answer: RelayReply | undefined) => {
        clearTimeout(timer);
        this.pending.delete(id);
        left?.removeEventListener('abort', cancel);
        resolve(answer);
      };
      const timer = setTimeout(() => finish(undefined), waitMs);
      this.pending.set(id, { finish, cancel });
      left?.addEventListener('abort', cancel, { once: true });
      this.publish(channel, { id, replyTo: this.processId, kind, memberId, body }, () =>
        finish(undefined),
      );
    });
    // No answer: the holder ended meanwhile (or cannot be reached); the client starts anew.
    if (!reply) throw noConnection();
    if ('problem' in reply) {
      const { statusCode, code, text } = reply.problem;
      throw new ApiProblem(statusCode, code as ApiProblem['code'], text);
    }
    if ('failed' in reply) throw new Error('the relayed hub request failed on its holder');
    return reply.outcome;
  }

  /**
   * Before the process stops: the polls it relays are answered at once by their holders (empty),
   * so no request keeps it waiting for a poll timeout, and no record is taken for a closed one.
   */
  shutdown() {
    for (const { cancel } of this.pending.values()) cancel();
  }

  /**
   * Takes over a connection negotiated on another process, for a stream or WebSocket opening
   * here: it must have no transport yet (409 otherwise), and keeps its ids.
   */
  async adopt(token: string, memberId: string | undefined) {
    const outcome = await this.forward(token, 'adopt', { memberId });
    const adopted = JSON.parse(outcome.body) as Adopted;
    return this.hub.open(adopted.memberId, adopted.sessionIdHash, {
      connectionId: adopted.connectionId,
      token,
      createdAt: adopted.createdAt,
    });
  }

  /** A request another process forwarded for a connection that may be held here. */
  private take(relayKey: string, request: RelayRequest) {
    const key = `${request.replyTo}/${request.id}`;
    if (request.kind === 'cancel') {
      this.heldPolls.get(key)?.abort();
      return;
    }
    // A process that let the connection go this moment may still receive its channel; the one
    // that holds it answers (or, if none does, the forwarding process gives up after a while).
    const connection = this.hub.byConnectionRelayKey(relayKey);
    if (!connection) return;
    // Runs at once up to the poll's wait, so POSTs are taken in the order they arrive.
    void this.answer(connection, request, key).then((reply) =>
      this.publish(channelOfReplies(request.replyTo), reply),
    );
  }

  private async answer(
    connection: HubConnection,
    request: RelayRequest,
    key: string,
  ): Promise<RelayReply> {
    const { id } = request;
    try {
      requireOwner(connection, request.memberId);
      if (request.kind === 'adopt') {
        claim(connection);
        // Without a transport the connection is nothing but its ids: forgotten here, it
        // continues where its stream opens.
        this.hub.dispose(connection);
        const { connectionId, createdAt, memberId, sessionIdHash } = connection;
        const adopted: Adopted = { connectionId, createdAt, memberId, sessionIdHash };
        return { id, outcome: { status: 200, body: JSON.stringify(adopted) } };
      }
      if (request.kind === 'post') {
        return { id, outcome: postRecords(this.hub, connection, request.body ?? '') };
      }
      if (request.kind === 'delete') return { id, outcome: endLongPolling(this.hub, connection) };
      const controller = new AbortController();
      this.heldPolls.set(key, controller);
      try {
        const outcome = await answerPoll(
          this.hub,
          connection,
          this.pollTimeoutMs,
          controller.signal,
        );
        return { id, outcome };
      } finally {
        this.heldPolls.delete(key);
      }
    } catch (error) {
      if (error instanceof ApiProblem) {
        const { statusCode, code, text } = error;
        return { id, problem: { statusCode, code, text } };
      }
      this.log.error({ err: error, kind: request.kind }, 'relayed hub request failed');
      return { id, failed: true };
    }
  }

  private publish(channel: string, message: RelayRequest | RelayReply, failed?: () => void) {
    this.backplane.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
      this.log.warn({ err: error, channel }, 'hub relay publish failed');
      failed?.();
    });
  }
}
