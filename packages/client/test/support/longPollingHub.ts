import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A minimal hub for tests, speaking the ASP.NET Core SignalR protocol (negotiate, JSON hub
 * protocol, long polling; dotnet/aspnetcore src/SignalR/docs/specs) at /v1/chat/hub, so the real
 * @microsoft/signalr client connects to it unchanged. It records what clients invoke, pushes
 * events, and can drop connections to make clients reconnect.
 */
const RECORD_SEPARATOR = '\u001e';
const HUB_PATH = '/v1/chat/hub';

interface Invocation {
  type: number;
  invocationId?: string;
  target?: string;
  arguments?: unknown[];
}

interface Connection {
  token: string;
  polled: boolean;
  handshakeDone: boolean;
  outbox: string[];
  waitingPoll: ServerResponse | undefined;
  closed: boolean;
}

/**
 * Accept (record and complete, with a result if given), refuse with a hub error, or drop the
 * connection mid-call.
 */
export type InvocationAnswer = 'accept' | 'drop' | { result: unknown } | { error: string };

export interface HubInvocation {
  connection: string;
  target: string;
  arguments: unknown[];
}

export const startLongPollingHub = async () => {
  const connections = new Map<string, Connection>();
  const invocations: HubInvocation[] = [];
  let refuseConnections = false;
  let answerInvocation: (invocation: HubInvocation) => InvocationAnswer = () => 'accept';
  let nextToken = 1;

  const deliver = (connection: Connection) => {
    const poll = connection.waitingPoll;
    if (!poll || connection.outbox.length === 0) return;
    connection.waitingPoll = undefined;
    poll.writeHead(200, { 'Content-Type': 'text/plain' }).end(connection.outbox.join(''));
    connection.outbox = [];
  };
  const push = (connection: Connection, message: object) => {
    connection.outbox.push(JSON.stringify(message) + RECORD_SEPARATOR);
    deliver(connection);
  };

  /** As a server restart would: the pending poll answers 204 and the id is no longer known. */
  const close = (connection: Connection) => {
    connection.closed = true;
    connection.waitingPoll?.writeHead(204).end();
    connection.waitingPoll = undefined;
  };

  const receive = (connection: Connection, text: string) => {
    for (const frame of text.split(RECORD_SEPARATOR).filter(Boolean)) {
      if (!connection.handshakeDone) {
        connection.handshakeDone = true;
        push(connection, {});
        continue;
      }
      const message = JSON.parse(frame) as Invocation;
      if (message.type !== 1 || !message.target) continue;
      const invocation = {
        connection: connection.token,
        target: message.target,
        arguments: message.arguments ?? [],
      };
      const answer = answerInvocation(invocation);
      if (answer === 'drop') {
        // Received, but the connection dies before the completion goes out.
        invocations.push(invocation);
        close(connection);
        continue;
      }
      const refused = typeof answer === 'object' && 'error' in answer;
      if (!refused) invocations.push(invocation);
      if (message.invocationId !== undefined) {
        const outcome = answer === 'accept' ? { result: null } : answer;
        push(connection, { type: 3, invocationId: message.invocationId, ...outcome });
      }
    }
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://hub');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');

    if (request.method === 'POST' && url.pathname === `${HUB_PATH}/negotiate`) {
      if (refuseConnections) {
        response.writeHead(503).end();
        return;
      }
      const token = `connection-${nextToken++}`;
      connections.set(token, {
        token,
        polled: false,
        handshakeDone: false,
        outbox: [],
        waitingPoll: undefined,
        closed: false,
      });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          negotiateVersion: 1,
          connectionId: token,
          connectionToken: token,
          availableTransports: [{ transport: 'LongPolling', transferFormats: ['Text'] }],
        }),
      );
      return;
    }
    if (url.pathname !== HUB_PATH) {
      response.writeHead(404).end();
      return;
    }
    const connection = connections.get(url.searchParams.get('id') ?? '');
    if (!connection || connection.closed) {
      response.writeHead(404).end();
      return;
    }
    if (request.method === 'GET') {
      // The first poll only completes the connection and returns at once, without data.
      if (!connection.polled) {
        connection.polled = true;
        response.writeHead(200).end();
        return;
      }
      connection.waitingPoll?.writeHead(200).end();
      connection.waitingPoll = response;
      deliver(connection);
      return;
    }
    if (request.method === 'POST') {
      response.writeHead(200).end();
      receive(connection, body);
      return;
    }
    if (request.method === 'DELETE') {
      connection.closed = true;
      connection.waitingPoll?.writeHead(204).end();
      response.writeHead(202).end();
      return;
    }
    response.writeHead(405).end();
  };

  const server = createServer((request, response) => {
    void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const open = () => [...connections.values()].filter((connection) => !connection.closed);

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    invocations,
    openConnections: () => open().length,
    /** Sends an event to every open connection. */
    broadcast(target: string, ...args: unknown[]) {
      for (const connection of open()) push(connection, { type: 1, target, arguments: args });
    },
    dropConnections() {
      for (const connection of open()) close(connection);
    },
    /** While true, negotiation fails, so clients cannot (re)connect. */
    setRefuseConnections(refuse: boolean) {
      refuseConnections = refuse;
    },
    /** How invocations are answered from now on; by default each is accepted and recorded. */
    answerInvocations(answer: typeof answerInvocation) {
      answerInvocation = answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type LongPollingHub = Awaited<ReturnType<typeof startLongPollingHub>>;
