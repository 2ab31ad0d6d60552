/**
 * GET /metrics: the series the Grafana dashboard (deploy/grafana/amora.json) reads, each seen to
 * move after the event it counts, and who may read them.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../src/db/schema';
import { applyPaymentReport } from '../../src/payments';
import { type ChatServer, pair, startChatServer } from '../chat/support';
import { createTestApp, insertUser, realDeployment, type TestApp, testDatabase } from '../helpers';

const dashboardFile = new URL('../../../../deploy/grafana/amora.json', import.meta.url);

/** The value of one series, e.g. `amora_hub_connections{transport="WebSockets"}`; undefined if absent. */
const sampleOf = (exposition: string, series: string) => {
  const line = exposition.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('/metrics of a running app', () => {
  let server: ChatServer;
  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(() => server?.close());

  const scrape = async () => {
    const response = await server.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
    return response.body;
  };

  it('counts requests per route template, hub connections, messages, spends and payments', async () => {
    const { sender, partner } = await pair(server);
    const before = await scrape();
    const winks = 'amora_chat_messages_stored_total{type="wink"}';
    const winkSpends = 'amora_ledger_spends_total{reason="wink",paid_with="coins"}';
    const failedPayments = 'amora_payment_outcomes_total{provider="sandbox",outcome="failed"}';
    const webSockets = 'amora_hub_connections{transport="WebSockets"}';

    await server.connectAs(partner);
    const wink = await sender.call('POST', `/chat/wink/${partner.user.id}`);
    expect(wink.status).toBe(200);
    const [payment] = await server.app.db
      .insert(payments)
      .values({
        userId: sender.user.id,
        provider: 'sandbox',
        productKind: 'coins',
        productId: 'coins-250',
        amountCents: 999,
      })
      .returning();
    await applyPaymentReport(server.app, payment?.id as string, { status: 'failed' });
    // A report that changes nothing is no second outcome.
    await applyPaymentReport(server.app, payment?.id as string, { status: 'failed' });

    const after = await scrape();
    expect((sampleOf(after, winks) ?? 0) - (sampleOf(before, winks) ?? 0)).toBe(1);
    expect((sampleOf(after, winkSpends) ?? 0) - (sampleOf(before, winkSpends) ?? 0)).toBe(1);
    expect(sampleOf(after, 'amora_ledger_coins_spent_total{reason="wink"}')).toBeGreaterThan(0);
    expect((sampleOf(after, failedPayments) ?? 0) - (sampleOf(before, failedPayments) ?? 0)).toBe(
      1,
    );
    expect(sampleOf(after, webSockets)).toBe(1);
    expect(sampleOf(after, 'amora_hub_connections{transport="LongPolling"}')).toBe(0);

    // The route's template, never the member id in the address.
    expect(after).toMatch(
      /^http_request_duration_seconds_count\{method="POST",route="\/v1\/chat\/wink\/:\w+",status_code="200"\} 1$/m,
    );
    expect(after).not.toContain(partner.user.id);
    // Not its own requests.
    expect(after).not.toContain('route="/metrics"');

    expect(sampleOf(after, 'amora_database_pool_connections{state="total"}')).toBeGreaterThan(0);
    if (testDatabase === 'postgres') {
      expect(sampleOf(after, 'amora_database_pool_connections{state="idle"}')).toBeDefined();
      expect(sampleOf(after, 'amora_database_pool_connections{state="waiting"}')).toBe(0);
    }
    expect(sampleOf(after, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleOf(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);

    // Every series the dashboard queries is there.
    const dashboard = await readFile(dashboardFile, 'utf8');
    const queried = new Set(
      dashboard.match(/\b(?:http_request_\w+|amora_\w+|nodejs_\w+|process_\w+)/g),
    );
    expect(queried.size).toBeGreaterThan(8);
    for (const series of queried) expect(after, series).toMatch(new RegExp(`^${series}[{ ]`, 'm'));
  });

  it('counts counter spends and free allowances by what paid', async () => {
    const member = await insertUser(server.app, { coins: 0, freeWinkCount: 1, stars: 1 });
    await server.app.db.transaction(async (tx) => {
      await server.app.ledger.spend(tx, member.id, {
        amount: 6,
        freeCounter: 'freeWinkCount',
        reason: 'wink',
      });
      await server.app.ledger.spendCounter(tx, member.id, {
        counter: 'stars',
        reason: 'favourite',
      });
    });
    const exposition = await scrape();
    expect(
      sampleOf(exposition, 'amora_ledger_spends_total{reason="wink",paid_with="freeCounter"}'),
    ).toBe(1);
    expect(
      sampleOf(exposition, 'amora_ledger_spends_total{reason="favourite",paid_with="counter"}'),
    ).toBe(1);
  });
});

describe('who may read /metrics', () => {
  const production = {
    ...realDeployment,
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://amora.example',
    SMTP_URL: 'smtp://127.0.0.1:9',
  };
  const token = 'metrics-token-0123456789';
  const servers: TestApp[] = [];
  const start = async (env: Record<string, string>) => {
    const server = await createTestApp({ env });
    servers.push(server);
    return server;
  };
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it('is not there in production without METRICS_TOKEN', async () => {
    const server = await start(production);
    const response = await server.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('http_request_duration_seconds');
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const server = await start({ ...production, METRICS_TOKEN: token });
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${token}`, token]) {
      const response = await server.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
    const allowed = await server.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('# TYPE http_request_duration_seconds histogram');
  });
});
