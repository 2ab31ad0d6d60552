import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carriesPicture, pictureBodyLimit } from '../../src/http/security';
import { createTestApp, type TestApp } from '../helpers';

describe('security', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({
      extend: async (app) => {
        app.post('/v1/test/echo', async (request) => ({ received: request.body ?? null }));
        app.get('/v1/test/echo', async () => ({ received: null }));
      },
    });
  });
  afterAll(() => server.close());

  const post = (headers: Record<string, string>, payload: unknown = { hello: 'amora' }) =>
    server.inject({ method: 'POST', url: '/v1/test/echo', headers, payload: payload as object });

  it('refuses state-changing calls from a foreign Origin with 403', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:8081', 'null']) {
      const response = await post({ origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, code: 'ORIGIN_NOT_ALLOWED' });
    }
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await server.inject({
        method,
        url: '/v1/test/echo',
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode, method).toBe(403);
    }
  });

  it("lets calls from the server's own origin and calls without Origin through", async () => {
    expect((await post({ origin: 'http://localhost:8080' })).json()).toEqual({
      received: { hello: 'amora' },
    });
    expect((await post({})).statusCode).toBe(200);
  });

  it('lets reading calls from a foreign Origin through', async () => {
    const response = await server.inject({
      method: 'GET',
      url: '/v1/test/echo',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('reads a JSON call without a body as a call without input', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: null });
  });

  it('allows 15 MiB on the routes that carry pictures and 1 MiB elsewhere', async () => {
    const picture = { image: 'A'.repeat(5 * 1024 * 1024) };
    // The upload route reads the whole body before it finds that a visitor has no session.
    const upload = await server.inject({ method: 'PUT', url: '/v1/user/image', payload: picture });
    expect(upload.statusCode).toBe(401);
    expect(upload.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect((await post({}, picture)).statusCode).toBe(413);
    const tooLarge = { image: 'A'.repeat(pictureBodyLimit) };
    const refused = await server.inject({
      method: 'PUT',
      url: '/v1/user/image',
      payload: tooLarge,
    });
    expect(refused.statusCode).toBe(413);
  });

  it('knows which routes carry pictures', () => {
    expect(carriesPicture('POST', '/v1/identity/register')).toBe(true);
    expect(carriesPicture('POST', '/v1/identity/register/google')).toBe(true);
    expect(carriesPicture('PATCH', '/v1/user/completion')).toBe(true);
    expect(carriesPicture('POST', '/v1/chat/:id/image')).toBe(true);
    expect(carriesPicture('POST', '/v1/identity/login')).toBe(false);
    expect(carriesPicture('GET', '/v1/user/image')).toBe(false);
  });
});
