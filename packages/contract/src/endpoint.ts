/**
 * One row of the spec's call tables, written once: the server registers and validates its route
 * from it, the client derives its typed method from it, and the OpenAPI document is generated
 * from it.
 */
import type { GenericSchema, InferInput, InferOutput } from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How the client reads the answer (spec 01 section 7): a `boolean` call yields false on a failed
 * status, a `data` call yields nothing; `empty` answers 204 and the client yields true.
 */
export type AnswerKind = 'data' | 'boolean' | 'empty';

/**
 * `member` needs a member session (401 otherwise); `operator` an operator session of the console
 * with one of the endpoint's `roles` (401 without one, 403 for another role); `visitor` and `any`
 * need no session.
 */
export type EndpointAuth = 'member' | 'operator' | 'visitor' | 'any';

/** The people who run Amora: an admin may make every console call, the others those naming them. */
export const operatorRoles = ['moderator', 'support', 'admin'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/**
 * The answer kind and the auth are type parameters too, so that their literal values reach the
 * types derived from an endpoint (what a call yields, whether a handler always has a member).
 */
export interface Endpoint<
  Params extends GenericSchema | undefined = GenericSchema | undefined,
  Query extends GenericSchema | undefined = GenericSchema | undefined,
  Body extends GenericSchema | undefined = GenericSchema | undefined,
  Response extends GenericSchema | undefined = GenericSchema | undefined,
  Answer extends AnswerKind = AnswerKind,
  Auth extends EndpointAuth = EndpointAuth,
> {
  method: HttpMethod;
  /** Below /v1, with `{name}` placeholders exactly as the spec writes them. */
  path: string;
  /** Whether the caller must hold a member session (401 otherwise). */
  auth: Auth;
  answer: Answer;
  /** The spec's domain, used as the OpenAPI tag. */
  tag: string;
  /** Operator calls: the roles besides admin that may make it (none: admins only). */
  roles?: readonly OperatorRole[];
  summary: string;
  params?: Params;
  query?: Query;
  body?: Body;
  response?: Response;
}

/** Keeps the literal types of an endpoint while checking its shape. */
export const endpoint = <
  Params extends GenericSchema | undefined = undefined,
  Query extends GenericSchema | undefined = undefined,
  Body extends GenericSchema | undefined = undefined,
  Response extends GenericSchema | undefined = undefined,
  Answer extends AnswerKind = AnswerKind,
  Auth extends EndpointAuth = EndpointAuth,
>(
  definition: Endpoint<Params, Query, Body, Response, Answer, Auth>,
): Endpoint<Params, Query, Body, Response, Answer, Auth> => definition;

// An optional property's type includes undefined; what an endpoint declares is the rest.
type Declared<S> = Exclude<S, undefined>;
type InputOf<S> = S extends GenericSchema ? InferInput<S> : undefined;
type OutputOf<S> = S extends GenericSchema ? InferOutput<S> : undefined;

/**
 * What a caller passes: only the parts the endpoint declares. A query is optional when every
 * field of it is.
 */
export type EndpointInput<E extends Endpoint> = ([Declared<E['params']>] extends [never]
  ? { params?: undefined }
  : { params: InputOf<Declared<E['params']>> }) &
  ([Declared<E['query']>] extends [never]
    ? { query?: undefined }
    : object extends InputOf<Declared<E['query']>>
      ? { query?: InputOf<Declared<E['query']>> }
      : { query: InputOf<Declared<E['query']>> }) &
  ([Declared<E['body']>] extends [never]
    ? { body?: undefined }
    : { body: InputOf<Declared<E['body']>> });

/** What a successful call answers. */
export type EndpointOutput<E extends Endpoint> = E['answer'] extends 'data'
  ? OutputOf<Declared<E['response']>>
  : boolean;

/** Fills `{name}` placeholders from params, encoding each value. */
export const fillPath = (path: string, params?: Record<string, unknown>): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
