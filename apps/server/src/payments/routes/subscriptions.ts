/**
 * Premium subscriptions (spec 02 sections 4 and 7, Payment): start one by Stripe, PayPal (the
 * method's provider) or the sandbox, read it, cancel it at the end of its period.
 */
import { paymentEndpoints } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import {
  cancelOwnSubscription,
  premiumStatusOf,
  readOwnSubscription,
  startSubscription,
} from '../member-subscriptions';

export const subscriptionRoutes = async (app: FastifyInstance) => {
  route(app, paymentEndpoints.createStripeSubscription, ({ member, body }) =>
    startSubscription(app, member.id, body),
  );
  route(app, paymentEndpoints.ownSubscription, ({ member }) => premiumStatusOf(app, member.id));
  route(app, paymentEndpoints.stripeSubscription, ({ member, params }) =>
    readOwnSubscription(app, member.id, params.id),
  );
  route(app, paymentEndpoints.cancelStripeSubscription, ({ member, params }) =>
    cancelOwnSubscription(app, member.id, params.id),
  );
};
