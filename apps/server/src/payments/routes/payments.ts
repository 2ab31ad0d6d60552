/**
 * Buying coin packages (spec 02 section 7, Payment): create a payment by a payment method (the
 * method names its provider), PayPal's create and verify, and the status read by id that the
 * app calls when the member comes back from the checkout.
 */
import { errorCodes, type PaymentProvider, paymentEndpoints } from '@amora/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireSelf } from '../../dating';
import {
  type CoinPackageRow,
  coinPackages,
  type PaymentRow,
  paymentMethods,
  payments,
} from '../../db/schema';
import { ApiProblem } from '../../http/problem';
import { route } from '../../http/route';
import { isUuid, toCoinInfo } from '../../users';
import {
  refreshPayment,
  requireOwnOrigin,
  requireSelfId,
  servingProvider,
  startCheckout,
  toPayment,
} from '..';
import type { PaymentMethodKind } from '../providers';

const requirePackage = async (app: FastifyInstance, productId: string) => {
  const [product] = await app.db
    .select()
    .from(coinPackages)
    .where(and(eq(coinPackages.id, productId), eq(coinPackages.isActive, true)));
  if (!product) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return product;
};

export const requireMethod = async (app: FastifyInstance, methodId: string) => {
  const [method] = await app.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, methodId), eq(paymentMethods.isActive, true)));
  if (!method) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return method;
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
export const answer = async (app: FastifyInstance, payment: PaymentRow) =>
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

export const paymentRoutes = async (app: FastifyInstance) => {
  const createByMethod = async ({
    member,
    body,
  }: {
    member: { id: string };
    body: { productId: string; methodId: string; userId?: string; redirectUrl: string };
  }) => {
    requireSelfId(member.id, body.userId);
    requireOwnOrigin(app, body.redirectUrl);
    const product = await requirePackage(app, body.productId);
    const method = await requireMethod(app, body.methodId);
    return toPayment(
      await buyPackage(app, member.id, product, {
        wanted: method.provider,
        methodId: method.id,
        method: method.kind,
        redirectUrl: body.redirectUrl,
      }),
    );
  };
  route(app, paymentEndpoints.createMicroPayment, createByMethod);
  route(app, paymentEndpoints.createStripe, createByMethod);

  route(app, paymentEndpoints.createPayPal, async ({ member, body }) => {
    const redirectUrl = body.redirectUrl ?? `${app.config.publicUrl}/shop/success`;
    requireOwnOrigin(app, redirectUrl);
    const product = await requirePackage(app, body.productId);
    if (body.amount !== product.priceCents) {
      throw ApiProblem.of(errorCodes.VALIDATION_FAILED, 'The amount is not the price', [
        { path: 'amount', message: `must be ${product.priceCents}` },
      ]);
    }
    return toPayment(
      await buyPackage(app, member.id, product, { wanted: 'payPal', methodId: null, redirectUrl }),
    );
  });

  route(app, paymentEndpoints.verifyPayPal, async ({ member, body }) => {
    // Without PayPal's keys the sandbox served the order: its reference is the order id.
    const [payment] = await app.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.reference, body.orderId),
          eq(payments.userId, member.id),
          inArray(payments.provider, ['payPal', 'sandbox']),
        ),
      );
    if (!payment) throw ApiProblem.of(errorCodes.NOT_FOUND);
    return answer(app, await refreshPayment(app, payment));
  });

  route(app, paymentEndpoints.get, async ({ member, params }) =>
    answer(app, await refreshPayment(app, await ownPayment(app, member.id, params.id))),
  );
};
