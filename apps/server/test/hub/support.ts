/**
 * What the hub tests share: an app with the hub (and a test method or two) listening on
 * 127.0.0.1, members with a session cookie, and the official @microsoft/signalr client in Node
 * over a chosen transport.
 */
import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  type IRetryPolicy,
  LogLevel,
} from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sessions } from '../../src/db/schema';
import { ApiProblem } from '../../src/http/problem';
import { type HubOptions, hubUrl } from '../../src/hub';
import { hashSessionId, sessionCookieName, sessionLifetimeMs } from '../../src/identity/sessions';
import { createTestApp, insertUser, type TestApp } from '../helpers';

export const transports = [
  ['WebSockets', HttpTransportType.WebSockets],
  ['ServerSentEvents', HttpTransportType.ServerSentEvents],
  ['LongPolling', HttpTransportType.LongPolling],
] as const;

/**
 * A close that does not wait for idle sockets. The SignalR client's fetch (undici, keep-alive)
 * may connect for a poll it aborts at once, or keep a socket in its pool after its last request;
 * the server would hold such a connection until its keep-alive or header timeout ends it. So at
 * close every socket without a request in flight is destroyed, every other one as soon as its
 * last response is done, and any that opens meanwhile at once.
 */
export const promptClose = (app: FastifyInstance, close: () => Promise<void>) => {
  const inFlight = new Map<Socket, number>();
  let closing = false;
  app.server.on('connection', (socket: Socket) => {
    // A client's pool may still open sockets while the server closes; nothing will use them.
    if (closing) {
      socket.destroy();
      return;
    }
    inFlight.set(socket, 0);
    socket.once('close', () => inFlight.delete(socket));
  });
  app.server.on('request', (request, response) => {
    const socket = request.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      inFlight.set(socket, left);
      if (closing && left === 0) socket.destroy();
    });
  });
  // An upgraded socket belongs to its WebSocket, which the hub closes.
  app.server.on('upgrade', (request) => inFlight.delete(request.socket));
  return async () => {
    closing = true;
    for (const [socket, requests] of inFlight) if (requests === 0) socket.destroy();
    await close();
  };
};

export interface HubServer extends TestApp {
  baseUrl: string;
  hubAddress: string;
  /** The calls the test methods received, in order. */
  calls: { method: string; memberId: string; connectionId: string; args: unknown[] }[];
  /** A member written to the database and the Cookie header of a session of theirs. */
  member: () => Promise<{ id: string; cookie: string }>;
}

/** Methods the tests invoke: an echo, a refusal, a crash and a fire-and-forget note. */
const testMethods = (calls: HubServer['calls']) => (app: FastifyInstance) => {
  app.hub.registerMethod('echo', (context, ...args: unknown[]) => {
    calls.push({ method: 'echo', ...context, args });
    return args.length === 1 ? args[0] : args;
  });
  app.hub.registerMethod('refuse', async () => {
    throw ApiProblem.of('ERR_BALANCE_TOO_LOW');
  });
  app.hub.registerMethod('crash', async () => {
    throw new Error('secret database detail');
  });
  app.hub.registerMethod('nothing', async () => undefined);
  app.hub.registerMethod('note', (context, ...args: unknown[]) => {
    calls.push({ method: 'note', ...context, args });
  });
};

export const startHubServer = async (
  options: HubOptions = {},
  env: Record<string, string> = {},
): Promise<HubServer> => {
  const calls: HubServer['calls'] = [];
  const server = await createTestApp({
    env,
    hub: options,
    extend: fp(async (app) => testMethods(calls)(app)),
  });
  const baseUrl = await server.listen();
  return {
    ...server,
    close: promptClose(server.app, server.close),
    baseUrl,
    hubAddress: `${baseUrl}${hubUrl}`,
    calls,
    member: async () => {
      const user = await insertUser(server.app);
      const sessionId = randomBytes(32).toString('base64url');
      await server.app.db.insert(sessions).values({
        idHash: hashSessionId(sessionId),
        userId: user.id,
        expiresAt: new Date(Date.now() + sessionLifetimeMs),
      });
      return { id: user.id, cookie: `${sessionCookieName}=${sessionId}` };
    },
  };
};

/** Reconnects at once, a few times, and remembers why it was asked to. */
export const quickRetries = () => {
  const reasons: (Error | undefined)[] = [];
  const policy: IRetryPolicy = {
    nextRetryDelayInMilliseconds: (context) => {
      reasons.push(context.retryReason);
      return context.previousRetryCount < 20 ? 50 : null;
    },
  };
  return { policy, reasons };
};

export const connect = async (
  address: string,
  cookie: string | undefined,
  transport: HttpTransportType,
  retryPolicy: IRetryPolicy = quickRetries().policy,
): Promise<HubConnection> => {
  const connection = new HubConnectionBuilder()
    .withUrl(address, { transport, headers: cookie ? { cookie } : {} })
    .withAutomaticReconnect(retryPolicy)
    .configureLogging(LogLevel.None)
    .build();
  await connection.start();
  return connection;
};

/** The next call of `target` on the connection, or a rejection after `ms`. */
export const nextCall = (connection: HubConnection, target: string, ms = 5000) =>
  new Promise<unknown[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      connection.off(target, handler);
      reject(new Error(`no ${target} within ${ms} ms`));
    }, ms);
    const handler = (...args: unknown[]) => {
      clearTimeout(timer);
      connection.off(target, handler);
      resolve(args);
    };
    connection.on(target, handler);
  });

/** Resolves once `condition` holds, polling; rejects after `ms`. */
export const eventually = async (condition: () => boolean, ms = 5000) => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
