/**
 * The chat through the hub, as two members with the official client see it: sending and paying
 * for texts, receiving them live on every connection, the dialog list and one dialog, read marks,
 * typing, matches, the refusals, and connections that end with their session.
 */

import type { Dialog, HubErrorEvent, MatchEvent, WriteEvent } from '@amora/contract';
import { type DialogReadEvent, errorCodes, type Message, prices } from '@amora/contract';
import { HubConnectionState } from '@microsoft/signalr';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, dialogs, messages, users } from '../../src/db/schema';
import { eventually, nextCall, transports } from '../hub/support';
import {
  type ChatServer,
  collect,
  ledgerOf,
  messagesOf,
  pair,
  sessionCookie,
  startChatServer,
  userRow,
} from './support';

let server: ChatServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server?.close());

const day = 24 * 60 * 60 * 1000;

describe('sendMessage', () => {
  it.each(transports)('stores, charges and delivers a text over %s', async (_name, transport) => {
    const { sender, partner } = await pair(server);
    const senderTab = await server.connectAs(sender, transport);
    const senderOtherTab = await server.connectAs(sender);
    const partnerTab = await server.connectAs(partner, transport);
    const arriving = nextCall(partnerTab, 'OnNewMessage');
    const echoed = nextCall(senderOtherTab, 'OnNewMessage');

    const answer = await senderTab.invoke('sendMessage', {
      recipientId: partner.user.id,
      message: 'Hallo, wie geht es dir?',
      clientId: 'first',
    });

    expect(answer.coinInfo).toMatchObject({ coins: 90 });
    expect(answer.message).toMatchObject({
      clientId: 'first',
      senderId: sender.user.id,
      recipientId: partner.user.id,
      type: 'message',
      text: 'Hallo, wie geht es dir?',
      price: prices.messagePerBlock,
      isRead: false,
    });
    const [received] = (await arriving) as [Message];
    // The partner sees the message, not what it cost nor the sender's own client id.
    expect(received).toMatchObject({ id: answer.message.id, price: 0, clientId: null });
    expect(((await echoed) as [Message])[0].id).toBe(answer.message.id);

    expect((await userRow(server.app, sender.user.id)).coins).toBe(90);
    const ledger = await ledgerOf(server.app, sender.user.id);
    expect(ledger).toEqual([
      expect.objectContaining({ coinsDelta: -10, reason: 'message', reference: answer.message.id }),
    ]);
  });

  it('charges 10 coins per started block of 100 characters, free messages first', async () => {
    const { sender, partner } = await pair(server);
    const tab = await server.connectAs(sender);
    const long = await tab.invoke('sendMessage', {
      recipientId: partner.user.id,
      message: 'x'.repeat(201),
    });
    expect(long.message.price).toBe(30);
    expect(long.coinInfo.coins).toBe(70);

    await server.app.db
      .update(users)
      .set({ freeMessagesCount: 1, freeCoins: 15 })
      .where(eq(users.id, sender.user.id));
    const free = await tab.invoke('sendMessage', {
      recipientId: partner.user.id,
      dialogId: long.message.dialogId,
      message: 'y'.repeat(150),
    });
    expect(free.message.price).toBe(0);
    expect(free.coinInfo).toMatchObject({ coins: 70, freeCoins: 15, freeMessagesCount: 0 });

    // Then free coins before coins.
    const paid = await tab.invoke('sendMessage', {
      recipientId: partner.user.id,
      message: 'z'.repeat(150),
    });
    expect(paid.coinInfo).toMatchObject({ coins: 65, freeCoins: 0 });
  });

  it('refuses a message the member cannot pay, storing and charging nothing', async () => {
    const { sender, partner } = await pair(server, 5);
    const tab = await server.connectAs(sender);
    const errors = collect<HubErrorEvent>(tab, 'OnError');
    await expect(
      tab.invoke('sendMessage', { recipientId: partner.user.id, message: 'Hi', clientId: 'c-1' }),
    ).rejects.toThrow(errorCodes.ERR_BALANCE_TOO_LOW);
    await eventually(() => errors.length === 1);
    expect(errors[0]).toMatchObject({ code: errorCodes.ERR_BALANCE_TOO_LOW, clientId: 'c-1' });
    expect(await messagesOf(server.app, sender.user.id)).toEqual([]);
    expect((await userRow(server.app, sender.user.id)).coins).toBe(5);
    expect(await ledgerOf(server.app, sender.user.id)).toEqual([]);
  });

  it('stores and charges a repeated client id once and tells the partner once', async () => {
    const { sender, partner } = await pair(server);
    const tab = await server.connectAs(sender);
    const partnerTab = await server.connectAs(partner);
    const received = collect<Message>(partnerTab, 'OnNewMessage');
    const send = () =>
      tab.invoke('sendMessage', { recipientId: partner.user.id, message: 'Once', clientId: 'k' });
    const [first, second] = await Promise.all([send(), send()]);
    const third = await send();
    expect(second.message.id).toBe(first.message.id);
    expect(third.message.id).toBe(first.message.id);
    expect(third.coinInfo.coins).toBe(90);
    expect(await messagesOf(server.app, sender.user.id)).toHaveLength(1);
    await tab.invoke('sendMessage', { recipientId: partner.user.id, message: 'Sync' });
    await eventually(() => received.length === 2);
    expect(received.map((message) => message.text)).toEqual(['Once', 'Sync']);
  });

  it('refuses to write across a block, to oneself, and into a dialog of others', async () => {
    const { sender, partner } = await pair(server);
    const stranger = await server.member();
    const tab = await server.connectAs(sender);
    const opened = await tab.invoke('sendMessage', { recipientId: partner.user.id, message: 'a' });

    const strangerTab = await server.connectAs(stranger);
    await expect(
      strangerTab.invoke('sendMessage', {
        recipientId: partner.user.id,
        dialogId: opened.message.dialogId,
        message: 'sneaking in',
      }),
    ).rejects.toThrow(errorCodes.NOT_FOUND);
    await expect(
      tab.invoke('sendMessage', { recipientId: sender.user.id, message: 'me' }),
    ).rejects.toThrow(errorCodes.CANNOT_TARGET_SELF);

    await server.app.db
      .insert(blocks)
      .values({ blockerId: partner.user.id, blockedId: sender.user.id, reason: 'spam' });
    await expect(
      tab.invoke('sendMessage', { recipientId: partner.user.id, message: 'still there?' }),
    ).rejects.toThrow(errorCodes.USER_BLOCKED);
    expect(await messagesOf(server.app, sender.user.id)).toHaveLength(1);
    expect(await messagesOf(server.app, stranger.user.id)).toEqual([]);
  });

  it('refuses malformed arguments', async () => {
    const { sender } = await pair(server);
    const tab = await server.connectAs(sender);
    await expect(tab.invoke('sendMessage', { message: 'no recipient' })).rejects.toThrow(
      errorCodes.VALIDATION_FAILED,
    );
    await expect(tab.invoke('sendMessage', { recipientId: 'x', message: '   ' })).rejects.toThrow(
      errorCodes.VALIDATION_FAILED,
    );
    await expect(tab.invoke('getDialog')).rejects.toThrow(errorCodes.VALIDATION_FAILED);
  });

  it('answers a client that floods the hub RATE_LIMITED and keeps serving it later', async () => {
    const { sender, partner } = await pair(server);
    const tab = await server.connectAs(sender);
    const opened = await tab.invoke('sendMessage', { recipientId: partner.user.id, message: 'a' });
    const flood = await Promise.allSettled(
      Array.from({ length: 80 }, () => tab.invoke('write', opened.message.dialogId)),
    );
    const limited = flood.filter(
      (result) => result.status === 'rejected' && String(result.reason).includes('RATE_LIMITED'),
    );
    expect(limited.length).toBeGreaterThanOrEqual(30);
    expect(flood.filter((result) => result.status === 'fulfilled').length).toBeGreaterThan(30);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(tab.invoke('write', opened.message.dialogId)).resolves.toBeUndefined();
  });

  it('refuses a text in an expired dialog', async () => {
    const { sender, partner } = await pair(server);
    const tab = await server.connectAs(sender);
    const opened = await tab.invoke('sendMessage', { recipientId: partner.user.id, message: 'a' });
    await server.app.db
      .update(dialogs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dialogs.id, opened.message.dialogId));
    await expect(
      tab.invoke('sendMessage', { recipientId: partner.user.id, message: 'b' }),
    ).rejects.toThrow(errorCodes.DIALOG_EXPIRED);
  });
});

