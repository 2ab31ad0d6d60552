/**
 * Buying coin packages (spec 02 section 7, Payment): create a payment by a payment method (the
 * method names its provider), PayPal's create and verify, and the status read by id that the
 * app calls when the member comes back from the checkout.
 */
import { paymentEndpoints } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import {
  buyPackageByMethod,
  buyPackageByPayPal,
  readOwnPayment,
  verifyPayPalOrder,
} from '../coin-purchases';

export const paymentRoutes = async (app: FastifyInstance) => {
  route(app, paymentEndpoints.createMicroPayment, ({ member, body }) =>
    buyPackageByMethod(app, member.id, body),
  );
  route(app, paymentEndpoints.createStripe, ({ member, body }) =>
    buyPackageByMethod(app, member.id, body),
  );
  route(app, paymentEndpoints.createPayPal, ({ member, body }) =>
    buyPackageByPayPal(app, member.id, body),
  );
  route(app, paymentEndpoints.verifyPayPal, ({ member, body }) =>
    verifyPayPalOrder(app, member.id, body.orderId),
  );
  route(app, paymentEndpoints.get, ({ member, params }) =>
    readOwnPayment(app, member.id, params.id),
  );
};
