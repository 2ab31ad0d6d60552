import { endpoints } from '@amora/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../src/http/httpClient.ts';
import { createApi } from '../src/rest/api.ts';
import { json, type LocalServer, startLocalServer } from './support/localServer.ts';

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const error = (statusCode: number, code: string, text: string) => ({
  timestamp: '2025-01-01T10:00:00.000Z',
  statusCode,
  code,
  text,
});

describe('createApi', () => {
  it("binds every row of every domain of the contract's tables", () => {
    const api = createApi(createHttpClient({ baseUrl: server.baseUrl }));
    expect(Object.keys(api)).toEqual(Object.keys(endpoints));
    for (const [domain, table] of Object.entries(endpoints)) {
      const bound = api[domain as keyof typeof api] as Record<string, { endpoint: unknown }>;
      expect(Object.keys(bound)).toEqual(Object.keys(table));
      for (const [name, row] of Object.entries(table)) {
        expect(bound[name]?.endpoint, `${domain}.${name}`).toBe(row);
      }
    }
  });

  it('reads the location search and checks its answer against the contract', async () => {
    server.route('GET /v1/location', (_, response) =>
      json(response, 200, {
        items: [{ id: 'loc-1', city: 'Berlin', zip: '10115', country: 'de' }],
        count: 1,
      }),
    );
    const api = createApi(createHttpClient({ baseUrl: server.baseUrl }));
    const places = await api.location.search({ query: { search: 'Ber', country: 'DE' } });
    expect(places?.items.map((place) => place.city)).toEqual(['Berlin']);
    expect(server.requests[0]?.url).toBe('/v1/location?search=Ber&country=DE');
  });

  it('fills the path and query of the email confirmation', async () => {
    server.route('POST /v1/identity/verify/user-1/token', (_, response) =>
      response.writeHead(200).end(),
    );
    const api = createApi(createHttpClient({ baseUrl: server.baseUrl }));
    expect(
      await api.identity.confirmEmail({ params: { id: 'user-1' }, query: { token: 'a b' } }),
    ).toBe(true);
    expect(server.requests[0]?.url).toBe('/v1/identity/verify/user-1/token?token=a+b');
  });

  it('gives a form the server error code of a boolean call', async () => {
    server.route('GET /v1/identity/verifyEmail', (_, response) =>
      json(response, 409, error(409, 'EMAIL_ALREADY_EXISTS', 'Email already exists')),
    );
    const api = createApi(createHttpClient({ baseUrl: server.baseUrl }));
    const result = await api.identity.verifyEmail.request({ query: { email: 'ada@example.org' } });
    expect(result.ok ? 'ok' : result.error.code).toBe('EMAIL_ALREADY_EXISTS');
  });

  it('does not treat a failing logout as a session expiry', async () => {
    server.route('POST /v1/identity/logout', (_, response) =>
      json(response, 401, error(401, 'SESSION_EXPIRED', 'session timed out')),
    );
    server.route('GET /v1/identity/coinInfo', (_, response) =>
      json(response, 401, error(401, 'SESSION_EXPIRED', 'session timed out')),
    );
    let expiries = 0;
    const api = createApi(
      createHttpClient({
        baseUrl: server.baseUrl,
        onSessionExpired: () => {
          expiries += 1;
        },
      }),
    );
    expect(await api.identity.logout()).toBe(false);
    expect(expiries).toBe(0);
    expect(await api.identity.coinInfo()).toBeUndefined();
    expect(expiries).toBe(1);
  });
});
