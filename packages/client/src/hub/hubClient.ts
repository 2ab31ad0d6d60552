import {
  type HubEvent,
  type HubEventName,
  type HubMethodArgs,
  hubDefaults,
  hubEventNames,
  hubPath,
  parseHubEvent,
  SendMessageResult,
} from '@amora/contract';
import {
  type HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
} from '@microsoft/signalr';
import * as v from 'valibot';
import { API_PREFIX } from '../http/url.ts';
import type { HubState } from './connectionState.ts';
import { createOutgoingQueue } from './outgoingQueue.ts';
import { reconnectPolicy } from './reconnectPolicy.ts';

/** The hub's sendMessage payload as the caller writes it; the client adds the client id. */
export type SendMessagePayload = Omit<HubMethodArgs<'sendMessage'>[0], 'clientId'>;
export type OutgoingMessage = SendMessagePayload & { clientId: string };

export interface HubClientOptions {
  /** Origin of the server; empty (the default) means the page's own origin. */
  baseUrl?: string;
  /**
   * Every server event whose payload matches the contract, OnError included (the spec's app
   * ignores it; its clientId names a message the server refused).
   */
  onEvent: (event: HubEvent) => void;
  /** closed, connecting, open, closing; 'connecting' after 'open' means the connection was lost. */
  onStateChange?: (state: HubState) => void;
  /** The server accepted a message: the stored message and the balance after paying for it. */
  onMessageSent?: (message: OutgoingMessage, result: SendMessageResult) => void;
  /** The server refused a message (it answered with an error); it leaves the queue. */
  onMessageRefused?: (message: OutgoingMessage, error: unknown) => void;
  /**
   * An event, or the answer to sendMessage, that breaks the contract: it is dropped, not passed
   * on. The message itself counts as sent.
   */
  onContractViolation?: (source: HubEventName | 'sendMessage', issues: unknown) => void;
  /** Pins one transport (tests); by default SignalR negotiates WebSockets, SSE or long polling. */
  transport?: HttpTransportType;
  logLevel?: LogLevel;
  createClientId?: () => string;
}

export interface HubClient {
  readonly state: HubState;
  /** Messages written but not yet accepted by the server, oldest first. */
  readonly pendingMessages: readonly OutgoingMessage[];
  /** Connects; false when the first connection fails (the app shows its 'Fehler' toast). */
  start(): Promise<boolean>;
  /** Closes on purpose (logout, session expiry) and drops the unsent messages of this member. */
  stop(): Promise<void>;
  /**
   * Queues the message under a fresh client id and sends the queue when connected; a message
   * written while disconnected goes out on reconnect. Resolves to the client id.
   */
  sendMessage(message: SendMessagePayload): Promise<string>;
  /** Asks for one dialog (answered by OnGetDialog); false when not connected. */
  getDialog(...args: HubMethodArgs<'getDialog'>): Promise<boolean>;
  /** Asks for the dialog list (answered by OnGetDialogs); false when not connected. */
  getDialogs(): Promise<boolean>;
  /** Marks a dialog read (the partner gets OnDialogRead); false when not connected. */
  dialogRead(...args: HubMethodArgs<'dialogRead'>): Promise<boolean>;
  /** Tells the partner the member is writing (OnWrite); false when not connected. */
  write(...args: HubMethodArgs<'write'>): Promise<boolean>;
}

export const createHubClient = ({
  baseUrl = '',
  onEvent,
  onStateChange,
  onMessageSent,
  onMessageRefused,
  onContractViolation,
  transport,
  logLevel = LogLevel.Warning,
  createClientId = randomClientId,
}: HubClientOptions): HubClient => {
  const connection = new HubConnectionBuilder()
    .withUrl(
      `${baseUrl.replace(/\/+$/, '')}${API_PREFIX}${hubPath}`,
      transport === undefined ? { withCredentials: true } : { withCredentials: true, transport },
    )
    .withAutomaticReconnect(reconnectPolicy)
    .withServerTimeout(hubDefaults.serverTimeoutMs)
    .withKeepAliveInterval(hubDefaults.keepAliveIntervalMs)
    .configureLogging(logLevel)
    .build();
  const queue = createOutgoingQueue<OutgoingMessage>();

  let state: HubState = 'closed';
  const enter = (next: HubState) => {
    if (next === state) return;
    state = next;
    onStateChange?.(next);
  };
  const isOpen = () => connection.state === HubConnectionState.Connected;

  const deliver = async (message: OutgoingMessage) => {
    if (!isOpen()) throw new Error('The chat connection is not open');
    let answer: unknown;
    try {
      answer = await connection.invoke('sendMessage', message);
    } catch (error) {
      // Lost on the way: keep it; its client id lets the server drop it if it did arrive.
      if (!isOpen()) throw error;
      onMessageRefused?.(message, error);
      return;
    }
    const result = v.safeParse(SendMessageResult, answer);
    if (result.success) onMessageSent?.(message, result.output);
    else onContractViolation?.('sendMessage', v.flatten(result.issues));
  };
  const flush = () => queue.flush(deliver);

  for (const name of hubEventNames) {
    connection.on(name, (...args: unknown[]) => {
      const parsed = parseHubEvent(name, args);
      if (parsed.success) onEvent(parsed.output);
      else onContractViolation?.(name, v.flatten(parsed.issues));
    });
  }
  connection.onreconnecting(() => enter('connecting'));
  connection.onreconnected(() => {
    enter('open');
    void flush();
  });
  connection.onclose(() => enter('closed'));

  const connect = async () => {
    enter('connecting');
    try {
      await connection.start();
    } catch {
      enter('closed');
      return false;
    }
    enter('open');
    void flush();
    return true;
  };
  let starting: Promise<boolean> | undefined;

  const sendWhenOpen = async (method: string, ...args: unknown[]) => {
    if (!isOpen()) return false;
    try {
      await connection.send(method, ...args);
      return true;
    } catch {
      return false;
    }
  };

  return {
    get state() {
      return state;
    },
    get pendingMessages() {
      return queue.items;
    },
    async start() {
      if (starting) return starting;
      // Open already, or reconnecting by itself: SignalR starts only a disconnected connection.
      if (connection.state !== HubConnectionState.Disconnected) return isOpen();
      starting = connect().finally(() => {
        starting = undefined;
      });
      return starting;
    },
    async stop() {
      queue.clear();
      if (connection.state === HubConnectionState.Disconnected) return;
      enter('closing');
      await connection.stop();
      enter('closed');
    },
    async sendMessage(message) {
      const outgoing: OutgoingMessage = { ...message, clientId: createClientId() };
      queue.enqueue(outgoing);
      if (isOpen()) await flush();
      return outgoing.clientId;
    },
    getDialog: (...args) => sendWhenOpen('getDialog', ...args),
    getDialogs: () => sendWhenOpen('getDialogs'),
    dialogRead: (...args) => sendWhenOpen('dialogRead', ...args),
    write: (...args) => sendWhenOpen('write', ...args),
  };
};

/** crypto.randomUUID exists only in secure contexts; a plain-http page falls back to 16 bytes. */
const randomClientId = (): string => {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};
