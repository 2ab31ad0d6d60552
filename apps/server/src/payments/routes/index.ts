/**
 * Payments (spec 02 section 7, Payment): coin packages bought with money, premium subscriptions,
 * the apps' store purchases, the providers' notifications and, in the demo (AMORA_DEMO=1), the sandbox's own hosted checkout.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sandboxCheckout } from '../providers';
import { paymentRoutes } from './payments';
import { storePurchaseRoutes } from './stores';
import { subscriptionRoutes } from './subscriptions';
import { webhookRoutes } from './webhooks';

async function paymentDomainRoutes(app: FastifyInstance) {
  await paymentRoutes(app);
  await subscriptionRoutes(app);
  await storePurchaseRoutes(app);
  await app.register(webhookRoutes);
  if (app.config.demo) {
    await app.register(sandboxCheckout, { sandbox: app.paymentProviders.sandbox });
  }
}

export default fp(paymentDomainRoutes, { name: 'payment-routes', fastify: '5.x' });
