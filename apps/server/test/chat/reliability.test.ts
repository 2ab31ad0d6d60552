/**
 * A conversation whose connections are cut in the middle, the sender's while messages are on the
 * way and then the partner's: sending again under the same client id after each reconnect, as
 * @amora/client's outgoing queue does, loses and duplicates nothing. Checked per message: stored
 * once, charged once, in the partner's dialog once, and never shown live twice.
 */
import type { Dialog, Message } from '@amora/contract';
import { type HubConnection, HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventually, nextCall } from '../hub/support';
import {
  type ChatServer,
  collect,
  ledgerOf,
  messagesOf,
  pair,
  startChatServer,
  userRow,
} from './support';

let server: ChatServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server?.close());

const total = 30;

/** Cuts the connection off without a goodbye, as a dropped network does. */
const cut = (connection: HubConnection) => {
  expect(server.app.hub.abort(connection.connectionId ?? '')).toBe(true);
};

/** Sends until the server answers, again under the same client id after every lost connection. */
const sendReliably = async (tab: HubConnection, payload: object) => {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      return await tab.invoke('sendMessage', payload);
    } catch (error) {
      if (tab.state === HubConnectionState.Connected) throw error;
      await eventually(() => tab.state === HubConnectionState.Connected, 10_000);
    }
  }
  throw new Error('the message was never answered');
};

it('loses and duplicates nothing when connections are cut mid-conversation', async () => {
  const { sender, partner } = await pair(server, 1000);
  const senderTab = await server.connectAs(sender);
  const partnerTab = await server.connectAs(partner);
  const live = collect<Message>(partnerTab, 'OnNewMessage');

  const answers: Message[] = [];
  for (let index = 0; index < total; index += 1) {
    const payload = { recipientId: partner.user.id, message: `#${index}`, clientId: `r-${index}` };
    if (index === 15) {
      // Stored, but the answer is lost with the line: the retry must find it, not store it again.
      await senderTab.send('sendMessage', payload);
      await eventually(() => live.some((message) => message.text === '#15'));
      cut(senderTab);
    }
    const sending = sendReliably(senderTab, payload);
    // Mid-send: the invocation may or may not have reached the server when the line drops.
    if (index === 10 || index === 11) cut(senderTab);
    if (index === 20) cut(partnerTab);
    const answer = await sending;
    answers.push(answer.message);
  }

  // Everything is stored once and charged once.
  const stored = await messagesOf(server.app, sender.user.id);
  for (let index = 0; index < total; index += 1) {
    expect(stored.filter((message) => message.text === `#${index}`)).toHaveLength(1);
  }
  expect(stored).toHaveLength(total);
  expect(new Set(answers.map((message) => message.id)).size).toBe(total);
  const charges = (await ledgerOf(server.app, sender.user.id)).filter(
    (entry) => entry.reason === 'message',
  );
  expect(charges).toHaveLength(total);
  expect((await userRow(server.app, sender.user.id)).coins).toBe(1000 - 10 * total);

  // The partner saw each message live at most once, and finds every one in the dialog once.
  await eventually(() => partnerTab.state === HubConnectionState.Connected, 10_000);
  const dialogArrives = nextCall(partnerTab, 'OnGetDialog');
  await partnerTab.invoke('getDialog', answers[0]?.dialogId);
  const [dialog] = (await dialogArrives) as [Dialog];
  const texts = dialog.messages.items.map((message) => message.text);
  expect(texts).toEqual(Array.from({ length: total }, (_, index) => `#${index}`));
  const liveIds = live.map((message) => message.id);
  expect(new Set(liveIds).size).toBe(liveIds.length);
  expect(liveIds.every((id) => answers.some((message) => message.id === id))).toBe(true);
}, 60_000);
