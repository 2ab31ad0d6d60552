/**
 * The Long Polling transport: records wait in a queue until a poll takes them; a poll with
 * nothing to take is held until something arrives or the poll timeout passes. The first poll
 * only activates the connection; a DELETE ends it.
 */
import type { FastifyReply } from 'fastify';
import type { HubConnection, TransportSink } from './connection';
import type { Hub } from './hub';
import { type Outcome, requireTransport } from './transport-requests';

/** What a poll answers: records (200), nothing this time (200 empty), or the end (204). */
export type PollResult =
  | { kind: 'records'; records: string }
  | { kind: 'empty' }
  | { kind: 'gone' };

export class LongPollSink implements TransportSink {
  private queue: string[] = [];
  private ending = false;
  private waiting: ((result: PollResult) => void) | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** When the last poll ended; between polls the connection is inactive. */
  lastPollEndedAt = Date.now();

  constructor(private readonly pollTimeoutMs: number) {}

  get polling() {
    return this.waiting !== undefined;
  }

  /** Ends when the transport is done: after `end()` has delivered the queue, or after `abort()`. */
  get finished() {
    return this.ending && this.queue.length === 0;
  }

  write(records: string) {
    if (this.ending) return;
    this.queue.push(records);
    this.flush();
  }

  end() {
    this.ending = true;
    this.flush();
  }

  abort() {
    this.ending = true;
    this.queue = [];
    this.flush();
  }

  /** The next answer for a poll; a poll still waiting ends with 204 (the client polls anew). */
  poll(): Promise<PollResult> {
    this.answer({ kind: 'gone' });
    const ready = this.take();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.timer = setTimeout(() => this.answer({ kind: 'empty' }), this.pollTimeoutMs);
    });
  }

  /** The client went away while its poll was held. */
  cancelPoll() {
    this.answer({ kind: 'empty' });
  }

  private take(): PollResult | undefined {
    if (this.queue.length > 0) {
      const records = this.queue.join('');
      this.queue = [];
      return { kind: 'records', records };
    }
    if (this.ending) return { kind: 'gone' };
    return undefined;
  }

  private flush() {
    if (!this.waiting) return;
    const ready = this.take();
    if (ready) this.answer(ready);
  }

  private answer(result: PollResult) {
    const waiting = this.waiting;
    if (!waiting) return;
    this.waiting = undefined;
    clearTimeout(this.timer);
    this.lastPollEndedAt = Date.now();
    waiting(result);
  }
}

/**
 * Answers one poll of the connection: its records, nothing this time, or 204 at its end. `left`
 * aborts when the client goes away while the poll is held (here, or on the process that relays it).
 */
export const answerPoll = async (
  hub: Hub,
  connection: HubConnection,
  pollTimeoutMs: number,
  left: AbortSignal,
): Promise<Outcome> => {
  if (!connection.transport) {
    connection.activate('LongPolling', new LongPollSink(pollTimeoutMs));
    return { status: 200, body: '' };
  }
  requireTransport(connection, 'LongPolling');
  const sink = connection.sink as LongPollSink;
  // A client that gave up before we got here would hold a poll no one reads.
  if (left.aborted) return { status: 204, body: '' };
  const clientLeft = () => sink.cancelPoll();
  left.addEventListener('abort', clientLeft, { once: true });
  const result = await sink.poll();
  left.removeEventListener('abort', clientLeft);
  if (result.kind === 'gone') {
    if (sink.finished) hub.dispose(connection);
    return { status: 204, body: '' };
  }
  return { status: 200, body: result.kind === 'records' ? result.records : '' };
};

/** An AbortSignal that aborts when the client of the request goes away. */
export const signalOfLeaving = (reply: FastifyReply): AbortSignal => {
  const controller = new AbortController();
  if (reply.raw.destroyed) controller.abort();
  else reply.raw.once('close', () => controller.abort());
  return controller.signal;
};

/** DELETE: the client ends its long-polling connection. */
export const endLongPolling = (hub: Hub, connection: HubConnection): Outcome => {
  requireTransport(connection, 'LongPolling');
  hub.dispose(connection, { abort: true });
  return { status: 202, body: '' };
};
