/**
 * The Server-Sent Events transport: records go down one event stream; the client posts its own.
 */
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HubConnection, TransportSink } from './connection';
import type { Hub } from './hub';

/** Server-Sent Events framing: every line of the payload in its own `data:` field. */
const sseEvent = (records: string) =>
  `${records
    .split('\n')
    .map((line) => `data: ${line}`)
    .join('\r\n')}\r\n\r\n`;

/** The stream as a connection's sink: one object, where three closures would hold the same. */
class EventStreamSink implements TransportSink {
  constructor(
    private readonly response: ServerResponse,
    private readonly socket: Socket,
  ) {}

  write(records: string) {
    this.response.write(sseEvent(records));
  }

  end() {
    this.response.end();
  }

  abort() {
    this.socket.destroy();
  }
}

/** Carries a claimed connection over the request's event stream until either side ends it. */
export const carryOverEventStream = (
  hub: Hub,
  connection: HubConnection,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    'x-accel-buffering': 'no',
  });
  // Some browsers report the stream open only once data arrives.
  response.write(':\r\n');
  connection.activate('ServerSentEvents', new EventStreamSink(response, request.raw.socket));
  response.on('close', () => hub.dispose(connection));
};
