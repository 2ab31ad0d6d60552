/**
 * A session that never ends: a stolen cookie kept alive by using it now and then, and a cookie
 * sent over plain http by a production server whose PUBLIC_URL was written with http://.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amoraApp, serverOptions } from '../../src/app';
import { sessions } from '../../src/db/schema';
import { hashPassword } from '../../src/identity/passwords';
import { hashSessionId, sessionCookieName } from '../../src/identity/sessions';
import { createTestApp, insertUser, type TestApp, testConfig } from '../helpers';
import { pgliteTemplate } from '../support/pgliteTemplate';

const dayMs = 24 * 60 * 60 * 1000;

describe('the absolute lifetime of a session', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: { AMORA_DEMO: '' } });
  });
  afterAll(() => server.close());

  /** A session started `daysAgo` days ago and used a minute ago, as a kept-alive one is. */
  const oldSession = async (daysAgo: number) => {
    const member = await insertUser(server.app);
    const sessionId = randomBytes(32).toString('base64url');
    const now = Date.now();
    await server.app.db.insert(sessions).values({
      idHash: hashSessionId(sessionId),
      userId: member.id,
      createdAt: new Date(now - daysAgo * dayMs),
      lastSeenAt: new Date(now - 2 * 60 * 1000),
      expiresAt: new Date(now + 20 * dayMs),
    });
    return { sessionId, cookie: `${sessionCookieName}=${sessionId}` };
  };

  const coinInfo = (cookie: string) =>
    server.inject({ method: 'GET', url: '/v1/identity/coinInfo', headers: { cookie } });

  it('ends 90 days after the login however often the session is used', async () => {
    const { cookie } = await oldSession(91);
    const answer = await coinInfo(cookie);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBe('SESSION_EXPIRED');
  });

  it('is not moved past the 90 days by using the session', async () => {
    const { sessionId, cookie } = await oldSession(85);
    const answer = await coinInfo(cookie);
    expect(answer.statusCode).toBe(200);
    const [row] = await server.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionId(sessionId)));
    const createdAt = row?.createdAt.getTime() ?? 0;
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(createdAt + 90 * dayMs);
    const setCookie = String([answer.headers['set-cookie']].flat()[0]);
    const cookieExpiry = Date.parse(/Expires=([^;]+)/i.exec(setCookie)?.[1] ?? '');
    expect(cookieExpiry).toBeLessThanOrEqual(createdAt + 90 * dayMs);
  });

  it('still slides for a young session', async () => {
    const { cookie } = await oldSession(3);
    expect((await coinInfo(cookie)).statusCode).toBe(200);
  });
});

describe('the session cookie of a production server', () => {
  let dataDir: string;
  let app: ReturnType<typeof Fastify> | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'amora-cookie-'));
  });
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is Secure even when PUBLIC_URL says http', async () => {
    // A production start refuses http PUBLIC_URLs; this is the last line behind that check.
    const config = await testConfig(dataDir, {
      AMORA_DEMO: '',
      PUBLIC_URL: 'http://amora.example',
    });
    app = Fastify(serverOptions(false, config.trustProxy));
    await app.register(amoraApp, {
      config: { ...config, environment: 'production' },
      database: { kind: 'pglite', dataDir: undefined, template: await pgliteTemplate() },
    });
    await app.ready();
    const member = await insertUser(app, { passwordHash: await hashPassword('secret123') });
    const login = await app.inject({
      method: 'POST',
      url: '/v1/identity/login',
      payload: { userName: member.email, password: 'secret123' },
    });
    expect(login.statusCode).toBe(200);
    const setCookie = [login.headers['set-cookie']]
      .flat()
      .find((header) => header?.startsWith(`${sessionCookieName}=`));
    expect(setCookie).toMatch(/;\s*Secure/i);
  });
});
