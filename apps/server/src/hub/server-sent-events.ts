/**
 * The Server-Sent Events transport: records go down one event stream; the client posts its own.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HubConnection } from './connection';
import type { Hub } from './hub';

/** Server-Sent Events framing: every line of the payload in its own `data:` field. */
const sseEvent = (records: string) =>
  `${records
    .split('\n')
    .map((line) => `data: ${line}`)
    .join('\r\n')}\r\n\r\n`;

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
  connection.activate('ServerSentEvents', {
    write: (records) => response.write(sseEvent(records)),
    end: () => response.end(),
    abort: () => request.raw.socket.destroy(),
  });
  response.on('close', () => hub.dispose(connection));
};
