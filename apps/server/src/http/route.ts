/**
 * The glue between a contract endpoint and Fastify: one call registers the route at the
 * endpoint's method and path, checks the session the endpoint asks for, validates params, query
 * and body with the endpoint's valibot schemas, and writes the answer the way the endpoint's
 * answer kind says:
 *
 * - `data`: 200 with the handler's value as JSON;
 * - `boolean`: 200 with the JSON literal `true` or `false` as the handler decides. The
 *   @amora/client reads any success status of a boolean call as true (spec 01 section 7: false
 *   comes from a failed status), so a refusal the member must see is thrown as an ApiProblem;
 *   answering `false` only informs callers that read the body;
 * - `empty`: 204 without a body.
 *
 * Failures are thrown as ApiProblems and rendered by the error handler.
 */
import { type Endpoint, errorCodes, isErrorCode } from '@amora/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import * as v from 'valibot';
import { requireOperator, type SignedInOperator } from '../console/operator-sessions';
import { type Member, requireMember } from '../identity/sessions';
import { type ApiIssue, ApiProblem } from './problem';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract row a route implements (for rate limits, logs and documentation). */
    endpoint?: Endpoint;
  }
}

/** An optional endpoint part (`body?: Body`) reads as `Body | undefined`; only Body counts. */
type Parsed<Part> = [NonNullable<Part>] extends [never]
  ? undefined
  : NonNullable<Part> extends v.GenericSchema
    ? v.InferOutput<NonNullable<Part>>
    : undefined;

type ResponseInput<E extends Endpoint> =
  NonNullable<E['response']> extends v.GenericSchema
    ? v.InferInput<NonNullable<E['response']>>
    : unknown;

/**
 * What a handler returns: the response's wire shape or a boolean (an `empty` handler returns
 * nothing). An endpoint whose answer kind is not a literal type allows anything.
 */
export type Answer<E extends Endpoint> = [E['answer']] extends ['data']
  ? ResponseInput<E>
  : [E['answer']] extends ['boolean']
    ? boolean
    : unknown;

export interface RouteContext<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** Always present on member endpoints (the route answered 401 otherwise). */
  member: [E['auth']] extends ['member'] ? Member : Member | null;
  /** Present on operator endpoints (401 without an operator session, 403 for another role). */
  operator: [E['auth']] extends ['operator'] ? SignedInOperator : null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<E extends Endpoint> = [E['answer']] extends ['empty']
  ? (context: RouteContext<E>) => Promise<void> | void
  : (context: RouteContext<E>) => Promise<Answer<E>> | Answer<E>;

export interface RouteOptions {
  /** Bytes; the security plugin already raises it for the routes that carry pictures. */
  bodyLimit?: number;
  /** Run before validation, e.g. `app.limits.perIp(...)`. */
  preHandler?: preHandlerAsyncHookHandler[];
}

/** `/user/{id}/newsletter` -> `/v1/user/:id/newsletter` */
export const routeUrl = (path: string) => `/v1${path.replace(/\{(\w+)\}/g, ':$1')}`;

const issuePath = (issue: v.BaseIssue<unknown>) =>
  (issue.path ?? []).map((item) => String(item.key)).join('.');

/** The 400 of spec-conform bad input: the first issue's error key when it is one. */
export const validationProblem = (issues: v.BaseIssue<unknown>[]): ApiProblem => {
  const listed: ApiIssue[] = issues.map((issue) => ({
    path: issuePath(issue),
    message: issue.message,
  }));
  const first = issues[0]?.message;
  const code = isErrorCode(first) ? first : errorCodes.VALIDATION_FAILED;
  return new ApiProblem(400, code, undefined, listed);
};

const parsePart = (
  schema: v.GenericSchema | undefined,
  input: unknown,
  issues: v.BaseIssue<unknown>[],
) => {
  if (!schema) return undefined;
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  issues.push(...result.issues);
  return undefined;
};

const sendAnswer = (endpoint: Endpoint, reply: FastifyReply, answer: unknown) => {
  if (reply.sent) return reply;
  switch (endpoint.answer) {
    case 'empty':
      return reply.code(204).send();
    case 'boolean':
      return reply.type('application/json; charset=utf-8').send(answer ? 'true' : 'false');
    default:
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer ?? null));
  }
};

export const route = <E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void => {
  app.route({
    method: endpoint.method,
    url: routeUrl(endpoint.path),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    config: { endpoint },
    handler: async (request, reply) => {
      // The session comes first: a visitor on a member call is told the session expired, not
      // what was wrong with the input.
      const member = endpoint.auth === 'member' ? requireMember(request) : request.member;
      const operator = endpoint.auth === 'operator' ? requireOperator(request, endpoint) : null;
      const issues: v.BaseIssue<unknown>[] = [];
      const params = parsePart(endpoint.params, request.params, issues);
      const query = parsePart(endpoint.query, request.query, issues);
      const body = parsePart(endpoint.body, request.body, issues);
      if (issues.length > 0) throw validationProblem(issues);
      // The handler's type depends on E, which is still open here.
      const run = handler as (context: RouteContext<E>) => unknown;
      const answer = await run({
        params,
        query,
        body,
        member,
        operator,
        request,
        reply,
      } as RouteContext<E>);
      return sendAnswer(endpoint, reply, answer);
    },
  });
};
