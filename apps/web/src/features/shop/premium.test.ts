/**
 * The member's own premium in the premium shop against the real server (spec 02 section 4:
 * premium is active or cancelled; after cancellation the user reloads): the running subscription
 * with its dates once paid, and a cancel only after the member confirmed it.
 */
import { allSettled } from 'effector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../../server/src/db/schema';
import { memberAreaEntered } from '../../member/model';
import { $user } from '../../session/model';
import './model';
import { paymentReturned, premiumCheckoutStarted } from './model/checkout';
import {
  $cancelDialogOpen,
  $cancelError,
  $premium,
  $premiumStatus,
  cancelSubscriptionAsked,
  cancelSubscriptionConfirmed,
  cancelSubscriptionDismissed,
  premiumShopOpened,
} from './model/premium';
import { appOrigin, type IdentityServer, loggedInMember, startIdentityServer } from './testServer';

let server: IdentityServer;
// Starting a database of its own takes a while on a busy machine.
beforeAll(async () => {
  server = await startIdentityServer();
}, 180_000);
afterAll(() => server?.close());

const hourMs = 60 * 60 * 1000;

/** The subscription as the server stores it. */
const storedSubscription = async (id: string) =>
  (await server.app.db.select().from(subscriptions)).find((row) => row.id === id);

/** A member who subscribed to `productId` on the sandbox and came back to the result page. */
const subscriber = async (productId = 'premium-1m') => {
  const shopping = await loggedInMember(server);
  const { scope, checkoutUrls, chooseOnSandbox } = shopping;
  await allSettled(memberAreaEntered, { scope });
  await allSettled(premiumCheckoutStarted, {
    scope,
    params: { productId, redirectUrl: `${appOrigin}/shop-premium/success` },
  });
  const back = await chooseOnSandbox(checkoutUrls[0] ?? '', 'paid');
  await allSettled(paymentReturned, {
    scope,
    params: back.searchParams.get('transactionId') ?? '',
  });
  return shopping;
};

describe('the premium shop’s subscription', () => {
  it('shows no subscription to a member without premium', async () => {
    const { scope } = await loggedInMember(server);
    await allSettled(premiumShopOpened, { scope });
    expect(scope.getState($premiumStatus)).toBe('ready');
    expect(scope.getState($premium)).toEqual({
      hasActivePremium: false,
      premiumUntil: null,
      subscription: null,
    });
  });

  it('shows the paid subscription with its package, renewal and next debit', async () => {
    const { scope } = await subscriber('premium-3m');
    await allSettled(premiumShopOpened, { scope });

    const premium = scope.getState($premium);
    const subscription = premium?.subscription;
    expect(subscription).toMatchObject({
      state: 'active',
      provider: 'sandbox',
      product: { id: 'premium-3m', periodMonths: 3 },
      isCancellable: true,
    });
    const periodEnd = new Date(subscription?.currentPeriodEnd ?? '');
    expect(new Date(subscription?.nextDebitAt ?? '').getTime()).toBe(
      periodEnd.getTime() - 24 * hourMs,
    );
    expect(premium?.premiumUntil).toBe(subscription?.currentPeriodEnd);
    expect(scope.getState($user)?.hasActivePremium).toBe(true);
  });

  it('cancels only after the confirmation, keeps premium to the period end and reloads the user', async () => {
    const { scope, member } = await subscriber();
    await allSettled(premiumShopOpened, { scope });
    const id = scope.getState($premium)?.subscription?.id ?? '';

    // Asked and kept: nothing changes.
    await allSettled(cancelSubscriptionAsked, { scope });
    expect(scope.getState($cancelDialogOpen)).toBe(true);
    await allSettled(cancelSubscriptionDismissed, { scope });
    expect(scope.getState($cancelDialogOpen)).toBe(false);
    expect((await storedSubscription(id))?.state).toBe('active');

    // Asked and confirmed. The user is read again: a stale copy must not survive.
    await allSettled(cancelSubscriptionAsked, { scope });
    const stale = scope.getState($user);
    await allSettled(cancelSubscriptionConfirmed, { scope });

    expect(scope.getState($cancelDialogOpen)).toBe(false);
    expect(scope.getState($cancelError)).toBeNull();
    const premium = scope.getState($premium);
    expect(premium).toMatchObject({
      hasActivePremium: true,
      subscription: { id, state: 'cancelled', nextDebitAt: null, isCancellable: false },
    });
    expect(premium?.premiumUntil).toBe(premium?.subscription?.currentPeriodEnd);
    expect(scope.getState($user)).not.toBe(stale);
    expect(scope.getState($user)).toMatchObject({ id: member.id, hasActivePremium: true });
    expect(await storedSubscription(id)).toMatchObject({ state: 'cancelled', nextDebitAt: null });
  });

  it('offers no cancel of a store’s subscription and leaves it running', async () => {
    const { scope, member } = await loggedInMember(server, {
      premiumUntil: new Date(Date.now() + 30 * 24 * hourMs),
    });
    await server.app.db.insert(subscriptions).values({
      userId: member.id,
      productId: 'premium-1m',
      provider: 'google',
      state: 'active',
      reference: `google-${member.id}`,
      activatedAt: new Date(),
      currentPeriodEnd: new Date(Date.now() + 30 * 24 * hourMs),
    });
    await allSettled(premiumShopOpened, { scope });
    expect(scope.getState($premium)?.subscription).toMatchObject({
      provider: 'google',
      isCancellable: false,
    });

    // The screen offers no cancel; a confirmation anyway sends nothing.
    await allSettled(cancelSubscriptionAsked, { scope });
    await allSettled(cancelSubscriptionConfirmed, { scope });
    expect(scope.getState($premium)?.subscription?.state).toBe('active');
    expect(scope.getState($cancelError)).toBeNull();
  });
});
