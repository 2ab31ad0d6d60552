/**
 * The member's premium (GET /payment/subscription, cancel by DELETE) and marking rows of the
 * likes and visitors as seen (POST /relationship/seen), as the client sends and checks them.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../src/http/httpClient.ts';
import { createApi } from '../src/rest/api.ts';
import { json, type LocalServer, startLocalServer } from './support/localServer.ts';

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const subscription = {
  id: 'sub-1',
  productId: 'premium-3m',
  provider: 'sandbox',
  state: 'active',
  startedAt: '2026-01-01T10:00:00.000Z',
  currentPeriodEnd: '2026-04-01T10:00:00.000Z',
  nextDebitAt: '2026-03-31T10:00:00.000Z',
  cancelledAt: null,
  checkoutUrl: null,
};

const product = {
  id: 'premium-3m',
  name: 'Premium 3 months',
  periodMonths: 3,
  priceCents: 3749,
  listPriceCents: 4999,
  discountPercent: 25,
  currency: 'EUR',
  coinsPerPeriod: 300,
  swipesPerDay: null,
  badges: ['popular'],
  platform: null,
};

describe('premium', () => {
  it('reads the running subscription with its package', async () => {
    server.route('GET /v1/payment/subscription', (_, response) =>
      json(response, 200, {
        hasActivePremium: true,
        premiumUntil: subscription.currentPeriodEnd,
        subscription: { ...subscription, product, isCancellable: true },
      }),
    );
    const api = createApi(createHttpClient({ baseUrl: server.baseUrl }));
    const premium = await api.payment.ownSubscription();
    expect(premium?.subscription).toMatchObject({ id: 'sub-1', product: { periodMonths: 3 } });
  });

  it('reads no subscription as null, not as a failure', async () => {
    server.route('GET /v1/payment/subscription', (_, response) =>
      json(response, 200, { hasActivePremium: false, premiumUntil: null, subscription: null }),
    );
    const api = createApi(createHttpClient({ baseUrl: server.baseUrl }));
    const result = await api.payment.ownSubscription.request();
    expect(result).toMatchObject({ ok: true, data: { subscription: null } });
  });

  it('cancels by the subscription’s id and passes on a store’s refusal', async () => {
    server.route('DELETE /v1/payment/stripe/subscription/sub-1', (_, response) =>
      json(response, 409, {
        timestamp: '2026-01-01T10:00:00.000Z',
        statusCode: 409,
        code: 'SUBSCRIPTION_MANAGED_BY_STORE',
        text: 'cancel it there',
      }),
    );
    const api = createApi(createHttpClient({ baseUrl: server.baseUrl }));
    const result = await api.payment.cancelStripeSubscription.request({ params: { id: 'sub-1' } });
    expect(result.ok ? 'ok' : result.error.code).toBe('SUBSCRIPTION_MANAGED_BY_STORE');
    expect(server.requests[0]?.method).toBe('DELETE');
  });
});

describe('seen rows', () => {
  it('posts the rows shown and reads what is still new', async () => {
    server.route('POST /v1/relationship/seen', (_, response) =>
      json(response, 200, { type: 'like', newCount: 2 }),
    );
    const api = createApi(createHttpClient({ baseUrl: server.baseUrl }));
    const answer = await api.relationship.markSeen({ body: { type: 'like', ids: ['r1', 'r2'] } });
    expect(answer).toEqual({ type: 'like', newCount: 2 });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ type: 'like', ids: ['r1', 'r2'] });
  });
});
