/**
 * Fulfilment: the one way a payment changes state. Whatever reports the change (a webhook, a
 * verify call, the member's status read, all at once), the payment row is locked first and the
 * change applies only when it moves the payment forward, so coins are credited once and taken
 * back once. A webhook's event id is recorded in the same transaction: a replay finds it and
 * stops there.
 */
import type { PaymentProvider } from '@amora/contract';
import { and, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../db/client';
import {
  type PaymentRow,
  type PaymentRowStatus,
  paymentEvents,
  payments,
  subscriptions,
  users,
} from '../db/schema';
import { addMonths, applySubscriptionReport, requireSubscriptionProduct } from './subscriptions';

/** Where each status may lead; failed, refunded and charged back are final. */
const nextStatuses: Record<PaymentRowStatus, readonly PaymentRowStatus[]> = {
  open: ['pending', 'paid', 'failed'],
  pending: ['paid', 'failed'],
  paid: ['refunded', 'charged_back'],
  failed: [],
  refunded: [],
  charged_back: [],
};

export interface PaymentReport {
  status: PaymentRowStatus;
  /** The amount the provider says was paid; a different one is not our payment's. */
  amountCents?: number;
}

export interface ProviderEvent {
  provider: PaymentProvider;
  eventId: string;
}

/** True the first time an event is seen (in the transaction that acts on it). */
export const isFirstDelivery = async (tx: Transaction, event: ProviderEvent) => {
  const inserted = await tx
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
};

/** The paid purchase reaches the member: coins for a package, a premium period for a subscription. */
const deliver = async (app: FastifyInstance, tx: Transaction, payment: PaymentRow, now: Date) => {
  if (payment.productKind === 'coins') {
    await app.ledger.credit(tx, payment.userId, {
      coins: payment.coins,
      freeCoins: payment.bonusCoins,
      reason: 'coinPurchase',
      reference: payment.id,
    });
    return;
  }
  if (!payment.subscriptionId) return;
  // A sandbox subscription's first period, paid on the sandbox's checkout.
  const product = await requireSubscriptionProduct(tx, payment.productId);
  await applySubscriptionReport(
    app,
    tx,
    payment.subscriptionId,
    { status: 'active', currentPeriodEnd: addMonths(now, product.periodMonths) },
    now,
  );
};

/** A refund or chargeback takes back what is left of the purchase's coins, never more. */
const takeBack = async (
  app: FastifyInstance,
  tx: Transaction,
  payment: PaymentRow,
  reason: 'paymentRefund' | 'paymentChargeback',
) => {
  const [balance] = await tx
    .select({ coins: users.coins, freeCoins: users.freeCoins })
    .from(users)
    .where(eq(users.id, payment.userId))
    .for('update');
  const amount = Math.min(
    payment.coins + payment.bonusCoins,
    (balance?.coins ?? 0) + (balance?.freeCoins ?? 0),
  );
  if (amount > 0)
    await app.ledger.spend(tx, payment.userId, { amount, reason, reference: payment.id });
  return amount;
};

/**
 * Moves a payment to the reported status when that is a step forward, crediting or taking back
 * in the same transaction; answers the payment as it is afterwards (undefined for a replayed
 * event or an unknown payment).
 */
export const applyPaymentReport = async (
  app: FastifyInstance,
  paymentId: string,
  report: PaymentReport,
  event?: ProviderEvent,
): Promise<PaymentRow | undefined> => {
  // Counted once committed: a rolled-back step forward did not happen.
  let outcome: { provider: string; outcome: string } | undefined;
  const applied = await app.db.transaction(async (tx) => {
    if (event && !(await isFirstDelivery(tx, event))) return undefined;
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update');
    if (!payment) return undefined;
    let status = report.status;
    if (
      status === 'paid' &&
      report.amountCents !== undefined &&
      report.amountCents !== payment.amountCents
    ) {
      app.log.warn(
        { paymentId, amountCents: report.amountCents },
        'paid amount differs; not credited',
      );
      status = 'failed';
    }
    if (!nextStatuses[payment.status].includes(status)) return payment;
    const now = new Date();
    const changes: Partial<typeof payments.$inferInsert> = { status, updatedAt: now };
    if (status === 'paid') {
      await deliver(app, tx, payment, now);
      changes.completedAt = now;
    } else if (status === 'failed') {
      changes.completedAt = now;
    } else if (status === 'refunded' || status === 'charged_back') {
      changes.takenBackCoins = await takeBack(
        app,
        tx,
        payment,
        status === 'refunded' ? 'paymentRefund' : 'paymentChargeback',
      );
    }
    const [updated] = await tx
      .update(payments)
      .set(changes)
      .where(eq(payments.id, payment.id))
      .returning();
    if (status !== 'pending') outcome = { provider: payment.provider, outcome: status };
    return updated;
  });
  if (outcome) app.meters.paymentOutcomes.inc(outcome);
  return applied;
};

/**
 * A store took a subscription back (refund, revocation): it ends now, premium ends with it unless
 * another running subscription of the member's pays for longer, and what is left of its last
 * period's coins goes back. A subscription already over gives nothing back again.
 */
export const revokeSubscription = async (
  app: FastifyInstance,
  tx: Transaction,
  subscriptionId: string,
  now = new Date(),
) => {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for('update');
  if (!row) return undefined;
  if (row.state === 'expired' && (!row.currentPeriodEnd || row.currentPeriodEnd <= now)) return row;
  const [others] = await tx
    .select({ until: max(subscriptions.currentPeriodEnd) })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, row.userId),
        ne(subscriptions.id, row.id),
        inArray(subscriptions.state, ['active', 'cancelled']),
      ),
    );
  const keepUntil = others?.until && others.until > now ? others.until : now;
  await tx
    .update(users)
    .set({
      premiumUntil: sql`least(${users.premiumUntil}, ${keepUntil.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, row.userId));
  if (row.currentPeriodEnd) {
    const product = await requireSubscriptionProduct(tx, row.productId);
    const [balance] = await tx
      .select({ coins: users.coins, freeCoins: users.freeCoins })
      .from(users)
      .where(eq(users.id, row.userId))
      .for('update');
    const amount = Math.min(
      product.coinsPerPeriod,
      (balance?.coins ?? 0) + (balance?.freeCoins ?? 0),
    );
    if (amount > 0)
      await app.ledger.spend(tx, row.userId, {
        amount,
        reason: 'paymentRefund',
        reference: row.id,
      });
  }
  const [updated] = await tx
    .update(subscriptions)
    .set({
      state: 'expired',
      currentPeriodEnd:
        row.currentPeriodEnd && row.currentPeriodEnd < now ? row.currentPeriodEnd : now,
      nextDebitAt: null,
      cancelledAt: row.cancelledAt ?? now,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, row.id))
    .returning();
  return updated;
};
