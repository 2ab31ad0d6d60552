/**
 * Unknown addresses: an ApiError 404 for the API (and for anything but page loads), the web
 * app's index.html for other GET requests when the app is built, so its router shows the page.
 */
import { errorCodes } from '@amora/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiProblem } from './problem';
import { sendIndexHtml } from './web-app';

export const notFoundHandler =
  ({ webApp }: { webApp: boolean }) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const isPageLoad =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/v1/') &&
      request.url !== '/v1';
    if (webApp && isPageLoad) return sendIndexHtml(reply);
    throw ApiProblem.of(errorCodes.NOT_FOUND);
  };
