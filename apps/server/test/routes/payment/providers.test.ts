import { premiumBenefits } from '@amora/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../src/db/schema';
import { userRow } from '../../helpers';
import {
  FAKE_MICROPAYMENT_ACCESS_KEY,
  FAKE_MICROPAYMENT_NOTIFICATION_KEY,
  FAKE_MICROPAYMENT_PROJECT,
  FAKE_PAYPAL_CLIENT_ID,
  FAKE_PAYPAL_CLIENT_SECRET,
  FAKE_PAYPAL_WEBHOOK_ID,
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeMicroPayment,
  type FakePayPal,
  type FakeStripe,
  startFakeMicroPayment,
  startFakePayPal,
  startFakeStripe,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../services/fakes/payments';
import {
  dataOf,
  forwardTo,
  ledgerOf,
  type MemberServer,
  outcome,
  redirectUrl,
  startMemberServer,
} from './support';

let server: MemberServer;
let stripe: FakeStripe;
let payPal: FakePayPal;
let microPayment: FakeMicroPayment;
let receivers: WebhookReceiver[];

beforeAll(async () => {
  const [stripeHooks, payPalHooks, microPaymentHooks] = await Promise.all([
    startWebhookReceiver(),
    startWebhookReceiver(),
    startWebhookReceiver(),
  ]);
  receivers = [stripeHooks, payPalHooks, microPaymentHooks];
  microPayment = await startFakeMicroPayment({ notificationUrl: microPaymentHooks.url });
  stripe = await startFakeStripe({ webhookUrl: stripeHooks.url });
  payPal = await startFakePayPal({ webhookUrl: payPalHooks.url, plans: { 'P-PREMIUM-1M': 1 } });
  server = await startMemberServer({
    STRIPE_API_URL: stripe.baseUrl,
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    PAYPAL_API_URL: payPal.baseUrl,
    PAYPAL_CLIENT_ID: FAKE_PAYPAL_CLIENT_ID,
    PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_CLIENT_SECRET,
    PAYPAL_WEBHOOK_ID: FAKE_PAYPAL_WEBHOOK_ID,
    PAYPAL_PLAN_IDS: 'premium-1m=P-PREMIUM-1M',
    MICROPAYMENT_PROJECT: FAKE_MICROPAYMENT_PROJECT,
    MICROPAYMENT_ACCESS_KEY: FAKE_MICROPAYMENT_ACCESS_KEY,
    MICROPAYMENT_NOTIFICATION_KEY: FAKE_MICROPAYMENT_NOTIFICATION_KEY,
    MICROPAYMENT_WINDOW_URL: microPayment.baseUrl,
  });
  const app = (): FastifyInstance => server.app;
  forwardTo(stripeHooks, app, 'stripe');
  forwardTo(payPalHooks, app, 'payPal');
  forwardTo(microPaymentHooks, app, 'microPayment');
});
afterAll(async () => {
  await server?.close();
  await Promise.all([
    stripe?.close(),
    payPal?.close(),
    microPayment?.close(),
    ...(receivers ?? []).map((r) => r.close()),
  ]);
});

const lastSegment = (url: string | null) => new URL(url ?? '').pathname.split('/').pop() ?? '';
const paymentRow = async (id: string) =>
  (await server.app.db.select().from(payments).where(eq(payments.id, id)))[0];

describe('Stripe', () => {
  it('credits a paid checkout once, by its webhook, and shows it on the status read', async () => {
    const { user, browser } = await server.member();
    const payment = dataOf(
      await browser.api.payment.createStripe.request({
        body: { productId: 'coins-250', methodId: 'apple-pay', redirectUrl, userId: user.id },
      }),
    );
    expect(payment).toMatchObject({ provider: 'stripe', state: 'loading', methodId: 'apple-pay' });
    const sessionId = lastSegment(payment.checkoutUrl);
    expect(stripe.sessions.get(sessionId)?.client_reference_id).toBe(payment.id);

    await stripe.pay(sessionId);
    expect((await paymentRow(payment.id))?.status).toBe('paid');
    for (let time = 0; time < 5; time += 1) {
      const read = dataOf(await browser.api.payment.get.request({ params: { id: payment.id } }));
      expect(read).toMatchObject({ state: 'success', coins: 275 });
      expect(read.coinInfo).toMatchObject({ coins: 250, freeCoins: 25 });
    }
    expect(await ledgerOf(server.app, user.id, 'coinPurchase')).toHaveLength(1);

    await stripe.dispute(sessionId);
    expect((await paymentRow(payment.id))?.status).toBe('charged_back');
    expect(await userRow(server.app, user.id)).toMatchObject({ coins: 0, freeCoins: 0 });
    expect(await ledgerOf(server.app, user.id, 'paymentChargeback')).toMatchObject([
      { coinsDelta: -250, freeCoinsDelta: -25 },
    ]);
  });

  it('refuses a forged signature and changes nothing', async () => {
    const { user, browser } = await server.member();
    const payment = dataOf(
      await browser.api.payment.createStripe.request({
        body: { productId: 'coins-250', methodId: 'apple-pay', redirectUrl },
      }),
    );
    const session = stripe.sessions.get(lastSegment(payment.checkoutUrl));
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'checkout.session.completed',
      data: { object: { ...session, status: 'complete', payment_status: 'paid' } },
    });
    const answer = await server.inject({
      method: 'POST',
      url: '/v1/payment/webhook/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.signature(body, { secret: 'whsec_someone_else' }),
      },
      payload: body,
    });
    expect(answer.statusCode).toBe(400);
    expect((await paymentRow(payment.id))?.status).toBe('open');
    expect(await ledgerOf(server.app, user.id)).toEqual([]);
  });

  it('runs a subscription: premium with its stars, then cancelled at the period end', async () => {
    const { user, browser } = await server.member();
    const subscription = dataOf(
      await browser.api.payment.createStripeSubscription.request({
        body: { productId: 'premium-1m', redirectUrl },
      }),
    );
    expect(subscription).toMatchObject({
      provider: 'stripe',
      state: 'pending',
      currentPeriodEnd: null,
    });
    await stripe.pay(lastSegment(subscription.checkoutUrl));
    const active = dataOf(
      await browser.api.payment.stripeSubscription.request({ params: { id: subscription.id } }),
    );
    expect(active).toMatchObject({ state: 'active', checkoutUrl: null, cancelledAt: null });
    const periodEnd = new Date(active.currentPeriodEnd ?? '');
    expect(periodEnd.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    expect(await userRow(server.app, user.id)).toMatchObject({
      premiumUntil: periodEnd,
      stars: 20,
      coins: 100,
    });

    const cancelled = dataOf(
      await browser.api.payment.cancelStripeSubscription.request({
        params: { id: subscription.id },
      }),
    );
    expect(cancelled).toMatchObject({
      state: 'cancelled',
      currentPeriodEnd: active.currentPeriodEnd,
      nextDebitAt: null,
    });
    expect((await userRow(server.app, user.id)).premiumUntil).toEqual(periodEnd);
    const periods = await ledgerOf(server.app, user.id, 'premiumPeriod');
    expect(periods).toHaveLength(2);
    expect(periods).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ coinsDelta: 100, counter: null }),
        expect.objectContaining({ counter: 'stars', counterDelta: premiumBenefits.bonusStars }),
      ]),
    );
  });
});