describe('getDialogs, getDialog, dialogRead and write', () => {
  it('lists dialogs with unread counts and the last message, and pages a dialog', async () => {
    const { sender, partner } = await pair(server, 1000);
    const tab = await server.connectAs(sender);
    for (let index = 1; index <= 3; index += 1) {
      await tab.invoke('sendMessage', { recipientId: partner.user.id, message: `m${index}` });
    }
    const partnerTab = await server.connectAs(partner);
    const list = nextCall(partnerTab, 'OnGetDialogs');
    await partnerTab.invoke('getDialogs');
    const [dialogList] = (await list) as [Dialog[]];
    expect(dialogList).toHaveLength(1);
    expect(dialogList[0]).toMatchObject({
      partner: { id: sender.user.id, name: sender.user.name, username: sender.user.name },
      unreadCount: 3,
      messagesCount: 3,
      lastMessage: { text: 'm3' },
      isFavorite: false,
      isMatch: false,
      isIceBreaker: false,
      state: 'active',
      messages: { items: [] },
    });

    const one = nextCall(partnerTab, 'OnGetDialog');
    await partnerTab.invoke('getDialog', dialogList[0]?.id);
    const [dialog] = (await one) as [Dialog];
    expect(dialog.messages.items.map((message) => message.text)).toEqual(['m1', 'm2', 'm3']);
    // The sender's own view counts nothing unread.
    const senderList = nextCall(tab, 'OnGetDialogs');
    await tab.invoke('getDialogs');
    expect(((await senderList) as [Dialog[]])[0][0]).toMatchObject({ unreadCount: 0 });
  });

  it("marks a dialog read: the reader's devices always hear of it, the partner with premium", async () => {
    const { sender, partner } = await pair(server);
    const tab = await server.connectAs(sender);
    const sent = await tab.invoke('sendMessage', { recipientId: partner.user.id, message: 'hi' });
    const partnerTab = await server.connectAs(partner);
    const partnerOtherTab = await server.connectAs(partner);
    const senderReads = collect<DialogReadEvent>(tab, 'OnDialogRead');
    const otherTabRead = nextCall(partnerOtherTab, 'OnDialogRead');

    await partnerTab.invoke('dialogRead', sent.message.dialogId);
    expect(((await otherTabRead) as [DialogReadEvent])[0]).toMatchObject({
      dialogId: sent.message.dialogId,
      readerId: partner.user.id,
    });
    const [stored] = await messagesOf(server.app, sender.user.id);
    expect(stored?.isRead).toBe(true);
    // Without premium the sender gets no read confirmation, live or in the dialog.
    await tab.invoke('getDialogs');
    expect(senderReads).toEqual([]);
    const view = await sender.call('GET', `/chat/${sent.message.dialogId}`);
    expect(view.body.messages.items[0]).toMatchObject({ isRead: false });

    await server.app.db
      .update(users)
      .set({ premiumUntil: new Date(Date.now() + day) })
      .where(eq(users.id, sender.user.id));
    const confirmed = nextCall(tab, 'OnDialogRead');
    await partnerTab.invoke('dialogRead', sent.message.dialogId);
    expect(((await confirmed) as [DialogReadEvent])[0].readerId).toBe(partner.user.id);
    const premiumView = await sender.call('GET', `/chat/${sent.message.dialogId}`);
    expect(premiumView.body.messages.items[0]).toMatchObject({ isRead: true });
  });

  it('tells the partner the member is writing', async () => {
    const { sender, partner } = await pair(server);
    const tab = await server.connectAs(sender);
    const sent = await tab.invoke('sendMessage', { recipientId: partner.user.id, message: 'hi' });
    const partnerTab = await server.connectAs(partner);
    const typing = nextCall(partnerTab, 'OnWrite');
    await tab.invoke('write', sent.message.dialogId);
    expect(((await typing) as [WriteEvent])[0]).toEqual({
      dialogId: sent.message.dialogId,
      userId: sender.user.id,
    });
  });

  it('lets nobody else read, mark read, or type into a dialog', async () => {
    const { sender, partner } = await pair(server);
    const tab = await server.connectAs(sender);
    const sent = await tab.invoke('sendMessage', { recipientId: partner.user.id, message: 'hi' });
    const stranger = await server.member();
    const strangerTab = await server.connectAs(stranger);
    const partnerTab = await server.connectAs(partner);
    const typing = collect(partnerTab, 'OnWrite');
    const dialogId = sent.message.dialogId;
    for (const method of ['getDialog', 'dialogRead', 'write']) {
      await expect(strangerTab.invoke(method, dialogId)).rejects.toThrow(errorCodes.NOT_FOUND);
    }
    const [stored] = await server.app.db
      .select()
      .from(messages)
      .where(eq(messages.id, sent.message.id));
    expect(stored?.isRead).toBe(false);
    expect((await stranger.call('GET', `/chat/${dialogId}`)).status).toBe(404);
    await partnerTab.invoke('getDialogs');
    expect(typing).toEqual([]);
  });
});

