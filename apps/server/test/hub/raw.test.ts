/**
 * The wire itself, without the official client: the handshake, keep-alive pings, the timeout of
 * a silent client, the Close message on shutdown, and the Long Polling and Server-Sent Events
 * rules the client relies on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type HubServer, startHubServer } from './support';

const separator = '\x1e';

let server: HubServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const negotiate = async (hub: HubServer, cookie: string) => {
  const response = await fetch(`${hub.hubAddress}/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { cookie },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { connectionId: string; connectionToken: string };
};

/** A raw WebSocket on a negotiated connection, collecting what it receives. */
const openSocket = async (hub: HubServer) => {
  const member = await hub.member();
  const { connectionToken } = await negotiate(hub, member.cookie);
  const socket = new WebSocket(`${hub.hubAddress.replace('http', 'ws')}?id=${connectionToken}`);
  const received: string[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (data) => received.push(data.toString()));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, received, closed, token: connectionToken, member };
};

const waitFor = async (condition: () => boolean, ms = 3000) => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('over a raw WebSocket', () => {
  it('refuses an unknown protocol in the handshake and closes', async () => {
    server = await startHubServer();
    const { socket, received, closed } = await openSocket(server);
    socket.send(`{"protocol":"messagepack","version":1}${separator}`);
    expect(await closed).toBe(1000);
    expect(received.join('')).toBe(
      `{"error":"The protocol 'messagepack' is not supported."}${separator}`,
    );
  });

  it('accepts the handshake, answers records batched in one frame, and pings', async () => {
    server = await startHubServer({ keepAliveIntervalMs: 150 });
    const { socket, received } = await openSocket(server);
    socket.send(
      `{"protocol":"json","version":1}${separator}{"type":6}${separator}` +
        `{"type":1,"invocationId":"0","target":"echo","arguments":["one"]}${separator}`,
    );
    await waitFor(() => received.join('').includes('"invocationId":"0"'));
    expect(received.join('')).toBe(
      `{}${separator}{"type":3,"invocationId":"0","result":"one"}${separator}`,
    );
    // A record cut across two frames is read once it is whole.
    socket.send('{"type":1,"invocationId":"1","tar');
    socket.send(`get":"echo","arguments":["two"]}${separator}`);
    await waitFor(() => received.join('').includes('"invocationId":"1"'));
    await waitFor(() => received.includes(`{"type":6}${separator}`));
    socket.close();
  });

  it('drops a client that stays silent past the client timeout', async () => {
    server = await startHubServer({ keepAliveIntervalMs: 100, clientTimeoutMs: 400 });
    const { socket, closed, member } = await openSocket(server);
    socket.send(`{"protocol":"json","version":1}${separator}`);
    const hub = server.app.hub;
    await waitFor(() => hub.connectionsOf(member.id).length === 1);
    const started = Date.now();
    // terminate() is a cut, not a close frame: the socket ends with 1006.
    expect(await closed).toBe(1006);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(hub.connectionsOf(member.id)).toEqual([]);
  });

  it('refuses a second socket on the same id', async () => {
    server = await startHubServer();
    const { token } = await openSocket(server);
    const second = new WebSocket(`${server.hubAddress.replace('http', 'ws')}?id=${token}`);
    const status = await new Promise<number | undefined>((resolve) => {
      second.on('unexpected-response', (_request, response) => resolve(response.statusCode));
      second.on('open', () => resolve(undefined));
    });
    expect(status).toBe(409);
  });

  it('sends Close with allowReconnect when the server shuts down', async () => {
    server = await startHubServer();
    const { socket, received, closed } = await openSocket(server);
    socket.send(`{"protocol":"json","version":1}${separator}`);
    await waitFor(() => received.length > 0);
    await server.close();
    expect(await closed).toBe(1000);
    expect(received.at(-1)).toBe(`{"type":7,"allowReconnect":true}${separator}`);
  });
});

describe('over raw Long Polling', () => {
  const poll = (hub: HubServer, token: string) =>
    fetch(`${hub.hubAddress}?id=${token}&_=${Date.now()}`);
  const post = (hub: HubServer, token: string, body: string) =>
    fetch(`${hub.hubAddress}?id=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body,
    });

  const startPolling = async (hub: HubServer) => {
    const member = await hub.member();
    const { connectionToken: token } = await negotiate(hub, member.cookie);
    const first = await poll(hub, token);
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('');
    expect((await post(hub, token, `{"protocol":"json","version":1}${separator}`)).status).toBe(
      200,
    );
    const handshake = await poll(hub, token);
    expect(await handshake.text()).toBe(`{}${separator}`);
    return token;
  };

  it('answers a poll empty after the poll timeout, and 204 to a poll that a newer one replaces', async () => {
    server = await startHubServer({ longPollTimeoutMs: 200 });
    const token = await startPolling(server);
    const started = Date.now();
    const idle = await poll(server, token);
    expect(idle.status).toBe(200);
    expect(await idle.text()).toBe('');
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(idle.headers.get('cache-control')).toBe('no-cache, no-store');

    const older = poll(server, token);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const newer = poll(server, token);
    expect((await older).status).toBe(204);
    expect((await newer).status).toBe(200);
  });

  it('delivers invocation results to the next poll and ends with DELETE', async () => {
    server = await startHubServer();
    const token = await startPolling(server);
    await post(
      server,
      token,
      `{"type":1,"invocationId":"0","target":"echo","arguments":[1]}${separator}` +
        `{"type":1,"invocationId":"1","target":"echo","arguments":[2]}${separator}`,
    );
    let text = '';
    while (!text.includes('"invocationId":"1"')) text += await (await poll(server, token)).text();
    expect(text).toBe(
      `{"type":3,"invocationId":"0","result":1}${separator}{"type":3,"invocationId":"1","result":2}${separator}`,
    );
    const pending = poll(server, token);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await fetch(`${server.hubAddress}?id=${token}`, { method: 'DELETE' })).status).toBe(
      202,
    );
    expect((await pending).status).toBe(204);
    expect((await poll(server, token)).status).toBe(404);
  });

  it('hands the Close message to the waiting poll when the server shuts down', async () => {
    server = await startHubServer();
    const token = await startPolling(server);
    const pending = poll(server, token);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = server.close();
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(`{"type":7,"allowReconnect":true}${separator}`);
    await closing;
  });
});

describe('over raw Server-Sent Events', () => {
  it('streams records as data lines and takes sends by POST', async () => {
    server = await startHubServer();
    const member = await server.member();
    const { connectionToken: token } = await negotiate(server, member.cookie);
    const controller = new AbortController();
    const stream = await fetch(`${server.hubAddress}?id=${token}`, {
      headers: { accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    const reader = stream.body?.getReader();
    if (!reader) throw new Error('no body');
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${needle}`);
        text += new TextDecoder().decode(value);
      }
    };
    await fetch(`${server.hubAddress}?id=${token}`, {
      method: 'POST',
      body: `{"protocol":"json","version":1}${separator}`,
    });
    await readUntil(`data: {}${separator}\r\n\r\n`);
    await server.app.hub.sendToMember(member.id, 'OnWrite', [{ dialogId: 'd' }]);
    await readUntil('OnWrite');
    expect(text).toBe(
      `:\r\ndata: {}${separator}\r\n\r\n` +
        `data: {"type":1,"target":"OnWrite","arguments":[{"dialogId":"d"}]}${separator}\r\n\r\n`,
    );
    controller.abort();
    await waitFor(() => server?.app.hub.connectionsOf(member.id).length === 0);
  });
});
