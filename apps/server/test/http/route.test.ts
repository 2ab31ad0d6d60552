import { ApiError, Email, endpoint, errorCodes, IdParams } from '@amora/contract';
import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { route, routeUrl } from '../../src/http/route';
import { cookiePair, createTestApp, insertUser, type TestApp } from '../helpers';

const createMember = endpoint({
  method: 'POST',
  path: '/test/members',
  auth: 'any',
  answer: 'data',
  tag: 'test',
  summary: 'Creates a member from a name and an email',
  body: v.object({ name: v.pipe(v.string(), v.minLength(2)), email: Email }),
  response: v.object({ id: v.string() }),
});

const renameMember = endpoint({
  method: 'PATCH',
  path: '/test/members/{id}',
  auth: 'member',
  answer: 'empty',
  tag: 'test',
  summary: 'Renames a member',
  params: IdParams,
  query: v.object({ notify: v.optional(v.picklist(['yes', 'no'])) }),
  body: v.object({ name: v.pipe(v.string(), v.minLength(2)) }),
});

const isMemberNamed = endpoint({
  method: 'GET',
  path: '/test/members/{id}/named',
  auth: 'any',
  answer: 'boolean',
  tag: 'test',
  summary: 'Whether a member has the name',
  params: IdParams,
  query: v.object({ name: v.string() }),
});

const failing = endpoint({
  method: 'GET',
  path: '/test/failing',
  auth: 'any',
  answer: 'data',
  tag: 'test',
  summary: 'Throws an unexpected error',
});

describe('route', () => {
  let server: TestApp;
  let memberCookie: string;
  let memberId: string;

  beforeAll(async () => {
    server = await createTestApp({
      extend: async (app) => {
        route(app, createMember, async ({ body }) => {
          const [row] = await app.db
            .insert(users)
            .values({ name: body.name, email: body.email })
            .returning({ id: users.id });
          return { id: row?.id ?? '' };
        });
        route(app, renameMember, async ({ params, body, member }) => {
          if (params.id !== member.id) throw new Error('only the own name');
          await app.db.update(users).set({ name: body.name }).where(eq(users.id, params.id));
        });
        route(app, isMemberNamed, async ({ params, query }) => {
          const [row] = await app.db
            .select({ name: users.name })
            .from(users)
            .where(eq(users.id, params.id));
          return row?.name === query.name;
        });
        route(app, failing, async () => {
          throw new Error('relation "secret_table" does not exist at /srv/amora/src/x.ts:12');
        });
        app.post<{ Params: { id: string } }>('/v1/test/sign-in/:id', async (request, reply) => {
          await app.sessions.start(request, reply, request.params.id);
          return reply.code(204).send();
        });
      },
    });
    const member = await insertUser(server.app, { name: 'Mara' });
    memberId = member.id;
    const signIn = await server.inject({ method: 'POST', url: `/v1/test/sign-in/${member.id}` });
    memberCookie = cookiePair(signIn.headers['set-cookie'], 'amora_session') ?? '';
  });
  afterAll(() => server.close());

  const userCount = async () => {
    const [row] = await server.app.db.select({ value: count() }).from(users);
    return row?.value;
  };

  it('turns {name} placeholders into Fastify parameters below /v1', () => {
    expect(routeUrl('/user/{id}/newsletter')).toBe('/v1/user/:id/newsletter');
    expect(routeUrl('/relationship/{id}/{type}')).toBe('/v1/relationship/:id/:type');
  });

  it('answers data calls with the handler value as JSON', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/v1/test/members',
      payload: { name: 'Lena', email: 'lena@example.com  ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ id: expect.any(String) });
  });

  it('refuses bad input with 400 VALIDATION_FAILED and the issues, changing nothing', async () => {
    const before = await userCount();
    const response = await server.inject({
      method: 'POST',
      url: '/v1/test/members',
      payload: { name: 'L', email: 'lena2@example.com' },
    });
    expect(response.statusCode).toBe(400);
    const body = v.parse(ApiError, response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues).toEqual([{ path: 'name', message: expect.any(String) }]);
    expect(await userCount()).toBe(before);
  });

  it("names the spec's error key when the first issue carries one", async () => {
    const before = await userCount();
    const response = await server.inject({
      method: 'POST',
      url: '/v1/test/members',
      payload: { name: 'Lena', email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: errorCodes.WRONG_EMAIL,
      issues: [{ path: 'email', message: errorCodes.WRONG_EMAIL }],
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses a missing body and broken JSON with 400', async () => {
    const missing = await server.inject({ method: 'POST', url: '/v1/test/members' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const broken = await server.inject({
      method: 'POST',
      url: '/v1/test/members',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Lena",',
    });
    expect(broken.statusCode).toBe(400);
    expect(v.parse(ApiError, broken.json()).code).toBe('VALIDATION_FAILED');
  });

  it('answers a member call without a session with 401 and the session expiry text', async () => {
    const response = await server.inject({
      method: 'PATCH',
      url: `/v1/test/members/${memberId}`,
      payload: { name: 'Nobody' },
    });
    expect(response.statusCode).toBe(401);
    const body = v.parse(ApiError, response.json());
    expect(body).toMatchObject({
      statusCode: 401,
      code: 'SESSION_EXPIRED',
      text: 'session timed out. Please sign in again.',
    });
    expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);
  });

  it('checks the session before the input', async () => {
    const response = await server.inject({
      method: 'PATCH',
      url: `/v1/test/members/${memberId}?notify=maybe`,
      payload: { name: '' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('validates params, query and body together and lists every issue', async () => {
    const response = await server.inject({
      method: 'PATCH',
      url: `/v1/test/members/${memberId}?notify=maybe`,
      headers: { cookie: memberCookie },
      payload: { name: 'X' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
      'notify',
      'name',
    ]);
    const [row] = await server.app.db.select().from(users).where(eq(users.id, memberId));
    expect(row?.name).toBe('Mara');
  });

  it('answers an empty call with 204 and no body', async () => {
    const response = await server.inject({
      method: 'PATCH',
      url: `/v1/test/members/${memberId}?notify=no`,
      headers: { cookie: memberCookie },
      payload: { name: 'Marah' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('answers a boolean call with 200 and the JSON literal', async () => {
    const yes = await server.inject({
      method: 'GET',
      url: `/v1/test/members/${memberId}/named?name=Marah`,
    });
    expect(yes.statusCode).toBe(200);
    expect(yes.headers['content-type']).toContain('application/json');
    expect(yes.json()).toBe(true);
    const no = await server.inject({
      method: 'GET',
      url: `/v1/test/members/${memberId}/named?name=Mara`,
    });
    expect(no.statusCode).toBe(200);
    expect(no.json()).toBe(false);
  });

  it('hides the details of an unexpected failure behind a bare 500', async () => {
    const response = await server.inject({ method: 'GET', url: '/v1/test/failing' });
    expect(response.statusCode).toBe(500);
    const body = v.parse(ApiError, response.json());
    expect(body.code).toBe('INTERNAL');
    expect(response.body).not.toMatch(/secret_table|\/srv\/amora|at /);
  });

  it('refuses bodies above 1 MiB with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/v1/test/members',
      payload: { name: 'Lena', email: 'big@example.com', padding: 'x'.repeat(1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(v.parse(ApiError, response.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });
});
