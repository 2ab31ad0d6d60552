/**
 * Buying coins and premium through the sandbox checkout against the real server (spec 02
 * section 4, Payment checkout; section 8, Payment failure): what the result page shows and the
 * balance shown, which is always the server's.
 */
import { allSettled, type Scope } from 'effector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAreaEntered } from '../../member/model';
import { $user } from '../../session/model';
import './model';
import { $catalogueStatus } from './model/catalogue';
import {
  $checkoutError,
  $paymentResult,
  coinCheckoutStarted,
  paymentReturned,
  premiumCheckoutStarted,
} from './model/checkout';
import { appOrigin, type IdentityServer, loggedInMember, startIdentityServer } from './testServer';

let server: IdentityServer;
// Starting a database of its own takes a while on a busy machine.
beforeAll(async () => {
  server = await startIdentityServer();
}, 180_000);
afterAll(() => server?.close());

/** A member on the shop: logged in, the after-login loads done. */
const shopper = async (values: Parameters<typeof loggedInMember>[1] = {}) => {
  const shopping = await loggedInMember(server, values);
  await allSettled(memberAreaEntered, { scope: shopping.scope });
  expect(shopping.scope.getState($catalogueStatus)).toBe('ready');
  return shopping;
};

/** Back from the checkout on the result route: the app reads the payment's state. */
const returnFrom = async (scope: Scope, location: URL) => {
  expect(location.pathname).toMatch(/\/success$/);
  const transactionId = location.searchParams.get('transactionId');
  expect(transactionId).toBeTruthy();
  await allSettled(paymentReturned, { scope, params: transactionId ?? '' });
  return scope.getState($paymentResult);
};

describe('buying coins through the sandbox checkout', () => {
  it('credits the package and shows the balance the server answered', async () => {
    const { scope, checkoutUrls, chooseOnSandbox, stored } = await shopper({ coins: 10 });
    await allSettled(coinCheckoutStarted, {
      scope,
      params: {
        productId: 'coins-250',
        methodId: 'credit-card',
        redirectUrl: `${appOrigin}/shop/success`,
      },
    });
    const [checkoutUrl] = checkoutUrls;
    expect(checkoutUrl).toMatch(/\/sandbox-pay\//);

    const result = await returnFrom(scope, await chooseOnSandbox(checkoutUrl ?? '', 'paid'));

    expect(result).toEqual({ outcome: 'success', coins: 275, amountCents: 999 });
    const row = await stored();
    expect(row).toMatchObject({ coins: 260, freeCoins: 25 });
    expect(scope.getState($user)).toMatchObject({
      coins: row.coins,
      freeCoins: row.freeCoins,
      balance: 285,
    });
  });

  it('shows the failure texts and credits nothing when the payment fails', async () => {
    const { scope, checkoutUrls, chooseOnSandbox, stored } = await shopper({ coins: 10 });
    await allSettled(coinCheckoutStarted, {
      scope,
      params: {
        productId: 'coins-100',
        methodId: 'paypal',
        redirectUrl: `${appOrigin}/shop/success`,
      },
    });

    const result = await returnFrom(scope, await chooseOnSandbox(checkoutUrls[0] ?? '', 'failed'));

    expect(result.outcome).toBe('failure');
    expect(await stored()).toMatchObject({ coins: 10, freeCoins: 0 });
    expect(scope.getState($user)).toMatchObject({ coins: 10, freeCoins: 0 });
  });

  it('tells a bank transfer to wait for the bank days, with nothing credited yet', async () => {
    const { scope, checkoutUrls, chooseOnSandbox, stored } = await shopper();
    await allSettled(coinCheckoutStarted, {
      scope,
      params: {
        productId: 'coins-100',
        methodId: 'bank-transfer',
        redirectUrl: `${appOrigin}/shop/success`,
      },
    });

    const result = await returnFrom(scope, await chooseOnSandbox(checkoutUrls[0] ?? '', 'pending'));

    expect(result.outcome).toBe('bankTransfer');
    expect((await stored()).coins).toBe(0);
  });

  it('shows the failure for a payment that is not the member’s', async () => {
    const { scope } = await shopper();
    await allSettled(paymentReturned, { scope, params: '00000000-0000-4000-8000-000000000000' });
    expect(scope.getState($paymentResult).outcome).toBe('failure');
  });

  it('refuses a return address outside the app and leaves the checkout closed', async () => {
    const { scope, checkoutUrls } = await shopper();
    await allSettled(coinCheckoutStarted, {
      scope,
      params: {
        productId: 'coins-100',
        methodId: 'credit-card',
        redirectUrl: 'https://evil.example/shop/success',
      },
    });
    expect(checkoutUrls).toEqual([]);
    expect(scope.getState($checkoutError)).not.toBeNull();
  });
});

describe('subscribing to premium through the sandbox checkout', () => {
  it('starts premium and reloads the member', async () => {
    const { scope, checkoutUrls, chooseOnSandbox, stored } = await shopper();
    await allSettled(premiumCheckoutStarted, {
      scope,
      params: { productId: 'premium-1m', redirectUrl: `${appOrigin}/shop-premium/success` },
    });

    const result = await returnFrom(scope, await chooseOnSandbox(checkoutUrls[0] ?? '', 'paid'));

    expect(result.outcome).toBe('success');
    expect(scope.getState($user)?.hasActivePremium).toBe(true);
    expect(scope.getState($user)?.coins).toBe((await stored()).coins);
  });
});
