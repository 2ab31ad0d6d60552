/**
 * Purchases made in the apps. The store has taken the money already; what the app sends (the App
 * Store's signed transaction, the Play purchase token) is checked with the store, and the store's
 * transaction id keys the payment, so one sent again (or by another account) credits nothing
 * more. Once credited, a Play purchase is consumed or acknowledged, or Play would refund it. There
 * is no sandbox for store purchases: an unconfigured store refuses.
 */
import { errorCodes } from '@amora/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { coinPackages, payments, subscriptionProducts, subscriptions } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { asPaymentFailure } from './checkout';
import { paymentWithBalance } from './coin-purchases';
import { applyPaymentReport } from './fulfilment';
import type { PlayPurchase, StoreProvider, StorePurchase, StoreReceipt } from './providers';
import { applySubscriptionReportNow } from './subscriptions';
import { toSubscription } from './views';

export type Store = 'apple' | 'google';

const paymentStatuses = {
  purchased: 'paid',
  pending: 'pending',
  refunded: 'refunded',
  expired: 'failed',
} as const satisfies Record<StorePurchase['state'], string>;

const subscriptionStatuses = {
  purchased: 'active',
  pending: 'pending',
  refunded: 'expired',
  expired: 'expired',
} as const satisfies Record<StorePurchase['state'], string>;

const verified = async (
  app: FastifyInstance,
  store: Store,
  check: (provider: StoreProvider) => Promise<StorePurchase>,
) => {
  const provider = app.paymentProviders[store];
  if (!provider) throw ApiProblem.of(errorCodes.PAYMENT_FAILED, `${store} is not configured`);
  try {
    return await check(provider);
  } catch (error) {
    throw asPaymentFailure(error);
  }
};

/**
 * Tells Play the purchase reached its buyer (consumed, or acknowledged for a subscription). It
 * failing changes nothing here: the app sends the purchase again, and it is told again.
 */
const deliverInStore = async (
  app: FastifyInstance,
  store: Store,
  body: StoreReceipt,
  purchase: StorePurchase,
  kind: 'purchase' | 'subscription',
) => {
  const play = app.paymentProviders.google;
  if (store !== 'google' || !play || purchase.state !== 'purchased') return;
  if ((purchase as PlayPurchase).delivered) return;
  try {
    await play.deliver(body, kind);
  } catch (error) {
    app.log.error({ err: error, productId: body.productId }, 'Play purchase not delivered');
  }
};

/** Someone else's store transaction is as unknown as a missing one. */
const requireOwner = <Row extends { userId: string }>(row: Row | undefined, memberId: string) => {
  if (!row || row.userId !== memberId) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return row;
};

/** A coin package bought in the store: its coins, credited once per store transaction. */
export const buyInStore = async (
  app: FastifyInstance,
  store: Store,
  memberId: string,
  body: StoreReceipt,
) => {
  const [product] = await app.db
    .select()
    .from(coinPackages)
    .where(and(eq(coinPackages.id, body.productId), eq(coinPackages.isActive, true)));
  if (!product) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const purchase = await verified(app, store, (provider) => provider.verifyPurchase(body));
  await app.db
    .insert(payments)
    .values({
      userId: memberId,
      provider: store,
      productKind: 'coins',
      productId: product.id,
      amountCents: product.priceCents,
      coins: product.coins,
      bonusCoins: product.bonusCoins,
      reference: purchase.transactionId,
    })
    .onConflictDoNothing();
  const [row] = await app.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, store), eq(payments.reference, purchase.transactionId)));
  const payment = requireOwner(row, memberId);
  const settled = await applyPaymentReport(app, payment.id, {
    status: paymentStatuses[purchase.state],
  });
  if ((settled ?? payment).status === 'paid')
    await deliverInStore(app, store, body, purchase, 'purchase');
  return paymentWithBalance(app, settled ?? payment);
};

/** A premium subscription bought in the store: the store bills it, its period is ours to apply. */
export const subscribeInStore = async (
  app: FastifyInstance,
  store: Store,
  memberId: string,
  body: StoreReceipt,
) => {
  const [product] = await app.db
    .select({ id: subscriptionProducts.id })
    .from(subscriptionProducts)
    .where(eq(subscriptionProducts.id, body.productId));
  if (!product) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const purchase = await verified(app, store, (provider) => provider.verifySubscription(body));
  await app.db
    .insert(subscriptions)
    .values({
      userId: memberId,
      productId: product.id,
      provider: store,
      reference: purchase.transactionId,
    })
    .onConflictDoNothing();
  const [row] = await app.db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.provider, store), eq(subscriptions.reference, purchase.transactionId)),
    );
  const subscription = requireOwner(row, memberId);
  const updated = await applySubscriptionReportNow(app, subscription.id, {
    status: subscriptionStatuses[purchase.state],
    currentPeriodEnd: purchase.expiresAt,
  });
  if (
    (updated ?? subscription).state === 'active' ||
    (updated ?? subscription).state === 'cancelled'
  )
    await deliverInStore(app, store, body, purchase, 'subscription');
  return toSubscription(updated ?? subscription);
};
