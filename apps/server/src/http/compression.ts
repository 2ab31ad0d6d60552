/**
 * Compresses JSON and text answers of 1 KiB or more (br, gzip or deflate, as the client asks).
 * Left alone: the chat hub (its Server-Sent Events stream must reach the client record by record,
 * a long poll answers when a message arrives, and WebSockets are no HTTP answer), pictures and
 * voice (already compressed), and request bodies (no client sends them compressed; inflating one
 * would only be a way around the body limits).
 */
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { hubUrl } from '../hub';

/** JSON of any kind and text except an event stream. */
export const compressibleType =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:[\w.-]+\+)?json)\s*(?:;|$)/i;

const isHubRoute = (url: string) => url === hubUrl || url.startsWith(`${hubUrl}/`);

export default fp(
  async (app) => {
    // Added before @fastify/compress registers its own onRoute hook, so that hook sees the choice.
    app.addHook('onRoute', (routeOptions) => {
      if (isHubRoute(routeOptions.url)) routeOptions.compress = false;
    });
    await app.register(compress, {
      threshold: 1024,
      customTypes: compressibleType,
      globalDecompression: false,
    });
  },
  { name: 'amora-compression', fastify: '5.x' },
);
