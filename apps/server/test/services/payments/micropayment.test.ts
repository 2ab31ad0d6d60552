import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckoutProvider,
  MicroPaymentProvider,
  type PaymentEvent,
} from '../../../src/payments/providers/index.ts';
import {
  FAKE_MICROPAYMENT_ACCESS_KEY,
  FAKE_MICROPAYMENT_NOTIFICATION_KEY,
  FAKE_MICROPAYMENT_PROJECT,
  type FakeMicroPayment,
  startFakeMicroPayment,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../fakes/payments/index.ts';

let micropayment: FakeMicroPayment;
let receiver: WebhookReceiver;
let provider: MicroPaymentProvider;
const events: PaymentEvent[] = [];

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  micropayment = await startFakeMicroPayment({ notificationUrl: receiver.url });
  provider = new MicroPaymentProvider({
    project: FAKE_MICROPAYMENT_PROJECT,
    accessKey: FAKE_MICROPAYMENT_ACCESS_KEY,
    notificationKey: FAKE_MICROPAYMENT_NOTIFICATION_KEY,
    windowBaseUrl: micropayment.baseUrl,
  });
  // Our notification route: the adapter's verdict and answer, as the server will give them.
  receiver.answerWith(async (webhook) => {
    const outcome = await provider.handleWebhook(webhook);
    events.push(...outcome.events);
    return outcome.reply;
  });
});
afterAll(async () => {
  await micropayment.close();
  await receiver.close();
});

const payment = (transactionId: string, method?: 'bankTransfer') => ({
  transactionId,
  amountCents: 299,
  currency: 'EUR' as const,
  description: '50 Coins',
  member: { id: 'member-2', email: 'emil@example.com' },
  redirectUrl: 'https://amora.test/shop/success',
  notifyUrl: receiver.url,
  method,
});

async function openWindow(transactionId: string, method?: 'bankTransfer') {
  const created = await provider.createPayment(payment(transactionId, method));
  const window = await fetch(created.checkoutUrl);
  expect(window.status).toBe(200);
  return created;
}

describe('MicroPaymentProvider', () => {
  it('sends the member to the sealed payment window of the chosen method', async () => {
    const created = await openWindow('tx-mp1');
    expect(created.reference).toBe('tx-mp1');
    expect(created.checkoutUrl).toMatch(
      new RegExp(
        `^${micropayment.baseUrl}/creditcard/event/\\?project=amora-test&amount=299&currency=EUR&title=50\\+Coins&.*&seal=[0-9a-f]{32}$`,
      ),
    );
    expect(micropayment.visits.get('tx-mp1')).toMatchObject({ module: 'creditcard' });

    await openWindow('tx-mp2', 'bankTransfer');
    expect(micropayment.visits.get('tx-mp2')?.module).toBe('prepay');
  });

  it('is refused by the window when the member changes the amount', async () => {
    const created = await provider.createPayment(payment('tx-mp3'));
    const cheaper = created.checkoutUrl.replace('amount=299', 'amount=1');
    expect((await fetch(cheaper)).status).toBe(400);
  });

  it('turns a billing notification into a paid event and answers where the member goes', async () => {
    await openWindow('tx-mp4');
    const { status, answer } = await micropayment.notify('tx-mp4', 'billing');
    expect(status).toBe(200);
    expect(answer).toEqual({
      status: 'ok',
      url: 'https://amora.test/shop/success?transactionId=tx-mp4',
      target: '_top',
      forward: '1',
    });
    expect(events.at(-1)).toEqual({
      kind: 'payment',
      eventId: 'tx-mp4:billing',
      reference: 'tx-mp4',
      transactionId: 'tx-mp4',
      status: 'paid',
      amountCents: 299,
    });
  });

  it('keeps a bank transfer pending until billed, and takes back a storno', async () => {
    await openWindow('tx-mp5', 'bankTransfer');
    await micropayment.notify('tx-mp5', 'init');
    expect(events.at(-1)).toMatchObject({ transactionId: 'tx-mp5', status: 'pending' });
    await micropayment.notify('tx-mp5', 'billing');
    expect(events.at(-1)).toMatchObject({ status: 'paid' });
    await micropayment.notify('tx-mp5', 'storno');
    expect(events.at(-1)).toMatchObject({ status: 'charged_back' });
    await micropayment.notify('tx-mp5', 'backpay');
    expect(events.at(-1)).toMatchObject({ eventId: 'tx-mp5:backpay', status: 'paid' });
  });

  it('rejects a notification without the project key', async () => {
    await openWindow('tx-mp6');
    const before = events.length;
    const { status, answer } = await micropayment.notify('tx-mp6', 'billing', { auth: 'guessed' });
    expect(status).toBe(400);
    expect(answer.status).toBeUndefined();
    expect(events).toHaveLength(before);
    await expect(
      provider.handleWebhook({
        headers: {},
        rawBody: '',
        query: { function: 'billing', paymentId: 'tx-mp6' },
      }),
    ).rejects.toMatchObject({ reason: 'invalid_notification' });
  });

  it('has no status read: payment windows only push', () => {
    const checkout: CheckoutProvider = provider;
    expect(checkout.readPayment).toBeUndefined();
  });
});
