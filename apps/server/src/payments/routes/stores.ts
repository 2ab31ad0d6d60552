/**
 * Purchases made in the apps (spec 02 section 7, Payment: /payment/apple, /payment/google and
 * their subscriptions), checked with the store that took the money.
 */
import { paymentEndpoints } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { buyInStore, subscribeInStore } from '../store-purchases';

export const storePurchaseRoutes = async (app: FastifyInstance) => {
  route(app, paymentEndpoints.apple, ({ member, body }) =>
    buyInStore(app, 'apple', member.id, body),
  );
  route(app, paymentEndpoints.appleSubscription, ({ member, body }) =>
    subscribeInStore(app, 'apple', member.id, body),
  );
  route(app, paymentEndpoints.google, ({ member, body }) =>
    buyInStore(app, 'google', member.id, body),
  );
  route(app, paymentEndpoints.googleSubscription, ({ member, body }) =>
    subscribeInStore(app, 'google', member.id, body),
  );
};
