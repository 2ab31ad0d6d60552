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

export interface Endpoint<
  Params extends GenericSchema | undefined = GenericSchema | undefined,
  Query extends GenericSchema | undefined = GenericSchema | undefined,
  Body extends GenericSchema | undefined = GenericSchema | undefined,
  Response extends GenericSchema | undefined = GenericSchema | undefined,
> {
  method: HttpMethod;
  /** Below /v1, with `{name}` placeholders exactly as the spec writes them. */
  path: string;
  /** Whether the caller must hold a member session (401 otherwise). */
  auth: 'member' | 'visitor' | 'any';
  answer: AnswerKind;
  /** The spec's domain, used as the OpenAPI tag. */
  tag: string;
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
>(
  definition: Endpoint<Params, Query, Body, Response>,
): Endpoint<Params, Query, Body, Response> => definition;

type InputOf<S> = S extends GenericSchema ? InferInput<S> : undefined;
type OutputOf<S> = S extends GenericSchema ? InferOutput<S> : undefined;

/** What a caller passes: only the parts the endpoint declares. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends GenericSchema
  ? { params: InputOf<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends GenericSchema ? { query?: InputOf<E['query']> } : { query?: undefined }) &
  (E['body'] extends GenericSchema ? { body: InputOf<E['body']> } : { body?: undefined });

/** What a successful call answers. */
export type EndpointOutput<E extends Endpoint> = E['answer'] extends 'data'
  ? OutputOf<E['response']>
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
