import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../src/db/schema';
import { SANDBOX_SIGNATURE_HEADER } from '../../../src/payments/providers';
import { signPayload } from '../../../src/payments/providers/http';
import { userRow } from '../../helpers';
import {
  chooseOnSandbox,
  dataOf,
  expectRefusedUnchanged,
  ledgerOf,
  type MemberServer,
  outcome,
  redirectUrl,
  startMemberServer,
} from './support';

let server: MemberServer;
beforeAll(async () => {
  server = await startMemberServer();
});
afterAll(() => server?.close());

const buy = async (
  browser: Awaited<ReturnType<MemberServer['member']>>['browser'],
  methodId = 'credit-card',
) =>
  dataOf(
    await browser.api.payment.createMicroPayment.request({
      body: { productId: 'coins-250', methodId, redirectUrl },
    }),
  );

/** The notification the sandbox sends, signed with the app secret, as often as a test likes. */
const sandboxWebhook = async (paymentId: string, status: string) => {
  const [row] = await server.app.db.select().from(payments).where(eq(payments.id, paymentId));
  const body = JSON.stringify({
    id: `evt_${paymentId}_${status}`,
    type: 'payment.updated',
    created: Math.floor(Date.now() / 1000),
    data: {
      reference: row?.reference,
      transactionId: paymentId,
      status,
      amountCents: 999,
      currency: 'EUR',
    },
  });
  return server.inject({
    method: 'POST',
    url: '/v1/payment/webhook/sandbox',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signPayload(server.config.secret, body),
    },
    payload: body,
  });
};

