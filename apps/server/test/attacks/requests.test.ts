/**
 * Requests another site makes the member's browser send, and what the logs keep of requests:
 * a cross-site link or image cannot act with the member's cookie (not even a GET that records a
 * visit); a write from the address the server was reached at is the server's own, a foreign one
 * is refused with a code the page can show; URLs reach the log without their secrets; chat
 * partners learn an age, never the birthdate.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Dialog } from '@amora/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { dialogs, messages, relationships } from '../../src/db/schema';
import { hubUrl } from '../../src/hub';
import { hashPassword } from '../../src/identity/passwords';
import { sessionCookieName } from '../../src/identity/sessions';
import {
  createTestApp,
  insertUser,
  realDeployment,
  sessionCookie,
  type TestApp,
  testConfig,
} from '../helpers';
import { pgliteTemplate } from '../support/pgliteTemplate';

describe('a request another site makes the browser send', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: realDeployment });
  });
  afterAll(() => server.close());

  const visitsOf = async (visitorId: string, visitedId: string) =>
    server.app.db
      .select()
      .from(relationships)
      .where(
        and(
          eq(relationships.fromUserId, visitorId),
          eq(relationships.toUserId, visitedId),
          eq(relationships.type, 'visit'),
        ),
      );

  it('cannot make the member a visitor of a profile through a cross-site link', async () => {
    const victim = await insertUser(server.app);
    const attacker = await insertUser(server.app);
    const cookie = await sessionCookie(server.app, victim.id);
    const linked = await server.inject({
      method: 'GET',
      url: `/v1/dating/profile/${attacker.id}`,
      headers: { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(linked.statusCode).toBe(403);
    expect(linked.json()).toMatchObject({ statusCode: 403, code: 'CROSS_SITE_REQUEST' });
    expect(await visitsOf(victim.id, attacker.id)).toEqual([]);

    // The member's own page asking for the profile records the visit as before.
    const own = await server.inject({
      method: 'GET',
      url: `/v1/dating/profile/${attacker.id}`,
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(200);
    expect(await visitsOf(victim.id, attacker.id)).toHaveLength(1);
  });

  it('refuses every API call a foreign site starts, and leaves the API docs linkable', async () => {
    const member = await insertUser(server.app);
    const cookie = await sessionCookie(server.app, member.id);
    for (const [method, url] of [
      ['GET', '/v1/user'],
      ['GET', '/v1/chat'],
      ['POST', '/v1/identity/logout'],
      ['GET', `${hubUrl}?id=whatever`],
    ] as const) {
      const response = await server.inject({
        method,
        url,
        headers: { cookie, 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().code, `${method} ${url}`).toBe('CROSS_SITE_REQUEST');
    }
    for (const url of ['/v1/openapi.json', '/v1/docs']) {
      const response = await server.inject({ url, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(response.statusCode, url).toBe(200);
    }
    // Same site (another port of the host), the member typing the address, and clients that
    // send no Sec-Fetch-Site (apps, curl) are not another site.
    for (const site of ['same-origin', 'same-site', 'none', undefined]) {
      const response = await server.inject({
        url: '/v1/user',
        headers: { cookie, ...(site ? { 'sec-fetch-site': site } : {}) },
      });
      expect(response.statusCode, String(site)).toBe(200);
    }
  });
});

describe('a write from the address the server was opened at', () => {
  let server: TestApp;
  let baseUrl: string;
  const password = 'secret123';
  let email: string;
  beforeAll(async () => {
    // PUBLIC_URL says localhost:8080; the newcomer opens 127.0.0.1 at whatever port it listens.
    server = await createTestApp({ env: realDeployment });
    baseUrl = await server.listen();
    email = `newcomer.${randomBytes(3).toString('hex')}@example.com`;
    await insertUser(server.app, { email, passwordHash: await hashPassword(password) });
  });
  afterAll(() => server.close());

  const login = (origin: string, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}/v1/identity/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, ...headers },
      body: JSON.stringify({ userName: email, password }),
    });

  it('logs the newcomer in from http://127.0.0.1', async () => {
    const response = await login(baseUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toContain(sessionCookieName);
  });

  it('still logs in from PUBLIC_URL', async () => {
    expect((await login('http://localhost:8080')).status).toBe(200);
  });

  it('refuses a foreign origin with ORIGIN_NOT_ALLOWED, whatever it forwards', async () => {
    for (const origin of ['https://evil.example', 'null', baseUrl.replace('http:', 'https:')]) {
      const response = await login(origin);
      expect(response.status, origin).toBe(403);
      expect(await response.json(), origin).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' });
    }
    // Without TRUST_PROXY the forwarded headers are anybody's to write.
    const forwarded = await login('https://evil.example', {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(forwarded.status).toBe(403);
  });
});

describe('a write through a trusted proxy', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: { ...realDeployment, TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => server.close());

  const post = (headers: Record<string, string>) =>
    server.inject({ method: 'POST', url: '/v1/identity/logout', headers });

  it('takes the address the proxy names as the one the request was sent to', async () => {
    const proxied = await post({
      origin: 'https://amora.example',
      host: 'internal:8080',
      'x-forwarded-host': 'amora.example',
      'x-forwarded-proto': 'https',
    });
    expect(proxied.statusCode).not.toBe(403);
    const foreign = await post({
      origin: 'https://evil.example',
      host: 'internal:8080',
      'x-forwarded-host': 'amora.example',
      'x-forwarded-proto': 'https',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' });
  });
});

describe('the log of a real server', () => {
  const secrets = {
    token: `tok${randomBytes(8).toString('hex')}`,
    t: `nl${randomBytes(8).toString('hex')}`,
    hub: `hub${randomBytes(8).toString('hex')}`,
    code: `code${randomBytes(8).toString('hex')}`,
    accessToken: `at${randomBytes(8).toString('hex')}`,
    signature: `sig${randomBytes(8).toString('hex')}`,
    key: `key${randomBytes(8).toString('hex')}`,
  };
  let lines: string[];
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    lines = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    dataDir = await mkdtemp(path.join(tmpdir(), 'amora-logs-'));
    const config = await testConfig(dataDir, { ...realDeployment, LOG_LEVEL: 'info' });
    app = await buildApp(config, {
      logger: { level: 'info', stream },
      database: { kind: 'pglite', dataDir: undefined, template: await pgliteTemplate() },
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps tokens, codes, keys and hub connection ids out of the URLs it writes', async () => {
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const user = await insertUser(app);
    const calls: [string, string][] = [
      ['POST', `/v1/identity/login/external?userId=${user.id}&token=${secrets.token}`],
      ['POST', `/v1/identity/verify/${user.id}/token?token=${secrets.token}`],
      ['GET', `/unsubscribe/${user.id}?t=${secrets.t}`],
      ['GET', `/reset-password?uid=${user.id}&t=${secrets.t}`],
      ['POST', `${hubUrl}?id=${secrets.hub}`],
      ['GET', `${hubUrl}?id=${secrets.hub}&_=1`],
      ['GET', `/login?code=${secrets.code}&state=x&access_token=${secrets.accessToken}`],
      ['GET', `/v1/media/x.jpg?signature=${secrets.signature}&key=${secrets.key}`],
    ];
    for (const [method, url] of calls) {
      await fetch(`${baseUrl}${url}`, { method });
    }
    const written = lines.join('\n');
    expect(lines.length).toBeGreaterThan(calls.length);
    for (const [name, secret] of Object.entries(secrets)) {
      expect(written, name).not.toContain(secret);
    }
    // The requests are still there to follow, with their harmless parts.
    const urls = lines
      .map((line) => JSON.parse(line) as { req?: { url?: string } })
      .flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
    expect(urls).toContain(`/v1/identity/login/external?userId=${user.id}&token=[REDACTED]`);
    expect(urls).toContain(`${hubUrl}?id=[REDACTED]&_=1`);
    expect(urls).toContain(`/reset-password?uid=${user.id}&t=[REDACTED]`);
  });
});

describe('a chat partner', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: realDeployment });
  });
  afterAll(() => server.close());

  it('sees the age of the other member, never the birthdate', async () => {
    const reader = await insertUser(server.app, { birthdate: '1990-05-17' });
    const partner = await insertUser(server.app, { birthdate: '1987-11-03' });
    const [dialog] = await server.app.db
      .insert(dialogs)
      .values({ userAId: partner.id, userBId: reader.id, lastMessageAt: new Date() })
      .returning();
    if (!dialog) throw new Error('no dialog');
    await server.app.db.insert(messages).values({
      dialogId: dialog.id,
      senderId: partner.id,
      recipientId: reader.id,
      type: 'message',
      text: 'hello',
    });
    const cookie = await sessionCookie(server.app, reader.id);
    for (const url of ['/v1/chat', `/v1/chat/${dialog.id}`]) {
      const response = await server.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('1987');
      const body = response.json() as { items?: Dialog[] } & Partial<Dialog>;
      const shown = body.items?.[0] ?? body;
      expect(shown.partner, url).toMatchObject({ id: partner.id, age: expect.any(Number) });
      expect(shown.partner, url).not.toHaveProperty('birthdate');
    }
  });
});
