/**
 * The chat hub holds up against a hostile client: frames and unfinished records are capped on
 * every transport, a method that fails in any way ends no more than its own invocation, a member's
 * negotiations and invocations are limited across all of their connections, typing marks never
 * cross a block, and deleting an account ends its connections at once.
 */
import type { WriteEvent } from '@amora/contract';
import { errorCodes } from '@amora/contract';
import { type HubConnection, HubConnectionState } from '@microsoft/signalr';
import fp from 'fastify-plugin';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { blocks } from '../../src/db/schema';
import { hubUrl } from '../../src/hub';
import { collect, pair, sessionCookie, startChatServer } from '../chat/support';
import { createTestApp, insertUser } from '../helpers';
import {
  connect,
  eventually,
  type HubServer,
  promptClose,
  startHubServer,
  transports,
} from '../hub/support';

const separator = '\x1e';
const handshake = `{"protocol":"json","version":1}${separator}`;
const kib = 1024;

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

const hubServer = async (...args: Parameters<typeof startHubServer>) => {
  const server = await startHubServer(...args);
  stops.push(server.close);
  return server;
};

const negotiate = (server: HubServer, cookie: string) =>
  fetch(`${server.hubAddress}/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { cookie },
  });

const negotiated = async (server: HubServer) => {
  const member = await server.member();
  const response = await negotiate(server, member.cookie);
  expect(response.status).toBe(200);
  const { connectionToken } = (await response.json()) as { connectionToken: string };
  return { member, token: connectionToken };
};

const post = (server: HubServer, token: string, body: string) =>
  fetch(`${server.hubAddress}?id=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body,
  });

/** A raw WebSocket past the handshake, with what it received and the code it closed with. */
const openSocket = async (server: HubServer) => {
  const { member, token } = await negotiated(server);
  const socket = new WebSocket(`${server.hubAddress.replace('http', 'ws')}?id=${token}`);
  const received: string[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (data) => received.push(data.toString()));
  // A write into a socket the server has cut is no news here.
  socket.on('error', () => {});
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(handshake);
  await eventually(() => received.join('').includes(`{}${separator}`));
  return { socket, received, closed, member };
};

/** What arrives within `ms`: the value, or 'pending' if it did not. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(resolve, ms, 'pending'))]);

/** The last record of `text`, which must end with a record separator, as JSON. */
const lastRecord = (text: string) => {
  expect(text.endsWith(separator)).toBe(true);
  return JSON.parse(text.slice(0, -1).split(separator).at(-1) ?? '') as unknown;
};

const closeWithError = { type: 7, error: expect.any(String) };

describe('WebSocket frames', () => {
  it('closes the connection with 1009 on a frame over 64 KiB', async () => {
    const server = await hubServer();
    const { socket, closed } = await openSocket(server);
    socket.send('x'.repeat(64 * kib + 1));
    expect(await within(closed, 3000)).toBe(1009);
  });

  it('closes the connection with 1009 on an 8 MiB frame without a record separator', async () => {
    const server = await hubServer();
    const { socket, closed, member } = await openSocket(server);
    socket.send('x'.repeat(8 * 1024 * kib));
    expect(await within(closed, 3000)).toBe(1009);
    await eventually(() => server.app.hub.connectionsOf(member.id).length === 0);
  });
});

