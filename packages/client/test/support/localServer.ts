import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type RouteHandler = (request: RecordedRequest, response: ServerResponse) => unknown;

/**
 * A real HTTP server on 127.0.0.1 with a random port. Routes are set per test as 'METHOD /path'
 * (query left out); an unknown route answers 599 so a wrong URL cannot pass for a failed status.
 */
export const startLocalServer = async () => {
  const routes = new Map<string, RouteHandler>();
  const requests: RecordedRequest[] = [];
  const server = createServer(async (incoming, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const request: RecordedRequest = {
      method: incoming.method ?? '',
      url: incoming.url ?? '',
      headers: incoming.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(request);
    const handler = routes.get(`${request.method} ${request.url.split('?')[0]}`);
    if (!handler) {
      response.writeHead(599).end(`no route for ${request.method} ${request.url}`);
      return;
    }
    await handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    route(key: string, handler: RouteHandler) {
      routes.set(key, handler);
    },
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type LocalServer = Awaited<ReturnType<typeof startLocalServer>>;

export const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
};

/** A port that was just free: connecting to it is refused. */
export const closedPortUrl = async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
};
