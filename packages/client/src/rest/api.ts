import { endpoints } from '@amora/contract';
import type { HttpClient } from '../http/httpClient.ts';
import { type BoundEndpoints, bindEndpoints } from './bindEndpoints.ts';

type Domains = typeof endpoints;

/**
 * Every call of both spec documents, by domain: `api.identity.login({ body })`,
 * `api.user.get()`.
 */
export type Api = { [Domain in keyof Domains]: BoundEndpoints<Domains[Domain]> };

export const createApi = (http: HttpClient): Api =>
  Object.fromEntries(
    Object.entries(endpoints).map(([domain, table]) => [domain, bindEndpoints(http, table)]),
  ) as Api;