describe('the unfinished record', () => {
  it('ends a WebSocket connection with an error once it outgrows 64 KiB', async () => {
    const server = await hubServer();
    const { socket, received, closed } = await openSocket(server);
    for (let frame = 0; frame < 3; frame += 1) socket.send('x'.repeat(30 * kib));
    expect(await within(closed, 3000)).not.toBe('pending');
    expect(lastRecord(received.at(-1) ?? '')).toEqual(closeWithError);
  });

  it('ends a Long Polling connection with an error and answers the overflowing POST 413', async () => {
    const server = await hubServer();
    const { token } = await negotiated(server);
    const poll = () => fetch(`${server.hubAddress}?id=${token}&_=${Date.now()}`);
    expect((await poll()).status).toBe(200);
    expect((await post(server, token, handshake)).status).toBe(200);
    expect(await (await poll()).text()).toBe(`{}${separator}`);

    // The client always has a poll waiting while it sends.
    const waiting = poll();
    expect((await post(server, token, 'x'.repeat(40 * kib))).status).toBe(200);
    const overflow = await post(server, token, 'x'.repeat(40 * kib));
    expect(overflow.status).toBe(413);
    expect(await overflow.json()).toMatchObject({ code: errorCodes.PAYLOAD_TOO_LARGE });
    expect(lastRecord(await (await waiting).text())).toEqual(closeWithError);
    expect((await poll()).status).toBe(404);
  });

  it('ends a Server-Sent Events connection with an error and answers the overflowing POST 413', async () => {
    const server = await hubServer();
    const { token } = await negotiated(server);
    const stream = await fetch(`${server.hubAddress}?id=${token}`, {
      headers: { accept: 'text/event-stream' },
    });
    const reader = stream.body?.getReader();
    if (!reader) throw new Error('no stream');
    let text = '';
    const ended = (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return text;
        text += new TextDecoder().decode(value);
      }
    })();
    expect((await post(server, token, handshake)).status).toBe(200);
    await eventually(() => text.includes(`data: {}${separator}`));

    expect((await post(server, token, 'x'.repeat(40 * kib))).status).toBe(200);
    expect((await post(server, token, 'x'.repeat(40 * kib))).status).toBe(413);
    const all = await within(ended, 3000);
    expect(all).not.toBe('pending');
    const lastEvent = String(all).trimEnd().split('\r\n').at(-1) ?? '';
    expect(lastEvent.startsWith('data: ')).toBe(true);
    expect(lastRecord(lastEvent.slice('data: '.length))).toEqual(closeWithError);
  });

  it('answers a hub POST body over 64 KiB 413 without reading it as records', async () => {
    const server = await hubServer();
    const { token } = await negotiated(server);
    await fetch(`${server.hubAddress}?id=${token}`);
    const records = `{"type":6}${separator}`.repeat(Math.ceil((64 * kib) / 11) + 1);
    const answer = await post(server, token, handshake + records);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ code: errorCodes.PAYLOAD_TOO_LARGE });
  });
});

describe('a failing method', () => {
  it('ends no more than its own invocation, even when its error cannot be inspected', async () => {
    const unhandled: unknown[] = [];
    const remember = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', remember);
    process.on('uncaughtException', remember);
    stops.push(async () => {
      process.off('unhandledRejection', remember);
      process.off('uncaughtException', remember);
    });

    const server = await createTestApp({
      extend: fp(async (app) => {
        app.hub.registerMethod('echo', (_context, value: unknown) => value);
        // Something thrown that even `instanceof` and reading its fields fail on.
        app.hub.registerMethod('unreadable', async () => {
          throw new Proxy(new Error('hidden'), {
            getPrototypeOf: () => {
              throw new TypeError('no prototype');
            },
            get: () => {
              throw new TypeError('no fields');
            },
          });
        });
      }),
    });
    const baseUrl = await server.listen();
    stops.push(promptClose(server.app, server.close));
    const user = await insertUser(server.app);
    const cookie = await sessionCookie(server.app, user.id);

    for (const [, transport] of transports) {
      const connection = await connect(`${baseUrl}${hubUrl}`, cookie, transport);
      stops.push(() => connection.stop());
      const failure = connection.invoke('unreadable').catch((error: Error) => error.message);
      expect(await within(failure, 3000)).toMatch(/unexpected error/);
      await expect(within(connection.invoke('echo', 'still here'), 3000)).resolves.toBe(
        'still here',
      );
    }
    expect(unhandled).toEqual([]);
  });
});

