/**
 * The messages models against the real server and real hub connections (spec 02 section 4): two
 * members write to each other live, typing and read marks travel, a message written while the
 * connection is down arrives exactly once after the reconnect, and the balance after a paid
 * message is the server's; a message the member cannot pay for is not sent. A text with an unkind
 * word waits for the member's "Send anyway" (the kindness nudge).
 */
import { allSettled } from 'effector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as messageRows } from '../../../../server/src/db/schema';
import { $outOfCoins } from '../../member/model';
import { $user } from '../../session/model';
import {
  $draft,
  $draftPrice,
  $nudgedText,
  favoriteToggled,
  nudgeConfirmed,
  nudgeDismissed,
  textSubmitted,
  typed,
  winkRequested,
} from './actions';
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

describe('the kindness nudge', () => {
  /** The texts the server stored from a member. */
  const storedFrom = async (member: MemberBrowser) =>
    (await server.app.db.select().from(messageRows))
      .filter((row) => row.senderId === member.user.id)
      .map((row) => row.text);

  /** Writes and sends a text as the composer does: typed, sent, then the composer clears itself. */
  const writeAndSend = async (browser: MemberBrowser, text: string) => {
    await allSettled(typed, { scope: browser.scope, params: text });
    await allSettled(textSubmitted, { scope: browser.scope, params: text });
    await allSettled(typed, { scope: browser.scope, params: '' });
  };

  it('holds an unkind text until the member sends it anyway, then sends it once', async () => {
    const { a, b } = await twoMembers();
    await allSettled(chatOpened, { scope: a.scope, params: { id: b.user.id, isPartner: true } });

    await writeAndSend(a, 'You are such an idiot ');
    expect(a.scope.getState($nudgedText)).toBe('You are such an idiot');
    // The composer's draft stays while the nudge asks; nothing was queued or stored.
    expect(a.scope.getState($draft)).toBe('You are such an idiot ');
    expect(a.scope.getState($queue)).toEqual([]);
    expect(await storedFrom(a)).toEqual([]);

    await allSettled(nudgeConfirmed, { scope: a.scope });
    await waitFor(() => texts(a).includes('You are such an idiot'), 'the message in the chat');
    expect(await storedFrom(a)).toEqual(['You are such an idiot']);
    expect(a.scope.getState($nudgedText)).toBeNull();
    expect(a.scope.getState($draft)).toBe('');

    // A second "Send anyway" (a double tap) has nothing left to send.
    await allSettled(nudgeConfirmed, { scope: a.scope });
    expect(await storedFrom(a)).toEqual(['You are such an idiot']);
  });

  it('"Edit message" sends nothing and keeps the draft for editing', async () => {
    const { a, b } = await twoMembers();
    await allSettled(chatOpened, { scope: a.scope, params: { id: b.user.id, isPartner: true } });

    await writeAndSend(a, 'Du Blödmann');
    await allSettled(nudgeDismissed, { scope: a.scope });
    expect(a.scope.getState($nudgedText)).toBeNull();
    expect(a.scope.getState($draft)).toBe('Du Blödmann');
    expect(a.scope.getState($queue)).toEqual([]);
    expect(await storedFrom(a)).toEqual([]);
    expect(texts(a)).toEqual([]);

    // The edited text is kind: it goes out at once.
    await writeAndSend(a, 'Du Schatz');
    await waitFor(() => texts(a).includes('Du Schatz'), 'the edited message in the chat');
    expect(await storedFrom(a)).toEqual(['Du Schatz']);
    expect(a.scope.getState($draft)).toBe('');
  });

  it('sends a kind text at once, without asking', async () => {
    const { a, b } = await twoMembers();
    await allSettled(chatOpened, { scope: a.scope, params: { id: b.user.id, isPartner: true } });

    await writeAndSend(a, 'Greetings from Scunthorpe!');
    expect(a.scope.getState($nudgedText)).toBeNull();
    await waitFor(() => texts(a).includes('Greetings from Scunthorpe!'), 'the message in the chat');
    expect(await storedFrom(a)).toEqual(['Greetings from Scunthorpe!']);
  });
});

describe('a session ended elsewhere', () => {
  it('signs the member out once the server closes the connection (a ban, a password change)', async () => {
    const member = await server.member({ gender: 'male', searchGender: 'female' });
    const browser = await openMemberBrowser(server, member.cookie);
    await waitFor(() => browser.hub().state === 'open', 'the connection');
    await server.app.sessions.revokeAll(member.user.id);
    await waitFor(() => browser.scope.getState($user) === null, 'the member signed out');
    expect(browser.scope.getState($connection)).toBe('online');
  });
});
