import type { CoinInfo, HubEvent, Message, SendMessageResult } from '@amora/contract';
import { HttpTransportType, LogLevel } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HubState } from '../src/hub/connectionState.ts';
import {
  createHubClient,
  type HubClient,
  type HubClientOptions,
  type OutgoingMessage,
  type SendMessagePayload,
} from '../src/hub/hubClient.ts';
import {
  type HubInvocation,
  type InvocationAnswer,
  type LongPollingHub,
  startLongPollingHub,
} from './support/longPollingHub.ts';

const coinInfo: CoinInfo = {
  coins: 90,
  freeCoins: 0,
  balance: 90,
  stars: 3,
  coinStreak: 1,
  hasActivePremium: false,
  freeSwipesCount: 10,
  freeSwipesUndoCount: 3,
  freeMessagesCount: 0,
  freeIceBreakersCount: 0,
  freeWinkCount: 0,
  freeGiftCount: 0,
  freeTurboRocketsCount: 0,
  freeLocationChangesCount: 0,
  freeVisitUnlocksCount: 0,
  freeLikesUnlocksCount: 0,
};

const storedMessage = (text: string, clientId: string | null): Message => ({
  id: `m-${text}`,
  clientId,
  dialogId: 'dialog-1',
  senderId: 'user-1',
  recipientId: 'user-2',
  type: 'message',
  commentType: null,
  text,
  isRead: false,
  createdAt: '2025-06-15T12:00:00.000Z',
  price: 10,
  image: null,
  present: null,
  mediaHref: null,
});

/** What this server answers: sendMessage with the stored message and the new balance. */
const acceptWithResult = (invocation: HubInvocation): InvocationAnswer => {
  if (invocation.target !== 'sendMessage') return 'accept';
  const sent = invocation.arguments[0] as OutgoingMessage;
  const result: SendMessageResult = {
    message: storedMessage(sent.message, sent.clientId),
    coinInfo,
  };
  return { result };
};

let hub: LongPollingHub;
const clients: HubClient[] = [];

beforeAll(async () => {
  hub = await startLongPollingHub();
  hub.answerInvocations(acceptWithResult);
});
afterEach(async () => {
  hub.setRefuseConnections(false);
  hub.answerInvocations(acceptWithResult);
  await Promise.all(clients.splice(0).map((client) => client.stop()));
  hub.invocations.length = 0;
});
afterAll(() => hub.close());

const waitFor = async (condition: () => boolean, what: string, timeoutMs = 5000) => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const hubClient = (options: Partial<HubClientOptions> = {}) => {
  const events: HubEvent[] = [];
  const states: HubState[] = [];
  const sent: SendMessageResult[] = [];
  const violations: string[] = [];
  let nextId = 1;
  const client = createHubClient({
    baseUrl: hub.baseUrl,
    transport: HttpTransportType.LongPolling,
    logLevel: LogLevel.None,
    onEvent: (event) => events.push(event),
    onStateChange: (state) => states.push(state),
    onMessageSent: (_, result) => sent.push(result),
    onContractViolation: (source) => violations.push(source),
    createClientId: () => `client-${nextId++}`,
    ...options,
  });
  clients.push(client);
  return { client, events, states, sent, violations };
};

const message = (text: string): SendMessagePayload => ({
  dialogId: 'dialog-1',
  message: text,
  recipientId: 'user-2',
});

const sentTexts = () =>
  hub.invocations
    .filter((invocation) => invocation.target === 'sendMessage')
    .map((invocation) => invocation.arguments[0] as { message: string; clientId: string });

