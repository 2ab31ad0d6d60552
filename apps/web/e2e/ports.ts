/**
 * What every server of the e2e project shares: a free port of 127.0.0.1 (its PUBLIC_URL must name
 * the port before the app is built or the server starts) and the hub's settings.
 */
import { createServer } from 'node:net';
import type { HubOptions } from '../../server/src/hub';

/**
 * The crawl reloads the app before nearly every click, and every reload negotiates a hub
 * connection again for the same member, far more often than the 30 a minute a real member gets;
 * so the e2e servers allow many more.
 */
export const e2eHubOptions: HubOptions = { negotiationLimit: 10_000 };

/** A port nobody listens on now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(address),
      );
    });
  });
