/**
 * A `fetch` built on XMLHttpRequest that reports how much of the request body has been sent.
 * `fetch` itself cannot report upload progress (a streamed request body needs HTTP/2), so the
 * picture upload hands this to a client of its own (model.ts) and the progress bar follows it.
 */

/** The share of the body sent so far, 0 to 1. */
export type ProgressListener = (sent: number) => void;

const responseHeaders = (raw: string): Headers => {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
};

/** Statuses a `Response` cannot carry (no answer, an opaque redirect) become a network error. */
const canCarry = (status: number) => status >= 200 && status <= 599;
/** Statuses whose `Response` must have no body at all. */
const withoutBody = new Set([204, 205, 304]);

export const progressFetch =
  (onProgress: ProgressListener): typeof globalThis.fetch =>
  (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(init.method ?? 'GET', String(input instanceof Request ? input.url : input));
      request.withCredentials = init.credentials === 'include';
      new Headers(init.headers).forEach((value, name) => {
        request.setRequestHeader(name, value);
      });
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      request.onload = () => {
        if (!canCarry(request.status)) {
          reject(new TypeError('Failed to fetch'));
          return;
        }
        onProgress(1);
        resolve(
          new Response(withoutBody.has(request.status) ? null : request.responseText, {
            status: request.status,
            statusText: request.statusText,
            headers: responseHeaders(request.getAllResponseHeaders()),
          }),
        );
      };
      request.onerror = () => reject(new TypeError('Failed to fetch'));
      request.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
      init.signal?.addEventListener('abort', () => request.abort(), { once: true });
      request.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
    });
