/**
 * Simulated browsers for the tests that talk to a listening server: each one an @amora/client
 * with a cookie jar of its own, connecting from a loopback address of its own so the per-address
 * rate limits see it as a client of its own.
 */
import http from 'node:http';
import { type Api, createApi, createHttpClient, type HttpClient } from '@amora/client';

export interface Browser {
  api: Api;
  http: HttpClient;
  cookies: Map<string, string>;
  /** The loopback address this browser connects from, as the server sees it (request.ip). */
  address: string;
  /** A plain fetch of a path on the server with this browser's cookies. */
  fetch: (pathAndQuery: string, init?: RequestInit) => Promise<Response>;
}

/**
 * fetch over node:http from a chosen loopback address (all of 127.0.0.0/8 reaches the server on
 * Linux). Enough of fetch for @amora/client: string bodies, manual redirects, abort signals.
 */
const fetchFrom =
  (localAddress: string): typeof fetch =>
  (input, init = {}) =>
    new Promise((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const body = init.body === undefined || init.body === null ? undefined : String(init.body);
      const headers = Object.fromEntries(new Headers(init.headers));
      if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
      const request = http.request(
        url,
        { method: init.method ?? 'GET', headers, localAddress, signal: init.signal ?? undefined },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const responseHeaders = new Headers();
            for (let at = 0; at < response.rawHeaders.length; at += 2) {
              responseHeaders.append(
                response.rawHeaders[at] as string,
                response.rawHeaders[at + 1] as string,
              );
            }
            const status = response.statusCode ?? 500;
            const withoutBody = status === 204 || status === 304;
            resolve(
              new Response(withoutBody ? null : Buffer.concat(chunks), {
                status,
                statusText: response.statusMessage,
                headers: responseHeaders,
              }),
            );
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });

let browsersMade = 0;
/**
 * A loopback address no other browser of this test process used: 127.1.0.1, 127.1.0.2 ...
 * (127.0.0.x is left for tests that choose their address).
 */
export const nextClientAddress = () => {
  browsersMade += 1;
  return `127.1.${Math.floor(browsersMade / 250) % 250}.${(browsersMade % 250) + 1}`;
};

/** A fetch that stores Set-Cookie answers and sends the cookies back, as a browser does. */
export const cookieKeepingFetch =
  (cookies: Map<string, string>, send: typeof fetch = fetch): typeof fetch =>
  async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookies.size > 0) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await send(input, { ...init, headers });
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', setting = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(setting) <= Date.now();
        return false;
      });
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };

/** A new browser on the server at `baseUrl`, from a fresh address unless one is given. */
export const openBrowser = (
  baseUrl: string,
  { address = nextClientAddress(), cookies = new Map<string, string>() } = {},
): Browser => {
  const fetchWithCookies = cookieKeepingFetch(cookies, fetchFrom(address));
  const client = createHttpClient({ baseUrl, fetch: fetchWithCookies });
  return {
    api: createApi(client),
    http: client,
    cookies,
    address,
    fetch: (pathAndQuery, init) => fetchWithCookies(`${baseUrl}${pathAndQuery}`, init),
  };
};
