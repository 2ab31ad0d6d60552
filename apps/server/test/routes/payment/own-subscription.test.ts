/**
 * GET /payment/subscription (the member's premium and the subscription it runs on) and cancelling
 * it (spec 02 sections 4 and 7: premium is active or cancelled; a cancel stops the renewal and
 * premium ends with the paid period; a store's subscription is cancelled in the store).
 */
import { premiumBenefits } from '@amora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, users } from '../../../src/db/schema';
import { renewDueSubscriptions } from '../../../src/payments';
import type { Browser } from '../../support/browser';
import {
  chooseOnSandbox,
  dataOf,
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

const hourMs = 60 * 60 * 1000;

const premiumOf = async (browser: Browser) =>
  dataOf(await browser.api.payment.ownSubscription.request());

/** A sandbox subscription of `productId` started and, unless told otherwise, paid. */
const subscribe = async (browser: Browser, productId = 'premium-1m', pay = true) => {
  const pending = dataOf(
    await browser.api.payment.createStripeSubscription.request({
      body: { productId, redirectUrl },
    }),
  );
  if (pay) await chooseOnSandbox(browser, pending.checkoutUrl ?? '', 'paid');
  return pending.id;
};

describe('GET /payment/subscription', () => {
  it('answers no premium and no subscription for a member who never subscribed', async () => {
    const { browser } = await server.member();
    expect(await premiumOf(browser)).toEqual({
      hasActivePremium: false,
      premiumUntil: null,
      subscription: null,
    });
  });

  it('does not count a checkout left unfinished', async () => {
    const { browser } = await server.member();
    await subscribe(browser, 'premium-1m', false);
    expect(await premiumOf(browser)).toMatchObject({ hasActivePremium: false, subscription: null });
  });

  it('shows the running subscription with its package, period end and next debit', async () => {
    const { browser } = await server.member();
    const id = await subscribe(browser);

    const premium = await premiumOf(browser);

    const subscription = premium.subscription;
    expect(subscription).toMatchObject({
      id,
      state: 'active',
      provider: 'sandbox',
      productId: 'premium-1m',
      product: { id: 'premium-1m', periodMonths: 1, currency: 'EUR' },
      cancelledAt: null,
      isCancellable: true,
    });
    const periodEnd = new Date(subscription?.currentPeriodEnd ?? '');
    expect(periodEnd.getTime()).toBeGreaterThan(Date.now());
    expect(new Date(subscription?.nextDebitAt ?? '').getTime()).toBe(
      periodEnd.getTime() - premiumBenefits.debitHoursBeforePeriodEnd * hourMs,
    );
    expect(premium).toMatchObject({
      hasActivePremium: true,
      premiumUntil: subscription?.currentPeriodEnd,
    });
  });

  it('shows a cancelled subscription until its period ends, then none', async () => {
    const { user, browser } = await server.member();
    const id = await subscribe(browser);
    const cancelled = dataOf(
      await browser.api.payment.cancelStripeSubscription.request({ params: { id } }),
    );
    expect(cancelled).toMatchObject({ state: 'cancelled', nextDebitAt: null });

    const afterCancel = await premiumOf(browser);
    expect(afterCancel).toMatchObject({
      hasActivePremium: true,
      premiumUntil: cancelled.currentPeriodEnd,
      subscription: { id, state: 'cancelled', nextDebitAt: null, isCancellable: false },
    });
    expect(afterCancel.subscription?.cancelledAt).not.toBeNull();

    // A second cancel changes nothing.
    expect(
      dataOf(await browser.api.payment.cancelStripeSubscription.request({ params: { id } })),
    ).toMatchObject({ state: 'cancelled', cancelledAt: cancelled.cancelledAt });

    // The period is over: the renewal job ends it, nothing is debited.
    const past = new Date(Date.now() - hourMs);
    await server.app.db
      .update(subscriptions)
      .set({ currentPeriodEnd: past })
      .where(eq(subscriptions.id, id));
    await server.app.db.update(users).set({ premiumUntil: past }).where(eq(users.id, user.id));
    await renewDueSubscriptions(server.app);
    expect(await premiumOf(browser)).toEqual({
      hasActivePremium: false,
      premiumUntil: null,
      subscription: null,
    });
  });

  it('prefers the subscription that renews over one cancelled before it', async () => {
    const { browser } = await server.member();
    const first = await subscribe(browser);
    await browser.api.payment.cancelStripeSubscription.request({ params: { id: first } });
    const second = await subscribe(browser, 'premium-3m');

    const premium = await premiumOf(browser);

    expect(premium.subscription).toMatchObject({
      id: second,
      state: 'active',
      product: { id: 'premium-3m', periodMonths: 3 },
    });
    // Premium runs to the later of the two period ends.
    expect(premium.premiumUntil).toBe(premium.subscription?.currentPeriodEnd);
  });

  it('answers 401 without a session', async () => {
    const visitor = server.visitor();
    expect(outcome(await visitor.api.payment.ownSubscription.request())).toMatchObject({
      ok: false,
      status: 401,
    });
  });
});

describe('cancelling a subscription bought in a store', () => {
  it('refuses: the store debits it, so it is cancelled there', async () => {
    const { user, browser } = await server.member();
    const periodEnd = new Date(Date.now() + 30 * 24 * hourMs);
    const [row] = await server.app.db
      .insert(subscriptions)
      .values({
        userId: user.id,
        productId: 'premium-1m',
        provider: 'apple',
        state: 'active',
        reference: `apple-${user.id}`,
        activatedAt: new Date(),
        currentPeriodEnd: periodEnd,
      })
      .returning();
    await server.app.db.update(users).set({ premiumUntil: periodEnd }).where(eq(users.id, user.id));
    const id = row?.id ?? '';

    expect((await premiumOf(browser)).subscription).toMatchObject({
      id,
      provider: 'apple',
      state: 'active',
      isCancellable: false,
    });
    expect(
      outcome(await browser.api.payment.cancelStripeSubscription.request({ params: { id } })),
    ).toMatchObject({ ok: false, status: 409, code: 'SUBSCRIPTION_MANAGED_BY_STORE' });
    expect((await premiumOf(browser)).subscription?.state).toBe('active');
  });
});
