import {
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  identityEndpoints,
} from '@amora/contract';
import * as v from 'valibot';
import { ClientError, type ClientErrorLabel } from './clientError.ts';
import { createSessionExpiryGuard, isSessionExpiry } from './sessionExpiry.ts';
import { endpointUrl, linkUrl } from './url.ts';

export interface HttpClientOptions {
  /** Origin of the server; empty (the default) means the page's own origin. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /**
   * The global error handler. It sees every failure that is reported: a non-success status, a
   * network error and an answer that breaks the contract; aborted calls and unparsable JSON are
   * not reported. Returning `false` vetoes the client's own further handling of that failure: for
   * a session expiry, `onSessionExpired` is then not called (and the burst stays open). The call's
   * own result is the same either way (false, undefined or `{ ok: false, error }`).
   */
  onError?: (error: ClientError) => unknown;
  /**
   * Called once per burst of calls failing with a session expiry (401, an opaque or 3xx redirect,
   * a redirect that ended in 404; see isSessionExpiry), never for the logout call itself.
   */
  onSessionExpired?: () => void;
}

export type Result<T> = { ok: true; data: T } | { ok: false; error: ClientError };

export interface CallOptions {
  /** Cancels the call; like a superseded GET, it then ends silently. */
  signal?: AbortSignal;
}

/** A call's arguments: the input may be left out when the endpoint declares nothing required. */
export type CallArgs<E extends Endpoint> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/** A data call yields nothing on failure; a boolean or empty call yields false. */
export type CallOutput<E extends Endpoint> = E['answer'] extends 'data'
  ? EndpointOutput<E> | undefined
  : boolean;

export interface HttpClient {
  /** The call with the failure spelled out, for screens that show the server's error code. */
  request<E extends Endpoint>(
    endpoint: E,
    ...args: CallArgs<E>
  ): Promise<Result<EndpointOutput<E>>>;
  /** The call as spec 01 section 7 reads it: the data, true, or undefined/false on failure. */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<CallOutput<E>>;
  /** Reads a collection's next (or prev) link with the collection's schema. */
  follow<S extends v.GenericSchema>(
    href: string,
    response: S,
    options?: CallOptions,
  ): Promise<v.InferOutput<S> | undefined>;
}

interface Exchange {
  method: string;
  url: string;
  body: unknown;
  answer: Endpoint['answer'];
  response: v.GenericSchema | undefined;
  params: unknown;
  isLogout: boolean;
  signal: AbortSignal | undefined;
}

/** The app answers a session expiry by logging out, so a failing logout never counts as one. */
const logout = identityEndpoints.logout;

/** Aborted calls end silently and unparsable JSON is swallowed (spec 02 section 8). */
const reportedLabels = new Set<ClientErrorLabel>(['http', 'network', 'contract']);

export const createHttpClient = ({
  baseUrl = '',
  fetch: fetchImpl = globalThis.fetch,
  onError,
  onSessionExpired,
}: HttpClientOptions = {}): HttpClient => {
  const pendingGets = new Map<string, AbortController>();
  const expiry = createSessionExpiryGuard(() => onSessionExpired?.());

  const report = (error: ClientError, startedIn: number) => {
    if (onError?.(error) === false) return;
    if (error.sessionExpired) expiry.failed(startedIn);
  };

  const send = async (exchange: Exchange): Promise<Result<unknown>> => {
    const { method, url } = exchange;
    const startedIn = expiry.currentGeneration();
    const controller = new AbortController();
    if (method === 'GET') {
      pendingGets.get(url)?.abort();
      pendingGets.set(url, controller);
    }
    const signal = exchange.signal
      ? AbortSignal.any([controller.signal, exchange.signal])
      : controller.signal;

    let result: Result<unknown>;
    try {
      const response = await fetchImpl(url, {
        method,
        headers: requestHeaders(exchange.body),
        body: encodeBody(exchange.body),
        credentials: 'include',
        redirect: 'manual',
        signal,
      });
      const text = await response.text();
      if (response.ok) expiry.succeeded(startedIn);
      result = readAnswer(exchange, response, text);
    } catch (cause) {
      const label = signal.aborted ? 'aborted' : 'network';
      result = { ok: false, error: clientError(exchange, label, undefined, undefined, cause) };
    } finally {
      if (pendingGets.get(url) === controller) pendingGets.delete(url);
    }
    // Outside the try: an exception in onError is the app's bug, not a network error.
    if (!result.ok && reportedLabels.has(result.error.label)) report(result.error, startedIn);
    return result;
  };

  const request = async <E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>) =>
    send({
      method: endpoint.method,
      url: endpointUrl(baseUrl, endpoint.path, input?.params, input?.query),
      body: input?.body,
      answer: endpoint.answer,
      response: endpoint.response,
      params: input,
      isLogout: endpoint.method === logout.method && endpoint.path === logout.path,
      signal: options?.signal,
    }) as Promise<Result<EndpointOutput<E>>>;

  return {
    request,
    async call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>) {
      const result = await request(endpoint, ...args);
      if (result.ok) return result.data as CallOutput<E>;
      return (endpoint.answer === 'data' ? undefined : false) as CallOutput<E>;
    },
    async follow<S extends v.GenericSchema>(href: string, response: S, options?: CallOptions) {
      const result = await send({
        method: 'GET',
        url: linkUrl(baseUrl, href),
        body: undefined,
        answer: 'data',
        response,
        params: { href },
        isLogout: false,
        signal: options?.signal,
      });
      return result.ok ? (result.data as v.InferOutput<S>) : undefined;
    },
  };
};

/** What the answer means for the caller, by the endpoint's answer kind. */
const readAnswer = (exchange: Exchange, response: Response, text: string): Result<unknown> => {
  if (!response.ok) {
    const body = text === '' ? undefined : parseJson(text, text);
    return { ok: false, error: clientError(exchange, 'http', response, body) };
  }
  if (exchange.answer === 'empty') return { ok: true, data: true };
  // A boolean call answers the JSON literal; only an explicit `false` reads as false.
  if (exchange.answer === 'boolean') return { ok: true, data: parseJson(text, true) !== false };
  const json = parseJson(text, unparsable);
  if (json === unparsable) {
    return { ok: false, error: clientError(exchange, 'json', response, text) };
  }
  if (!exchange.response) return { ok: true, data: json };
  const parsed = v.safeParse(exchange.response, json);
  if (parsed.success) return { ok: true, data: parsed.output };
  const issues = v.flatten(parsed.issues);
  return { ok: false, error: clientError(exchange, 'contract', response, json, issues) };
};

const clientError = (
  { method, url, params, isLogout }: Exchange,
  label: ClientErrorLabel,
  response?: Response,
  body?: unknown,
  cause?: unknown,
) =>
  new ClientError({
    label,
    method,
    url,
    status: response?.status ?? 0,
    statusText: response?.statusText ?? '',
    body,
    params,
    sessionExpired:
      label === 'http' && response !== undefined && !isLogout && isSessionExpiry(response),
    cause,
  });

const unparsable = Symbol('unparsable');

const parseJson = <F>(text: string, fallback: F): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return fallback;
  }
};

/** Form data goes unchanged, so the browser sets its multipart boundary itself. */
const encodeBody = (body: unknown): BodyInit | undefined => {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  return JSON.stringify(body);
};

const requestHeaders = (body: unknown): Record<string, string> =>
  body === undefined || body instanceof FormData
    ? { Accept: 'application/json' }
    : { Accept: 'application/json', 'Content-Type': 'application/json' };
