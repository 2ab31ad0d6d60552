/**
 * A provider's verified notification, matched to our payment or subscription: by the transaction
 * id we gave the provider, or else by the provider's own reference. Only the provider that took a
 * payment can change it.
 */
import type { PaymentProvider } from '@amora/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payments, subscriptions } from '../db/schema';
import { isUuid } from '../users';
import { applyPaymentReport, isFirstDelivery, revokeSubscription } from './fulfilment';
import type { PaymentEvent, StoreRevocation } from './providers';
import { applySubscriptionReport } from './subscriptions';

const findId = async (
  app: FastifyInstance,
  table: typeof payments | typeof subscriptions,
  provider: PaymentProvider,
  { transactionId, reference }: { transactionId: string | undefined; reference: string },
) => {
  const match =
    transactionId && isUuid(transactionId)
      ? eq(table.id, transactionId)
      : eq(table.reference, reference);
  const [row] = await app.db
    .select({ id: table.id })
    .from(table)
    .where(and(match, eq(table.provider, provider)));
  return row?.id;
};

export const handleProviderEvent = async (
  app: FastifyInstance,
  provider: PaymentProvider,
  event: PaymentEvent,
) => {
  const key = { provider, eventId: event.eventId };
  const table = event.kind === 'payment' ? payments : subscriptions;
  const id = await findId(app, table, provider, event);
  if (!id) {
    // Answered as handled all the same: the provider would otherwise repeat it for days.
    app.log.warn({ provider, eventId: event.eventId }, 'payment notification for nothing of ours');
    return;
  }
  if (event.kind === 'payment') {
    await applyPaymentReport(
      app,
      id,
      { status: event.status, amountCents: event.amountCents },
      key,
    );
    return;
  }
  await app.db.transaction(async (tx) => {
    if (!(await isFirstDelivery(tx, key))) return;
    await applySubscriptionReport(app, tx, id, {
      status: event.status,
      currentPeriodEnd: event.currentPeriodEnd,
      reference: event.reference,
    });
  });
};

/**
 * What a store took back (its verified notification): a refunded purchase gives back its coins,
 * a revoked subscription ends with its premium. Each notification acts once.
 */
export const handleStoreRevocation = async (
  app: FastifyInstance,
  provider: 'apple' | 'google',
  revocation: StoreRevocation,
) => {
  const key = { provider, eventId: revocation.eventId };
  const table = revocation.kind === 'payment' ? payments : subscriptions;
  const id = await findId(app, table, provider, {
    transactionId: undefined,
    reference: revocation.reference,
  });
  if (!id) {
    app.log.warn({ provider, eventId: revocation.eventId }, 'store revocation for nothing of ours');
    return;
  }
  if (revocation.kind === 'payment') {
    await applyPaymentReport(app, id, { status: 'refunded' }, key);
    return;
  }
  await app.db.transaction(async (tx) => {
    if (await isFirstDelivery(tx, key)) await revokeSubscription(app, tx, id);
  });
};
