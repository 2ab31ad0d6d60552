/**
 * A reverse proxy in Node in front of server instances, doing what deploy/nginx.conf does for
 * compose.yaml's two instances: it keeps the Host, replaces X-Forwarded-For with the address the
 * client connected from and passes WebSocket upgrades on. It sends each request, poll and upgrade
 * to the next instance in turn, with no affinity at all (nginx pins the hub to one instance; that
 * is only an optimisation), and counts what each instance was sent.
 */
import { createServer, type IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import httpProxy from 'http-proxy';

export interface RoundRobinProxy {
  url: string;
  /** The instances' base URLs, in the order the proxy takes turns (set once they listen). */
  route: (targets: string[]) => void;
  /** How many requests and upgrades each instance was sent whose path starts with `prefix`. */
  served: (prefix?: string) => Record<string, number>;
  close: () => Promise<void>;
}

export const startRoundRobinProxy = async (): Promise<RoundRobinProxy> => {
  const proxy = httpProxy.createProxyServer({ xfwd: false });
  let targets: string[] = [];
  let turn = 0;
  const sent: { target: string; path: string }[] = [];

  const next = (request: IncomingMessage) => {
    const target = targets[turn++ % targets.length];
    if (!target) throw new Error('the proxy has no instances to send to');
    sent.push({ target, path: request.url ?? '/' });
    request.headers['x-forwarded-for'] = request.socket.remoteAddress;
    request.headers['x-forwarded-proto'] = 'http';
    return target;
  };

  // An instance that cannot be reached: 502 as nginx answers, or the upgrade's socket closed.
  proxy.on('error', (_error, _request, response) => {
    if (response instanceof ServerResponse) {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    } else {
      response.destroy();
    }
  });

  const server = createServer((request, response) => {
    proxy.web(request, response, { target: next(request) });
  });
  server.on('upgrade', (request, socket, head) => {
    proxy.ws(request, socket, head, { target: next(request) });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    route: (instances) => {
      targets = instances;
    },
    served: (prefix = '/') => {
      const counts = Object.fromEntries(targets.map((target) => [target, 0]));
      for (const { target, path } of sent) {
        if (path.startsWith(prefix)) counts[target] = (counts[target] ?? 0) + 1;
      }
      return counts;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      proxy.close();
    },
  };
};
