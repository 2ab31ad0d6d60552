/**
 * The hub without sticky sessions: two server processes (this test's app and the real entry point
 * in a child process) on one PostgreSQL database and the real Redis. A raw long-polling client
 * alternates its polls and its POSTs between the two, and a Server-Sent Events client posts to the
 * process that does not hold its stream: every record arrives once, in order, on any process. A
 * stream or WebSocket opened where the connection was not negotiated takes the connection along.
 * On PostgreSQL only: the embedded database belongs to the one process that opened it.
 */
import type { HubConnection } from '@microsoft/signalr';
import { HttpTransportType } from '@microsoft/signalr';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import WebSocket from 'ws';
import { users } from '../../src/db/schema';
import { hubUrl } from '../../src/hub';
import type { ChatServer } from '../chat/support';
import { pair, startChatServer } from '../chat/support';
import { testDatabase } from '../helpers';
import { startSecondInstance } from '../support/server-process';
import { connect, eventually } from './support';

const redisUrl = process.env.AMORA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const separator = '\u001e';

// biome-ignore lint/suspicious/noExplicitAny: hub records of many shapes
type HubRecord = Record<string, any>;

const recordsOf = (text: string): HubRecord[] =>
  text
    .split(separator)
    .filter((record) => record !== '')
    .map((record) => JSON.parse(record) as HubRecord);

const invocation = (invocationId: string, target: string, ...args: unknown[]) =>
  `${JSON.stringify({ type: 1, invocationId, target, arguments: args })}${separator}`;

const handshake = `${JSON.stringify({ protocol: 'json', version: 1 })}${separator}`;

/** A round robin over the processes' base URLs, starting at `offset`. */
const alternating = (bases: string[], offset: number) => {
  let turn = offset;
  return () => bases[turn++ % bases.length] as string;
};

