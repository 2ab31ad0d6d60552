/**
 * Compression of JSON and text answers from 1 KiB, asked for by Accept-Encoding; never the hub's
 * Server-Sent Events stream or long polls, which must reach the client as each record is written.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HubServer, startHubServer } from '../hub/support';

const separator = '\x1e';
const handshake = `{"protocol":"json","version":1}${separator}`;

let server: HubServer;
beforeAll(async () => {
  server = await startHubServer({ longPollTimeoutMs: 2_000 });
});
afterAll(() => server?.close());

const negotiate = async (cookie: string) => {
  const response = await fetch(`${server.hubAddress}/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { cookie },
  });
  return ((await response.json()) as { connectionToken: string }).connectionToken;
};

describe('compression', () => {
  it('gzips a JSON answer over 1 KiB when the client asks, and only then', async () => {
    const asked = await server.inject({
      method: 'GET',
      url: '/v1/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    const plain = await server.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(asked.headers['content-encoding']).toBe('gzip');
    expect(asked.headers.vary).toContain('accept-encoding');
    expect(asked.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(asked.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves answers under 1 KiB alone', async () => {
    const response = await server.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('leaves the hub Server-Sent Events stream alone: records arrive as they are written', async () => {
    const member = await server.member();
    const token = await negotiate(member.cookie);
    const controller = new AbortController();
    const stream = await fetch(`${server.hubAddress}?id=${token}`, {
      headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br' },
      signal: controller.signal,
    });
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    expect(stream.headers.get('content-encoding')).toBeNull();
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
    await fetch(`${server.hubAddress}?id=${token}`, { method: 'POST', body: handshake });
    await readUntil(`data: {}${separator}`);
    const long = 'x'.repeat(4096);
    await server.app.hub.sendToMember(member.id, 'OnWrite', [long]);
    await readUntil(long);
    controller.abort();
  });

  it('leaves long polls alone, however large', async () => {
    const member = await server.member();
    const token = await negotiate(member.cookie);
    const poll = () =>
      fetch(`${server.hubAddress}?id=${token}`, { headers: { 'accept-encoding': 'gzip' } });
    expect((await poll()).status).toBe(200);
    await fetch(`${server.hubAddress}?id=${token}`, { method: 'POST', body: handshake });
    expect(await (await poll()).text()).toBe(`{}${separator}`);
    const long = 'x'.repeat(4096);
    await server.app.hub.sendToMember(member.id, 'OnWrite', [long]);
    const answer = await poll();
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(await answer.text()).toContain(long);
    await fetch(`${server.hubAddress}?id=${token}`, { method: 'DELETE' });
  });
});
