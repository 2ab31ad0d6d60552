import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFromBody } from '../../src/http/rate-limits';
import { createTestApp, type TestApp } from '../helpers';

describe('rate limits', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({
      extend: async (app) => {
        const perIp = app.limits.perIp('test-login-ip', { max: 5, timeWindow: '1 minute' });
        const perAccount = app.limits.perAccount(
          'test-login-account',
          { max: 2, timeWindow: '1 minute' },
          accountFromBody('userName'),
        );
        app.post('/v1/test/login', { preHandler: [perIp, perAccount] }, async () => ({ ok: true }));
        const otherPerIp = app.limits.perIp('test-other-ip', { max: 5, timeWindow: '1 minute' });
        app.post('/v1/test/other', { preHandler: [otherPerIp] }, async () => ({ ok: true }));
      },
    });
  });
  afterAll(() => server.close());

  const login = (userName: string, ip = '198.51.100.7') =>
    server.inject({
      method: 'POST',
      url: '/v1/test/login',
      remoteAddress: ip,
      payload: { userName, password: 'secret' },
    });

  it('limits attempts per account, whatever the address, counting emails case-blind', async () => {
    expect((await login('anna@example.com', '203.0.113.1')).statusCode).toBe(200);
    expect((await login('ANNA@example.com ', '203.0.113.2')).statusCode).toBe(200);
    const refused = await login('anna@example.com', '203.0.113.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('bert@example.com', '203.0.113.3')).statusCode).toBe(200);
  });

  it('limits attempts per address across accounts', async () => {
    const ip = '198.51.100.99';
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      answers.push((await login(`user${attempt}@example.com`, ip)).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await login('someone@example.com', '198.51.100.100')).statusCode).toBe(200);
  });

  it('keeps the counters of differently named limiters apart', async () => {
    const ip = '198.51.100.150';
    for (let attempt = 0; attempt < 5; attempt += 1) await login(`x${attempt}@example.com`, ip);
    expect((await login('y@example.com', ip)).statusCode).toBe(429);
    const other = await server.inject({ method: 'POST', url: '/v1/test/other', remoteAddress: ip });
    expect(other.statusCode).toBe(200);
  });
});

describe('rate limits with REDIS_URL', () => {
  const servers: TestApp[] = [];
  const limiterName = `test-shared-${process.pid}-${Date.now()}`;
  beforeAll(async () => {
    for (let instance = 0; instance < 2; instance += 1) {
      servers.push(
        await createTestApp({
          env: { REDIS_URL: process.env.AMORA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' },
          extend: async (app) => {
            const perIp = app.limits.perIp(limiterName, { max: 3, timeWindow: '1 minute' });
            app.post('/v1/test/reset', { preHandler: [perIp] }, async () => ({ ok: true }));
          },
        }),
      );
    }
  });
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it('shares the counters between instances', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const server = servers[attempt % 2] as TestApp;
      const response = await server.inject({
        method: 'POST',
        url: '/v1/test/reset',
        remoteAddress: '192.0.2.44',
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});
