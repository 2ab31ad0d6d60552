import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayPalProvider } from '../../../src/payments/providers/index.ts';
import {
  FAKE_PAYPAL_CLIENT_ID,
  FAKE_PAYPAL_CLIENT_SECRET,
  FAKE_PAYPAL_WEBHOOK_ID,
  type FakePayPal,
  startFakePayPal,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../fakes/payments/index.ts';

let paypal: FakePayPal;
let receiver: WebhookReceiver;
let provider: PayPalProvider;

const plans = { 'P-3MONTHS': 3 };

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  paypal = await startFakePayPal({ webhookUrl: receiver.url, plans });
  provider = new PayPalProvider({
    apiUrl: paypal.baseUrl,
    clientId: FAKE_PAYPAL_CLIENT_ID,
    clientSecret: FAKE_PAYPAL_CLIENT_SECRET,
    webhookId: FAKE_PAYPAL_WEBHOOK_ID,
    planIds: { 'premium-3': 'P-3MONTHS' },
  });
});
afterAll(async () => {
  await paypal.close();
  await receiver.close();
});

const payment = (transactionId: string) => ({
  transactionId,
  amountCents: 4999,
  currency: 'EUR' as const,
  description: '1500 coins',
  member: { id: 'member-9', email: 'dora@example.com' },
  redirectUrl: 'https://amora.test/shop/success',
  notifyUrl: 'https://amora.test/v1/payment/payPal/webhook',
});

async function webhookOf(action: () => Promise<unknown>) {
  const arrived = receiver.next();
  await action();
  const webhook = await arrived;
  return { webhook, outcome: await provider.handleWebhook(webhook) };
}

describe('PayPalProvider orders', () => {
  it('creates an order with our transaction as custom_id and answers its approval link', async () => {
    const created = await provider.createPayment(payment('tx-p1'));
    expect(created.checkoutUrl).toBe(`${paypal.baseUrl}/checkoutnow?token=${created.reference}`);
    expect(paypal.orders.get(created.reference)).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          custom_id: 'tx-p1',
          amount: { currency_code: 'EUR', value: '49.99' },
          description: '1500 coins',
        },
      ],
      payment_source: {
        paypal: {
          experience_context: { return_url: 'https://amora.test/shop/success?transactionId=tx-p1' },
        },
      },
    });
    expect(await provider.readPayment(created.reference)).toEqual({
      reference: created.reference,
      transactionId: 'tx-p1',
      status: 'open',
      amountCents: 4999,
    });
  });

  it('verifies with the orderId: captures the approved order, once however often asked', async () => {
    const { reference } = await provider.createPayment(payment('tx-p2'));
    expect((await provider.capturePayment(reference)).status).toBe('open');
    paypal.approve(reference);
    const { outcome } = await webhookOf(() => provider.capturePayment(reference));
    expect(outcome.events).toEqual([
      {
        kind: 'payment',
        eventId: expect.stringMatching(/^WH-/),
        reference,
        transactionId: 'tx-p2',
        status: 'paid',
        amountCents: 4999,
      },
    ]);
    const again = await provider.capturePayment(reference);
    expect(again).toEqual({ reference, transactionId: 'tx-p2', status: 'paid', amountCents: 4999 });
    expect(await provider.readPayment(reference)).toEqual(again);
    expect(paypal.tokensIssued()).toBe(1);
  });

  it('rejects a webhook whose body was changed or whose headers are missing', async () => {
    const { reference } = await provider.createPayment(payment('tx-p3'));
    paypal.approve(reference);
    const { webhook } = await webhookOf(() => provider.capturePayment(reference));
    const forged = webhook.rawBody.replace('"49.99"', '"499.99"');
    await expect(provider.handleWebhook({ ...webhook, rawBody: forged })).rejects.toMatchObject({
      reason: 'invalid_notification',
    });
    const { 'paypal-transmission-sig': _, ...unsigned } = webhook.headers;
    await expect(provider.handleWebhook({ ...webhook, headers: unsigned })).rejects.toMatchObject({
      reason: 'invalid_notification',
    });
  });

  it('reports pending and declined captures', async () => {
    const pending = await provider.createPayment(payment('tx-p4'));
    paypal.approve(pending.reference, { capture: 'PENDING' });
    const held = await webhookOf(() => provider.capturePayment(pending.reference));
    expect(held.outcome.events[0]).toMatchObject({ status: 'pending' });

    const declined = await provider.createPayment(payment('tx-p5'));
    paypal.approve(declined.reference, { capture: 'DECLINED' });
    const refused = await webhookOf(() => provider.capturePayment(declined.reference));
    expect(refused.outcome.events[0]).toMatchObject({ transactionId: 'tx-p5', status: 'failed' });
  });

  it('follows a refund or reversal to its capture and order', async () => {
    const { reference } = await provider.createPayment(payment('tx-p6'));
    paypal.approve(reference);
    await webhookOf(() => provider.capturePayment(reference));
    const refunded = await webhookOf(() => paypal.refund(reference));
    expect(refunded.outcome.events[0]).toMatchObject({
      reference,
      transactionId: 'tx-p6',
      status: 'refunded',
      amountCents: 4999,
    });
    expect((await provider.readPayment(reference)).status).toBe('refunded');

    const other = await provider.createPayment(payment('tx-p7'));
    paypal.approve(other.reference);
    await webhookOf(() => provider.capturePayment(other.reference));
    const reversed = await webhookOf(() => paypal.reverse(other.reference));
    expect(reversed.outcome.events[0]).toMatchObject({
      transactionId: 'tx-p7',
      status: 'charged_back',
    });
  });

  it('refunds the captured order through its capture, once however often retried', async () => {
    const { reference } = await provider.createPayment(payment('tx-p9'));
    paypal.approve(reference);
    await webhookOf(() => provider.capturePayment(reference));
    const { outcome } = await webhookOf(async () => {
      expect(await provider.refundPayment(reference, 4999)).toEqual({
        reference,
        transactionId: 'tx-p9',
        status: 'refunded',
        amountCents: 4999,
      });
    });
    // PayPal announces the refund as well; fulfilment takes it as the same step.
    expect(outcome.events[0]).toMatchObject({ reference, status: 'refunded' });
    expect((await provider.refundPayment(reference, 4999)).status).toBe('refunded');
    // The only refund made through the API in this file: the retry made none.
    expect([...paypal.refunds.values()]).toEqual([
      expect.objectContaining({
        status: 'COMPLETED',
        amount: { currency_code: 'EUR', value: '49.99' },
      }),
    ]);
  });

  it('refuses to refund an order that was never captured', async () => {
    const { reference } = await provider.createPayment(payment('tx-p10'));
    await expect(provider.refundPayment(reference, 4999)).rejects.toMatchObject({
      reason: 'rejected',
    });
  });

  it('fails as unavailable when PayPal refuses our credentials, and not found for unknown orders', async () => {
    const stranger = new PayPalProvider({
      apiUrl: paypal.baseUrl,
      clientId: 'someone',
      clientSecret: 'else',
      webhookId: FAKE_PAYPAL_WEBHOOK_ID,
    });
    await expect(stranger.createPayment(payment('tx-p8'))).rejects.toMatchObject({
      reason: 'unavailable',
    });
    await expect(provider.readPayment('0000000000UNKNOWN')).rejects.toMatchObject({
      reason: 'not_found',
    });
  });
});

