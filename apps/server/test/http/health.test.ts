/** GET /healthz names the part that fails: the database, or the backplane's Redis when configured. */
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabase } from '../helpers';

/**
 * The test Redis behind a port of our own, which can be closed: the server does not start
 * without its Redis (it subscribes at start), so Redis has to go away while it runs.
 */
const redisThatCanGoAway = async () => {
  const sockets = new Set<net.Socket>();
  const proxy = net.createServer((client) => {
    const upstream = net.connect(6379, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const { port } = proxy.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    goAway: async () => {
      const closed = new Promise((resolve) => proxy.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    comeBack: () => listen(port),
  };
};

describe('/healthz with Redis', () => {
  const servers: TestApp[] = [];
  const start = async (redisUrl: string) => {
    const server = await createTestApp({ env: { REDIS_URL: redisUrl } });
    servers.push(server);
    return server;
  };
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it('answers 503 naming redis when Redis stops answering', async () => {
    const redis = await redisThatCanGoAway();
    const server = await start(redis.url);
    const healthy = await server.inject({ method: 'GET', url: '/healthz' });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toEqual({
      status: 'ok',
      database: testDatabase,
      checks: { database: 'ok', redis: 'ok' },
    });

    await redis.goAway();
    const startedAt = Date.now();
    const response = await server.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'fail',
      database: testDatabase,
      checks: { database: 'ok', redis: 'fail' },
    });
    // Within the check's own timeout: a load balancer must not wait for ours to end.
    expect(Date.now() - startedAt).toBeLessThan(2_500);

    // Back, so the app's Redis connections can say goodbye when it closes.
    await redis.comeBack();
  });
});
