/**
 * A member's own premium subscriptions: starting one by Stripe, PayPal (the method's provider) or
 * the sandbox, reading it, cancelling it at the end of its period. Stripe and PayPal bill it
 * themselves; a sandbox subscription's first period is a sandbox payment and its renewals are our
 * job's.
 */
import {
  errorCodes,
  type OwnSubscription,
  type PaymentProvider,
  type PremiumStatus,
  type SubscriptionPaymentPayload,
  storeSubscriptionProviders,
} from '@amora/contract';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  payments,
  type SubscriptionRow,
  subscriptionProducts,
  subscriptions,
  users,
} from '../db/schema';
import { toSubscriptionProduct } from '../economy/shop';
import { ApiProblem } from '../http/problem';
import { hasActivePremium, isUuid } from '../users';
import {
  asPaymentFailure,
  notifyUrlOf,
  paymentMemberOf,
  refreshPayment,
  requireMethod,
  requireOwnOrigin,
  requireSelfId,
  startCheckout,
} from './checkout';
import { servingProvider, subscriptionAdapter } from './gateway';
import { chargedCents } from './prices';
import { PaymentProviderError, type SubscriptionState } from './providers';
import { applySubscriptionReportNow } from './subscriptions';
import { toSubscription } from './views';

const isStoreSubscription = (row: SubscriptionRow) =>
  (storeSubscriptionProviders as readonly PaymentProvider[]).includes(row.provider);

/** An active subscription not bought in a store: cancelling it here stops the renewal. */
const isCancellable = (row: SubscriptionRow) => row.state === 'active' && !isStoreSubscription(row);

/**
 * The subscription the member's premium runs on: active or cancelled with its period not over,
 * an active one before a cancelled one (after a cancel and a new subscription both run).
 */
const runningSubscription = async (
  app: FastifyInstance,
  memberId: string,
  now: Date,
): Promise<OwnSubscription | null> => {
  const [running] = await app.db
    .select({ subscription: subscriptions, product: subscriptionProducts })
    .from(subscriptions)
    .innerJoin(subscriptionProducts, eq(subscriptionProducts.id, subscriptions.productId))
    .where(
      and(
        eq(subscriptions.userId, memberId),
        inArray(subscriptions.state, ['active', 'cancelled']),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(
      sql`case when ${subscriptions.state} = 'active' then 0 else 1 end`,
      desc(subscriptions.currentPeriodEnd),
    )
    .limit(1);
  if (!running) return null;
  return {
    ...toSubscription(running.subscription),
    product: toSubscriptionProduct(running.product),
    isCancellable: isCancellable(running.subscription),
  };
};

const ownSubscription = async (app: FastifyInstance, memberId: string, id: string) => {
  const [subscription] = isUuid(id)
    ? await app.db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, memberId)))
    : [];
  if (!subscription) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return subscription;
};

/**
 * A pending subscription is checked with its provider, in case a notification is late or lost:
 * Stripe and PayPal are asked about the subscription, the sandbox about its first payment.
 */
const refreshSubscription = async (app: FastifyInstance, subscription: SubscriptionRow) => {
  if (subscription.state !== 'pending') return subscription;
  const adapter = subscriptionAdapter(app, subscription.provider);
  if (!adapter) {
    const [firstPayment] = await app.db
      .select()
      .from(payments)
      .where(eq(payments.subscriptionId, subscription.id));
    if (firstPayment) await refreshPayment(app, firstPayment);
    const [current] = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    return current ?? subscription;
  }
  if (!subscription.reference) return subscription;
  try {
    const state = await adapter.readSubscription(subscription.reference);
    return (
      (await applySubscriptionReportNow(app, subscription.id, {
        status: state.status,
        currentPeriodEnd: state.currentPeriodEnd,
        reference: state.reference,
      })) ?? subscription
    );
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    app.log.warn({ err: error, subscriptionId: subscription.id }, 'subscription could not be read');
    return subscription;
  }
};

/**
 * Starts a subscription: a pending row first (its id is the transaction id the provider echoes),
 * then the provider's checkout, or the sandbox's payment of the first period.
 */
