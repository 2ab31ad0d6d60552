import { fillPath } from '@amora/contract';

export const API_PREFIX = '/v1';

/**
 * Query values the way the server reads them: absent values are left out, arrays repeat the key,
 * dates travel as ISO strings.
 */
export const toQueryString = (query: unknown): string => {
  if (query === undefined || query === null) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};

/** The URL of an endpoint: base URL, /v1, the path with its placeholders filled, the query. */
export const endpointUrl = (
  baseUrl: string,
  path: string,
  params: unknown,
  query: unknown,
): string =>
  `${trimSlash(baseUrl)}${API_PREFIX}${fillPath(path, params as Record<string, unknown>)}` +
  toQueryString(query);

/**
 * Where a collection's next/prev link points. The server writes links relative to /v1 or, like
 * browsers' own links, with the /v1 prefix; absolute URLs (media) are taken as they are.
 */
export const linkUrl = (baseUrl: string, href: string): string => {
  if (/^[a-z][a-z\d+.-]*:/i.test(href)) return href;
  const path = href.startsWith('/') ? href : `/${href}`;
  const hasPrefix = /^\/v1(?:[/?#]|$)/.test(path);
  return `${trimSlash(baseUrl)}${hasPrefix ? '' : API_PREFIX}${path}`;
};

const trimSlash = (baseUrl: string) => baseUrl.replace(/\/+$/, '');
