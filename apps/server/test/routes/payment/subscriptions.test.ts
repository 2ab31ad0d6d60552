import { premiumBenefits } from '@amora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewDueSubscriptions } from '../../../src/payments';
import { hasActivePremium } from '../../../src/users';
import { userRow } from '../../helpers';
import {
  chooseOnSandbox,
  dataOf,
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

const hourMs = 60 * 60 * 1000;

/** A member whose one-month sandbox subscription is paid and running. */
const subscribed = async () => {
  const { user, browser } = await server.member();
  const pending = dataOf(
    await browser.api.payment.createStripeSubscription.request({
      body: { productId: 'premium-1m', redirectUrl },
    }),
  );
  expect(pending).toMatchObject({ provider: 'sandbox', state: 'pending', nextDebitAt: null });
  expect((await chooseOnSandbox(browser, pending.checkoutUrl ?? '', 'paid')).status).toBe(303);
  const active = dataOf(
    await browser.api.payment.stripeSubscription.request({ params: { id: pending.id } }),
  );
  return { user, browser, active, periodEnd: new Date(active.currentPeriodEnd ?? '') };
};

describe('premium subscriptions on the sandbox', () => {
  it('starts premium with its 20 bonus stars and the period coins once paid', async () => {
    const { user, active, periodEnd } = await subscribed();
    expect(active).toMatchObject({ state: 'active', cancelledAt: null, checkoutUrl: null });
    expect(new Date(active.nextDebitAt ?? '').getTime()).toBe(
      periodEnd.getTime() - premiumBenefits.debitHoursBeforePeriodEnd * hourMs,
    );
    const row = await userRow(server.app, user.id);
    expect(row).toMatchObject({
      premiumUntil: periodEnd,
      stars: premiumBenefits.bonusStars,
      coins: 100,
    });
    expect(hasActivePremium(row)).toBe(true);
  });

  it('refuses a second subscription while one is active', async () => {
    const { browser } = await subscribed();
    const second = outcome(
      await browser.api.payment.createStripeSubscription.request({
        body: { productId: 'premium-3m', redirectUrl },
      }),
    );
    expect(second).toMatchObject({ ok: false, status: 409, code: 'SUBSCRIPTION_ALREADY_ACTIVE' });
  });

  it('is renewed 24 hours before the period ends, once, without more bonus stars', async () => {
    const { user, browser, active, periodEnd } = await subscribed();
    await renewDueSubscriptions(server.app, new Date(periodEnd.getTime() - 25 * hourMs));
    expect((await userRow(server.app, user.id)).premiumUntil).toEqual(periodEnd);

    const debitTime = new Date(periodEnd.getTime() - 24 * hourMs);
    await renewDueSubscriptions(server.app, debitTime);
    await renewDueSubscriptions(server.app, debitTime);
    const renewed = dataOf(
      await browser.api.payment.stripeSubscription.request({ params: { id: active.id } }),
    );
    const nextEnd = new Date(renewed.currentPeriodEnd ?? '');
    expect(nextEnd.getUTCMonth()).toBe((periodEnd.getUTCMonth() + 1) % 12);
    expect(renewed.state).toBe('active');
    expect(await userRow(server.app, user.id)).toMatchObject({
      premiumUntil: nextEnd,
      stars: premiumBenefits.bonusStars,
      coins: 200,
    });
    // The first period's coins and stars, then the second period's coins alone.
    const periods = await ledgerOf(server.app, user.id, 'premiumPeriod');
    expect(periods.filter((row) => row.coinsDelta === 100)).toHaveLength(2);
    expect(periods.filter((row) => row.counter === 'stars')).toMatchObject([
      { counterDelta: premiumBenefits.bonusStars },
    ]);
    expect(periods).toHaveLength(3);
  });

  it('keeps premium after a cancel until the period ends, then ends it', async () => {
    const { user, browser, active, periodEnd } = await subscribed();
    const cancelled = dataOf(
      await browser.api.payment.cancelStripeSubscription.request({ params: { id: active.id } }),
    );
    expect(cancelled).toMatchObject({ state: 'cancelled', nextDebitAt: null });
    expect(cancelled.cancelledAt).not.toBeNull();
    const row = await userRow(server.app, user.id);
    expect(hasActivePremium(row)).toBe(true);

    // No renewal at the debit time of a cancelled subscription.
    await renewDueSubscriptions(server.app, new Date(periodEnd.getTime() - hourMs));
    expect((await userRow(server.app, user.id)).premiumUntil).toEqual(periodEnd);

    const after = new Date(periodEnd.getTime() + 1000);
    await renewDueSubscriptions(server.app, after);
    const ended = dataOf(
      await browser.api.payment.stripeSubscription.request({ params: { id: active.id } }),
    );
    expect(ended.state).toBe('expired');
    expect(hasActivePremium(await userRow(server.app, user.id), after)).toBe(false);
  });

  it('shows and cancels a subscription for its owner only', async () => {
    const { active } = await subscribed();
    const { browser: other } = await server.member();
    expect(
      outcome(await other.api.payment.stripeSubscription.request({ params: { id: active.id } })),
    ).toMatchObject({ ok: false, status: 404 });
    expect(
      outcome(
        await other.api.payment.cancelStripeSubscription.request({ params: { id: active.id } }),
      ),
    ).toMatchObject({ ok: false, status: 404 });
  });
});
