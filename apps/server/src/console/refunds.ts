/**
 * An admin's refund of one paid payment: the provider gives the money back through its own refund
 * call, then the refund is applied the way a provider's report of it would be (fulfilment takes
 * back what is left of the coins), and the audit log names the operator, the payment and why.
 * The app stores and microPayment refund only through their own support: refused here.
 */
import { errorCodes, isRefundableProvider, type ReasonPayload } from '@amora/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payments } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { applyPaymentReport, asPaymentFailure, checkoutAdapter } from '../payments';
import { isUuid } from '../users';
import { recordAudit } from './audit';
import { memberDetail } from './members';

export const refundPayment = async (
  app: FastifyInstance,
  operatorId: string,
  userId: string,
  paymentId: string,
  { reason }: ReasonPayload,
) => {
  if (!isUuid(userId) || !isUuid(paymentId)) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const [payment] = await app.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!payment) throw ApiProblem.of(errorCodes.NOT_FOUND);
  if (!isRefundableProvider(payment.provider)) throw ApiProblem.of(errorCodes.REFUND_NOT_SUPPORTED);
  // Only money that arrived and was not taken back yet: a second refund finds it refunded.
  if (payment.status !== 'paid') throw ApiProblem.of(errorCodes.CONFLICT);
  const adapter = checkoutAdapter(app, payment.provider);
  if (!adapter?.refundPayment || !payment.reference) {
    throw ApiProblem.of(errorCodes.PAYMENT_FAILED, `${payment.provider} is not configured`);
  }
  try {
    // The provider's idempotency key is the payment: two admins at once refund it once.
    await adapter.refundPayment(payment.reference, payment.amountCents);
  } catch (error) {
    throw asPaymentFailure(error);
  }
  // The provider may announce the refund by webhook before this runs; fulfilment applies it once.
  await applyPaymentReport(app, payment.id, { status: 'refunded' });
  await recordAudit(app.db, {
    operatorId,
    action: 'paymentRefunded',
    userId,
    subjectId: payment.id,
    reason,
  });
  return memberDetail(app.db, userId);
};
