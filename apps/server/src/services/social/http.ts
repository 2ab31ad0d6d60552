/** A GET to a provider that answers JSON, with a time limit. */
import { SocialAuthError, type SocialProvider } from './types.ts';

export const DEFAULT_PROVIDER_TIMEOUT_MS = 5000;

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

export async function getJson(
  provider: SocialProvider,
  url: URL,
  {
    headers = {},
    timeoutMs = DEFAULT_PROVIDER_TIMEOUT_MS,
  }: {
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new SocialAuthError(provider, 'provider_unavailable', `${provider} did not answer`, {
      cause: error,
    });
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}

/** A server error of the provider is its problem, not the member's token. */
export function isProviderFault(status: number): boolean {
  return status >= 500 || status === 429;
}

/** The base URL with the path appended (a base may carry a path such as /v21.0). */
export function endpoint(baseUrl: string, path: string, query: Record<string, string> = {}): URL {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}
