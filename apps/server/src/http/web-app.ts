/**
 * The built single-page app, served from the same port as /v1 when its folder exists. Any GET
 * outside /v1 that is not a file gets index.html, so the app's own router answers deep links.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
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

/** The console's page (its router answers deep links below /console). */
export const consolePath = '/console';

/**
 * The built operator console under /console: its files (built with base /console/), and
 * index.html for every other address below it.
 */
export const registerConsole = async (app: FastifyInstance, consoleDist: string) => {
  await app.register(fastifyStatic, {
    root: consoleDist,
    prefix: `${consolePath}/`,
    decorateReply: false,
    wildcard: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        isHashedAsset(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // The page is read once: a build replaces the whole folder and the server with it.
  const html = await readFile(path.join(consoleDist, 'index.html'));
  const page = async (_request: unknown, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      // Nobody needs to find the console through a search engine.
      .header('x-robots-tag', 'noindex, nofollow')
      .send(html);
  app.get(consolePath, page);
  app.get(`${consolePath}/*`, page);
};
