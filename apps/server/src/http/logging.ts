/**
 * How the server's log reads. In a terminal: short coloured lines (pino-pretty), one per answered
 * request; elsewhere one JSON object a line, for a log collector. With AMORA_DEMO=1 the request
 * lines drop to debug, so trying the app (`npm start`) does not bury its own messages under
 * thousands of them; LOG_LEVEL=debug brings them back.
 */
import type { Writable } from 'node:stream';
import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config';

/** LOG_FORMAT when set; otherwise pretty exactly when a person is watching the output. */
export const isPrettyOutput = (
  format: Config['logFormat'],
  output: { isTTY?: boolean } = process.stdout,
) => (format ? format === 'pretty' : output.isTTY === true);

interface RequestLine {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  [key: string]: unknown;
}

/** `GET /v1/user 200 12 ms` for a request line, the message alone for anything else. */
const readableMessage = (log: RequestLine, messageKey: string) => {
  const message = String(log[messageKey] ?? '');
  if (!log.req || !log.res) return message;
  const took = log.responseTime === undefined ? '' : ` ${Math.round(log.responseTime)} ms`;
  return `${log.req.method} ${log.req.url} ${log.res.statusCode}${took}`;
};

const prettyStream = (destination: Writable & { isTTY?: boolean }) =>
  pretty({
    destination,
    colorize: destination.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
    messageFormat: (log, messageKey) => readableMessage(log as RequestLine, messageKey),
  });

/**
 * One line per answered request (method, redacted URL, status, time) at the level given, instead
 * of Fastify's two at info; failures stay errors.
 */
export class AnsweredRequestLog extends LogController {
  constructor(private readonly level: 'info' | 'debug') {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log[this.level](
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
    }
  }
}

/** The logger and request log server.ts starts with. */
export const serverLogging = (
  config: Pick<Config, 'logLevel' | 'logFormat' | 'demo'>,
  output: Writable & { isTTY?: boolean } = process.stdout,
): Pick<FastifyServerOptions, 'logger' | 'logController'> => {
  const prettyOutput = isPrettyOutput(config.logFormat, output);
  return {
    logger: {
      level: config.logLevel,
      // pino's own destination for stdout is faster than the stream object.
      ...(prettyOutput
        ? { stream: prettyStream(output) }
        : output === process.stdout
          ? {}
          : { stream: output }),
    },
    ...(config.demo || prettyOutput
      ? { logController: new AnsweredRequestLog(config.demo ? 'debug' : 'info') }
      : {}),
  };
};
