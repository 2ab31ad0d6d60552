/**
 * Our side of a provider's notifications in tests: a local server that keeps every request it
 * receives as the webhook route would see it (headers, raw body, query) and answers what the test
 * tells it to (microPayment reads the answer).
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { closeServer, listenOnRandomPort } from '../listen.ts';

export interface ReceivedWebhook {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  query: Record<string, string>;
}

export interface WebhookAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface WebhookReceiver {
  /** The URL to give providers as notify URL. */
  url: string;
  received: ReceivedWebhook[];
  /** Resolves with the next notification (or the first one not yet awaited). */
  next(): Promise<ReceivedWebhook>;
  answerWith(answer: (webhook: ReceivedWebhook) => WebhookAnswer | Promise<WebhookAnswer>): void;
  close(): Promise<void>;
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const waiting: ((webhook: ReceivedWebhook) => void)[] = [];
  let delivered = 0;
  let answer: (webhook: ReceivedWebhook) => WebhookAnswer | Promise<WebhookAnswer> = () => ({
    status: 200,
    contentType: 'text/plain',
    body: 'ok',
  });
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const webhook: ReceivedWebhook = {
      method: request.method ?? 'GET',
      path: url.pathname,
      headers: request.headers,
      rawBody: await readBody(request),
      query: Object.fromEntries(url.searchParams),
    };
    received.push(webhook);
    const reply = await Promise.resolve(answer(webhook)).catch(() => ({
      status: 400,
      contentType: 'text/plain',
      body: 'rejected',
    }));
    response.writeHead(reply.status, { 'content-type': reply.contentType });
    response.end(reply.body);
    const waiter = waiting.shift();
    if (waiter) {
      delivered += 1;
      waiter(webhook);
    }
  });
  const port = await listenOnRandomPort(server);
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    next: () => {
      const pending = received[delivered];
      if (pending) {
        delivered += 1;
        return Promise.resolve(pending);
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    answerWith: (next) => {
      answer = next;
    },
    close: () => closeServer(server),
  };
}