const negotiate = async (base: string, cookie: string) => {
  const answer = await fetch(`${base}${hubUrl}/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { cookie },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { connectionId: string; connectionToken: string };
};

const transportUrl = (base: string, token: string) =>
  `${base}${hubUrl}?id=${encodeURIComponent(token)}`;

const post = async (base: string, token: string, cookie: string, body: string) => {
  const answer = await fetch(transportUrl(base, token), {
    method: 'POST',
    headers: { cookie, 'content-type': 'text/plain;charset=UTF-8' },
    body,
  });
  return answer.status;
};

/** The invocation ids of the completions among the records, and the texts of new messages. */
const completions = (records: HubRecord[]) =>
  records.filter((record) => record.type === 3).map((record) => record.invocationId as string);
const newMessages = (records: HubRecord[], senderId: string) =>
  records
    .filter((record) => record.type === 1 && record.target === 'OnNewMessage')
    .map((record) => record.arguments[0])
    .filter((message) => message.senderId === senderId)
    .map((message) => message.text as string);

describe.runIf(testDatabase === 'postgres')('the hub without sticky sessions', () => {
  let first: ChatServer;
  let firstUrl: string;
  let second: Awaited<ReturnType<typeof startSecondInstance>>;
  let secondUrl: string;
  const opened: HubConnection[] = [];

  beforeAll(async () => {
    first = await startChatServer({ REDIS_URL: redisUrl });
    if (first.database.kind !== 'postgres') throw new Error('a shared database is PostgreSQL');
    firstUrl = first.hubAddress.slice(0, -hubUrl.length);
    second = await startSecondInstance(first, first.database.url, redisUrl);
    secondUrl = second.url;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(opened.map((connection) => connection.stop()));
    await second?.stop();
    await first?.close();
  });

  /** Two members who may write to each other, both with coins, the partner on the first process. */
  const chatting = async () => {
    const { sender, partner } = await pair(first, 1000);
    await first.app.db.update(users).set({ coins: 1000 }).where(eq(users.id, partner.user.id));
    const partnerTab = await connect(
      first.hubAddress,
      partner.cookie,
      HttpTransportType.WebSockets,
    );
    opened.push(partnerTab);
    return { sender, partner, partnerTab };
  };

  it('delivers once and in order to a long-polling client whose requests alternate', async () => {
    const { sender, partner, partnerTab } = await chatting();
    const atPartner: string[] = [];
    partnerTab.on('OnNewMessage', (message: { text: string }) => atPartner.push(message.text));

    // The connection lives on the second process; the first request goes to the first.
    const { connectionToken: token } = await negotiate(secondUrl, sender.cookie);
    const nextPoll = alternating([firstUrl, secondUrl], 0);
    const nextPost = alternating([firstUrl, secondUrl], 1);
    const records: HubRecord[] = [];
    const pollStatuses: number[] = [];
    const stop = new AbortController();
    /** The processes whose polls answered records. */
    const answeredRecords = new Set<string>();
    const poll = async () => {
      const base = nextPoll();
      const answer = await fetch(transportUrl(base, token), {
        headers: { cookie: sender.cookie },
        signal: stop.signal,
      });
      pollStatuses.push(answer.status);
      const answered = recordsOf(await answer.text());
      if (answered.length > 0) answeredRecords.add(base);
      records.push(...answered);
      return answer.status;
    };
    // The first poll only activates the connection, as the official client's does.
    expect(await poll()).toBe(200);
    const polling = (async () => {
      while ((await poll()) === 200) {}
    })();
    // Should the test fail, its polls end with it.
    onTestFinished(() => stop.abort());
    polling.catch(() => {});

    expect(await post(nextPost(), token, sender.cookie, handshake)).toBe(200);
    await eventually(() => records.length > 0);
    expect(records[0]).toEqual({});

    // The first message opens the dialog; the others follow at once, one POST after another.
    expect(
      await post(
        nextPost(),
        token,
        sender.cookie,
        invocation('1', 'sendMessage', { recipientId: partner.user.id, message: 'x1' }),
      ),
    ).toBe(200);
    await eventually(() => completions(records).length === 1);
    const dialogId = records.find((record) => record.type === 3)?.result.message.dialogId;
    expect(dialogId).toBeTruthy();
    const count = 6;
    for (let n = 2; n <= count; n += 1) {
      const payload = { recipientId: partner.user.id, dialogId, message: `x${n}` };
      expect(
        await post(nextPost(), token, sender.cookie, invocation(String(n), 'sendMessage', payload)),
      ).toBe(200);
      // The partner, on the first process, answers in between.
      if (n % 2 === 0) {
        await partnerTab.invoke('sendMessage', {
          recipientId: sender.user.id,
          dialogId,
          message: `y${n / 2}`,
        });
      }
    }
    const expectedOwn = Array.from({ length: count }, (_, n) => `x${n + 1}`);
    const expectedPartner = ['y1', 'y2', 'y3'];
    await eventually(
      () =>
        completions(records).length === count &&
        newMessages(records, sender.user.id).length === count &&
        newMessages(records, partner.user.id).length === expectedPartner.length &&
        atPartner.filter((text) => text.startsWith('x')).length === count,
      10_000,
    );
    // A moment more: nothing arrives twice late.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(completions(records)).toEqual(expectedOwn.map((_, n) => String(n + 1)));
    for (const record of records.filter((each) => each.type === 3)) {
      expect(record.error).toBeUndefined();
    }
    expect(newMessages(records, sender.user.id)).toEqual(expectedOwn);
    expect(newMessages(records, partner.user.id)).toEqual(expectedPartner);
    expect(atPartner.filter((text) => text.startsWith('x'))).toEqual(expectedOwn);
    expect([...answeredRecords].sort()).toEqual([firstUrl, secondUrl].sort());

    // The DELETE, to whichever process is next, ends the held poll there or elsewhere.
    const ended = await fetch(transportUrl(nextPost(), token), {
      method: 'DELETE',
      headers: { cookie: sender.cookie },
    });
    expect(ended.status).toBe(202);
    await polling;
    expect(pollStatuses.at(-1)).toBe(204);
    expect(pollStatuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    // Gone on both processes.
    for (const base of [firstUrl, secondUrl]) {
      expect(await post(base, token, sender.cookie, invocation('9', 'getDialogs'))).toBe(404);
    }
  }, 30_000);

  it('opens a stream where the connection was not negotiated, and takes its POSTs on the other process', async () => {
    const { sender, partner, partnerTab } = await chatting();
    const atPartner: string[] = [];
    partnerTab.on('OnNewMessage', (message: { text: string }) => atPartner.push(message.text));

    // Negotiated on the second process, the connection moves to the first with its stream;
    // every POST then goes to the second.
    const { connectionToken: token, connectionId } = await negotiate(secondUrl, sender.cookie);
    const stop = new AbortController();
    const stream = await fetch(transportUrl(firstUrl, token), {
      headers: { cookie: sender.cookie, accept: 'text/event-stream' },
      signal: stop.signal,
    });
    expect(stream.status).toBe(200);
    const records: HubRecord[] = [];
    const reading = (async () => {
      const decoder = new TextDecoder();
      let buffered = '';
      try {
        for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) {
          buffered += decoder.decode(chunk, { stream: true });
          let end = buffered.indexOf('\r\n\r\n');
          while (end >= 0) {
            const data = buffered
              .slice(0, end)
              .split('\r\n')
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice('data: '.length))
              .join('\n');
            records.push(...recordsOf(data));
            buffered = buffered.slice(end + 4);
            end = buffered.indexOf('\r\n\r\n');
          }
        }
      } catch {
        // The test ends the stream.
      }
    })();

    expect(await post(secondUrl, token, sender.cookie, handshake)).toBe(200);
    await eventually(() => records.length > 0);
    expect(records[0]).toEqual({});
    expect(first.app.hub.connectionsOf(sender.user.id)).toEqual([connectionId]);
    expect(
      await post(
        firstUrl,
        token,
        sender.cookie,
        invocation('1', 'sendMessage', { recipientId: partner.user.id, message: 's1' }),
      ),
    ).toBe(200);
    await eventually(() => completions(records).length === 1);
    const dialogId = records.find((record) => record.type === 3)?.result.message.dialogId;
    for (const n of [2, 3, 4]) {
      const payload = { recipientId: partner.user.id, dialogId, message: `s${n}` };
      expect(
        await post(secondUrl, token, sender.cookie, invocation(String(n), 'sendMessage', payload)),
      ).toBe(200);
    }
    await eventually(() => completions(records).length === 4 && atPartner.length === 4, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(completions(records)).toEqual(['1', '2', '3', '4']);
    expect(newMessages(records, sender.user.id)).toEqual(['s1', 's2', 's3', 's4']);
    expect(atPartner).toEqual(['s1', 's2', 's3', 's4']);

    // Another member's session with the token is refused there too.
    expect(await post(firstUrl, token, partner.cookie, invocation('5', 'getDialogs'))).toBe(403);
    // A second stream on the same id is refused, wherever it opens.
    for (const base of [firstUrl, secondUrl]) {
      const again = await fetch(transportUrl(base, token), {
        headers: { cookie: sender.cookie, accept: 'text/event-stream' },
      });
      expect(again.status).toBe(409);
    }
    stop.abort();
    await reading;
  }, 30_000);

  it('opens a WebSocket where the connection was not negotiated', async () => {
    const { sender } = await chatting();
    const { connectionToken: token, connectionId } = await negotiate(secondUrl, sender.cookie);
    const socket = new WebSocket(transportUrl(firstUrl, token).replace('http', 'ws'), {
      headers: { cookie: sender.cookie },
    });
    const received: string[] = [];
    socket.on('message', (data) => received.push(data.toString()));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    try {
      socket.send(handshake);
      socket.send(invocation('1', 'getDialogs'));
      await eventually(() => completions(recordsOf(received.join(''))).length === 1);
      expect(recordsOf(received.join(''))[0]).toEqual({});
      expect(first.app.hub.connectionsOf(sender.user.id)).toEqual([connectionId]);
      // The second process holds it no longer.
      expect(await post(secondUrl, token, sender.cookie, handshake)).toBe(400);
    } finally {
      socket.close();
    }
  });

  it('answers 404 on either process for a token no process holds', async () => {
    const { sender } = await chatting();
    for (const base of [firstUrl, secondUrl]) {
      expect(await post(base, 'no-such-token', sender.cookie, handshake)).toBe(404);
      const poll = await fetch(transportUrl(base, 'no-such-token'));
      expect(poll.status).toBe(404);
    }
  });
});
