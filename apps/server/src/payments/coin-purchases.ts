/**
 * Coin packages bought with money on our checkout: by a payment method (the method names its
 * provider), by PayPal's create and verify, and the payment read back by its owner when coming
 * back from the checkout.
 */
import {
  type CreatePaymentPayload,
  errorCodes,
  type PaymentProvider,
  type PayPalPaymentPayload,
} from '@amora/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type CoinPackageRow, coinPackages, type PaymentRow, payments } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { isUuid, requireSelf, toCoinInfo } from '../users';
import {
  refreshPayment,
  requireMethod,
  requireOwnOrigin,
  requireSelfId,
  startCheckout,
} from './checkout';
import { servingProvider } from './gateway';
import type { PaymentMethodKind } from './providers';
import { toPayment } from './views';

const requirePackage = async (app: FastifyInstance, productId: string) => {
  const [product] = await app.db
    .select()
    .from(coinPackages)
    .where(and(eq(coinPackages.id, productId), eq(coinPackages.isActive, true)));
  if (!product) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return product;
};

const buyPackage = (
  app: FastifyInstance,
  memberId: string,
  product: CoinPackageRow,
  checkout: {
    wanted: PaymentProvider;
    methodId: string | null;
    method?: PaymentMethodKind;
    redirectUrl: string;
  },
) =>
  startCheckout(app, memberId, {
    provider: servingProvider(app, checkout.wanted),
    methodId: checkout.methodId,
    method: checkout.method,
    productKind: 'coins',
    productId: product.id,
    description: product.name,
    amountCents: product.priceCents,
    coins: product.coins,
    bonusCoins: product.bonusCoins,
    redirectUrl: checkout.redirectUrl,
  });

/** The payment with the balance its owner now has, once it succeeded. */
export const paymentWithBalance = async (app: FastifyInstance, payment: PaymentRow) =>
  toPayment(
    payment,
    payment.status === 'paid' ? toCoinInfo(await requireSelf(app.db, payment.userId)) : null,
  );

const ownPayment = async (app: FastifyInstance, memberId: string, id: string) => {
  const [payment] = isUuid(id)
    ? await app.db
        .select()
        .from(payments)
        .where(and(eq(payments.id, id), eq(payments.userId, memberId)))
    : [];
  // Someone else's payment is as unknown as a missing one.
  if (!payment) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return payment;
};

/** A coin package by a payment method: microPayment, Stripe, or whichever provider it names. */
export const buyPackageByMethod = async (
  app: FastifyInstance,
  memberId: string,
  body: CreatePaymentPayload,
) => {
  requireSelfId(memberId, body.userId);
  requireOwnOrigin(app, body.redirectUrl);
  const product = await requirePackage(app, body.productId);
  const method = await requireMethod(app, body.methodId);
  return toPayment(
    await buyPackage(app, memberId, product, {
      wanted: method.provider,
      methodId: method.id,
      method: method.kind,
      redirectUrl: body.redirectUrl,
    }),
  );
};

/** A coin package by PayPal; the amount the app sends must be the package's price. */
export const buyPackageByPayPal = async (
  app: FastifyInstance,
  memberId: string,
  body: PayPalPaymentPayload,
) => {
  const redirectUrl = body.redirectUrl ?? `${app.config.publicUrl}/shop/success`;
  requireOwnOrigin(app, redirectUrl);
  const product = await requirePackage(app, body.productId);
  if (body.amount !== product.priceCents) {
    throw ApiProblem.of(errorCodes.VALIDATION_FAILED, 'The amount is not the price', [
      { path: 'amount', message: `must be ${product.priceCents}` },
    ]);
  }
  return toPayment(
    await buyPackage(app, memberId, product, { wanted: 'payPal', methodId: null, redirectUrl }),
  );
};

/** PayPal's verify: the member's approved order is captured and its coins credited. */
export const verifyPayPalOrder = async (
  app: FastifyInstance,
  memberId: string,
  orderId: string,
) => {
  // Without PayPal's keys the sandbox served the order: its reference is the order id.
  const [payment] = await app.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.reference, orderId),
        eq(payments.userId, memberId),
        inArray(payments.provider, ['payPal', 'sandbox']),
      ),
    );
  if (!payment) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return paymentWithBalance(app, await refreshPayment(app, payment));
};

/** The member's own payment by id, asked of its provider first while unfinished. */
export const readOwnPayment = async (app: FastifyInstance, memberId: string, id: string) =>
  paymentWithBalance(app, await refreshPayment(app, await ownPayment(app, memberId, id)));
