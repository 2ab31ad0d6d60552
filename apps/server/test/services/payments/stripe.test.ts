import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StripeProvider } from '../../../src/payments/providers/stripe.ts';
import {
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  type ReceivedWebhook,
  startFakeStripe,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../fakes/payments/index.ts';

let stripe: FakeStripe;
let receiver: WebhookReceiver;
let provider: StripeProvider;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  stripe = await startFakeStripe({ webhookUrl: receiver.url });
  provider = new StripeProvider({
    apiUrl: stripe.baseUrl,
    secretKey: FAKE_STRIPE_SECRET_KEY,
    webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
  });
});
afterAll(async () => {
  await stripe.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.received.length = 0;
});

const member = { id: 'member-7', email: 'ben@example.com' };
const payment = (transactionId: string) => ({
  transactionId,
  amountCents: 1999,
  currency: 'EUR' as const,
  description: '500 coins',
  member,
  redirectUrl: 'https://amora.test/shop/success',
  notifyUrl: 'https://amora.test/v1/payment/stripe/webhook',
});

/** Runs a provider action and hands its webhook to the adapter as our route would. */
async function webhookOf(action: () => Promise<void>) {
  const arrived = receiver.next();
  await action();
  const webhook = await arrived;
  return { webhook, outcome: await provider.handleWebhook(webhook) };
}

const tamper = (webhook: ReceivedWebhook, rawBody: string) => ({ ...webhook, rawBody });