describe('PayPal', () => {
  it('captures the approved order on verify and credits once', async () => {
    const { user, browser } = await server.member();
    const refused = outcome(
      await browser.api.payment.createPayPal.request({
        body: { currency: 'EUR', productId: 'coins-250', amount: 1 },
      }),
    );
    expect(refused).toMatchObject({ ok: false, status: 400 });
    const payment = dataOf(
      await browser.api.payment.createPayPal.request({
        body: { currency: 'EUR', productId: 'coins-250', amount: 999 },
      }),
    );
    expect(payment).toMatchObject({ provider: 'payPal', state: 'loading', methodId: null });
    const orderId = new URL(payment.checkoutUrl ?? '').searchParams.get('token') ?? '';
    payPal.approve(orderId);

    // The capture's webhook arrives while verify is still waiting for the capture's answer.
    for (let time = 0; time < 5; time += 1) {
      const verified = dataOf(
        await browser.api.payment.verifyPayPal.request({ body: { orderId } }),
      );
      expect(verified).toMatchObject({ id: payment.id, state: 'success', coins: 275 });
    }
    expect(await ledgerOf(server.app, user.id, 'coinPurchase')).toHaveLength(1);

    await payPal.refund(orderId);
    expect((await paymentRow(payment.id))?.status).toBe('refunded');
    expect(await userRow(server.app, user.id)).toMatchObject({ coins: 0, freeCoins: 0 });
  });

  it('keeps another member from verifying the order', async () => {
    const { browser } = await server.member();
    const { browser: other } = await server.member();
    const payment = dataOf(
      await browser.api.payment.createPayPal.request({
        body: { currency: 'EUR', productId: 'coins-100', amount: 499 },
      }),
    );
    const orderId = new URL(payment.checkoutUrl ?? '').searchParams.get('token') ?? '';
    payPal.approve(orderId);
    expect(
      outcome(await other.api.payment.verifyPayPal.request({ body: { orderId } })),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
    expect((await paymentRow(payment.id))?.status).toBe('open');
  });

  it('answers PAYMENT_FAILED for a product without a PayPal plan', async () => {
    const { user, browser } = await server.member();
    const refused = outcome(
      await browser.api.payment.createStripeSubscription.request({
        body: { productId: 'premium-3m', methodId: 'paypal', redirectUrl },
      }),
    );
    expect(refused).toMatchObject({ ok: false, status: 502, code: 'PAYMENT_FAILED' });
    expect(await userRow(server.app, user.id)).toMatchObject({ premiumUntil: null, stars: 0 });
  });
});

describe('microPayment', () => {
  it('credits a bank transfer when its money arrives, announced by GET notifications', async () => {
    const { user, browser } = await server.member();
    const payment = dataOf(
      await browser.api.payment.createMicroPayment.request({
        body: { productId: 'coins-100', methodId: 'bank-transfer', redirectUrl },
      }),
    );
    expect(payment).toMatchObject({ provider: 'microPayment', state: 'loading' });
    expect((await fetch(payment.checkoutUrl ?? '')).status).toBe(200);

    const opened = await microPayment.notify(payment.id, 'init');
    expect(opened.answer).toMatchObject({
      status: 'ok',
      url: `${redirectUrl}?transactionId=${payment.id}`,
    });
    const read = async () =>
      dataOf(await browser.api.payment.get.request({ params: { id: payment.id } }));
    expect(await read()).toMatchObject({ state: 'pending', coins: 0 });

    await microPayment.notify(payment.id, 'billing');
    await microPayment.notify(payment.id, 'billing');
    expect(await read()).toMatchObject({ state: 'success', coins: 100 });
    expect(await ledgerOf(server.app, user.id, 'coinPurchase')).toHaveLength(1);

    const forged = await microPayment.notify(payment.id, 'storno', { auth: 'guessed' });
    expect(forged.status).toBe(400);
    expect(await read()).toMatchObject({ state: 'success' });
  });
});
