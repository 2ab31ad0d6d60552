/**
 * Two server processes behind one PostgreSQL database and the real Redis: this test's app and the
 * real entry point in a child process. Members connected to different processes chat as if on
 * one: messages, typing, a match, and a logout that ends a connection held by the other process.
 * A session that ended on one process is refused by the other within a second, though the other
 * answers a session it read lately from memory.
 * On PostgreSQL only: the embedded database belongs to the one process that opened it.
 */
import type { Message, WriteEvent } from '@amora/contract';
import { HttpTransportType } from '@microsoft/signalr';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails, users } from '../../src/db/schema';
import { hubUrl } from '../../src/hub';
import { hashPassword } from '../../src/identity/passwords';
import { sessionCookie, testDatabase } from '../helpers';
import { connect, nextCall } from '../hub/support';
import type { Member } from '../routes/dating/support';
import { startSecondInstance } from '../support/server-process';
import { type ChatServer, ledgerOf, pair, startChatServer } from './support';

const redisUrl = process.env.AMORA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.runIf(testDatabase === 'postgres')('two server processes', () => {
  let first: ChatServer;
  let second: Awaited<ReturnType<typeof startSecondInstance>>;
  let secondUrl: string;

  beforeAll(async () => {
    first = await startChatServer({ REDIS_URL: redisUrl });
    if (first.database.kind !== 'postgres') throw new Error('a shared database is PostgreSQL');
    second = await startSecondInstance(first, first.database.url, redisUrl);
    secondUrl = second.url;
  }, 120_000);

  afterAll(async () => {
    await second?.stop();
    await first?.close();
  });

  /** A member's hub connection to the second process. */
  const connectToSecond = (member: Member, transport = HttpTransportType.LongPolling) =>
    connect(`${secondUrl}${hubUrl}`, member.cookie, transport);

  /** A REST call of the member to the second process. */
  const callSecond = (member: Member, method: string, url: string) =>
    fetch(`${secondUrl}/v1${url}`, { method, headers: { cookie: member.cookie } });

  it('carries messages and typing between members on different processes', async () => {
    const { sender, partner } = await pair(first, 100);
    await first.app.db.update(users).set({ coins: 100 }).where(eq(users.id, partner.user.id));
    const senderTab = await first.connectAs(sender);
    const partnerTab = await connectToSecond(partner);
    try {
      const arriving = nextCall(partnerTab, 'OnNewMessage');
      const sent = await senderTab.invoke('sendMessage', {
        recipientId: partner.user.id,
        message: 'Hallo from process one',
      });
      expect(((await arriving) as [Message])[0]).toMatchObject({
        id: sent.message.id,
        text: 'Hallo from process one',
      });

      const typing = nextCall(senderTab, 'OnWrite');
      await partnerTab.invoke('write', sent.message.dialogId);
      expect(((await typing) as [WriteEvent])[0].userId).toBe(partner.user.id);

      const reply = nextCall(senderTab, 'OnNewMessage');
      const answered = await partnerTab.invoke('sendMessage', {
        recipientId: sender.user.id,
        dialogId: sent.message.dialogId,
        message: 'And back from process two',
      });
      expect(((await reply) as [Message])[0].id).toBe(answered.message.id);
      for (const member of [sender, partner]) {
        const charges = await ledgerOf(first.app, member.user.id);
        expect(charges.map((entry) => entry.coinsDelta)).toEqual([-10]);
      }
    } finally {
      await partnerTab.stop();
    }
  });

  it('announces a match made on one process to a member connected to the other', async () => {
    const { sender, partner } = await pair(first);
    const partnerTab = await connectToSecond(partner, HttpTransportType.WebSockets);
    try {
      const announced = nextCall(partnerTab, 'OnMatch');
      expect((await callSecond(partner, 'POST', `/dating/like/${sender.user.id}`)).status).toBe(
        200,
      );
      expect((await sender.call('POST', `/dating/like/${partner.user.id}`)).body.isMatch).toBe(
        true,
      );
      expect(((await announced) as [{ partner: { id: string } }])[0].partner.id).toBe(
        sender.user.id,
      );
    } finally {
      await partnerTab.stop();
    }
  });

  it('mails no member connected to the other process, and one who left it', async () => {
    const { sender, partner } = await pair(first, 100);
    await first.app.db
      .update(users)
      .set({ emailConfirmed: true })
      .where(eq(users.id, partner.user.id));
    const mailsToPartner = async () => {
      await first.app.backgroundMail.settled();
      return first.app.db
        .select()
        .from(outboxMails)
        .where(eq(outboxMails.to, partner.user.email as string));
    };
    const partnerTab = await connectToSecond(partner, HttpTransportType.WebSockets);
    try {
      expect(first.app.hub.connectionsOf(partner.user.id)).toEqual([]);
      expect(await first.app.hub.isConnected(partner.user.id)).toBe(true);
      const senderTab = await first.connectAs(sender);
      await senderTab.invoke('sendMessage', { recipientId: partner.user.id, message: 'Hi' });
      expect(await mailsToPartner()).toEqual([]);
    } finally {
      await partnerTab.stop();
    }
    const deadline = Date.now() + 5000;
    while (await first.app.hub.isConnected(partner.user.id)) {
      if (Date.now() > deadline) throw new Error('still connected to the second process');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Away now: a message of someone else (the first is still unread) is mailed.
    const other = await first.member({ gender: 'male', searchGender: 'female', coins: 100 });
    const otherTab = await first.connectAs(other);
    await otherTab.invoke('sendMessage', { recipientId: partner.user.id, message: 'Hey' });
    expect(await mailsToPartner()).toHaveLength(1);
  });

  it('ends a connection on one process when its session logs out on the other', async () => {
    const member = await first.member();
    const tab = await first.connectAs(member);
    const closed = new Promise<Error | undefined>((resolve) => tab.onclose(resolve));
    expect((await callSecond(member, 'POST', '/identity/logout')).status).toBe(200);
    expect((await closed)?.message).toMatch(/session has ended/);
  });

  it('refuses on the other process, within a second, the sessions that ended on this one', async () => {
    const member = await first.member({ passwordHash: await hashPassword('secret123') });
    const laptop = await sessionCookie(first.app, member.user.id);
    const statusOnSecond = async (cookie: string) =>
      (await fetch(`${secondUrl}/v1/user`, { headers: { cookie } })).status;
    /** How long the second process still answers the session after `end` resolved. */
    const refusedAfter = async (cookie: string, end: () => Promise<unknown>) => {
      expect(await statusOnSecond(cookie)).toBe(200);
      await end();
      const ended = Date.now();
      while ((await statusOnSecond(cookie)) === 200) {
        if (Date.now() - ended > 5_000) throw new Error('the session still works after 5 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return Date.now() - ended;
    };

    // The phone changes the password: every other session (the laptop's) ends, inside the
    // transaction that stores the new password.
    const changed = await refusedAfter(laptop, async () => {
      const answer = await first.app.inject({
        method: 'PATCH',
        url: '/v1/identity/password',
        headers: { cookie: member.cookie },
        payload: { oldPassword: 'secret123', newPassword: 'secret456' },
      });
      expect(answer.statusCode).toBe(200);
    });
    expect(changed).toBeLessThan(1_000);
    expect(await statusOnSecond(member.cookie)).toBe(200);

    // Then the phone logs out.
    const loggedOut = await refusedAfter(member.cookie, () =>
      first.app.inject({
        method: 'POST',
        url: '/v1/identity/logout',
        headers: { cookie: member.cookie },
      }),
    );
    expect(loggedOut).toBeLessThan(1_000);
  });
});
