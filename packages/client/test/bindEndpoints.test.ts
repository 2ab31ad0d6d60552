import { endpoint } from '@amora/contract';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createHttpClient } from '../src/http/httpClient.ts';
import { bindEndpoints } from '../src/rest/bindEndpoints.ts';
import { json, type LocalServer, startLocalServer } from './support/localServer.ts';

const Stranger = v.object({ id: v.string(), name: v.string(), age: v.number() });

const table = {
  stranger: endpoint({
    method: 'GET',
    path: '/stranger/{id}',
    auth: 'member',
    answer: 'data',
    tag: 'test',
    summary: 'read a stranger',
    params: v.object({ id: v.string() }),
    response: Stranger,
  }),
  wink: endpoint({
    method: 'POST',
    path: '/wink/{id}',
    auth: 'member',
    answer: 'boolean',
    tag: 'test',
    summary: 'wink',
    params: v.object({ id: v.string() }),
  }),
  readAll: endpoint({
    method: 'POST',
    path: '/readAll',
    auth: 'member',
    answer: 'empty',
    tag: 'test',
    summary: 'read all',
  }),
};

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

describe('bindEndpoints', () => {
  it('gives one method per row under the table keys, typed by the contract', async () => {
    server.route('GET /v1/stranger/5', (_, response) =>
      json(response, 200, { id: '5', name: 'Mia', age: 31 }),
    );
    server.route('POST /v1/wink/5', (_, response) => response.writeHead(200).end());
    server.route('POST /v1/readAll', (_, response) => response.writeHead(204).end());
    const calls = bindEndpoints(createHttpClient({ baseUrl: server.baseUrl }), table);
    expect(Object.keys(calls)).toEqual(['stranger', 'wink', 'readAll']);

    const stranger = await calls.stranger({ params: { id: '5' } });
    expectTypeOf(stranger).toEqualTypeOf<{ id: string; name: string; age: number } | undefined>();
    expect(stranger).toEqual({ id: '5', name: 'Mia', age: 31 });

    const winked = await calls.wink({ params: { id: '5' } });
    expectTypeOf(winked).toEqualTypeOf<boolean>();
    expect(winked).toBe(true);
    // Nothing to pass, so nothing needs passing.
    expect(await calls.readAll()).toBe(true);
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /v1/stranger/5',
      'POST /v1/wink/5',
      'POST /v1/readAll',
    ]);
  });

  it('offers the failure with the server error code through .request', async () => {
    server.route('POST /v1/wink/5', (_, response) =>
      json(response, 402, {
        timestamp: '2025-01-01T10:00:00.000Z',
        statusCode: 402,
        code: 'ERR_BALANCE_TOO_LOW',
        text: 'Out of coins!',
      }),
    );
    const calls = bindEndpoints(createHttpClient({ baseUrl: server.baseUrl }), table);
    const result = await calls.wink.request({ params: { id: '5' } });
    expect(result.ok ? 'ok' : result.error.code).toBe('ERR_BALANCE_TOO_LOW');
    expect(calls.wink.endpoint).toBe(table.wink);
    expect(await calls.wink({ params: { id: '5' } })).toBe(false);
  });

  it('demands the inputs an endpoint declares', () => {
    const calls = bindEndpoints(createHttpClient({ baseUrl: server.baseUrl }), table);
    expectTypeOf(calls.stranger)
      .parameter(0)
      .toEqualTypeOf<{ params: { id: string } } & { query?: undefined } & { body?: undefined }>();
    // @ts-expect-error the id is required
    expectTypeOf(calls.stranger).toBeCallableWith({});
  });
});
