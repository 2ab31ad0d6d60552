/** Payment and subscription rows as the contract shows them to their owner. */
import type { CoinInfo, Payment, PaymentState, Subscription } from '@amora/contract';
import type { PaymentRow, PaymentRowStatus, SubscriptionRow } from '../db/schema';

/** A refunded or charged-back payment failed as far as the member is concerned. */
const paymentStates: Record<PaymentRowStatus, PaymentState> = {
  open: 'loading',
  pending: 'pending',
  paid: 'success',
  failed: 'failure',
  refunded: 'failure',
  charged_back: 'failure',
};

export const toPayment = (row: PaymentRow, coinInfo: CoinInfo | null = null): Payment => ({
  id: row.id,
  state: paymentStates[row.status],
  provider: row.provider,
  productId: row.productId,
  productKind: row.productKind,
  methodId: row.methodId,
  amountCents: row.amountCents,
  currency: 'EUR',
  coins: row.status === 'paid' ? row.coins + row.bonusCoins : 0,
  checkoutUrl: row.status === 'open' ? row.checkoutUrl : null,
  createdAt: row.createdAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
  coinInfo: row.status === 'paid' ? coinInfo : null,
});

export const toSubscription = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  productId: row.productId,
  provider: row.provider,
  state: row.state,
  startedAt: (row.activatedAt ?? row.createdAt).toISOString(),
  currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
  nextDebitAt: row.nextDebitAt?.toISOString() ?? null,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  checkoutUrl: row.state === 'pending' ? row.checkoutUrl : null,
});
