/**
 * One hub connection: the member it belongs to, the transport that carries it once the client
 * opens one, and the clock readings the keep-alive and timeout checks use.
 */
import { createHash, randomBytes } from 'node:crypto';
import { RecordReader } from './protocol';

export type TransportName = 'WebSockets' | 'ServerSentEvents' | 'LongPolling';

/** Where a connection's outgoing records go; each transport implements it. */
export interface TransportSink {
  write(records: string): void;
  /** Ends the transport after what was written (a Close message, usually). */
  end(): void;
  /** Cuts the transport off without a goodbye, as a network failure does. */
  abort(): void;
}

/** Connection ids and tokens: 16 random bytes, base64url, so they travel in a URL unencoded. */
const randomId = () => randomBytes(16).toString('base64url');

/**
 * What names a connection's transport requests between processes (relay.ts): a hash of its
 * token, so the secret itself appears in no Redis channel name.
 */
export const relayKeyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** What moves with a connection that another process takes over (relay.ts). */
export interface ConnectionIdentity {
  connectionId: string;
  token: string;
  createdAt: number;
}

export class HubConnection {
  /** Public: how the server addresses this client. */
  readonly connectionId: string;
  /** Secret: the `id=` of every transport request. */
  readonly token: string;
  readonly relayKey: string;
  readonly createdAt: number;
  transport: TransportName | undefined;
  sink: TransportSink | undefined;
  handshakeDone = false;
  closed = false;
  lastReceivedAt = Date.now();
  lastSentAt = Date.now();
  /** Records written in this tick, not yet handed to the transport (see Hub.write). */
  unsent = '';
  readonly reader = new RecordReader();
  /** Invocations run one after another, in the order the client sent them; none: undefined. */
  queue: Promise<void> | undefined;

  constructor(
    readonly memberId: string,
    /** The session that negotiated it: when that session ends, so does the connection. */
    readonly sessionIdHash: string,
    /** A connection negotiated on another process keeps its ids; a new one gets fresh ones. */
    identity?: ConnectionIdentity,
  ) {
    this.connectionId = identity?.connectionId ?? randomId();
    this.token = identity?.token ?? randomId();
    this.relayKey = relayKeyOf(this.token);
    this.createdAt = identity?.createdAt ?? Date.now();
  }

  /** Starts carrying the connection over `transport`. */
  activate(transport: TransportName, sink: TransportSink) {
    this.transport = transport;
    this.sink = sink;
    this.lastReceivedAt = Date.now();
    this.lastSentAt = Date.now();
  }

  /** Adds records to what goes out at the next flush; true when they are the first ones. */
  queueRecords(records: string) {
    if (this.closed || !this.sink) return false;
    this.lastSentAt = Date.now();
    const first = this.unsent === '';
    this.unsent += records;
    return first;
  }

  /** Writes the queued records to the transport at once. */
  flush() {
    if (this.unsent === '' || !this.sink) return;
    const records = this.unsent;
    this.unsent = '';
    this.sink.write(records);
  }
}
