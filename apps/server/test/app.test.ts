import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ApiError } from '@amora/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabase } from './helpers';

describe('the app', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.close());

  it('answers /healthz after asking the database', async () => {
    const response = await server.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: testDatabase,
      checks: { database: 'ok' },
    });
  });

  it('answers an unknown /v1 address with an ApiError 404', async () => {
    const response = await server.inject({ method: 'GET', url: '/v1/no/such/call' });
    expect(response.statusCode).toBe(404);
    const body = v.parse(ApiError, response.json());
    expect(body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('answers page addresses with 404 while no web app is built', async () => {
    const response = await server.inject({ method: 'GET', url: '/messages/42' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends a strict content security policy and no server fingerprint', async () => {
    const response = await server.inject({ method: 'GET', url: '/healthz' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).toContain("connect-src 'self' ws://localhost:8080");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('the app behind https', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: { PUBLIC_URL: 'https://amora.example' } });
  });
  afterAll(() => server.close());

  it('upgrades insecure requests, sends HSTS and allows the hub over wss', async () => {
    const response = await server.inject({ method: 'GET', url: '/healthz' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain('upgrade-insecure-requests');
    expect(policy).toContain("connect-src 'self' wss://amora.example");
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('the built web app', () => {
  let server: TestApp;
  const page = '<!doctype html><title>Amora</title><div id="root"></div>';
  beforeAll(async () => {
    const webDist = path.join(
      process.env.TMPDIR ?? '/tmp',
      `amora-web-${process.pid}-${Date.now()}`,
    );
    await mkdir(path.join(webDist, 'assets'), { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), page);
    await writeFile(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    server = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(() => server.close());

  it('serves index.html at the root and for any page address', async () => {
    for (const url of ['/', '/messages/42', '/stranger-profile/7?redirect=x']) {
      const response = await server.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(page);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await server.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('still answers unknown API addresses with an ApiError', async () => {
    const response = await server.inject({ method: 'GET', url: '/v1/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
