import { endpoint } from '@amora/contract';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClientError } from '../src/http/clientError.ts';
import { createHttpClient, type HttpClientOptions } from '../src/http/httpClient.ts';
import { closedPortUrl, json, type LocalServer, startLocalServer } from './support/localServer.ts';

const Profile = v.object({ id: v.string(), name: v.string() });

// Endpoints of the shapes the contract's tables use, so each transport rule is tested on its own.
const getProfile = endpoint({
  method: 'GET',
  path: '/profile/{id}',
  auth: 'member',
  answer: 'data',
  tag: 'test',
  summary: 'read a profile',
  params: v.object({ id: v.string() }),
  query: v.object({ fields: v.optional(v.array(v.string())), page: v.optional(v.number()) }),
  response: Profile,
});
const saveProfile = endpoint({
  method: 'PATCH',
  path: '/profile',
  auth: 'member',
  answer: 'data',
  tag: 'test',
  summary: 'change a profile',
  body: v.object({ name: v.string() }),
  response: Profile,
});
const uploadPicture = endpoint({
  method: 'PUT',
  path: '/picture',
  auth: 'member',
  answer: 'boolean',
  tag: 'test',
  summary: 'upload',
  body: v.instance(FormData),
});
const like = endpoint({
  method: 'POST',
  path: '/like/{id}',
  auth: 'member',
  answer: 'boolean',
  tag: 'test',
  summary: 'like',
  params: v.object({ id: v.string() }),
});
const markRead = endpoint({
  method: 'POST',
  path: '/read',
  auth: 'member',
  answer: 'empty',
  tag: 'test',
  summary: 'mark read',
});
const logout = endpoint({
  method: 'POST',
  path: '/identity/logout',
  auth: 'member',
  answer: 'boolean',
  tag: 'identity',
  summary: 'logout',
});

const apiError = {
  timestamp: '2025-01-01T10:00:00.000Z',
  statusCode: 409,
  code: 'EMAIL_ALREADY_EXISTS',
  text: 'Email already exists',
};

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

/** A client on the local server that records what reaches the global handlers. */
const clientFor = (options: Partial<HttpClientOptions> = {}) => {
  const errors: ClientError[] = [];
  let expiries = 0;
  const http = createHttpClient({
    baseUrl: server.baseUrl,
    onError: (error) => {
      errors.push(error);
    },
    onSessionExpired: () => {
      expiries += 1;
    },
    ...options,
  });
  return { http, errors, expiries: () => expiries };
};

const answerProfile = () =>
  server.route('GET /v1/profile/7', (_, response) => json(response, 200, { id: '7', name: 'Ada' }));