describe('matches and sessions', () => {
  it('announces a match to both members at once', async () => {
    const { sender, partner } = await pair(server);
    const senderTab = await server.connectAs(sender);
    const partnerTab = await server.connectAs(partner);
    const senderHears = nextCall(senderTab, 'OnMatch');
    const partnerHears = nextCall(partnerTab, 'OnMatch');
    expect((await sender.call('POST', `/dating/like/${partner.user.id}`)).body.isMatch).toBe(false);
    expect((await partner.call('POST', `/dating/like/${sender.user.id}`)).body.isMatch).toBe(true);
    expect(((await senderHears) as [MatchEvent])[0].partner).toMatchObject({
      id: partner.user.id,
      name: partner.user.name,
    });
    expect(((await partnerHears) as [MatchEvent])[0].partner.id).toBe(sender.user.id);
  });

  it('closes the connections of a session that logs out, not those of its other sessions', async () => {
    const member = await server.member();
    const tab = await server.connectAs(member);
    const closed = new Promise<Error | undefined>((resolve) => tab.onclose(resolve));
    const otherDevice = { cookie: await sessionCookie(server.app, member.user.id) };
    const otherTab = await server.connectAs(otherDevice);

    const logout = await member.call('POST', '/identity/logout');
    expect(logout.status).toBe(200);
    expect((await closed)?.message).toMatch(/session has ended/);
    expect(tab.state).toBe(HubConnectionState.Disconnected);
    expect(otherTab.state).toBe(HubConnectionState.Connected);
    // Without a session no new connection opens.
    await expect(server.connectAs(member)).rejects.toThrow(/401/);
  });

  it('closes every connection of a member whose sessions are all revoked', async () => {
    const member = await server.member();
    const tabs = await Promise.all([
      server.connectAs(member),
      server.connectAs({ cookie: await sessionCookie(server.app, member.user.id) }),
    ]);
    const closed = tabs.map((tab) => new Promise((resolve) => tab.onclose(resolve)));
    await server.app.sessions.revokeAll(member.user.id);
    await Promise.all(closed);
    expect(tabs.map((tab) => tab.state)).toEqual([
      HubConnectionState.Disconnected,
      HubConnectionState.Disconnected,
    ]);
  });
});
