/**
 * Security headers with a strict Content-Security-Policy, the refusal of API calls another site
 * starts (Sec-Fetch-Site) and of writes from a foreign Origin, and the body limits (1 MiB,
 * 15 MiB for the routes that carry base64 pictures).
 */
import { errorCodes } from '@amora/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { ApiProblem } from './problem';

export const defaultBodyLimit = 1024 * 1024;
export const pictureBodyLimit = 15 * 1024 * 1024;

/** Calls whose JSON body may carry a base64 picture (registration, uploads, chat images). */
const pictureRoutes: { method: string; url: RegExp }[] = [
  { method: 'POST', url: /^\/v1\/identity\/register(\/\w+)?$/ },
  { method: 'PUT', url: /^\/v1\/user\/image$/ },
  { method: 'PATCH', url: /^\/v1\/user\/completion$/ },
  { method: 'POST', url: /^\/v1\/user\/verification$/ },
  { method: 'POST', url: /^\/v1\/chat\/:\w+\/image$/ },
];

export const carriesPicture = (method: string, url: string) =>
  pictureRoutes.some((route) => route.method === method && route.url.test(url));

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The API's documentation, which other sites may link to. */
const linkablePaths = new Set(['/v1/openapi.json', '/v1/docs']);

/**
 * The origin the request was sent to (scheme and Host, or what a trusted proxy forwards): a page
 * the server itself served, opened at another of its addresses than PUBLIC_URL (127.0.0.1 instead
 * of localhost), writes from there. Without TRUST_PROXY the forwarded headers count for nothing.
 */
const addressedOrigin = (request: FastifyRequest) => {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
};

export default fp(
  async (app) => {
    const { publicOrigin, secureCookies } = app.config;
    const hubOrigin = publicOrigin.replace(/^http/, 'ws');

    // The headers' middleware is built once: @fastify/helmet built it anew (CSP parsing included)
    // for every request of every route, about 6 % of a hub connection's opening (issue 18).
    const setSecurityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          fontSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          // 'self' covers ws(s) of the same host only in newer browsers; the hub needs it everywhere.
          connectSrc: ["'self'", hubOrigin],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          ...(secureCookies ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Over plain http (local use) HSTS would lock the browser out of localhost for a year.
      strictTransportSecurity: secureCookies,
    });
    app.addHook('onRequest', (request, reply, done) => {
      // helmet 8 throws its errors (a bad directive) instead of passing them on.
      setSecurityHeaders(request.raw, reply.raw, () => done());
    });

    // Browsers name the site that started a request. A link, image or form on another site
    // would otherwise act with the member's cookie even on reading calls (a profile view records
    // a visit). The API docs stay linkable.
    app.addHook('onRequest', async (request) => {
      if (request.headers['sec-fetch-site'] !== 'cross-site') return;
      const path = request.url.split('?', 1)[0] as string;
      if ((path === '/v1' || path.startsWith('/v1/')) && !linkablePaths.has(path)) {
        throw ApiProblem.of(errorCodes.CROSS_SITE_REQUEST);
      }
    });

    // A browser sends Origin with cross-site writes; a foreign one means another site is trying
    // to act with the member's cookie. Requests without Origin (curl, same-origin GET) pass.
    app.addHook('onRequest', async (request) => {
      const origin = request.headers.origin;
      if (
        stateChangingMethods.has(request.method) &&
        origin !== undefined &&
        origin !== publicOrigin &&
        origin !== addressedOrigin(request)
      ) {
        throw ApiProblem.of(errorCodes.ORIGIN_NOT_ALLOWED);
      }
    });

    app.addHook('onRoute', (routeOptions) => {
      const methods = [routeOptions.method].flat();
      if (
        routeOptions.bodyLimit === undefined &&
        methods.some((method) => carriesPicture(method, routeOptions.url))
      ) {
        routeOptions.bodyLimit = pictureBodyLimit;
      }
    });
  },
  { name: 'amora-security', fastify: '5.x', decorators: { fastify: ['config'] } },
);
