/**
 * Premium through subscriptions: a paid period sets users.premium_until to the period's end (so
 * hasActivePremium follows from it and a cancelled subscription keeps premium until then),
 * credits the product's coins once per period and, on the first period only, premium's bonus
 * stars. A period moves only forward, which makes a replayed notification change nothing.
 */
import { premiumBenefits } from '@amora/contract';
import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../db/client';
import {
  payments,
  type SubscriptionRowState,
  subscriptionProducts,
  subscriptions,
  users,
} from '../db/schema';
import { chargedCents } from './prices';
import type { SubscriptionStatus } from './providers';

const hourMs = 60 * 60 * 1000;

/** Calendar months in UTC; a day the target month lacks becomes its last (Jan 31 -> Feb 28). */
export const addMonths = (from: Date, months: number) => {
  const target = new Date(from);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
};

/** The next period is debited this long before the current one ends (spec 02 section 4). */
export const debitTimeOf = (periodEnd: Date) =>
  new Date(periodEnd.getTime() - premiumBenefits.debitHoursBeforePeriodEnd * hourMs);

export interface SubscriptionReport {
  status: SubscriptionStatus;
  /** The end of the paid period as the provider (or our renewal) sets it. */
  currentPeriodEnd?: Date;
  /** The provider's subscription id, once its checkout became one. */
  reference?: string;
}

export const requireSubscriptionProduct = async (tx: Transaction, productId: string) => {
  const [product] = await tx
    .select()
    .from(subscriptionProducts)
    .where(eq(subscriptionProducts.id, productId));
  if (!product) throw new Error(`subscription product ${productId} is gone`);
  return product;
};

/**
 * Applies what the provider (or our sandbox renewal) says about a subscription, in the caller's
 * transaction. Locks the subscription row, then (through the ledger) the member's.
 */
export const applySubscriptionReport = async (
  app: FastifyInstance,
  tx: Transaction,
  subscriptionId: string,
  report: SubscriptionReport,
  now = new Date(),
) => {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for('update');
  if (!row) return undefined;
  const changes: Partial<typeof subscriptions.$inferInsert> = { updatedAt: now };
  if (report.reference && report.reference !== row.reference) changes.reference = report.reference;

  const running = report.status === 'active' || report.status === 'cancelled';
  const periodEnd = report.currentPeriodEnd;
  let currentPeriodEnd = row.currentPeriodEnd;
  if (running && periodEnd && (!currentPeriodEnd || periodEnd > currentPeriodEnd)) {
    const product = await requireSubscriptionProduct(tx, row.productId);
    await tx
      .update(users)
      .set({
        // Another subscription may already run longer; premium never shrinks here.
        premiumUntil: sql`greatest(${users.premiumUntil}, ${periodEnd.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(users.id, row.userId));
    await app.ledger.credit(tx, row.userId, {
      coins: product.coinsPerPeriod,
      counters: row.activatedAt ? {} : { stars: premiumBenefits.bonusStars },
      reason: 'premiumPeriod',
      reference: row.id,
    });
    currentPeriodEnd = periodEnd;
    changes.currentPeriodEnd = periodEnd;
    changes.activatedAt = row.activatedAt ?? now;
  }

  // A subscription without a paid period cannot be running, whatever an early event says.
  const state: SubscriptionRowState =
    report.status === 'pending' || (running && !currentPeriodEnd) ? row.state : report.status;
  changes.state = state;
  if (state === 'cancelled') changes.cancelledAt = row.cancelledAt ?? now;
  if (state === 'active') changes.cancelledAt = null;
  changes.nextDebitAt =
    state === 'active' && currentPeriodEnd ? debitTimeOf(currentPeriodEnd) : null;

  const [updated] = await tx
    .update(subscriptions)
    .set(changes)
    .where(eq(subscriptions.id, row.id))
    .returning();
  return updated;
};

/** A report applied in a transaction of its own (a member's call, not a notification). */
export const applySubscriptionReportNow = (
  app: FastifyInstance,
  subscriptionId: string,
  report: SubscriptionReport,
) => app.db.transaction((tx) => applySubscriptionReport(app, tx, subscriptionId, report));

/**
 * The renewal job's one run at `now`: every active sandbox subscription whose debit time has come
 * is charged (a paid payment of the product's discounted price) and runs one period longer; subscriptions
 * whose period is over without a renewal end. Stripe and PayPal renew on their own and say so
 * through their notifications.
 */
export const renewDueSubscriptions = async (app: FastifyInstance, now = new Date()) => {
  const due = await app.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'sandbox'),
        eq(subscriptions.state, 'active'),
        lte(subscriptions.nextDebitAt, now),
      ),
    );
  let renewed = 0;
  for (const { id } of due) {
    const done = await app.db.transaction(async (tx) => {
      // Checked again under the lock: another instance's job may have renewed it meanwhile.
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.id, id),
            eq(subscriptions.state, 'active'),
            lte(subscriptions.nextDebitAt, now),
          ),
        )
        .for('update');
      if (!row?.currentPeriodEnd) return false;
      const product = await requireSubscriptionProduct(tx, row.productId);
      await tx.insert(payments).values({
        userId: row.userId,
        provider: 'sandbox',
        methodId: row.methodId,
        productKind: 'subscription',
        productId: product.id,
        subscriptionId: row.id,
        amountCents: chargedCents(product),
        coins: product.coinsPerPeriod,
        status: 'paid',
        completedAt: now,
      });
      await applySubscriptionReport(
        app,
        tx,
        row.id,
        {
          status: 'active',
          currentPeriodEnd: addMonths(row.currentPeriodEnd, product.periodMonths),
        },
        now,
      );
      return true;
    });
    if (done) {
      renewed += 1;
      // A renewal's payment is written paid; it never passes applyPaymentReport.
      app.meters.paymentOutcomes.inc({ provider: 'sandbox', outcome: 'paid' });
    }
  }
  const expired = await app.db
    .update(subscriptions)
    .set({ state: 'expired', nextDebitAt: null, updatedAt: now })
    .where(
      and(
        lte(subscriptions.currentPeriodEnd, now),
        or(
          eq(subscriptions.state, 'cancelled'),
          and(eq(subscriptions.state, 'active'), eq(subscriptions.provider, 'sandbox')),
        ),
      ),
    )
    .returning({ id: subscriptions.id });
  return { renewed, expired: expired.length };
};