describe('PayPalProvider subscriptions', () => {
  const subscription = (transactionId: string, productId = 'premium-3') => ({
    ...payment(transactionId),
    productId,
    periodMonths: 3,
  });

  it('creates a subscription on the product plan, activates, renews and cancels it', async () => {
    const created = await provider.createSubscription(subscription('tx-ps1'));
    expect(created.checkoutUrl).toContain('/webapps/billing/subscriptions?ba_token=');
    expect(paypal.subscriptions.get(created.reference)).toMatchObject({
      plan_id: 'P-3MONTHS',
      custom_id: 'tx-ps1',
      subscriber: { email_address: 'dora@example.com' },
    });
    expect(await provider.readSubscription(created.reference)).toEqual({
      reference: created.reference,
      transactionId: 'tx-ps1',
      status: 'pending',
      currentPeriodEnd: undefined,
    });

    const activated = await webhookOf(() => paypal.activate(created.reference));
    const active = activated.outcome.events[0];
    expect(active).toMatchObject({
      kind: 'subscription',
      reference: created.reference,
      status: 'active',
    });
    const firstEnd = active?.kind === 'subscription' ? active.currentPeriodEnd : undefined;
    expect(firstEnd?.getTime()).toBeGreaterThan(Date.now() + 80 * 24 * 3600 * 1000);

    const renewed = await webhookOf(() => paypal.renew(created.reference));
    const next = renewed.outcome.events[0];
    expect(next).toMatchObject({ kind: 'subscription', status: 'active', transactionId: 'tx-ps1' });
    expect(
      next?.kind === 'subscription' &&
        next.currentPeriodEnd &&
        firstEnd &&
        next.currentPeriodEnd > firstEnd,
    ).toBe(true);

    const cancelled = await webhookOf(() => provider.cancelSubscription(created.reference));
    expect(cancelled.outcome.events[0]).toMatchObject({
      kind: 'subscription',
      status: 'cancelled',
    });
    expect((await provider.cancelSubscription(created.reference)).status).toBe('cancelled');
  });

  it('refuses a product without a PayPal plan', async () => {
    await expect(
      provider.createSubscription(subscription('tx-ps2', 'premium-12')),
    ).rejects.toMatchObject({
      reason: 'rejected',
    });
  });
});
