/** A GET to a provider that answers JSON, with a time limit. */
import { endpoint, type ProviderAnswer, requestJson } from '../../http/outbound.ts';
import { SocialAuthError, type SocialProvider } from './types.ts';

export { endpoint, type ProviderAnswer };

export const DEFAULT_PROVIDER_TIMEOUT_MS = 5000;

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
  return requestJson(url, { headers, timeoutMs }, (cause) => {
    return new SocialAuthError(provider, 'provider_unavailable', `${provider} did not answer`, {
      cause,
    });
  });
}

/** A server error of the provider is its problem, not the member's token. */
export function isProviderFault(status: number): boolean {
  return status >= 500 || status === 429;
}
