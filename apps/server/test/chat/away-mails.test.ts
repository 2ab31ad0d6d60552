/**
 * Mails while away: a member without an open hub connection hears of a new message or a new match
 * by mail, in their language, with a button that signs them in straight into the chat. Only with
 * the e-mail notification switch on and a confirmed address; one new-message mail per dialog until
 * the member has read it; none while connected.
 */
import type { Dialog } from '@amora/contract';
import type { HubConnection } from '@microsoft/signalr';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OutboxMailRow, outboxMails, type UserRow } from '../../src/db/schema';
import { sessionCookieName } from '../../src/identity/sessions';
import { cookiePair } from '../helpers';
import type { Member } from '../routes/dating/support';
import { type ChatServer, startChatServer } from './support';

let server: ChatServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server?.close());

/** Two members who may write to each other, both with confirmed addresses and the switch on. */
const twoMembers = async (partnerValues: Partial<UserRow> = {}) => {
  const sender = await server.member({
    gender: 'male',
    searchGender: 'female',
    coins: 1000,
    emailConfirmed: true,
  });
  const partner = await server.member({
    gender: 'female',
    searchGender: 'male',
    emailConfirmed: true,
    language: 'en',
    ...partnerValues,
  });
  return { sender, partner };
};

/** The mails sent to the member once every mail under way has gone. */
const mailsTo = async (member: Member): Promise<OutboxMailRow[]> => {
  await server.app.backgroundMail.settled();
  return server.app.db
    .select()
    .from(outboxMails)
    .where(eq(outboxMails.to, member.user.email as string))
    .orderBy(outboxMails.createdAt);
};

/** The login link of a mail: its path and query. */
const linkOf = (mail: OutboxMailRow) => {
  const found = /https?:\/\/\S+\/messages\/\S+/.exec(mail.text)?.[0];
  if (!found) throw new Error(`no chat link in ${mail.text}`);
  return new URL(found);
};

/** Follows the link as the web app does: the transient login, then the chat with that session. */
const followLink = async (url: URL) => {
  const login = await server.inject({
    method: 'POST',
    url: `/v1/identity/login/external?${new URLSearchParams({
      userId: url.searchParams.get('userId') ?? '',
      token: url.searchParams.get('token') ?? '',
    })}`,
  });
  return {
    status: login.statusCode,
    cookie: cookiePair(login.headers['set-cookie'], sessionCookieName),
  };
};

/** Closes the member's hub connection and waits until the server counts them away. */
const leave = async (member: Member, tab: HubConnection) => {
  await tab.stop();
  const deadline = Date.now() + 5000;
  while (await server.app.hub.isConnected(member.user.id)) {
    if (Date.now() > deadline) throw new Error('still connected');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const send = async (sender: Member, partner: Member, message: string) => {
  const tab = await server.connectAs(sender);
  const sent = await tab.invoke('sendMessage', { recipientId: partner.user.id, message });
  await leave(sender, tab);
  return sent.message.dialogId as string;
};

describe('a new message while away', () => {
  it('is mailed with a link that signs the member into the chat', async () => {
    const { sender, partner } = await twoMembers({ language: 'fr' });
    const dialogId = await send(sender, partner, 'Bonsoir !');

    const [mail, ...more] = await mailsTo(partner);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`${sender.user.name} t’a écrit`);
    expect(mail?.language).toBe('fr');
    // Only the name: the message itself stays in the app.
    expect(mail?.text).not.toContain('Bonsoir');
    const url = linkOf(mail as OutboxMailRow);
    expect(url.pathname).toBe(`/messages/${dialogId}`);
    expect(url.searchParams.get('userId')).toBe(partner.user.id);

    const { status, cookie } = await followLink(url);
    expect(status).toBe(200);
    const chat = await server.inject({
      method: 'GET',
      url: `/v1/chat/${dialogId}`,
      headers: { cookie: cookie as string },
    });
    expect(chat.statusCode).toBe(200);
    expect((chat.json() as Dialog).lastMessage?.text).toBe('Bonsoir !');
    // The link works once.
    expect((await followLink(url)).status).toBe(400);
  });

  it('is mailed once per dialog until the member has read it', async () => {
    const { sender, partner } = await twoMembers();
    const dialogId = await send(sender, partner, 'One');
    await send(sender, partner, 'Two');
    await send(sender, partner, 'Three');
    expect(await mailsTo(partner)).toHaveLength(1);

    // Back, the member reads the dialog; the next message while away is mailed again.
    const tab = await server.connectAs(partner);
    await tab.invoke('dialogRead', dialogId);
    await leave(partner, tab);
    await send(sender, partner, 'Four');
    const mails = await mailsTo(partner);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe(`${sender.user.name} wrote to you`);
  });

  it('is not mailed while the member is connected', async () => {
    const { sender, partner } = await twoMembers();
    const partnerTab = await server.connectAs(partner);
    await send(sender, partner, 'Are you there?');
    expect(await mailsTo(partner)).toEqual([]);
    await partnerTab.stop();
  });

  it('is not mailed with the e-mail notifications switched off in the settings', async () => {
    const { sender, partner } = await twoMembers();
    const off = await partner.call('PATCH', '/user', { emailPushPreference: false });
    expect(off.status).toBe(200);
    await send(sender, partner, 'Hello?');
    expect(await mailsTo(partner)).toEqual([]);

    // Switched on again, the next message of someone else is mailed.
    await partner.call('PATCH', '/user', { emailPushPreference: true });
    const other = await server.member({ gender: 'male', searchGender: 'female', coins: 100 });
    await send(other, partner, 'Hello from me');
    expect(await mailsTo(partner)).toHaveLength(1);
  });

  it('is not mailed to an address nobody confirmed', async () => {
    const { sender, partner } = await twoMembers({ emailConfirmed: false });
    await send(sender, partner, 'Hi');
    expect(await mailsTo(partner)).toEqual([]);
  });
});

describe('a new match while away', () => {
  it('is mailed to the member who is away, with a link into a new chat', async () => {
    const { sender, partner } = await twoMembers({ language: 'de' });
    const senderTab = await server.connectAs(sender);
    expect((await sender.call('POST', `/dating/like/${partner.user.id}`)).body.isMatch).toBe(false);
    await leave(sender, senderTab);
    // The partner likes back in the app, then leaves; the sender is away by then.
    const partnerTab = await server.connectAs(partner);
    expect((await partner.call('POST', `/dating/like/${sender.user.id}`)).body.isMatch).toBe(true);

    expect(await mailsTo(partner)).toEqual([]);
    await leave(partner, partnerTab);
    const [mail, ...more] = await mailsTo(sender);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Neues Match: du und ${partner.user.name}`);
    const url = linkOf(mail as OutboxMailRow);
    expect(url.pathname).toBe(`/messages/${partner.user.id}`);
    expect(url.searchParams.has('new')).toBe(true);
    expect((await followLink(url)).status).toBe(200);
  });
});
