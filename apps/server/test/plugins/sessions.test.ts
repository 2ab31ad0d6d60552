import { createHash } from 'node:crypto';
import { endpoint } from '@amora/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { route } from '../../src/http/route';
import { requireMember, sessionCookieName } from '../../src/identity/sessions';
import { cookiePair, createTestApp, insertUser, type TestApp } from '../helpers';

const whoAmI = endpoint({
  method: 'GET',
  path: '/test/me',
  auth: 'member',
  answer: 'data',
  tag: 'test',
  summary: 'The signed-in member id',
  response: v.object({ id: v.string() }),
});

const signInRoutes = async (app: TestApp['app']) => {
  route(app, whoAmI, ({ member }) => ({ id: member.id }));
  app.post<{ Params: { id: string } }>('/v1/test/sign-in/:id', async (request, reply) => {
    await app.sessions.start(request, reply, request.params.id);
    return reply.code(204).send();
  });
  app.post('/v1/test/sign-out', async (request, reply) => {
    await app.sessions.end(request, reply);
    return reply.code(204).send();
  });
  app.post('/v1/test/sign-out-everywhere', async (request, reply) => {
    const member = requireMember(request);
    await app.sessions.revokeAll(member.id, { except: member.sessionIdHash });
    return reply.code(204).send();
  });
};

describe('sessions', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ extend: signInRoutes });
  });
  afterAll(() => server.close());

  const signIn = async (userId: string, cookie?: string) => {
    const response = await server.inject({
      method: 'POST',
      url: `/v1/test/sign-in/${userId}`,
      headers: { 'user-agent': 'vitest', ...(cookie ? { cookie } : {}) },
    });
    expect(response.statusCode).toBe(204);
    const pair = cookiePair(response.headers['set-cookie'], sessionCookieName);
    if (!pair) throw new Error('no session cookie');
    return { pair, header: String([response.headers['set-cookie']].flat()[0]) };
  };

  const me = (cookie?: string) =>
    server.inject({ method: 'GET', url: '/v1/test/me', headers: cookie ? { cookie } : {} });

  it('sets an httpOnly SameSite=Lax cookie, not Secure over plain http', async () => {
    const user = await insertUser(server.app);
    const { header } = await signIn(user.id);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Secure/i);
  });

  it('knows the member by the cookie and stores only the hash of its id', async () => {
    const user = await insertUser(server.app);
    const { pair } = await signIn(user.id);
    expect((await me(pair)).json()).toEqual({ id: user.id });

    const sessionId = pair.split('=')[1] ?? '';
    const [stored] = await server.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(stored?.idHash).toBe(createHash('sha256').update(sessionId).digest('hex'));
    expect(stored?.idHash).not.toContain(sessionId);
    expect(stored?.userAgent).toBe('vitest');
    expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it('rotates the id on login: the session of the earlier cookie ends', async () => {
    const user = await insertUser(server.app);
    const first = await signIn(user.id);
    const second = await signIn(user.id, first.pair);
    expect(second.pair).not.toBe(first.pair);
    expect((await me(first.pair)).statusCode).toBe(401);
    expect((await me(second.pair)).statusCode).toBe(200);
    const rows = await server.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('revokes the session on logout and clears the cookie', async () => {
    const user = await insertUser(server.app);
    const { pair } = await signIn(user.id);
    const response = await server.inject({
      method: 'POST',
      url: '/v1/test/sign-out',
      headers: { cookie: pair },
    });
    expect(response.statusCode).toBe(204);
    expect(String([response.headers['set-cookie']].flat()[0])).toMatch(
      /amora_session=;.*Expires=Thu, 01 Jan 1970/,
    );
    const afterwards = await me(pair);
    expect(afterwards.statusCode).toBe(401);
    expect(afterwards.json()).toMatchObject({ text: 'session timed out. Please sign in again.' });
  });

  it('ends every other session of the account on request', async () => {
    const user = await insertUser(server.app);
    const phone = await signIn(user.id);
    const laptop = await signIn(user.id);
    const response = await server.inject({
      method: 'POST',
      url: '/v1/test/sign-out-everywhere',
      headers: { cookie: laptop.pair },
    });
    expect(response.statusCode).toBe(204);
    expect((await me(phone.pair)).statusCode).toBe(401);
    expect((await me(laptop.pair)).statusCode).toBe(200);
  });

  it('refuses expired sessions, deleted accounts and made-up cookies', async () => {
    const expired = await insertUser(server.app);
    const expiredSession = await signIn(expired.id);
    await server.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.id));
    const response = await me(expiredSession.pair);
    expect(response.statusCode).toBe(401);
    expect(cookiePair(response.headers['set-cookie'], sessionCookieName)).toBe('amora_session=');

    const deleted = await insertUser(server.app);
    const deletedSession = await signIn(deleted.id);
    await server.app.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, deleted.id));
    expect((await me(deletedSession.pair)).statusCode).toBe(401);

    expect((await me('amora_session=made-up')).statusCode).toBe(401);
    expect((await me()).statusCode).toBe(401);
  });

  it('moves the end of an active session forward and records when the member was seen', async () => {
    const user = await insertUser(server.app);
    const { pair } = await signIn(user.id);
    const longAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await server.app.db
      .update(sessions)
      .set({ lastSeenAt: longAgo, expiresAt: new Date(Date.now() + 3600 * 1000) })
      .where(eq(sessions.userId, user.id));
    const response = await me(pair);
    expect(response.statusCode).toBe(200);
    expect(cookiePair(response.headers['set-cookie'], sessionCookieName)).toBe(pair);
    const [session] = await server.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(session?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    const [row] = await server.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastSeenAt?.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('sessions behind https', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({
      env: { PUBLIC_URL: 'https://amora.example' },
      extend: signInRoutes,
    });
  });
  afterAll(() => server.close());

  it('marks the cookie Secure', async () => {
    const user = await insertUser(server.app);
    const response = await server.inject({ method: 'POST', url: `/v1/test/sign-in/${user.id}` });
    expect(String([response.headers['set-cookie']].flat()[0])).toMatch(/; Secure/);
  });
});
