import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MollieProvider } from '../../../src/payments/providers/index.ts';
import {
  FAKE_MOLLIE_API_KEY,
  type FakeMollie,
  startFakeMollie,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../fakes/payments/index.ts';

let mollie: FakeMollie;
let receiver: WebhookReceiver;
let provider: MollieProvider;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  mollie = await startFakeMollie();
  provider = new MollieProvider({ apiUrl: mollie.baseUrl, apiKey: FAKE_MOLLIE_API_KEY });
});
afterAll(async () => {
  await mollie.close();
  await receiver.close();
});

const payment = (transactionId: string, method?: 'bankTransfer') => ({
  transactionId,
  amountCents: 999,
  currency: 'EUR' as const,
  description: '200 coins',
  member: { id: 'member-3', email: 'cara@example.com' },
  redirectUrl: 'https://amora.test/shop/success',
  notifyUrl: receiver.url,
  method,
});

async function webhookOf(action: () => Promise<void>) {
  const arrived = receiver.next();
  await action();
  const webhook = await arrived;
  return { webhook, outcome: await provider.handleWebhook(webhook) };
}

describe('MollieProvider', () => {
  it('creates a payment with the amount as a decimal string and answers its checkout', async () => {
    const created = await provider.createPayment(payment('tx-m1'));
    expect(created.reference).toMatch(/^tr_/);
    expect(created.checkoutUrl).toBe(
      `${mollie.baseUrl}/checkout/select-method/${created.reference}`,
    );
    expect(mollie.payments.get(created.reference)).toMatchObject({
      amount: { currency: 'EUR', value: '9.99' },
      description: '200 coins',
      redirectUrl: 'https://amora.test/shop/success?transactionId=tx-m1',
      webhookUrl: receiver.url,
      metadata: { transactionId: 'tx-m1', memberId: 'member-3' },
    });
    expect(await provider.readPayment(created.reference)).toEqual({
      reference: created.reference,
      transactionId: 'tx-m1',
      status: 'open',
      amountCents: 999,
    });
  });

  it('reads the payment named by the webhook from Mollie and answers its status', async () => {
    const { reference } = await provider.createPayment(payment('tx-m2'));
    const { webhook, outcome } = await webhookOf(() => mollie.settle(reference, 'paid'));
    expect(webhook.rawBody).toBe(`id=${reference}`);
    expect(outcome.reply.status).toBe(200);
    expect(outcome.events).toEqual([
      {
        kind: 'payment',
        eventId: `${reference}:paid`,
        reference,
        transactionId: 'tx-m2',
        status: 'paid',
        amountCents: 999,
      },
    ]);
  });

  it('rejects a webhook naming a payment Mollie does not know', async () => {
    for (const rawBody of ['id=tr_forged123', 'id=../v2/methods', '']) {
      await expect(
        provider.handleWebhook({ headers: {}, rawBody, query: {} }),
      ).rejects.toMatchObject({ reason: 'invalid_notification' });
    }
  });

  it('maps failed, expired and cancelled to failed; refunds and chargebacks to theirs', async () => {
    for (const status of ['failed', 'expired', 'canceled']) {
      const { reference } = await provider.createPayment(payment(`tx-m3-${status}`));
      const { outcome } = await webhookOf(() => mollie.settle(reference, status));
      expect(outcome.events[0]?.status).toBe('failed');
    }
    const refunded = await provider.createPayment(payment('tx-m4'));
    await webhookOf(() => mollie.settle(refunded.reference, 'paid'));
    const refund = await webhookOf(() => mollie.refund(refunded.reference));
    expect(refund.outcome.events[0]).toMatchObject({ transactionId: 'tx-m4', status: 'refunded' });

    const chargedBack = await provider.createPayment(payment('tx-m5'));
    await webhookOf(() => mollie.settle(chargedBack.reference, 'paid'));
    const chargeback = await webhookOf(() => mollie.chargeBack(chargedBack.reference));
    expect(chargeback.outcome.events[0]).toMatchObject({ status: 'charged_back' });
  });

  it('shows an open bank transfer as pending: the money comes later', async () => {
    const { reference } = await provider.createPayment(payment('tx-m6', 'bankTransfer'));
    expect(mollie.payments.get(reference)?.method).toBe('banktransfer');
    expect((await provider.readPayment(reference)).status).toBe('pending');
  });

  it('refunds a paid payment in full through the Refunds API, once however often retried', async () => {
    const { reference } = await provider.createPayment(payment('tx-m8'));
    await webhookOf(() => mollie.settle(reference, 'paid'));
    expect(await provider.refundPayment(reference, 999)).toEqual({
      reference,
      transactionId: 'tx-m8',
      status: 'refunded',
      amountCents: 999,
    });
    expect((await provider.refundPayment(reference, 999)).status).toBe('refunded');
    expect([...mollie.refunds.values()].filter((refund) => refund.paymentId === reference)).toEqual(
      [expect.objectContaining({ amount: { currency: 'EUR', value: '9.99' } })],
    );
  });

  it('refuses to refund a payment that is not paid or not Mollie’s', async () => {
    const { reference } = await provider.createPayment(payment('tx-m9'));
    await expect(provider.refundPayment(reference, 999)).rejects.toMatchObject({
      reason: 'rejected',
    });
    await expect(provider.refundPayment('../v2/methods', 999)).rejects.toMatchObject({
      reason: 'not_found',
    });
  });

  it('fails as unavailable with a wrong API key', async () => {
    const wrong = new MollieProvider({ apiUrl: mollie.baseUrl, apiKey: 'test_wrong' });
    await expect(wrong.createPayment(payment('tx-m7'))).rejects.toMatchObject({
      reason: 'unavailable',
    });
  });
});
