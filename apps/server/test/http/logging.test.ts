/**
 * The server's log: readable lines in a terminal, JSON elsewhere, request lines at debug in the
 * demo. Built as server.ts builds it, writing to a stream the test reads.
 */
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serverOptions } from '../../src/app';
import type { Config } from '../../src/config';
import { serverLogging } from '../../src/http/logging';

/** A stream standing in for stdout, a terminal or not. */
const output = (isTTY: boolean) => {
  const stream = Object.assign(new PassThrough(), { isTTY });
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return { stream, text: () => text };
};

const serveOneRequest = async (
  config: Pick<Config, 'logLevel' | 'logFormat' | 'demo'>,
  isTTY: boolean,
) => {
  const out = output(isTTY);
  const { logger, logController } = serverLogging(config, out.stream);
  const app = Fastify({ ...serverOptions(logger), logController });
  app.get('/v1/things/:id', async (request) => {
    request.log.info('looked the thing up');
    return { ok: true };
  });
  await app.ready();
  await app.inject({ method: 'GET', url: '/v1/things/42?token=secret-link-token' });
  await app.close();
  // pino-pretty writes on the next turn.
  await new Promise((resolve) => setImmediate(resolve));
  return out.text().trimEnd().split('\n');
};

describe('the server log', () => {
  const settings = { logLevel: 'info', logFormat: undefined, demo: false } as const;

  it('prints one short readable line per request in a terminal, without secrets', async () => {
    const lines = await serveOneRequest(settings, true);
    const requestLines = lines.filter((line) => line.includes('/v1/things/42'));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatch(
      /^\S*\[\d\d:\d\d:\d\d\] \S*INFO\S*: \S*GET \/v1\/things\/42\?token=\[REDACTED\] 200 \d+ ms/,
    );
    expect(lines.some((line) => line.includes('looked the thing up'))).toBe(true);
    expect(lines.join('\n')).not.toContain('secret-link-token');
    expect(lines.join('\n')).not.toMatch(/^\{/m);
  });

  it('writes JSON when the output is not a terminal, Fastify’s request lines included', async () => {
    const lines = await serveOneRequest(settings, false);
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    expect(entries.map((entry) => entry.msg)).toEqual([
      'incoming request',
      'looked the thing up',
      'request completed',
    ]);
    expect(entries[0]?.req?.url).toBe('/v1/things/42?token=[REDACTED]');
  });

  it('keeps request lines at debug in the demo, in a terminal or not', async () => {
    for (const isTTY of [true, false]) {
      const lines = await serveOneRequest({ ...settings, demo: true }, isTTY);
      expect(lines, String(isTTY)).toHaveLength(1);
      expect(lines[0]).toContain('looked the thing up');
    }
    const debugLines = await serveOneRequest(
      { ...settings, demo: true, logLevel: 'debug', logFormat: 'json' },
      true,
    );
    expect(debugLines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'looked the thing up',
      'request completed',
    ]);
  });
});
