/**
 * The messages models against the real server and real hub connections (spec 02 section 4): two
 * members write to each other live, typing and read marks travel, a message written while the
 * connection is down arrives exactly once after the reconnect, and the balance after a paid
 * message is the server's; a message the member cannot pay for is not sent.
 */
import { allSettled } from 'effector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $outOfCoins } from '../../member/model';
import { $user } from '../../session/model';
import { $draftPrice, favoriteToggled, textSubmitted, typed, winkRequested } from './actions';
import {
  $chat,
  $connection,
  $dialogs,
  $incoming,
  $partnerTypingAt,
  $queue,
  chatClosed,
  chatOpened,
} from './model';
import {
  type ChatServer,
  type MemberBrowser,
  openMemberBrowser,
  startChatServer,
  userRow,
  waitFor,
} from './testServer';

let server: ChatServer;
// The whole app on a fresh database: slow on a busy machine.
beforeAll(async () => {
  server = await startChatServer();
}, 240_000);
afterAll(async () => {
  await server?.close();
});

/** Two members who may write to each other, each with an open member area. */
const twoMembers = async (coins = 100, stars = 0) => {
  const a = await server.member({ gender: 'male', searchGender: 'female', coins, stars });
  const b = await server.member({ gender: 'female', searchGender: 'male', coins });
  const browserA = await openMemberBrowser(server, a.cookie);
  const browserB = await openMemberBrowser(server, b.cookie);
  await waitFor(
    () => browserA.hub().state === 'open' && browserB.hub().state === 'open',
    'both connections',
  );
  return { a: browserA, b: browserB };
};

const texts = (browser: MemberBrowser) =>
  browser.scope.getState($chat)?.dialog.messages.items.map((message) => message.text) ?? [];

/** A opens a new chat with B (a temp dialog) and writes the first message. */
const firstMessage = async (a: MemberBrowser, b: MemberBrowser, text: string) => {
  await allSettled(chatOpened, { scope: a.scope, params: { id: b.user.id, isPartner: true } });
  expect(a.scope.getState($chat)?.dialog.temp).toBe(true);
  await allSettled(textSubmitted, { scope: a.scope, params: text });
  await waitFor(() => texts(a).includes(text), 'the own message in the chat');
  return a.scope.getState($chat)?.dialog.id as string;
};

