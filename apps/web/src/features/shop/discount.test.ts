/**
 * The premium page's "25% off for 3 months" against the real server: the banner shows only while
 * a package on sale carries that discount, the package shows the discounted price, and the
 * sandbox checkout of it charges exactly that price (the payment the result page reads).
 */
import { premiumBenefits } from '@amora/contract';
import { allSettled } from 'effector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionProducts } from '../../../../server/src/db/schema';
import { memberAreaEntered } from '../../member/model';
import './model';
import { $advertisedDiscount, $subscriptionProducts } from './model/catalogue';
import { $paymentResult, paymentReturned, premiumCheckoutStarted } from './model/checkout';
import { appOrigin, type IdentityServer, loggedInMember, startIdentityServer } from './testServer';

let server: IdentityServer;
// Starting a database of its own takes a while on a busy machine.
beforeAll(async () => {
  server = await startIdentityServer();
}, 180_000);
afterAll(() => server?.close());

describe('the premium discount', () => {
  it('is advertised on the package that has it, and charged as shown', async () => {
    const { scope, checkoutUrls, chooseOnSandbox } = await loggedInMember(server);
    await allSettled(memberAreaEntered, { scope });
    const advertised = scope.getState($advertisedDiscount);
    expect(advertised).toMatchObject({
      id: 'premium-3m',
      periodMonths: premiumBenefits.sideBannerDiscountMonths,
      discountPercent: premiumBenefits.sideBannerDiscountPercent,
      priceCents: 3749,
      listPriceCents: 4999,
    });
    const shown = scope.getState($subscriptionProducts).find((item) => item.id === 'premium-3m');

    await allSettled(premiumCheckoutStarted, {
      scope,
      params: { productId: 'premium-3m', redirectUrl: `${appOrigin}/shop-premium/success` },
    });
    const back = await chooseOnSandbox(checkoutUrls[0] ?? '', 'paid');
    await allSettled(paymentReturned, {
      scope,
      params: back.searchParams.get('transactionId') ?? '',
    });
    // The result page's receipt: what was charged, the price the package showed.
    expect(scope.getState($paymentResult)).toMatchObject({
      outcome: 'success',
      amountCents: shown?.priceCents,
    });
  });

  it('shows no banner once no package on sale carries the discount', async () => {
    await server.app.db.update(subscriptionProducts).set({ discountPercent: 0 });
    const { scope } = await loggedInMember(server);
    await allSettled(memberAreaEntered, { scope });
    expect(scope.getState($subscriptionProducts).length).toBeGreaterThan(0);
    expect(scope.getState($advertisedDiscount)).toBeNull();
  });
});
