/** A small JSON HTTP server on 127.0.0.1 for the fake providers. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer, listenOnRandomPort } from './listen.ts';

export interface JsonReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type Route = (request: IncomingMessage, url: URL) => JsonReply | Promise<JsonReply>;

export interface RunningFake {
  baseUrl: string;
  /** Every request path with its query, in order (tests check what the verifier asked). */
  requests: URL[];
  /** Makes every following request answer this (e.g. a 503 outage) until set to undefined. */
  setOutage(reply: JsonReply | undefined): void;
  close(): Promise<void>;
}

export async function startJsonServer(routes: Record<string, Route>): Promise<RunningFake> {
  const requests: URL[] = [];
  let outage: JsonReply | undefined;
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const route = routes[`${request.method} ${url.pathname}`];
    const reply: JsonReply =
      outage ?? (route ? await route(request, url) : { status: 404, body: { error: 'not_found' } });
    response.writeHead(reply.status, {
      'content-type': 'application/json; charset=utf-8',
      ...reply.headers,
    });
    response.end(JSON.stringify(reply.body));
  });
  const port = await listenOnRandomPort(server);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setOutage: (reply) => {
      outage = reply;
    },
    close: () => closeServer(server),
  };
}
