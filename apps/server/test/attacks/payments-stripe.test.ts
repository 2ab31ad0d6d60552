/**
 * Stripe through its official SDK, pinned: every request names the API version the SDK is typed
 * for (`Stripe-Version`), so upgrading the account's default version cannot change the payloads we
 * read; bodies are the SDK's form encoding; every webhook passes the SDK's signature and tolerance
 * check (`webhooks.constructEvent`) before anything is believed. The local fake Stripe refuses
 * what the real one would, and any request without the pin.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { payments } from '../../src/db/schema';
import { userRow } from '../helpers';
import {
  dataOf,
  forwardTo,
  ledgerOf,
  type MemberServer,
  redirectUrl,
  startMemberServer,
} from '../routes/payment/support';
import {
  FAKE_STRIPE_API_VERSION,
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  startFakeStripe,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../services/fakes/payments';

let server: MemberServer;
let stripe: FakeStripe;
let hooks: WebhookReceiver;

beforeAll(async () => {
  hooks = await startWebhookReceiver();
  stripe = await startFakeStripe({ webhookUrl: hooks.url });
  server = await startMemberServer({
    AMORA_DEMO: '',
    STRIPE_API_URL: stripe.baseUrl,
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
  });
  forwardTo(hooks, (): FastifyInstance => server.app, 'stripe');
});
afterAll(async () => {
  await server?.close();
  await Promise.all([stripe?.close(), hooks?.close()]);
});

const sessionIdOf = (checkoutUrl: string | null) =>
  new URL(checkoutUrl ?? '').pathname.split('/').pop() ?? '';
const paymentRow = async (id: string) =>
  (await server.app.db.select().from(payments).where(eq(payments.id, id)))[0];

describe('Stripe requests', () => {
  it('pins the API version the installed SDK is typed for, which the fake speaks', () => {
    expect(FAKE_STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
  });

  it('names the pinned Stripe-Version on every call: checkout, refund, subscription, renewal, cancel', async () => {
    stripe.received.length = 0;
    const { user, browser } = await server.member();
    const payment = dataOf(
      await browser.api.payment.createStripe.request({
        body: { productId: 'coins-250', methodId: 'apple-pay', redirectUrl },
      }),
    );
    const sessionId = sessionIdOf(payment.checkoutUrl);
    await stripe.pay(sessionId);
    expect((await paymentRow(payment.id))?.status).toBe('paid');
    expect(await userRow(server.app, user.id)).toMatchObject({ coins: 250, freeCoins: 25 });
    // The refund takes the coins back: the charge's session is looked up through the SDK too.
    await stripe.refund(sessionId);
    expect((await paymentRow(payment.id))?.status).toBe('refunded');
    expect(await userRow(server.app, user.id)).toMatchObject({ coins: 0, freeCoins: 0 });
    expect(await ledgerOf(server.app, user.id, 'paymentRefund')).toHaveLength(1);

    const subscription = dataOf(
      await browser.api.payment.createStripeSubscription.request({
        body: { productId: 'premium-1m', redirectUrl },
      }),
    );
    await stripe.pay(sessionIdOf(subscription.checkoutUrl));
    const active = dataOf(
      await browser.api.payment.stripeSubscription.request({ params: { id: subscription.id } }),
    );
    expect(active).toMatchObject({ state: 'active' });
    const subscriptionId = stripe.sessions.get(sessionIdOf(subscription.checkoutUrl))?.subscription;
    await stripe.renew(String(subscriptionId));
    const renewed = dataOf(
      await browser.api.payment.stripeSubscription.request({ params: { id: subscription.id } }),
    );
    expect(new Date(renewed.currentPeriodEnd ?? '').getTime()).toBeGreaterThan(
      new Date(active.currentPeriodEnd ?? '').getTime(),
    );
    const cancelled = dataOf(
      await browser.api.payment.cancelStripeSubscription.request({
        params: { id: subscription.id },
      }),
    );
    expect(cancelled).toMatchObject({ state: 'cancelled' });

    const paths = stripe.received.map(({ method, path }) => `${method} ${path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /v1/checkout/sessions',
        'GET /v1/checkout/sessions',
        expect.stringMatching(/^GET \/v1\/subscriptions\/sub_/),
        expect.stringMatching(/^POST \/v1\/subscriptions\/sub_/),
      ]),
    );
    expect(stripe.received.filter((call) => call.refused)).toEqual([]);
    expect(new Set(stripe.received.map((call) => call.stripeVersion))).toEqual(
      new Set([FAKE_STRIPE_API_VERSION]),
    );
  });

  it('is refused by the fake, as by Stripe, without the pin, with a JSON body or an unknown parameter', async () => {
    const call = (headers: Record<string, string>, body: string) =>
      fetch(`${stripe.baseUrl}/v1/checkout/sessions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${FAKE_STRIPE_SECRET_KEY}`, ...headers },
        body,
      });
    const form =
      'mode=payment&success_url=https%3A%2F%2Fa.test&line_items[0][price_data][unit_amount]=100';
    const formType = { 'content-type': 'application/x-www-form-urlencoded' };
    const pinned = { ...formType, 'stripe-version': FAKE_STRIPE_API_VERSION };
    const before = stripe.sessions.size;
    for (const [headers, body] of [
      [formType, form],
      [{ ...formType, 'stripe-version': '2024-06-20' }, form],
      [{ ...pinned, 'content-type': 'application/json' }, JSON.stringify({ mode: 'payment' })],
      [pinned, `${form}&amount_override=1`],
    ] as const) {
      const answer = await call(headers, body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    }
    expect(stripe.sessions.size).toBe(before);
    expect((await call(pinned, form)).status).toBe(200);
  });

  it('refuses at start-up a STRIPE_API_URL with a path, which the SDK could not reach', async () => {
    const start = loadConfig({
      DATA_DIR: '/tmp/amora-unused',
      SECRET: 'test-secret-test-secret-test-secret-0123',
      STRIPE_API_URL: 'https://proxy.example/stripe',
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    });
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(/^Invalid environment variable STRIPE_API_URL=/);
  });
});

describe('Stripe webhooks', () => {
  it('checks each one with the SDK (signature and tolerance); a forged, stale or unsigned one changes nothing', async () => {
    const constructEvent = vi.spyOn(Stripe.webhooks, 'constructEvent');
    try {
      const { user, browser } = await server.member();
      const payment = dataOf(
        await browser.api.payment.createStripe.request({
          body: { productId: 'coins-250', methodId: 'apple-pay', redirectUrl },
        }),
      );
      const session = stripe.sessions.get(sessionIdOf(payment.checkoutUrl));
      const body = JSON.stringify({
        id: 'evt_forged',
        object: 'event',
        api_version: FAKE_STRIPE_API_VERSION,
        type: 'checkout.session.completed',
        data: { object: { ...session, status: 'complete', payment_status: 'paid' } },
      });
      const now = Math.floor(Date.now() / 1000);
      const attempts: [string, string | undefined][] = [
        [body, stripe.signature(body, { secret: 'whsec_someone_else' })],
        [body, stripe.signature(body, { timestamp: now - 301 })],
        [body, undefined],
        [body.replace('"paid"', '"paid" '), stripe.signature(body)],
        [body, `t=${now}`],
      ];
      for (const [payload, signature] of attempts) {
        const answer = await server.inject({
          method: 'POST',
          url: '/v1/payment/webhook/stripe',
          headers: {
            'content-type': 'application/json',
            ...(signature ? { 'stripe-signature': signature } : {}),
          },
          payload,
        });
        expect(answer.statusCode).toBe(400);
      }
      expect((await paymentRow(payment.id))?.status).toBe('open');
      expect(await ledgerOf(server.app, user.id)).toEqual([]);
      expect(constructEvent).toHaveBeenCalledTimes(attempts.length);
      expect(constructEvent).toHaveBeenCalledWith(
        body,
        expect.stringMatching(/^t=\d+,v1=[0-9a-f]{64}$/),
        FAKE_STRIPE_WEBHOOK_SECRET,
        300,
      );

      // Stripe's own notification passes the same check and is believed.
      await stripe.pay(session?.id ?? '');
      expect((await paymentRow(payment.id))?.status).toBe('paid');
      expect(constructEvent).toHaveBeenCalledTimes(attempts.length + 1);
      expect(await userRow(server.app, user.id)).toMatchObject({ coins: 250, freeCoins: 25 });
    } finally {
      constructEvent.mockRestore();
    }
  });
});