describe('live chat', () => {
  it('delivers a message to the partner live; the temp dialog becomes the server\u2019s', async () => {
    const { a, b } = await twoMembers();
    const dialogId = await firstMessage(a, b, 'Hallo Lena!');

    expect(a.scope.getState($chat)?.dialog.temp).toBe(false);
    await waitFor(
      () => b.scope.getState($dialogs).some((dialog) => dialog.id === dialogId),
      'the new dialog in B\u2019s list',
    );
    const inList = b.scope.getState($dialogs).find((dialog) => dialog.id === dialogId);
    expect(inList?.lastMessage?.text).toBe('Hallo Lena!');
    expect(inList?.unreadCount).toBe(1);

    // B opens the chat and reads it: the read mark reaches B's list (and A's only for premium).
    await allSettled(chatOpened, { scope: b.scope, params: { id: dialogId, isPartner: false } });
    expect(texts(b)).toEqual(['Hallo Lena!']);
    await waitFor(
      () => b.scope.getState($dialogs).find((dialog) => dialog.id === dialogId)?.unreadCount === 0,
      'the read mark in B\u2019s list',
    );
  });

  it('shows the partner typing', async () => {
    const { a, b } = await twoMembers();
    const dialogId = await firstMessage(a, b, 'Bist du da?');
    await allSettled(chatOpened, { scope: b.scope, params: { id: dialogId, isPartner: false } });

    await allSettled(typed, { scope: a.scope, params: 'H' });
    await waitFor(() => b.scope.getState($partnerTypingAt) !== null, 'B to see A typing');
  });

  it('charges the price the composer showed; the balance after is the server\u2019s', async () => {
    const { a, b } = await twoMembers(100);
    await allSettled(chatOpened, { scope: a.scope, params: { id: b.user.id, isPartner: true } });
    const text = 'x'.repeat(150);
    // As written in the composer: the trailing line break is trimmed before sending and pricing.
    await allSettled(typed, { scope: a.scope, params: `${text}\n` });
    const shown = a.scope.getState($draftPrice);
    await allSettled(textSubmitted, { scope: a.scope, params: `${text}\n` });
    await waitFor(() => texts(a).includes(text), 'the own message in the chat');
    // 150 characters: two started blocks of 100, 20 coins, as the server booked them.
    expect(shown).toBe(20);
    const row = await userRow(server.app, a.user.id);
    expect(row.coins).toBe(100 - shown);
    expect(a.scope.getState($user)?.coins).toBe(row.coins);
  });

  it('a message the member cannot pay for is not sent and opens out-of-coins', async () => {
    const { a, b } = await twoMembers(5);
    await allSettled(chatOpened, { scope: a.scope, params: { id: b.user.id, isPartner: true } });
    await allSettled(textSubmitted, { scope: a.scope, params: 'Hallo!' });

    expect(a.scope.getState($outOfCoins)).toBe(true);
    expect(a.scope.getState($queue)).toEqual([]);
    expect(a.scope.getState($user)?.coins).toBe(5);
  });

  it('a message written while the connection is down arrives once after the reconnect', async () => {
    const { a, b } = await twoMembers();
    const dialogId = await firstMessage(a, b, 'Erste');
    await allSettled(chatOpened, { scope: b.scope, params: { id: dialogId, isPartner: false } });

    // The line drops and stays down: the client tries to reconnect meanwhile.
    a.network.online = false;
    for (const id of server.app.hub.connectionsOf(a.user.id)) server.app.hub.abort(id);
    await waitFor(() => a.scope.getState($connection) === 'reconnecting', 'the lost connection');
    await allSettled(textSubmitted, { scope: a.scope, params: 'Offline geschrieben' });
    expect(a.scope.getState($queue).map((message) => message.message)).toEqual([
      'Offline geschrieben',
    ]);
    a.network.online = true;
    await waitFor(() => a.scope.getState($connection) === 'online', 'the reconnect', 15000);
    await waitFor(() => texts(b).includes('Offline geschrieben'), 'the message at B', 15000);

    expect(texts(b).filter((text) => text === 'Offline geschrieben')).toHaveLength(1);
    expect(texts(a).filter((text) => text === 'Offline geschrieben')).toHaveLength(1);
    await waitFor(() => a.scope.getState($queue).length === 0, 'the queue to empty');
  });

  it('a wink is paid with the server\u2019s balance and reaches the partner\u2019s open chat', async () => {
    const { a, b } = await twoMembers(100);
    const dialogId = await firstMessage(a, b, 'Hallo');
    await allSettled(chatOpened, { scope: b.scope, params: { id: dialogId, isPartner: false } });

    await allSettled(winkRequested, { scope: a.scope, params: b.user.id });
    const row = await userRow(server.app, a.user.id);
    expect(a.scope.getState($user)?.coins).toBe(row.coins);
    expect(row.coins).toBe(100 - 10 - 6);
    await waitFor(
      () => b.scope.getState($chat)?.dialog.messages.items.some((m) => m.type === 'wink') ?? false,
      'the wink at B',
    );
  });

  it('a message of another dialog than the open one is announced with the sender\u2019s name', async () => {
    const { a, b } = await twoMembers();
    const dialogId = await firstMessage(a, b, 'Erste');
    await waitFor(
      () => b.scope.getState($dialogs).some((dialog) => dialog.id === dialogId),
      'the dialog at B',
    );
    await allSettled(chatClosed, { scope: b.scope });

    await allSettled(textSubmitted, { scope: a.scope, params: 'Zweite' });
    await waitFor(() => b.scope.getState($incoming)?.notice.type === 'message', 'the notice');
    expect(b.scope.getState($incoming)?.notice.name).toBe(a.user.name);
  });

  it('setting a favourite costs a star and marks the dialog', async () => {
    const { a, b } = await twoMembers(100, 3);
    const dialogId = await firstMessage(a, b, 'Hallo');
    await allSettled(favoriteToggled, { scope: a.scope, params: { dialogId, isFavorite: true } });

    const row = await userRow(server.app, a.user.id);
    expect(row.stars).toBe(2);
    expect(a.scope.getState($user)?.stars).toBe(row.stars);
    expect(a.scope.getState($chat)?.dialog.isFavorite).toBe(true);
  });
});
