import { ApiError } from '@amora/contract';
import * as v from 'valibot';

/**
 * Why a call failed:
 * - `http`: the server answered with a non-success status (the body is passed on);
 * - `network`: no answer at all (offline, refused, reset);
 * - `contract`: a success answer whose body does not match the endpoint's response schema;
 * - `json`: a success answer whose body is not JSON (swallowed: never reported to onError);
 * - `aborted`: a newer GET to the same URL or the caller's signal cancelled it (ignored silently).
 */
export type ClientErrorLabel = 'http' | 'network' | 'contract' | 'json' | 'aborted';

export interface ClientErrorDetails {
  label: ClientErrorLabel;
  method: string;
  /** The URL the call went to, query included. */
  url: string;
  /** 0 when there was no answer. */
  status: number;
  statusText: string;
  /** The non-success body parsed as JSON when possible, otherwise its raw text. */
  body: unknown;
  /** What the caller passed: params, query and body. */
  params: unknown;
  /** The session is gone (401 or a redirect); see isSessionExpiry. */
  sessionExpired: boolean;
  cause?: unknown;
}

/**
 * A failed call. `apiError` is the server's error body when it has the contract's shape, so a form
 * can show the message for `apiError.code` ('Email already exists', ERR_BALANCE_TOO_LOW).
 */
export class ClientError extends Error {
  override readonly name = 'ClientError';
  readonly label: ClientErrorLabel;
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  readonly apiError: ApiError | undefined;
  readonly params: unknown;
  readonly sessionExpired: boolean;
  /**
   * Whether the failure interrupts the member's flow rather than belonging to the screen that made
   * the call: no connection, a server fault (5xx), an expired session or an answer that breaks the
   * contract. A 4xx answer with an error code is the screen's to show, so it is not interruptive.
   */
  readonly interruptive: boolean;

  constructor(details: ClientErrorDetails) {
    super(describe(details), details.cause === undefined ? undefined : { cause: details.cause });
    this.label = details.label;
    this.method = details.method;
    this.url = details.url;
    this.status = details.status;
    this.statusText = details.statusText;
    this.body = details.body;
    this.params = details.params;
    this.sessionExpired = details.sessionExpired;
    const parsed = v.safeParse(ApiError, details.body);
    this.apiError = parsed.success ? parsed.output : undefined;
    this.interruptive =
      details.label === 'network' ||
      details.label === 'contract' ||
      details.sessionExpired ||
      details.status >= 500;
  }

  /** The spec's error key the server sent, if any. */
  get code(): string | undefined {
    return this.apiError?.code;
  }
}

const describe = ({ label, method, url, status, statusText, cause }: ClientErrorDetails) => {
  if (label === 'network') {
    return cause instanceof Error ? networkMessage(cause) : `${method} ${url}: network error`;
  }
  if (label === 'aborted') return `${method} ${url} was aborted`;
  if (label === 'contract') return `${method} ${url}: the answer does not match the contract`;
  if (label === 'json') return `${method} ${url}: the answer is not JSON`;
  return `${method} ${url} answered ${status} ${statusText}`.trimEnd();
};

/** Node's fetch says only 'fetch failed'; the reason (ECONNREFUSED, ...) is in its cause. */
const networkMessage = (error: Error) => {
  const reason = error.cause instanceof Error ? error.cause.message : undefined;
  return reason ? `${error.message}: ${reason}` : error.message;
};
