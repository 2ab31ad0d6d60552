/**
 * Security headers with a strict Content-Security-Policy, the Origin check against cross-site
 * requests, and the body limits (1 MiB, 15 MiB for the routes that carry base64 pictures).
 */
import { errorCodes } from '@amora/contract';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { ApiProblem } from '../http/problem';

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

export default fp(
  async (app) => {
    const { publicOrigin, secureCookies } = app.config;
    const hubOrigin = publicOrigin.replace(/^http/, 'ws');

    await app.register(helmet, {
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

    // A browser sends Origin with cross-site writes; a foreign one means another site is trying
    // to act with the member's cookie. Requests without Origin (curl, same-origin GET) pass.
    app.addHook('onRequest', async (request) => {
      const origin = request.headers.origin;
      if (
        stateChangingMethods.has(request.method) &&
        origin !== undefined &&
        origin !== publicOrigin
      ) {
        throw ApiProblem.of(errorCodes.FORBIDDEN, 'Requests from this origin are not allowed');
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
