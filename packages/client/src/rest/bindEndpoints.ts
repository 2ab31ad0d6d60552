import type { Endpoint, EndpointOutput } from '@amora/contract';
import type { CallArgs, CallOutput, HttpClient, Result } from '../http/httpClient.ts';

/**
 * One endpoint as a plain async function: called directly it answers as the spec reads it (data,
 * true, or undefined/false on failure); `.request` answers with the failure spelled out.
 */
export interface BoundEndpoint<E extends Endpoint> {
  (...args: CallArgs<E>): Promise<CallOutput<E>>;
  request(...args: CallArgs<E>): Promise<Result<EndpointOutput<E>>>;
  readonly endpoint: E;
}

export type EndpointTable = Record<string, Endpoint>;

export type BoundEndpoints<T extends EndpointTable> = { [K in keyof T]: BoundEndpoint<T[K]> };

export const bindEndpoint = <E extends Endpoint>(http: HttpClient, endpoint: E): BoundEndpoint<E> =>
  Object.assign((...args: CallArgs<E>) => http.call(endpoint, ...args), {
    request: (...args: CallArgs<E>) => http.request(endpoint, ...args),
    endpoint,
  });

/** Every row of one of the contract's call tables as a typed method, under the table's keys. */
export const bindEndpoints = <T extends EndpointTable>(
  http: HttpClient,
  table: T,
): BoundEndpoints<T> =>
  Object.fromEntries(
    Object.entries(table).map(([name, endpoint]) => [name, bindEndpoint(http, endpoint)]),
  ) as unknown as BoundEndpoints<T>;
