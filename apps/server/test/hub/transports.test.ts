/**
 * Conformance with the official @microsoft/signalr client, run in Node over each of the three
 * transports: connect with the session cookie, invoke, receive on every connection of a member,
 * survive a server-side drop, and reconnect when the server shuts down.
 */
import { HttpTransportType } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connect,
  eventually,
  type HubServer,
  nextCall,
  quickRetries,
  startHubServer,
  transports,
} from './support';

let server: HubServer;
beforeAll(async () => {
  server = await startHubServer();
});
afterAll(() => server?.close());

describe('negotiate', () => {
  it('answers a visitor 401 with the ApiError body', async () => {
    const response = await fetch(`${server.hubAddress}/negotiate?negotiateVersion=1`, {
      method: 'POST',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      statusCode: 401,
      code: 'SESSION_EXPIRED',
      text: 'session timed out. Please sign in again.',
    });
  });

  it('refuses the client without a session', async () => {
    await expect(
      connect(server.hubAddress, undefined, HttpTransportType.WebSockets),
    ).rejects.toThrow(/401/);
    await expect(
      connect(server.hubAddress, 'amora_session=forged', HttpTransportType.LongPolling),
    ).rejects.toThrow(/401/);
  });

  it('offers the three transports with text only and distinct, URL-safe ids', async () => {
    const { cookie } = await server.member();
    const response = await fetch(`${server.hubAddress}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      negotiateVersion: 1,
      connectionId: expect.stringMatching(/^[\w-]{22}$/),
      connectionToken: expect.stringMatching(/^[\w-]{22}$/),
      availableTransports: [
        { transport: 'WebSockets', transferFormats: ['Text'] },
        { transport: 'ServerSentEvents', transferFormats: ['Text'] },
        { transport: 'LongPolling', transferFormats: ['Text'] },
      ],
    });
    expect(body.connectionId).not.toBe(body.connectionToken);
  });

  it('answers 404 for a transport request with an unknown id and 400 without one', async () => {
    expect((await fetch(`${server.hubAddress}?id=unknown`)).status).toBe(404);
    expect((await fetch(server.hubAddress)).status).toBe(400);
    expect((await fetch(`${server.hubAddress}?id=unknown`, { method: 'POST' })).status).toBe(404);
  });
});

describe.each(transports)('over %s', (_name, transport) => {
  it('invokes a method and gets its result', async () => {
    const member = await server.member();
    const connection = await connect(server.hubAddress, member.cookie, transport);
    try {
      expect(connection.connectionId).toBeTruthy();
      const payload = { text: 'Hallo 👋', list: [1, 2, 3], nested: { ok: true } };
      expect(await connection.invoke('echo', payload)).toEqual(payload);
      expect(await connection.invoke('echo', 'a', 2)).toEqual(['a', 2]);
      expect(await connection.invoke('nothing')).toBeUndefined();
      expect(server.calls).toContainEqual({
        method: 'echo',
        memberId: member.id,
        connectionId: connection.connectionId,
        args: [payload],
      });
      expect(server.app.hub.connectionsOf(member.id)).toEqual([connection.connectionId]);
    } finally {
      await connection.stop();
    }
    await eventually(() => server.app.hub.connectionsOf(member.id).length === 0);
  });

  it('answers a refusal with its error code and hides crashes', async () => {
    const member = await server.member();
    const connection = await connect(server.hubAddress, member.cookie, transport);
    try {
      await expect(connection.invoke('refuse')).rejects.toThrow('ERR_BALANCE_TOO_LOW');
      const crash = connection.invoke('crash');
      await expect(crash).rejects.toThrow(/unexpected error occurred invoking 'crash'/);
      await expect(crash).rejects.not.toThrow(/secret/);
      await expect(connection.invoke('missing')).rejects.toThrow(/Unknown hub method 'missing'/);
      // The connection survives all three.
      expect(await connection.invoke('echo', 'still here')).toBe('still here');
    } finally {
      await connection.stop();
    }
  });

  it('runs a send without answering it', async () => {
    const member = await server.member();
    const connection = await connect(server.hubAddress, member.cookie, transport);
    try {
      await connection.send('note', 'fire and forget');
      await eventually(() =>
        server.calls.some(
          (call) => call.method === 'note' && call.connectionId === connection.connectionId,
        ),
      );
    } finally {
      await connection.stop();
    }
  });

  it('delivers sendToMember to every connection of the member and to no one else', async () => {
    const member = await server.member();
    const other = await server.member();
    const first = await connect(server.hubAddress, member.cookie, transport);
    const second = await connect(server.hubAddress, member.cookie, HttpTransportType.WebSockets);
    const stranger = await connect(server.hubAddress, other.cookie, transport);
    try {
      expect(server.app.hub.connectionsOf(member.id).sort()).toEqual(
        [first.connectionId, second.connectionId].sort(),
      );
      let strangerCalls = 0;
      stranger.on('OnNewMessage', () => {
        strangerCalls += 1;
      });
      const received = Promise.all([
        nextCall(first, 'OnNewMessage'),
        nextCall(second, 'OnNewMessage'),
      ]);
      await server.app.hub.sendToMember(member.id, 'OnNewMessage', [{ text: 'hi' }]);
      expect(await received).toEqual([[{ text: 'hi' }], [{ text: 'hi' }]]);

      const direct = nextCall(second, 'OnWrite');
      await server.app.hub.sendToConnection(second.connectionId ?? '', 'OnWrite', [1, 'two']);
      expect(await direct).toEqual([1, 'two']);

      // A round trip on the stranger's connection: anything sent to it would have arrived first.
      await stranger.invoke('echo', 'sync');
      expect(strangerCalls).toBe(0);
    } finally {
      await Promise.all([first.stop(), second.stop(), stranger.stop()]);
    }
  });

  it('reconnects after the server drops the connection', async () => {
    const member = await server.member();
    const connection = await connect(server.hubAddress, member.cookie, transport);
    try {
      const firstId = connection.connectionId ?? '';
      const reconnected = new Promise<string | undefined>((resolve) =>
        connection.onreconnected(resolve),
      );
      expect(server.app.hub.abort(firstId)).toBe(true);
      const newId = await reconnected;
      expect(newId).toBeTruthy();
      expect(newId).not.toBe(firstId);
      expect(await connection.invoke('echo', 'after the drop')).toBe('after the drop');
      expect(server.app.hub.connectionsOf(member.id)).toEqual([newId]);
    } finally {
      await connection.stop();
    }
  });

  it('tells the client to reconnect when the server shuts down', async () => {
    const own = await startHubServer();
    const member = await own.member();
    const retries = quickRetries();
    const connection = await connect(own.hubAddress, member.cookie, transport, retries.policy);
    const reconnecting = new Promise<Error | undefined>((resolve) =>
      connection.onreconnecting(resolve),
    );
    try {
      await own.close();
      await reconnecting;
      // A Close message with allowReconnect leaves no transport error behind, where a bare cut
      // would. A long-polling client may still see its next poll fail while the server stops
      // (raw.test.ts shows the Close message it receives).
      if (transport !== HttpTransportType.LongPolling) {
        expect(retries.reasons[0]?.message).toBe('Attempting to reconnect due to a unknown error.');
      }
    } finally {
      await connection.stop();
      await own.close();
    }
  });
});
