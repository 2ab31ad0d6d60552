/** Starting and stopping the local fake servers on 127.0.0.1 with a random free port. */
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo, Server } from 'node:net';

export async function listenOnRandomPort(server: Server | HttpServer): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

export async function closeServer(server: Server | HttpServer): Promise<void> {
  if ('closeAllConnections' in server) server.closeAllConnections();
  await new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
  });
}
