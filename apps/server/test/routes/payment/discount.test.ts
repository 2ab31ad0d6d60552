/**
 * The premium discount the premium page advertises ("25% off for 3 months", spec 02 section 9) is
 * the price charged: the catalogue names it on the 3-month package, and the sandbox checkout
 * (its page, the payment row, every renewal) and Stripe charge exactly the advertised price.
 */
import { premiumBenefits, type SubscriptionProduct } from '@amora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../src/db/schema';
import { renewDueSubscriptions } from '../../../src/payments';
import {
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  startFakeStripe,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../services/fakes/payments';
import {
  chooseOnSandbox,
  dataOf,
  forwardTo,
  type MemberServer,
  redirectUrl,
  startMemberServer,
} from './support';

let sandboxServer: MemberServer;
let stripeServer: MemberServer;
let stripe: FakeStripe;
let stripeHooks: WebhookReceiver;
beforeAll(async () => {
  stripeHooks = await startWebhookReceiver();
  stripe = await startFakeStripe({ webhookUrl: stripeHooks.url });
  [sandboxServer, stripeServer] = await Promise.all([
    startMemberServer(),
    startMemberServer({
      STRIPE_API_URL: stripe.baseUrl,
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    }),
  ]);
  forwardTo(stripeHooks, () => stripeServer.app, 'stripe');
});
afterAll(async () => {
  await Promise.all([sandboxServer?.close(), stripeServer?.close()]);
  await Promise.all([stripe?.close(), stripeHooks?.close()]);
});

const hourMs = 60 * 60 * 1000;
const euro = (cents: number) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** The packages as the premium page lists them. */
const advertised = async (server: MemberServer) => {
  const { browser } = await server.member();
  return dataOf(await browser.api.shop.subscriptionProducts.request()).items;
};
const discounted = (products: SubscriptionProduct[]) => {
  const product = products.find((item) => item.discountPercent > 0);
  if (!product) throw new Error('no discounted package on sale');
  return product;
};

describe('the premium discount', () => {
  it('is on the 3-month package of the catalogue, 25 % off its list price', async () => {
    const products = await advertised(sandboxServer);
    const product = discounted(products);
    expect(product).toMatchObject({
      id: 'premium-3m',
      periodMonths: premiumBenefits.sideBannerDiscountMonths,
      discountPercent: premiumBenefits.sideBannerDiscountPercent,
      listPriceCents: 4999,
      priceCents: 3749,
    });
    // The other packages cost their list price.
    for (const other of products.filter((item) => item.id !== product.id)) {
      expect(other).toMatchObject({ discountPercent: 0, priceCents: other.listPriceCents });
    }
  });

  it('is what the sandbox checkout shows and charges, and what every renewal charges', async () => {
    const product = discounted(await advertised(sandboxServer));
    const { browser } = await sandboxServer.member();
    const pending = dataOf(
      await browser.api.payment.createStripeSubscription.request({
        body: { productId: product.id, redirectUrl },
      }),
    );
    const page = await browser.fetch(new URL(pending.checkoutUrl ?? '').pathname);
    const receipt = await page.text();
    expect(receipt).toContain(euro(product.priceCents));
    expect(receipt).not.toContain(euro(product.listPriceCents));
    expect((await chooseOnSandbox(browser, pending.checkoutUrl ?? '', 'paid')).status).toBe(303);

    const active = dataOf(
      await browser.api.payment.stripeSubscription.request({ params: { id: pending.id } }),
    );
    const periodEnd = new Date(active.currentPeriodEnd ?? '');
    await renewDueSubscriptions(sandboxServer.app, new Date(periodEnd.getTime() - 24 * hourMs));
    const charged = await sandboxServer.app.db
      .select({ amountCents: payments.amountCents, status: payments.status })
      .from(payments)
      .where(eq(payments.subscriptionId, pending.id));
    expect(charged).toEqual([
      { amountCents: product.priceCents, status: 'paid' },
      { amountCents: product.priceCents, status: 'paid' },
    ]);
  });

  it('is the price Stripe is asked to charge every period', async () => {
    const product = discounted(await advertised(stripeServer));
    const { browser } = await stripeServer.member();
    const pending = dataOf(
      await browser.api.payment.createStripeSubscription.request({
        body: { productId: product.id, redirectUrl },
      }),
    );
    expect(pending.provider).toBe('stripe');
    const sessionId = new URL(pending.checkoutUrl ?? '').pathname.split('/').pop() ?? '';
    expect(stripe.sessions.get(sessionId)?.amount_total).toBe(product.priceCents);
  });
});