describe('StripeProvider payments', () => {
  it('creates a Checkout Session form-encoded with our transaction and answers its URL', async () => {
    const created = await provider.createPayment(payment('tx-s1'));
    expect(created.reference).toMatch(/^cs_test_/);
    expect(created.checkoutUrl).toBe(`${stripe.baseUrl}/c/pay/${created.reference}`);
    const session = stripe.sessions.get(created.reference);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 1999,
      currency: 'eur',
      client_reference_id: 'tx-s1',
      customer_email: 'ben@example.com',
      success_url: 'https://amora.test/shop/success?transactionId=tx-s1',
      metadata: { transactionId: 'tx-s1', memberId: 'member-7' },
    });
    expect(await provider.readPayment(created.reference)).toEqual({
      reference: created.reference,
      transactionId: 'tx-s1',
      status: 'open',
      amountCents: 1999,
    });
  });

  it('creates one session however often the same transaction is retried', async () => {
    const first = await provider.createPayment(payment('tx-s2'));
    const again = await provider.createPayment(payment('tx-s2'));
    expect(again.reference).toBe(first.reference);
  });

  it('turns a signed checkout.session.completed into a paid event, and reads it paid', async () => {
    const { reference } = await provider.createPayment(payment('tx-s3'));
    const { webhook, outcome } = await webhookOf(() => stripe.pay(reference));
    expect(webhook.headers['stripe-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(outcome.reply.status).toBe(200);
    expect(outcome.events).toEqual([
      {
        kind: 'payment',
        eventId: expect.stringMatching(/^evt_/),
        reference,
        transactionId: 'tx-s3',
        status: 'paid',
        amountCents: 1999,
      },
    ]);
    expect((await provider.readPayment(reference)).status).toBe('paid');
  });

  it('rejects a webhook with a changed body, a foreign secret, an old timestamp or no signature', async () => {
    const { reference } = await provider.createPayment(payment('tx-s4'));
    const { webhook } = await webhookOf(() => stripe.expire(reference));
    const forgedBody = webhook.rawBody.replace('"expired"', '"complete"');
    const rejected = { reason: 'invalid_notification' };
    await expect(provider.handleWebhook(tamper(webhook, forgedBody))).rejects.toMatchObject(
      rejected,
    );
    for (const signature of [
      stripe.signature(webhook.rawBody, { secret: 'whsec_someone_else' }),
      stripe.signature(webhook.rawBody, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      undefined,
    ]) {
      const headers = { ...webhook.headers, 'stripe-signature': signature };
      await expect(provider.handleWebhook({ ...webhook, headers })).rejects.toMatchObject(rejected);
    }
  });

  it('reports an expired checkout as failed', async () => {
    const { reference } = await provider.createPayment(payment('tx-s5'));
    const { outcome } = await webhookOf(() => stripe.expire(reference));
    expect(outcome.events[0]).toMatchObject({ transactionId: 'tx-s5', status: 'failed' });
    expect((await provider.readPayment(reference)).status).toBe('failed');
  });

  it('keeps a delayed debit pending until it succeeds or fails', async () => {
    const succeeding = await provider.createPayment(payment('tx-s6'));
    const completed = await webhookOf(() => stripe.pay(succeeding.reference, { delayed: true }));
    expect(completed.outcome.events[0]).toMatchObject({ status: 'pending' });
    expect((await provider.readPayment(succeeding.reference)).status).toBe('pending');
    const later = await webhookOf(() => stripe.settleDelayed(succeeding.reference, true));
    expect(later.outcome.events[0]).toMatchObject({ transactionId: 'tx-s6', status: 'paid' });

    const failing = await provider.createPayment(payment('tx-s7'));
    await webhookOf(() => stripe.pay(failing.reference, { delayed: true }));
    const failed = await webhookOf(() => stripe.settleDelayed(failing.reference, false));
    expect(failed.outcome.events[0]).toMatchObject({ transactionId: 'tx-s7', status: 'failed' });
    expect((await provider.readPayment(failing.reference)).status).toBe('failed');
  });

  it('finds our transaction for a refunded or disputed charge through its checkout session', async () => {
    const refunded = await provider.createPayment(payment('tx-s8'));
    await webhookOf(() => stripe.pay(refunded.reference));
    const refund = await webhookOf(() => stripe.refund(refunded.reference));
    expect(refund.outcome.events[0]).toMatchObject({
      reference: refunded.reference,
      transactionId: 'tx-s8',
      status: 'refunded',
      amountCents: 1999,
    });
    expect((await provider.readPayment(refunded.reference)).status).toBe('refunded');

    const disputed = await provider.createPayment(payment('tx-s9'));
    await webhookOf(() => stripe.pay(disputed.reference));
    const dispute = await webhookOf(() => stripe.dispute(disputed.reference));
    expect(dispute.outcome.events[0]).toMatchObject({
      transactionId: 'tx-s9',
      status: 'charged_back',
    });
    expect((await provider.readPayment(disputed.reference)).status).toBe('charged_back');
  });

  it('refunds a paid checkout through its payment intent, once however often it is retried', async () => {
    const { reference } = await provider.createPayment(payment('tx-s11'));
    await webhookOf(() => stripe.pay(reference));
    const { outcome } = await webhookOf(async () => {
      expect(await provider.refundPayment(reference, 1999)).toEqual({
        reference,
        transactionId: 'tx-s11',
        status: 'refunded',
        amountCents: 1999,
      });
    });
    // Stripe announces the refund as well; fulfilment takes it as the same step.
    expect(outcome.events[0]).toMatchObject({ transactionId: 'tx-s11', status: 'refunded' });
    expect((await provider.refundPayment(reference, 1999)).status).toBe('refunded');
    const intent = stripe.sessions.get(reference)?.payment_intent;
    expect(
      [...stripe.refunds.values()].filter((refund) => refund.payment_intent === intent),
    ).toEqual([expect.objectContaining({ amount: 1999, status: 'succeeded' })]);
    expect(stripe.received.filter((call) => call.path === '/v1/refunds')).toEqual([
      expect.objectContaining({ method: 'POST', refused: false }),
      expect.objectContaining({ method: 'POST', refused: false }),
    ]);
  });

  it('refuses to refund a checkout that was never paid', async () => {
    const { reference } = await provider.createPayment(payment('tx-s12'));
    await expect(provider.refundPayment(reference, 1999)).rejects.toMatchObject({
      reason: 'rejected',
    });
  });

  it('fails as not found for an unknown session and as unavailable with a wrong key', async () => {
    await expect(provider.readPayment('cs_test_unknown')).rejects.toMatchObject({
      reason: 'not_found',
    });
    const wrongKey = new StripeProvider({
      apiUrl: stripe.baseUrl,
      secretKey: 'sk_test_wrong',
      webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
    });
    await expect(wrongKey.createPayment(payment('tx-s10'))).rejects.toMatchObject({
      reason: 'unavailable',
    });
  });
});

describe('StripeProvider subscriptions', () => {
  const subscription = (transactionId: string) => ({
    ...payment(transactionId),
    description: 'Premium, 3 months',
    productId: 'premium-3',
    periodMonths: 3,
  });

  it('starts a subscription checkout, renews it, then cancels it at the end of its period', async () => {
    const created = await provider.createSubscription(subscription('tx-sub1'));
    expect(stripe.sessions.get(created.reference)).toMatchObject({
      mode: 'subscription',
      recurring_months: 3,
    });
    expect(await provider.readSubscription(created.reference)).toEqual({
      reference: created.reference,
      transactionId: 'tx-sub1',
      status: 'pending',
      currentPeriodEnd: undefined,
    });

    const { outcome } = await webhookOf(() => stripe.pay(created.reference));
    const active = outcome.events[0];
    expect(active).toMatchObject({
      kind: 'subscription',
      reference: expect.stringMatching(/^sub_/),
      transactionId: 'tx-sub1',
      status: 'active',
    });
    const periodEnd = active?.kind === 'subscription' ? active.currentPeriodEnd : undefined;
    expect(periodEnd?.getTime()).toBeGreaterThan(Date.now() + 80 * 24 * 3600 * 1000);

    const byCheckout = await provider.readSubscription(created.reference);
    expect(byCheckout).toMatchObject({ reference: active?.reference, status: 'active' });

    const renewal = await webhookOf(() => stripe.renew(String(active?.reference)));
    const renewed = renewal.outcome.events[0];
    expect(renewed).toMatchObject({
      kind: 'subscription',
      status: 'active',
      transactionId: 'tx-sub1',
    });
    const renewedEnd = renewed?.kind === 'subscription' ? renewed.currentPeriodEnd : undefined;
    expect(renewedEnd && periodEnd && renewedEnd > periodEnd).toBe(true);

    const update = receiver.next();
    const cancelled = await provider.cancelSubscription(created.reference);
    expect(cancelled).toMatchObject({ reference: active?.reference, status: 'cancelled' });
    expect(cancelled.currentPeriodEnd).toEqual(renewedEnd);
    const updated = await provider.handleWebhook(await update);
    expect(updated.events[0]).toMatchObject({ kind: 'subscription', status: 'cancelled' });
  });

  it('cannot cancel a subscription whose checkout is not finished', async () => {
    const created = await provider.createSubscription(subscription('tx-sub2'));
    await expect(provider.cancelSubscription(created.reference)).rejects.toMatchObject({
      reason: 'not_found',
    });
  });
});
