/**
 * A free port of 127.0.0.1 for a server of the e2e project: its PUBLIC_URL must name the port
 * before the app is built or the server starts.
 */
import { createServer } from 'node:net';

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
