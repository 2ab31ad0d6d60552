/**
 * The SignalR JSON hub protocol on the wire (dotnet/aspnetcore src/SignalR/docs/specs/
 * HubProtocol.md): records are JSON texts each ended by the record separator 0x1E; one WebSocket
 * frame, POST body or poll answer may carry several.
 */

export const recordSeparator = '\x1e';

export const messageTypes = {
  invocation: 1,
  streamItem: 2,
  completion: 3,
  streamInvocation: 4,
  cancelInvocation: 5,
  ping: 6,
  close: 7,
  ack: 8,
  sequence: 9,
} as const;

/** One message as a record, ready to write. */
export const toRecord = (message: object) => `${JSON.stringify(message)}${recordSeparator}`;

export const pingRecord = toRecord({ type: messageTypes.ping });
export const handshakeAcceptedRecord = toRecord({});

export const invocationRecord = (target: string, args: readonly unknown[]) =>
  toRecord({ type: messageTypes.invocation, target, arguments: args });

export const closeRecord = (options: { error?: string; allowReconnect?: boolean } = {}) =>
  toRecord({ type: messageTypes.close, ...options });

export const completionRecord = (
  invocationId: string,
  outcome: { result: unknown } | { error: string },
) => {
  // A void method completes without `result`; `result` and `error` never appear together.
  if ('error' in outcome) {
    return toRecord({ type: messageTypes.completion, invocationId, error: outcome.error });
  }
  return outcome.result === undefined
    ? toRecord({ type: messageTypes.completion, invocationId })
    : toRecord({ type: messageTypes.completion, invocationId, result: outcome.result });
};

/**
 * The most a client may send at once: one WebSocket frame, one POST body, one record, and the
 * unfinished record the server holds for the next chunk. A chat message is a few kilobytes; this
 * leaves room, while a client that never ends its record cannot make the server hold more.
 */
export const maxRecordBytes = 64 * 1024;

/** Text whose unfinished record outgrew the cap: the connection ends instead. */
export const recordTooLarge = Symbol('record too large');

/**
 * Splits received text into whole records, keeping an unfinished tail for the next chunk (a
 * record may be cut across WebSocket frames). A record, whole or not, longer than `maxLength`
 * characters answers `recordTooLarge`, and the reader takes nothing more.
 */
export class RecordReader {
  private pending = '';
  private overflowed = false;

  constructor(private readonly maxLength = maxRecordBytes) {}

  read(chunk: string): string[] | typeof recordTooLarge {
    if (this.overflowed) return recordTooLarge;
    // Checked before joining, so no chunk ever builds a longer string than the cap allows.
    if (this.pending.length + chunk.length > this.maxLength && !chunk.includes(recordSeparator)) {
      return this.overflow();
    }
    const text = this.pending + chunk;
    const end = text.lastIndexOf(recordSeparator);
    const tail = end === -1 ? text : text.slice(end + 1);
    if (tail.length > this.maxLength) return this.overflow();
    this.pending = tail;
    if (end === -1) return [];
    const records = text
      .slice(0, end)
      .split(recordSeparator)
      .filter((record) => record.length > 0);
    return records.some((record) => record.length > this.maxLength) ? this.overflow() : records;
  }

  private overflow(): typeof recordTooLarge {
    this.overflowed = true;
    this.pending = '';
    return recordTooLarge;
  }
}

export interface HandshakeRequest {
  protocol: string;
  version: number;
}

/** The handshake's request, or the error text to answer it with. */
export const parseHandshake = (record: string): HandshakeRequest | { error: string } => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(record);
  } catch {
    return { error: 'The handshake request is not valid JSON.' };
  }
  if (typeof parsed !== 'object' || parsed === null) {
    return { error: 'The handshake request is not a JSON object.' };
  }
  const { protocol, version } = parsed as Record<string, unknown>;
  if (typeof protocol !== 'string' || typeof version !== 'number') {
    return { error: 'The handshake request needs a protocol and a version.' };
  }
  if (protocol !== 'json') return { error: `The protocol '${protocol}' is not supported.` };
  // Version 2 is stateful reconnect, which this server never negotiates.
  if (version !== 1) return { error: `The protocol version ${version} is not supported.` };
  return { protocol, version };
};

/** A hub message from the client, as far as the server reads it. */
export type ClientMessage =
  | { type: 1; invocationId?: string; target: string; arguments: unknown[] }
  | { type: 6 }
  | { type: 7; error?: string }
  | { type: number };

export const parseMessage = (record: string): ClientMessage | undefined => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(record);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const message = parsed as Record<string, unknown>;
  if (typeof message.type !== 'number') return undefined;
  if (message.type === messageTypes.invocation) {
    const { invocationId, target } = message;
    const args = message.arguments ?? [];
    if (typeof target !== 'string' || !Array.isArray(args)) return undefined;
    if (invocationId !== undefined && typeof invocationId !== 'string') return undefined;
    return {
      type: 1,
      target,
      arguments: args,
      ...(invocationId === undefined ? {} : { invocationId }),
    };
  }
  return { type: message.type };
};