describe('per-member limits', () => {
  it('refuses the 31st negotiation of a member within a minute with 429 and Retry-After', async () => {
    const server = await hubServer();
    const member = await server.member();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await negotiate(server, member.cookie)).status).toBe(200);
    }
    const refused = await negotiate(server, member.cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({ code: errorCodes.RATE_LIMITED });
    // Another member negotiates as before.
    const other = await server.member();
    expect((await negotiate(server, other.cookie)).status).toBe(200);
  });

  it('lets the negotiation limit be raised by the hub options', async () => {
    const server = await hubServer({ negotiationLimit: 40 });
    const member = await server.member();
    for (let attempt = 0; attempt < 40; attempt += 1) {
      expect((await negotiate(server, member.cookie)).status).toBe(200);
    }
    expect((await negotiate(server, member.cookie)).status).toBe(429);
  });

  it('shares one invocation budget across all connections of a member', async () => {
    const server = await hubServer({ invocationLimits: { burst: 10, perSecond: 0.1 } });
    const member = await server.member();
    const tabs: HubConnection[] = [];
    for (const [, transport] of transports) {
      const tab = await connect(server.hubAddress, member.cookie, transport);
      stops.push(() => tab.stop());
      tabs.push(tab);
    }
    const outcomes = await Promise.allSettled(
      tabs.flatMap((tab) => Array.from({ length: 8 }, (_, index) => tab.invoke('echo', index))),
    );
    const answered = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const limited = outcomes.filter(
      (outcome) =>
        outcome.status === 'rejected' && String(outcome.reason).includes(errorCodes.RATE_LIMITED),
    );
    expect(answered.length).toBeLessThanOrEqual(11);
    expect(limited.length).toBe(outcomes.length - answered.length);
    // Somebody else's budget is their own.
    const other = await server.member();
    const otherTab = await connect(server.hubAddress, other.cookie, transports[0][1]);
    stops.push(() => otherTab.stop());
    await expect(otherTab.invoke('echo', 'mine')).resolves.toBe('mine');
  });
});

describe('typing marks across a block', () => {
  it.each([
    ['the partner blocked the writer', 'partner'],
    ['the writer blocked the partner', 'sender'],
  ] as const)('cross in neither direction when %s', async (_case, blocker) => {
    const server = await startChatServer();
    stops.push(server.close);
    const { sender, partner } = await pair(server);
    const senderTab = await server.connectAs(sender);
    const partnerTab = await server.connectAs(partner);
    const sent = await senderTab.invoke('sendMessage', {
      recipientId: partner.user.id,
      message: 'hi',
    });
    const dialogId = sent.message.dialogId as string;
    const [by, of] = blocker === 'partner' ? [partner, sender] : [sender, partner];
    await server.app.db
      .insert(blocks)
      .values({ blockerId: by.user.id, blockedId: of.user.id, reason: 'spam' });

    const partnerHears = collect<WriteEvent>(partnerTab, 'OnWrite');
    const senderHears = collect<WriteEvent>(senderTab, 'OnWrite');
    await senderTab.invoke('write', dialogId);
    await partnerTab.invoke('write', dialogId);
    // A round trip each: whatever was sent before its answer has arrived.
    await senderTab.invoke('getDialogs');
    await partnerTab.invoke('getDialogs');
    expect(partnerHears).toEqual([]);
    expect(senderHears).toEqual([]);
  });
});

describe('deleting the account', () => {
  it("closes the member's connections on every transport and every session at once", async () => {
    const server = await startChatServer();
    stops.push(server.close);
    const member = await server.member();
    const otherDevice = { cookie: await sessionCookie(server.app, member.user.id) };
    const tabs = [
      ...(await Promise.all(
        transports.map(([, transport]) => server.connectAs(member, transport)),
      )),
      await server.connectAs(otherDevice),
    ];
    const closings = tabs.map(
      (tab) => new Promise<Error | undefined>((resolve) => tab.onclose(resolve)),
    );
    const bystander = await server.member();
    const bystanderTab = await server.connectAs(bystander);

    expect((await member.call('DELETE', '/user')).status).toBe(204);
    const closed = await within(Promise.all(closings), 2000);
    expect(closed).not.toBe('pending');
    for (const tab of tabs) expect(tab.state).toBe(HubConnectionState.Disconnected);
    expect(server.app.hub.connectionsOf(member.user.id)).toEqual([]);
    expect(bystanderTab.state).toBe(HubConnectionState.Connected);
  });
});
