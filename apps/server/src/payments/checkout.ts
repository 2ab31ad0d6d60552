/**
 * Starting a provider's checkout for a purchase and reading its outcome back. The payment row is
 * written before the provider is asked: its id is the transaction id the provider echoes, so a
 * notification can arrive before the provider's answer and still find its payment.
 */
import { errorCodes, type PaymentProvider } from '@amora/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type PaymentRow, paymentMethods, payments, users } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { routeUrl } from '../http/route';
import { applyPaymentReport } from './fulfilment';
import { type CheckoutProviderName, checkoutAdapter } from './gateway';
import { type PaymentMember, type PaymentMethodKind, PaymentProviderError } from './providers';

/** Where a provider's notifications reach us. */
export const webhookPath = '/payment/webhook/{provider}';
export const notifyUrlOf = (app: FastifyInstance, provider: PaymentProvider) =>
  `${app.config.publicUrl}${routeUrl(webhookPath).replace(':provider', provider)}`;

/** The member's browser may only be sent back to the app's own origin. */
export const requireOwnOrigin = (app: FastifyInstance, redirectUrl: string) => {
  if (new URL(redirectUrl).origin !== app.config.publicOrigin) {
    throw ApiProblem.of(errorCodes.VALIDATION_FAILED, 'The redirect URL must be on this site', [
      { path: 'redirectUrl', message: 'must be on this site' },
    ]);
  }
};

/** A call's `userId`, when given, must be the caller's own: the session decides. */
export const requireSelfId = (memberId: string, userId: string | undefined) => {
  if (userId !== undefined && userId !== memberId) throw ApiProblem.of(errorCodes.FORBIDDEN);
};

/** The payment method a member chose, while it is offered. */
export const requireMethod = async (app: FastifyInstance, methodId: string) => {
  const [method] = await app.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, methodId), eq(paymentMethods.isActive, true)));
  if (!method) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return method;
};

export const paymentMemberOf = async (
  app: FastifyInstance,
  memberId: string,
): Promise<PaymentMember> => {
  const [user] = await app.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, memberId));
  // Social sign-ups may have no address; the provider then asks for one itself.
  return { id: memberId, email: user?.email ?? '' };
};

export interface Purchase {
  provider: CheckoutProviderName;
  methodId: string | null;
  method?: PaymentMethodKind;
  productKind: PaymentRow['productKind'];
  productId: string;
  subscriptionId?: string;
  description: string;
  amountCents: number;
  coins: number;
  bonusCoins?: number;
  redirectUrl: string;
}

/** The provider's refusal or silence is the member's PAYMENT_FAILED, and the payment failed. */
export const asPaymentFailure = (error: unknown) =>
  error instanceof PaymentProviderError ? ApiProblem.of(errorCodes.PAYMENT_FAILED) : error;

export const startCheckout = async (
  app: FastifyInstance,
  memberId: string,
  purchase: Purchase,
): Promise<PaymentRow> => {
  const adapter = checkoutAdapter(app, purchase.provider);
  if (!adapter) throw ApiProblem.of(errorCodes.PAYMENT_FAILED);
  const [payment] = await app.db
    .insert(payments)
    .values({
      userId: memberId,
      provider: purchase.provider,
      methodId: purchase.methodId,
      productKind: purchase.productKind,
      productId: purchase.productId,
      subscriptionId: purchase.subscriptionId,
      amountCents: purchase.amountCents,
      coins: purchase.coins,
      bonusCoins: purchase.bonusCoins ?? 0,
      redirectUrl: purchase.redirectUrl,
    })
    .returning();
  if (!payment) throw new Error('insert returned no payment');
  try {
    const created = await adapter.createPayment({
      transactionId: payment.id,
      amountCents: payment.amountCents,
      currency: 'EUR',
      description: purchase.description,
      member: await paymentMemberOf(app, memberId),
      redirectUrl: purchase.redirectUrl,
      notifyUrl: notifyUrlOf(app, purchase.provider),
      method: purchase.method,
    });
    const [started] = await app.db
      .update(payments)
      .set({
        reference: created.reference,
        checkoutUrl: created.checkoutUrl,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, payment.id))
      .returning();
    return started ?? payment;
  } catch (error) {
    await applyPaymentReport(app, payment.id, { status: 'failed' });
    throw asPaymentFailure(error);
  }
};

/**
 * Asks the provider how an unfinished payment stands and applies it; PayPal's approved order is
 * captured here (its "verify"). A provider that cannot be asked leaves the payment as it is.
 */
export const refreshPayment = async (
  app: FastifyInstance,
  payment: PaymentRow,
): Promise<PaymentRow> => {
  if ((payment.status !== 'open' && payment.status !== 'pending') || !payment.reference) {
    return payment;
  }
  const adapter = checkoutAdapter(app, payment.provider);
  try {
    const state =
      payment.provider === 'payPal' && app.paymentProviders.payPal
        ? await app.paymentProviders.payPal.capturePayment(payment.reference)
        : await adapter?.readPayment?.(payment.reference);
    if (!state) return payment;
    return (
      (await applyPaymentReport(app, payment.id, {
        status: state.status,
        amountCents: state.amountCents,
      })) ?? payment
    );
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    app.log.warn({ err: error, paymentId: payment.id }, 'payment status could not be read');
    return payment;
  }
};
