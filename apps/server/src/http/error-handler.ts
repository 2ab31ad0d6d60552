/**
 * Every error leaves the server as the contract's ApiError body. Only ApiProblems and Fastify's
 * own client errors (bad JSON, too large, wrong media type) say what went wrong; anything else
 * answers a bare 500, so no stack trace or SQL ever reaches a client.
 */
import { type ErrorCode, errorCodes, errorTexts } from '@amora/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiProblem, apiErrorBody } from './problem';

const codesByStatus: Partial<Record<number, ErrorCode>> = {
  401: errorCodes.UNAUTHORIZED,
  403: errorCodes.FORBIDDEN,
  404: errorCodes.NOT_FOUND,
  413: errorCodes.PAYLOAD_TOO_LARGE,
  429: errorCodes.RATE_LIMITED,
};

export const toApiProblem = (error: FastifyError | Error): ApiProblem => {
  if (error instanceof ApiProblem) return error;
  const statusCode = 'statusCode' in error ? error.statusCode : undefined;
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    // Fastify's client errors carry fixed messages that are safe to pass on ("Body is too large").
    return new ApiProblem(
      statusCode,
      codesByStatus[statusCode] ?? errorCodes.VALIDATION_FAILED,
      error.message,
    );
  }
  return new ApiProblem(500, errorCodes.INTERNAL, errorTexts.INTERNAL);
};

export const errorHandler = (
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const problem = toApiProblem(error);
  if (problem.statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info({ code: problem.code }, problem.text);
  }
  return reply
    .code(problem.statusCode)
    .type('application/json; charset=utf-8')
    .send(apiErrorBody(problem.statusCode, problem.code, problem.text, problem.issues));
};
