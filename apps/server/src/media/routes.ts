/**
 * GET /v1/media/{key}: the stored pictures, to whom media/access.ts allows them, and the
 * presents' pictures (media/presents.ts). A key names files that never change, so answers may be
 * cached for a year; pictures that depend on who asks are cached by the browser only.
 */
import type { FastifyInstance } from 'fastify';
import { mediaFileFor } from './access';
import { presentPicture } from './presents';

const yearSeconds = 365 * 24 * 60 * 60;

export default async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/v1/media/presents/:file', async (request, reply) => {
    const svg = await presentPicture(app.db, request.params.file);
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });

  app.get<{ Params: { file: string } }>('/v1/media/:file', async (request, reply) => {
    const file = await mediaFileFor(app, request.params.file, request.member?.id);
    reply
      .header('cache-control', `${file.access}, max-age=${yearSeconds}, immutable`)
      .header('etag', file.etag)
      .header('vary', 'Cookie');
    if (request.headers['if-none-match'] === file.etag) {
      file.body.destroy();
      return reply.code(304).send();
    }
    return reply.type('image/webp').header('content-length', file.size).send(file.body);
  });
}
