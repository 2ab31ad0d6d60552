/**
 * Calls to outside services (social sign-in, payment providers): a base URL joined with a path,
 * and one request with a time limit whose answer is JSON when it parses (the text otherwise). A
 * network failure or time-out is the service being unavailable: the caller says how to report it.
 */

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/** The base URL with the path appended (a base may carry a path such as /v21.0). */
export function endpoint(baseUrl: string, path: string, query: Record<string, string> = {}): URL {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}

export interface ServiceRequest {
  method?: 'GET' | 'POST' | 'DELETE' | 'PATCH';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

export async function requestJson(
  url: URL,
  { method = 'GET', headers = {}, body, timeoutMs }: ServiceRequest,
  unavailable: (cause: unknown) => Error,
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { accept: 'application/json', ...headers },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw unavailable(error);
  }
  const text = await response.text();
  try {
    return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}