export const startSubscription = async (
  app: FastifyInstance,
  memberId: string,
  body: SubscriptionPaymentPayload,
) => {
  requireSelfId(memberId, body.userId);
  requireOwnOrigin(app, body.redirectUrl);
  const [product] = await app.db
    .select()
    .from(subscriptionProducts)
    .where(
      and(eq(subscriptionProducts.id, body.productId), eq(subscriptionProducts.isActive, true)),
    );
  if (!product) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const method = body.methodId ? await requireMethod(app, body.methodId) : undefined;
  const wanted: PaymentProvider = method?.provider ?? 'stripe';
  const provider = servingProvider(app, wanted);
  const adapter = subscriptionAdapter(app, provider);
  if (provider !== 'sandbox' && !adapter) {
    throw ApiProblem.of(errorCodes.PAYMENT_FAILED, `${provider} has no subscriptions`);
  }
  // One member's subscribing runs one at a time, so two at once cannot both pass the check.
  const subscription = await app.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`subscribe:${memberId}`}, 0))`,
    );
    const [running] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, memberId),
          eq(subscriptions.state, 'active'),
          gt(subscriptions.currentPeriodEnd, new Date()),
        ),
      );
    if (running) throw ApiProblem.of(errorCodes.SUBSCRIPTION_ALREADY_ACTIVE);
    const [created] = await tx
      .insert(subscriptions)
      .values({
        userId: memberId,
        productId: product.id,
        provider,
        methodId: method?.id ?? null,
      })
      .returning();
    return created;
  });
  if (!subscription) throw new Error('insert returned no subscription');
  let checkout: { reference: string | null; checkoutUrl: string | null };
  if (adapter) {
    try {
      checkout = await adapter.createSubscription({
        transactionId: subscription.id,
        amountCents: chargedCents(product),
        currency: 'EUR',
        description: product.name,
        member: await paymentMemberOf(app, memberId),
        redirectUrl: body.redirectUrl,
        notifyUrl: notifyUrlOf(app, provider),
        productId: product.id,
        periodMonths: product.periodMonths,
      });
    } catch (error) {
      await app.db
        .update(subscriptions)
        .set({ state: 'expired', updatedAt: new Date() })
        .where(eq(subscriptions.id, subscription.id));
      throw asPaymentFailure(error);
    }
  } else {
    // The sandbox sells the first period as a payment; paying it starts the subscription.
    checkout = await startCheckout(app, memberId, {
      provider,
      methodId: method?.id ?? null,
      productKind: 'subscription',
      productId: product.id,
      subscriptionId: subscription.id,
      description: product.name,
      amountCents: chargedCents(product),
      coins: product.coinsPerPeriod,
      redirectUrl: body.redirectUrl,
    });
  }
  const [started] = await app.db
    .update(subscriptions)
    .set({
      checkoutUrl: checkout.checkoutUrl,
      // A notification may already have given the provider's own id; the checkout's fills a gap.
      reference: adapter ? sql`coalesce(${subscriptions.reference}, ${checkout.reference})` : null,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.id, subscription.id))
    .returning();
  return toSubscription(started ?? subscription);
};

/** The member's premium and the subscription it runs on. */
export const premiumStatusOf = async (
  app: FastifyInstance,
  memberId: string,
): Promise<PremiumStatus> => {
  // The latest checkout may be paid without its notification having arrived yet.
  const [latestPending] = await app.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, memberId), eq(subscriptions.state, 'pending')))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  if (latestPending) await refreshSubscription(app, latestPending);
  const now = new Date();
  const [self] = await app.db
    .select({ premiumUntil: users.premiumUntil })
    .from(users)
    .where(eq(users.id, memberId));
  const isPremium = self ? hasActivePremium(self, now) : false;
  return {
    hasActivePremium: isPremium,
    premiumUntil: isPremium ? (self?.premiumUntil?.toISOString() ?? null) : null,
    subscription: await runningSubscription(app, memberId, now),
  };
};

export const readOwnSubscription = async (app: FastifyInstance, memberId: string, id: string) =>
  toSubscription(await refreshSubscription(app, await ownSubscription(app, memberId, id)));

/** Cancels at the end of the paid period; a checkout not yet paid is abandoned instead. */
export const cancelOwnSubscription = async (app: FastifyInstance, memberId: string, id: string) => {
  // A checkout paid a moment ago is a running subscription to cancel, not one to abandon.
  const subscription = await refreshSubscription(app, await ownSubscription(app, memberId, id));
  if (subscription.state === 'pending') {
    const [abandoned] = await app.db
      .update(subscriptions)
      .set({ state: 'expired', updatedAt: new Date() })
      .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.state, 'pending')))
      .returning();
    return toSubscription(abandoned ?? subscription);
  }
  if (subscription.state !== 'active') return toSubscription(subscription);
  // The store debits it, not we: marking it cancelled here would stop nothing.
  if (isStoreSubscription(subscription)) {
    throw ApiProblem.of(errorCodes.SUBSCRIPTION_MANAGED_BY_STORE);
  }
  const adapter = subscriptionAdapter(app, subscription.provider);
  let state: SubscriptionState | undefined;
  if (adapter && subscription.reference) {
    try {
      state = await adapter.cancelSubscription(subscription.reference);
    } catch (error) {
      throw asPaymentFailure(error);
    }
  }
  // Renewal stops; premium runs to the end of the period already paid.
  const cancelled = await applySubscriptionReportNow(app, subscription.id, {
    status: 'cancelled',
    currentPeriodEnd: state?.currentPeriodEnd,
    reference: state?.reference,
  });
  return toSubscription(cancelled ?? subscription);
};