describe('requests', () => {
  it('go below /v1 with placeholders filled and the query encoded', async () => {
    answerProfile();
    const { http } = clientFor();
    const profile = await http.call(getProfile, {
      params: { id: '7' },
      query: { fields: ['name', 'city'], page: 2 },
    });
    expect(profile).toEqual({ id: '7', name: 'Ada' });
    expect(server.requests.map((request) => request.url)).toEqual([
      '/v1/profile/7?fields=name&fields=city&page=2',
    ]);
  });

  it('send credentials, accept JSON and do not follow redirects', async () => {
    answerProfile();
    const inits: RequestInit[] = [];
    const { http } = clientFor({
      fetch: (url, init) => {
        inits.push(init ?? {});
        return fetch(url, init);
      },
    });
    await http.call(getProfile, { params: { id: '7' } });
    expect(inits[0]).toMatchObject({ credentials: 'include', redirect: 'manual', method: 'GET' });
    expect(server.requests[0]?.headers.accept).toBe('application/json');
  });

  it('send bodies as JSON', async () => {
    server.route('PATCH /v1/profile', (request, response) =>
      json(response, 200, { id: '7', ...JSON.parse(request.body) }),
    );
    const { http } = clientFor();
    expect(await http.call(saveProfile, { body: { name: 'Grace' } })).toEqual({
      id: '7',
      name: 'Grace',
    });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(server.requests[0]?.body).toBe('{"name":"Grace"}');
  });

  it('pass form data unchanged, so it goes as multipart', async () => {
    server.route('PUT /v1/picture', (_, response) => response.writeHead(200).end());
    const bodies: unknown[] = [];
    const { http } = clientFor({
      fetch: (url, init) => {
        bodies.push(init?.body);
        return fetch(url, init);
      },
    });
    const form = new FormData();
    form.append('image', new Blob(['picture bytes'], { type: 'image/png' }), 'me.png');
    expect(await http.call(uploadPicture, { body: form })).toBe(true);
    expect(bodies[0]).toBe(form);
    expect(server.requests[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(server.requests[0]?.body).toContain('picture bytes');
  });

  it('reject before sending when a path parameter is missing', async () => {
    const { http } = clientFor();
    await expect(http.call(getProfile, { params: { id: '' } })).rejects.toThrow(/"id"/);
    expect(server.requests).toEqual([]);
  });
});

describe('answers', () => {
  it('yield true for a boolean or empty call that succeeds', async () => {
    server.route('POST /v1/like/3', (_, response) => response.writeHead(200).end('{}'));
    server.route('POST /v1/read', (_, response) => response.writeHead(204).end());
    const { http } = clientFor();
    expect(await http.call(like, { params: { id: '3' } })).toBe(true);
    expect(await http.call(markRead)).toBe(true);
  });

  it('yield false for a boolean call whose server answers false', async () => {
    server.route('POST /v1/like/3', (_, response) => json(response, 200, false));
    const { http } = clientFor();
    expect(await http.call(like, { params: { id: '3' } })).toBe(false);
  });

  it('yield false (boolean call) or undefined (data call) on a failed status', async () => {
    server.route('POST /v1/like/3', (_, response) => json(response, 500, apiError));
    server.route('GET /v1/profile/7', (_, response) => json(response, 404, apiError));
    const { http } = clientFor();
    expect(await http.call(like, { params: { id: '3' } })).toBe(false);
    expect(await http.call(getProfile, { params: { id: '7' } })).toBeUndefined();
  });

  it('yield undefined for unparsable JSON without reporting it', async () => {
    server.route('GET /v1/profile/7', (_, response) => response.writeHead(200).end('{"id": 7,'));
    const { http, errors } = clientFor();
    expect(await http.call(getProfile, { params: { id: '7' } })).toBeUndefined();
    const result = await http.request(getProfile, { params: { id: '7' } });
    expect(result.ok ? undefined : result.error.label).toBe('json');
    expect(errors).toEqual([]);
  });

  it('yield undefined for an answer breaking the contract, reported as contract', async () => {
    server.route('GET /v1/profile/7', (_, response) => json(response, 200, { id: 7 }));
    const { http, errors } = clientFor();
    expect(await http.call(getProfile, { params: { id: '7' } })).toBeUndefined();
    expect(errors.map((error) => [error.label, error.status, error.interruptive])).toEqual([
      ['contract', 200, true],
    ]);
    expect(errors[0]?.body).toEqual({ id: 7 });
  });

  it('give request() callers the data or the failure with the server error code', async () => {
    answerProfile();
    server.route('PATCH /v1/profile', (_, response) => json(response, 409, apiError));
    const { http } = clientFor();
    expect(await http.request(getProfile, { params: { id: '7' } })).toEqual({
      ok: true,
      data: { id: '7', name: 'Ada' },
    });
    const failed = await http.request(saveProfile, { body: { name: 'Ada' } });
    expect(failed.ok).toBe(false);
    if (failed.ok) return;
    expect(failed.error.code).toBe('EMAIL_ALREADY_EXISTS');
    expect(failed.error.apiError?.text).toBe('Email already exists');
  });
});

describe('errors', () => {
  it('pass a JSON error body on to the global handler as a typed error', async () => {
    server.route('PATCH /v1/profile', (_, response) => json(response, 409, apiError));
    const { http, errors } = clientFor();
    await http.call(saveProfile, { body: { name: 'Ada' } });
    expect(errors).toHaveLength(1);
    const [error] = errors;
    expect(error).toMatchObject({
      label: 'http',
      method: 'PATCH',
      url: `${server.baseUrl}/v1/profile`,
      status: 409,
      statusText: 'Conflict',
      body: apiError,
      apiError,
      params: { body: { name: 'Ada' } },
      sessionExpired: false,
      interruptive: false,
    });
  });

  it('pass a body that is not JSON on as its raw text', async () => {
    server.route('POST /v1/like/3', (_, response) => response.writeHead(502).end('Bad gateway'));
    const { http, errors } = clientFor();
    expect(await http.call(like, { params: { id: '3' } })).toBe(false);
    expect(errors[0]).toMatchObject({ status: 502, body: 'Bad gateway', interruptive: true });
    expect(errors[0]?.apiError).toBeUndefined();
  });

  it('label a network error network and keep its message', async () => {
    const errors: ClientError[] = [];
    const http = createHttpClient({
      baseUrl: await closedPortUrl(),
      onError: (error) => {
        errors.push(error);
      },
    });
    expect(await http.call(getProfile, { params: { id: '7' } })).toBeUndefined();
    expect(await http.call(like, { params: { id: '3' } })).toBe(false);
    expect(errors.map((error) => [error.label, error.status, error.interruptive])).toEqual([
      ['network', 0, true],
      ['network', 0, true],
    ]);
    expect(errors[0]?.message).toMatch(/ECONNREFUSED/);
  });

  it('let a bug in the global handler reject the call, not pass for a network error', async () => {
    server.route('POST /v1/like/3', (_, response) => response.writeHead(500).end());
    const http = createHttpClient({
      baseUrl: server.baseUrl,
      onError: () => {
        throw new Error('handler bug');
      },
    });
    // A bug in the handler must surface, not be mistaken for a network error.
    await expect(http.call(like, { params: { id: '3' } })).rejects.toThrow('handler bug');
  });
});

describe('aborting', () => {
  it('aborts a pending GET when its URL is requested again, silently', async () => {
    let answered = 0;
    server.route('GET /v1/profile/7', async (_, response) => {
      answered += 1;
      const name = answered === 1 ? 'first' : 'second';
      await new Promise((resolve) => setTimeout(resolve, answered === 1 ? 150 : 10));
      json(response, 200, { id: '7', name });
    });
    const { http, errors } = clientFor();
    const earlier = http.call(getProfile, { params: { id: '7' } });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const later = http.call(getProfile, { params: { id: '7' } });
    expect(await earlier).toBeUndefined();
    expect(await later).toEqual({ id: '7', name: 'second' });
    expect(errors).toEqual([]);
  });

  it('leaves GETs to other URLs and other methods alone', async () => {
    server.route('GET /v1/profile/7', async (_, response) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      json(response, 200, { id: '7', name: 'Ada' });
    });
    server.route('GET /v1/profile/8', (_, response) =>
      json(response, 200, { id: '8', name: 'Bo' }),
    );
    server.route('POST /v1/like/3', async (_, response) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      response.writeHead(200).end();
    });
    const { http } = clientFor();
    const results = await Promise.all([
      http.call(getProfile, { params: { id: '7' } }),
      http.call(getProfile, { params: { id: '8' } }),
      http.call(getProfile, { params: { id: '7' }, query: { page: 2 } }),
      http.call(like, { params: { id: '3' } }),
      http.call(like, { params: { id: '3' } }),
    ]);
    expect(results).toEqual([
      { id: '7', name: 'Ada' },
      { id: '8', name: 'Bo' },
      { id: '7', name: 'Ada' },
      true,
      true,
    ]);
  });

  it("ends a call cancelled by the caller's signal silently", async () => {
    server.route('POST /v1/like/3', async (_, response) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      response.writeHead(200).end();
    });
    const { http, errors } = clientFor();
    const controller = new AbortController();
    const pending = http.request(like, { params: { id: '3' } }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const result = await pending;
    expect(result.ok ? undefined : result.error.label).toBe('aborted');
    expect(errors).toEqual([]);
  });
});