describe('buying coins through the sandbox', () => {
  it('creates a loading payment on the sandbox when the provider has no keys', async () => {
    const { browser } = await server.member();
    const payment = await buy(browser);
    expect(payment).toMatchObject({
      state: 'loading',
      provider: 'sandbox',
      productId: 'coins-250',
      productKind: 'coins',
      methodId: 'credit-card',
      amountCents: 999,
      currency: 'EUR',
      coins: 0,
      completedAt: null,
      coinInfo: null,
    });
    expect(payment.checkoutUrl).toMatch(/^http:\/\/localhost:8080\/sandbox-pay\/sbx_/);
  });

  it('pays on the hosted page, returns to the redirect URL and credits once', async () => {
    const { user, browser } = await server.member();
    const payment = await buy(browser);
    const page = await browser.fetch(new URL(payment.checkoutUrl ?? '').pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sandbox checkout');
    expect(html).toContain('value="paid"');

    const paid = await chooseOnSandbox(browser, payment.checkoutUrl ?? '', 'paid');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${redirectUrl}?transactionId=${payment.id}`);

    const verified = dataOf(await browser.api.payment.get.request({ params: { id: payment.id } }));
    expect(verified).toMatchObject({ state: 'success', coins: 275, checkoutUrl: null });
    expect(verified.completedAt).not.toBeNull();
    expect(verified.coinInfo).toMatchObject({ coins: 250, freeCoins: 25, balance: 275 });

    // The provider's notification replayed and the app's verify repeated change nothing more.
    for (let time = 0; time < 5; time += 1) {
      expect((await sandboxWebhook(payment.id, 'paid')).statusCode).toBe(200);
      const again = dataOf(await browser.api.payment.get.request({ params: { id: payment.id } }));
      expect(again.state).toBe('success');
    }
    expect(await ledgerOf(server.app, user.id)).toEqual([
      {
        coinsDelta: 250,
        freeCoinsDelta: 25,
        counter: null,
        counterDelta: 0,
        reason: 'coinPurchase',
        reference: payment.id,
      },
    ]);
    expect(await userRow(server.app, user.id)).toMatchObject({ coins: 250, freeCoins: 25 });
  });

  it('credits once when the same webhook is delivered many times at once', async () => {
    const { user, browser } = await server.member();
    const payment = await buy(browser);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sandboxWebhook(payment.id, 'paid')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await ledgerOf(server.app, user.id, 'coinPurchase')).toHaveLength(1);
    expect((await userRow(server.app, user.id)).coins).toBe(250);
  });

  it('fails without crediting anything', async () => {
    const { user, browser } = await server.member();
    const payment = await buy(browser);
    expect((await chooseOnSandbox(browser, payment.checkoutUrl ?? '', 'failed')).status).toBe(303);
    const failed = dataOf(await browser.api.payment.get.request({ params: { id: payment.id } }));
    expect(failed).toMatchObject({ state: 'failure', coins: 0, coinInfo: null });
    expect(await ledgerOf(server.app, user.id)).toEqual([]);
  });

  it('stays pending until the bank transfer is paid', async () => {
    const { user, browser } = await server.member();
    const payment = await buy(browser, 'bank-transfer');
    expect((await chooseOnSandbox(browser, payment.checkoutUrl ?? '', 'pending')).status).toBe(303);
    const pending = dataOf(await browser.api.payment.get.request({ params: { id: payment.id } }));
    expect(pending).toMatchObject({ state: 'pending', coins: 0 });
    expect(await ledgerOf(server.app, user.id)).toEqual([]);
    // One or two bank days later the money arrives.
    expect((await chooseOnSandbox(browser, payment.checkoutUrl ?? '', 'paid')).status).toBe(303);
    const paid = dataOf(await browser.api.payment.get.request({ params: { id: payment.id } }));
    expect(paid).toMatchObject({ state: 'success', coins: 275 });
  });

  it('takes back on refund only the coins that are left', async () => {
    const { user, browser } = await server.member();
    const payment = await buy(browser);
    await chooseOnSandbox(browser, payment.checkoutUrl ?? '', 'paid');
    dataOf(await browser.api.payment.get.request({ params: { id: payment.id } }));
    // 90 of the 275 coins are spent on stars (the 25 free coins first).
    dataOf(await browser.api.shop.buyStars.request({ body: { starProductId: 'stars-20' } }));
    expect(await userRow(server.app, user.id)).toMatchObject({ coins: 185, freeCoins: 0 });

    expect((await chooseOnSandbox(browser, payment.checkoutUrl ?? '', 'refunded')).status).toBe(
      303,
    );
    // The notification and the status read may both report it: it is taken back once.
    expect((await sandboxWebhook(payment.id, 'refunded')).statusCode).toBe(200);
    const refunded = dataOf(await browser.api.payment.get.request({ params: { id: payment.id } }));
    expect(refunded).toMatchObject({ state: 'failure', coins: 0, coinInfo: null });
    expect(await ledgerOf(server.app, user.id, 'paymentRefund')).toEqual([
      {
        coinsDelta: -185,
        freeCoinsDelta: 0,
        counter: null,
        counterDelta: 0,
        reason: 'paymentRefund',
        reference: payment.id,
      },
    ]);
    expect(await userRow(server.app, user.id)).toMatchObject({ coins: 0, freeCoins: 0, stars: 20 });
  });

  it('refuses another site as redirect, another member as buyer and unknown products', async () => {
    const { user, browser } = await server.member();
    const { user: other } = await server.member();
    const refusal = async (
      body: { productId: string; methodId: string; redirectUrl: string; userId?: string },
      expected: { status: number; code: string },
    ) =>
      expectRefusedUnchanged(
        server.app,
        user.id,
        () => browser.api.payment.createMicroPayment.request({ body }),
        expected,
      );
    const valid = { productId: 'coins-250', methodId: 'credit-card', redirectUrl };
    await refusal(
      { ...valid, redirectUrl: 'https://evil.example/shop/success' },
      { status: 400, code: 'VALIDATION_FAILED' },
    );
    await refusal({ ...valid, userId: other.id }, { status: 403, code: 'FORBIDDEN' });
    await refusal({ ...valid, productId: 'coins-9' }, { status: 404, code: 'NOT_FOUND' });
    await refusal({ ...valid, methodId: 'cash' }, { status: 404, code: 'NOT_FOUND' });
    expect(await server.app.db.select().from(payments).where(eq(payments.userId, user.id))).toEqual(
      [],
    );
  });

  it('shows a payment to its owner only', async () => {
    const { browser } = await server.member();
    const { browser: other } = await server.member();
    const payment = await buy(browser);
    expect(
      outcome(await other.api.payment.get.request({ params: { id: payment.id } })),
    ).toMatchObject({ ok: false, status: 404 });
  });
});
