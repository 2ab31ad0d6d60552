/**
 * The built single-page app, served from the same port as /v1 when its folder exists. Any GET
 * outside /v1 that is not a file gets index.html, so the app's own router answers deep links.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite puts content-hashed files under assets/; they never change under the same name. */
const isHashedAsset = (filePath: string) => filePath.includes(`${path.sep}assets${path.sep}`);

export const webAppPresent = (webDist: string) => existsSync(path.join(webDist, 'index.html'));

export const registerWebApp = async (app: FastifyInstance, webDist: string) => {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: 'index.html',
    // Build output that is not the site's (.vite/manifest.json, the landing's render in .ssr/).
    dotfiles: 'ignore',
    // The build writes a Brotli and a gzip copy beside each text file; the browser gets the
    // smallest it accepts (a quarter of the bytes) without compressing on every request.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        isHashedAsset(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
};

export const sendIndexHtml = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-cache').sendFile('index.html');