describe('hub client', () => {
  it('connects to /v1/chat/hub and goes connecting, open, closing, closed', async () => {
    const { client, states } = hubClient();
    expect(client.state).toBe('closed');
    expect(await client.start()).toBe(true);
    expect(client.state).toBe('open');
    expect(hub.openConnections()).toBe(1);
    await client.stop();
    expect(states).toEqual(['connecting', 'open', 'closing', 'closed']);
    expect(hub.openConnections()).toBe(0);
  });

  it('starts once when asked twice at the same time', async () => {
    const { client, states } = hubClient();
    expect(await Promise.all([client.start(), client.start()])).toEqual([true, true]);
    expect(hub.openConnections()).toBe(1);
    expect(states).toEqual(['connecting', 'open']);
  });

  it('answers false when the first connection fails, and can start again later', async () => {
    hub.setRefuseConnections(true);
    const { client, states } = hubClient();
    expect(await client.start()).toBe(false);
    expect(states).toEqual(['connecting', 'closed']);
    hub.setRefuseConnections(false);
    expect(await client.start()).toBe(true);
  });

  it('calls the server methods by their spec names while open, and not while closed', async () => {
    const { client } = hubClient();
    expect(await client.getDialogs()).toBe(false);
    await client.start();
    expect(await client.getDialogs()).toBe(true);
    expect(await client.getDialog('dialog-1')).toBe(true);
    expect(await client.dialogRead('dialog-1')).toBe(true);
    expect(await client.write('dialog-1')).toBe(true);
    await waitFor(() => hub.invocations.length === 4, 'four invocations');
    expect(hub.invocations.map(({ target, arguments: args }) => [target, ...args])).toEqual([
      ['getDialogs'],
      ['getDialog', 'dialog-1'],
      ['dialogRead', 'dialog-1'],
      ['write', 'dialog-1'],
    ]);
  });

  it('sends a message with a client id the server can de-duplicate by', async () => {
    const { client, sent } = hubClient();
    await client.start();
    expect(await client.sendMessage(message('hello'))).toBe('client-1');
    expect(sentTexts()).toEqual([{ ...message('hello'), clientId: 'client-1' }]);
    expect(client.pendingMessages).toEqual([]);
    expect(sent.map((result) => [result.message.clientId, result.coinInfo.balance])).toEqual([
      ['client-1', 90],
    ]);
  });

  it('reports a sendMessage answer breaking the contract; the message counts as sent', async () => {
    hub.answerInvocations(() => ({ result: { message: 'stored' } }));
    const { client, sent, violations } = hubClient();
    await client.start();
    await client.sendMessage(message('hello'));
    expect(sent).toEqual([]);
    expect(violations).toEqual(['sendMessage']);
    expect(client.pendingMessages).toEqual([]);
  });

  it('passes server events on, parsed with the contract, and drops malformed ones', async () => {
    const { client, events, violations } = hubClient();
    await client.start();
    hub.broadcast('OnWrite', { dialogId: 'dialog-1', userId: 'user-2' });
    hub.broadcast('OnNewMessage', { ...storedMessage('hi', null), type: 'fax' });
    hub.broadcast('OnNewMessage', storedMessage('hi', null));
    hub.broadcast('OnError', {
      code: 'ERR_BALANCE_TOO_LOW',
      text: 'Out of coins!',
      clientId: 'c9',
    });
    await waitFor(() => events.length === 3, 'three events');
    expect(events).toEqual([
      { event: 'OnWrite', payload: { dialogId: 'dialog-1', userId: 'user-2' } },
      { event: 'OnNewMessage', payload: storedMessage('hi', null) },
      {
        event: 'OnError',
        payload: { code: 'ERR_BALANCE_TOO_LOW', text: 'Out of coins!', clientId: 'c9' },
      },
    ]);
    expect(violations).toEqual(['OnNewMessage']);
  });

  it('queues messages written before the connection opens and sends them in order', async () => {
    const { client } = hubClient();
    await client.sendMessage(message('one'));
    await client.sendMessage(message('two'));
    expect(client.pendingMessages.map((pending) => pending.message)).toEqual(['one', 'two']);
    await client.start();
    // The server records a message before its completion reaches the client, so wait for both.
    await waitFor(
      () => sentTexts().length === 2 && client.pendingMessages.length === 0,
      'the queued messages',
    );
    expect(sentTexts().map((sent) => [sent.message, sent.clientId])).toEqual([
      ['one', 'client-1'],
      ['two', 'client-2'],
    ]);
    expect(client.pendingMessages).toEqual([]);
  });

  it('reconnects after the connection drops and flushes what was written meanwhile', async () => {
    const { client, states } = hubClient();
    await client.start();
    hub.setRefuseConnections(true);
    hub.dropConnections();
    await waitFor(() => client.state === 'connecting', 'the reconnect');
    await client.sendMessage(message('while away'));
    expect(client.pendingMessages.map((pending) => pending.clientId)).toEqual(['client-1']);
    expect(sentTexts()).toEqual([]);

    hub.setRefuseConnections(false);
    await waitFor(() => client.state === 'open', 'the connection to come back');
    await waitFor(
      () => sentTexts().length === 1 && client.pendingMessages.length === 0,
      'the queued message',
    );
    expect(sentTexts()[0]).toMatchObject({ message: 'while away', clientId: 'client-1' });
    expect(client.pendingMessages).toEqual([]);
    expect(states).toEqual(['connecting', 'open', 'connecting', 'open']);
  });

  it('sends a message again under the same client id when its answer was lost', async () => {
    const { client } = hubClient();
    await client.start();
    let calls = 0;
    hub.answerInvocations((invocation) => (calls++ === 0 ? 'drop' : acceptWithResult(invocation)));
    await client.sendMessage(message('maybe twice'));
    await waitFor(
      () => sentTexts().length === 2 && client.pendingMessages.length === 0,
      'the resend',
    );
    // The server saw it twice under one id and keeps one (de-duplication is the server's part).
    expect(sentTexts().map((sent) => sent.clientId)).toEqual(['client-1', 'client-1']);
    expect(client.pendingMessages).toEqual([]);
  });

  it('drops a message the server refuses and goes on with the next', async () => {
    const refused: string[] = [];
    const { client } = hubClient({
      onMessageRefused: (outgoing) => refused.push(outgoing.message),
    });
    hub.answerInvocations((invocation) =>
      (invocation.arguments[0] as { message: string }).message === 'too expensive'
        ? { error: 'ERR_BALANCE_TOO_LOW' }
        : acceptWithResult(invocation),
    );
    await client.start();
    await client.sendMessage(message('too expensive'));
    await client.sendMessage(message('fine'));
    expect(refused).toEqual(['too expensive']);
    expect(sentTexts().map((sent) => sent.message)).toEqual(['fine']);
    expect(client.pendingMessages).toEqual([]);
  });

  it('drops the unsent messages of the member on stop', async () => {
    const { client } = hubClient();
    await client.sendMessage(message('never sent'));
    await client.stop();
    expect(client.pendingMessages).toEqual([]);
    await client.start();
    await client.getDialogs();
    await waitFor(() => hub.invocations.length === 1, 'the dialog request');
    expect(sentTexts()).toEqual([]);
  });
});
