/**
 * The HTTP server under the fake payment providers: like ../http-server.ts, but its routes match
 * paths with ids in them (`/v2/payments/tr_123`) and see the request body, and an answer may be
 * plain text. Notifications to our side go out through `notify`.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { closeServer, listenOnRandomPort } from '../listen.ts';
import { readBody } from './receiver.ts';

export interface FakeRequest {
  request: IncomingMessage;
  url: URL;
  /** The route pattern's capture groups (the ids in the path). */
  params: string[];
  body: string;
  /** The bearer token or the Basic credentials of the Authorization header. */
  authorization: string | undefined;
}

export interface FakeReply {
  status: number;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeRoute = [
  method: string,
  path: RegExp,
  handle: (request: FakeRequest) => FakeReply | Promise<FakeReply>,
];

export interface RunningPaymentFake {
  baseUrl: string;
  requests: { method: string; url: URL; body: string }[];
  close(): Promise<void>;
}

export async function startPaymentFake(routes: FakeRoute[]): Promise<RunningPaymentFake> {
  const requests: RunningPaymentFake['requests'] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(request);
    requests.push({ method: request.method ?? 'GET', url, body });
    let reply: FakeReply = { status: 404, body: { error: 'not_found' } };
    for (const [method, path, handle] of routes) {
      const match = method === request.method ? path.exec(url.pathname) : null;
      if (match) {
        const authorization = request.headers.authorization?.replace(/^(Bearer|Basic) /, '');
        reply = await handle({ request, url, params: match.slice(1), body, authorization });
        break;
      }
    }
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
    response.writeHead(reply.status, {
      'content-type':
        typeof reply.body === 'string'
          ? 'text/plain; charset=utf-8'
          : 'application/json; charset=utf-8',
      ...reply.headers,
    });
    response.end(text);
  });
  const port = await listenOnRandomPort(server);
  return { baseUrl: `http://127.0.0.1:${port}`, requests, close: () => closeServer(server) };
}

/** Sends a notification to our side and answers its status and body (microPayment reads it). */
export async function notify(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; body: string }> {
  const response = await fetch(url, {
    method: init.method ?? 'POST',
    headers: init.headers,
    body: init.body,
  });
  return { status: response.status, body: await response.text() };
}

export const randomId = (prefix: string) => `${prefix}${randomBytes(9).toString('hex')}`;
