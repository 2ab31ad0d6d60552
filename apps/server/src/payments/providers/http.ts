/** Calls to a provider's API with a time limit, and the HMAC signatures of webhooks. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type ProviderAnswer, requestJson } from '../../http/outbound.ts';
import { PaymentProviderError } from './types.ts';

export { endpoint, type ProviderAnswer } from '../../http/outbound.ts';

export const DEFAULT_PAYMENT_TIMEOUT_MS = 10_000;

export interface ProviderCall {
  method?: 'GET' | 'POST' | 'DELETE' | 'PATCH';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** JSON text sent exactly as given (it embeds bytes that must not be re-serialised). */
  jsonText?: string;
  /** Sent form-encoded (Stripe, OAuth token endpoints). */
  form?: URLSearchParams;
  timeoutMs?: number;
}

/** One request; a network failure is the provider being unavailable, any HTTP answer is returned. */
export async function callProvider(
  provider: string,
  url: URL,
  {
    method = 'GET',
    headers = {},
    json,
    jsonText = json === undefined ? undefined : JSON.stringify(json),
    form,
    timeoutMs = DEFAULT_PAYMENT_TIMEOUT_MS,
  }: ProviderCall,
): Promise<ProviderAnswer> {
  const contentType =
    jsonText !== undefined
      ? 'application/json'
      : form
        ? 'application/x-www-form-urlencoded'
        : undefined;
  return requestJson(
    url,
    {
      method,
      headers: contentType ? { 'content-type': contentType, ...headers } : headers,
      body: jsonText ?? form?.toString(),
      timeoutMs,
    },
    (cause) =>
      new PaymentProviderError(provider, 'unavailable', `${provider} did not answer`, { cause }),
  );
}

/** Answers the body of a 2xx answer; otherwise fails as not found, refused or unavailable. */
export function expectSuccess(provider: string, answer: ProviderAnswer, what: string): unknown {
  if (answer.status >= 200 && answer.status < 300) return answer.body;
  // 401 means our credentials are wrong: the server's configuration, not the member's request.
  const reason =
    answer.status === 404
      ? 'not_found'
      : answer.status >= 500 || answer.status === 429 || answer.status === 401
        ? 'unavailable'
        : 'rejected';
  throw new PaymentProviderError(
    provider,
    reason,
    `${provider} answered ${answer.status} to ${what}`,
  );
}

/** Cents as the decimal string the JSON APIs want ("4.99"). */
export const toDecimal = (cents: number) => (cents / 100).toFixed(2);

/** A decimal amount ("4.99", "10") in cents, or NaN when it is none. */
export const fromDecimal = (value: unknown) =>
  typeof value === 'string' && /^\d+(\.\d{1,2})?$/.test(value)
    ? Math.round(Number(value) * 100)
    : Number.NaN;

/** The redirect URL with our transaction id appended, as every checkout returns to it. */
export function returnUrl(redirectUrl: string, transactionId: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set('transactionId', transactionId);
  return url.toString();
}

export function headerValue(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function safeEqual(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
}

const hmacHex = (secret: string, timestamp: number, payload: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');

/**
 * Stripe's webhook signature, `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`; the sandbox
 * signs its notifications the same way, so one verifier serves both.
 */
export function signPayload(secret: string, payload: string, timestamp = nowSeconds()): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, payload)}`;
}

/**
 * True when one v1 signature matches and the timestamp is within the tolerance, which stops a
 * captured notification from being replayed later.
 */
export function verifySignedPayload(
  header: string | undefined,
  payload: string,
  secret: string,
  toleranceSeconds: number,
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds() - timestamp) > toleranceSeconds) {
    return false;
  }
  const expected = hmacHex(secret, timestamp, payload);
  return parts.some(
    ([key, value]) => key === 'v1' && value !== undefined && safeEqual(value, expected),
  );
}

/** A webhook body as JSON, or undefined when it is none. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The plain 200 every JSON webhook provider expects. */
export const acknowledged = { status: 200, contentType: 'text/plain', body: 'ok' } as const;
