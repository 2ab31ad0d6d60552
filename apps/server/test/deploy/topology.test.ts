/**
 * compose.yaml's topology as processes: two server instances (this test's app and the real entry
 * point in a child process) on one PostgreSQL database, Redis and one uploads folder, behind a
 * reverse proxy in Node that takes turns between them on every request, poll and WebSocket
 * upgrade (test/support/proxy.ts). Members reach the service only through the proxy, as they do
 * through nginx in a deployment, and whichever instance answers, nothing differs: their sessions,
 * their pictures, their chats, and the rate limits, counted by the address the proxy forwards.
 * On PostgreSQL only: the embedded database belongs to the one process that opened it.
 */
import type { Message, User } from '@amora/contract';
import { HttpTransportType } from '@microsoft/signalr';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { hubUrl } from '../../src/hub';
import { identityLimits } from '../../src/identity/limits';
import { mediaHref } from '../../src/media/pictures';
import { type ChatServer, collect, pair, startChatServer } from '../chat/support';
import { pictureBase64, testDatabase } from '../helpers';
import { connect, eventually } from '../hub/support';
import type { Member } from '../routes/dating/support';
import { uniqueEmail } from '../routes/identity/support';
import { openBrowser } from '../support/browser';
import { type RoundRobinProxy, startRoundRobinProxy } from '../support/proxy';
import { startSecondInstance } from '../support/server-process';

const redisUrl = process.env.AMORA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The instances believe the X-Forwarded-For of the proxy only (compose.yaml: its fixed address). */
const behindProxy = { TRUST_PROXY: '127.0.0.1' };

describe.runIf(testDatabase === 'postgres')('two instances behind a reverse proxy', () => {
  let proxy: RoundRobinProxy;
  let first: ChatServer;
  let second: Awaited<ReturnType<typeof startSecondInstance>>;

  beforeAll(async () => {
    proxy = await startRoundRobinProxy();
    first = await startChatServer({ ...behindProxy, REDIS_URL: redisUrl, PUBLIC_URL: proxy.url });
    if (first.database.kind !== 'postgres') throw new Error('a shared database is PostgreSQL');
    // The pictures' folder is shared as compose.yaml's uploads volume is.
    second = await startSecondInstance(first, first.database.url, redisUrl, {
      ...behindProxy,
      DATA_DIR: first.config.dataDir,
    });
    proxy.route([first.baseUrl, second.url]);
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await second?.stop();
    await first?.close();
  });

  /** The member's browser, which knows only the proxy's address. */
  const browserOf = (member: Member) => {
    const [name = '', value = ''] = member.cookie.split('=');
    return openBrowser(proxy.url, { cookies: new Map([[name, value]]) });
  };

  /** What each instance was sent while `action` ran (path prefix `prefix`). */
  const sentDuring = async (prefix: string, action: () => Promise<void>) => {
    const before = proxy.served(prefix);
    await action();
    const after = proxy.served(prefix);
    return Object.keys(after).map((target) => (after[target] ?? 0) - (before[target] ?? 0));
  };

  it('keeps a member signed in and serves his pictures whichever instance answers', async () => {
    const { sender: member } = await pair(first);
    const browser = browserOf(member);

    const perInstance = await sentDuring('/v1/', async () => {
      for (let call = 0; call < 4; call += 1) {
        expect((await browser.api.user.get())?.id).toBe(member.user.id);
      }
      const uploaded = (await browser.api.user.uploadImage({
        body: { image: await pictureBase64() },
      })) as User;
      const key = /\/v1\/media\/([0-9a-f-]{36})/.exec(uploaded.images.items[0]?.href ?? '')?.[1];
      const bodies: Buffer[] = [];
      for (let fetched = 0; fetched < 4; fetched += 1) {
        const answer = await browser.fetch(mediaHref(key ?? '', 'thumbnail'));
        expect(answer.status).toBe(200);
        bodies.push(Buffer.from(await answer.arrayBuffer()));
      }
      for (const body of bodies) expect(body.equals(bodies[0] as Buffer)).toBe(true);
    });
    expect(perInstance.every((count) => count >= 4)).toBe(true);
  });

  it('carries a chat between a WebSocket and a long-polling member, every message once and in order', async () => {
    const { sender, partner } = await pair(first, 100);
    await first.app.db.update(users).set({ coins: 100 }).where(eq(users.id, partner.user.id));
    const perInstance = await sentDuring(hubUrl, async () => {
      const senderTab = await connect(
        `${proxy.url}${hubUrl}`,
        sender.cookie,
        HttpTransportType.WebSockets,
      );
      const partnerTab = await connect(
        `${proxy.url}${hubUrl}`,
        partner.cookie,
        HttpTransportType.LongPolling,
      );
      try {
        const toPartner = collect<Message>(partnerTab, 'OnNewMessage');
        const toSender = collect<Message>(senderTab, 'OnNewMessage');
        const texts = ['one', 'two', 'three', 'four'];
        for (const text of texts) {
          await senderTab.invoke('sendMessage', { recipientId: partner.user.id, message: text });
        }
        await partnerTab.invoke('sendMessage', { recipientId: sender.user.id, message: 'back' });
        const fromSender = () => toPartner.filter((message) => message.senderId === sender.user.id);
        await eventually(() => fromSender().length >= texts.length, 10_000);
        await eventually(() => toSender.some((message) => message.text === 'back'), 10_000);
        // Long enough for a duplicate to have come in through another instance's poll.
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(fromSender().map((message) => message.text)).toEqual(texts);
        expect(toSender.filter((message) => message.senderId === partner.user.id)).toHaveLength(1);
      } finally {
        await Promise.all([senderTab.stop(), partnerTab.stop()]);
      }
    });
    expect(perInstance.every((count) => count >= 2)).toBe(true);
  });

  it('counts the login limit per forwarded address over both instances together', async () => {
    const { max } = identityLimits.login.perIp;
    const guesser = '127.0.0.251';
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= max; attempt += 1) {
      const result = await openBrowser(proxy.url, { address: guesser }).api.identity.login.request({
        body: { userName: uniqueEmail(`guess${attempt}`), password: 'secret123' },
      });
      statuses.push(result.ok ? 200 : result.error.status);
    }
    expect(statuses.slice(0, max).every((status) => status === 400)).toBe(true);
    expect(statuses[max]).toBe(429);

    // Someone else behind the same proxy is not the guesser.
    const neighbour = await openBrowser(proxy.url, {
      address: '127.0.0.252',
    }).api.identity.login.request({
      body: { userName: uniqueEmail('neighbour'), password: 'secret123' },
    });
    expect(!neighbour.ok && neighbour.error.status).toBe(400);
  });
});