describe('session expiry', () => {
  it('is reported once for a burst of 401 answers', async () => {
    server.route('GET /v1/profile/7', (_, response) => json(response, 401, apiError));
    server.route('GET /v1/profile/8', (_, response) => json(response, 401, apiError));
    server.route('POST /v1/like/3', (_, response) => json(response, 401, apiError));
    const { http, errors, expiries } = clientFor();
    await Promise.all([
      http.call(getProfile, { params: { id: '7' } }),
      http.call(getProfile, { params: { id: '8' } }),
      http.call(like, { params: { id: '3' } }),
    ]);
    expect(expiries()).toBe(1);
    expect(errors.map((error) => [error.sessionExpired, error.interruptive])).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
  });

  it('is reported again after a call started since then has succeeded (a new login)', async () => {
    server.route('GET /v1/profile/7', (_, response) => json(response, 401, apiError));
    server.route('POST /v1/like/3', (_, response) => response.writeHead(200).end());
    const { http, expiries } = clientFor();
    await http.call(getProfile, { params: { id: '7' } });
    await http.call(getProfile, { params: { id: '7' } });
    expect(expiries()).toBe(1);
    await http.call(like, { params: { id: '3' } });
    await http.call(getProfile, { params: { id: '7' } });
    expect(expiries()).toBe(2);
  });

  it('is detected on a redirect, which is not followed (Node hands back the 3xx)', async () => {
    server.route('GET /v1/profile/7', (_, response) =>
      response.writeHead(302, { Location: '/v1/login-page' }).end(),
    );
    server.route('GET /v1/login-page', (_, response) =>
      json(response, 200, { id: 'x', name: 'x' }),
    );
    const { http, expiries } = clientFor();
    expect(await http.call(getProfile, { params: { id: '7' } })).toBeUndefined();
    expect(server.requests.map((request) => request.url)).toEqual(['/v1/profile/7']);
    expect(expiries()).toBe(1);
  });

  it("is detected on a browser's opaque redirect", async () => {
    const { http, errors, expiries } = clientFor({
      // What a browser answers for redirect: 'manual': type opaqueredirect, status 0, no body.
      fetch: async () => {
        const opaque = Response.error();
        Object.defineProperty(opaque, 'type', { value: 'opaqueredirect' });
        return opaque;
      },
    });
    expect(await http.call(like, { params: { id: '3' } })).toBe(false);
    expect(expiries()).toBe(1);
    expect(errors[0]).toMatchObject({ label: 'http', status: 0, sessionExpired: true });
  });

  it('is detected on a redirect that ended in 404', async () => {
    server.route('GET /v1/profile/7', (_, response) =>
      response.writeHead(302, { Location: '/v1/gone' }).end(),
    );
    server.route('GET /v1/gone', (_, response) => json(response, 404, apiError));
    const { http, expiries } = clientFor({
      // A fetch that follows redirects anyway (an older browser, a proxy) ends on the 404 page.
      fetch: (url, init) => fetch(url, { ...init, redirect: 'follow' }),
    });
    expect(await http.call(getProfile, { params: { id: '7' } })).toBeUndefined();
    expect(expiries()).toBe(1);
  });

  it('is not detected on a plain 404 or 403', async () => {
    server.route('GET /v1/profile/7', (_, response) => json(response, 404, apiError));
    server.route('POST /v1/like/3', (_, response) => json(response, 403, apiError));
    const { http, errors, expiries } = clientFor();
    await http.call(getProfile, { params: { id: '7' } });
    await http.call(like, { params: { id: '3' } });
    expect(expiries()).toBe(0);
    expect(errors.map((error) => error.sessionExpired)).toEqual([false, false]);
  });

  it('is not reported when the failing call is the logout itself', async () => {
    server.route('POST /v1/identity/logout', (_, response) => json(response, 401, apiError));
    const { http, errors, expiries } = clientFor();
    expect(await http.call(logout)).toBe(false);
    expect(expiries()).toBe(0);
    expect(errors.map((error) => [error.status, error.sessionExpired])).toEqual([[401, false]]);
  });

  it('is not reported when the global handler vetoes, and the call answers the same', async () => {
    server.route('GET /v1/profile/7', (_, response) => json(response, 401, apiError));
    const seen: number[] = [];
    let expiries = 0;
    const http = createHttpClient({
      baseUrl: server.baseUrl,
      onError: (error) => {
        seen.push(error.status);
        return false;
      },
      onSessionExpired: () => {
        expiries += 1;
      },
    });
    expect(await http.call(getProfile, { params: { id: '7' } })).toBeUndefined();
    expect(seen).toEqual([401]);
    expect(expiries).toBe(0);
  });
});

describe('follow', () => {
  const Page = v.object({ items: v.array(Profile), next: v.optional(v.string()) });

  it('reads a next link below /v1 whether or not the link carries the prefix', async () => {
    server.route('GET /v1/profiles', (request, response) =>
      json(response, 200, { items: [{ id: request.url.slice(-1), name: 'n' }] }),
    );
    const { http } = clientFor();
    expect(await http.follow('/v1/profiles?page=2', Page)).toEqual({
      items: [{ id: '2', name: 'n' }],
    });
    expect(await http.follow('/profiles?page=3', Page)).toEqual({
      items: [{ id: '3', name: 'n' }],
    });
    expect(server.requests.map((request) => request.url)).toEqual([
      '/v1/profiles?page=2',
      '/v1/profiles?page=3',
    ]);
  });

  it('follows an absolute link as it is and checks the answer against the schema', async () => {
    server.route('GET /v1/profiles', (_, response) => json(response, 200, { items: 'none' }));
    const { http, errors } = clientFor();
    expect(await http.follow(`${server.baseUrl}/v1/profiles?page=2`, Page)).toBeUndefined();
    expect(errors.map((error) => error.label)).toEqual(['contract']);
  });
});
