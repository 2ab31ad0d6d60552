/**
 * Payments and premium as a domain plugin: the configured providers (app.paymentProviders) and
 * the renewal job, which runs while the server does. Routes live in payments/routes.
 */
import fp from 'fastify-plugin';
import { paymentProvidersOf } from './gateway';
import type { PaymentProviders } from './providers';
import { renewDueSubscriptions } from './subscriptions';

// What other domains and the tests use; the routes import the modules themselves.
export { asPaymentFailure } from './checkout';
export { applyPaymentReport } from './fulfilment';
export { checkoutAdapter } from './gateway';
export { renewDueSubscriptions };

declare module 'fastify' {
  interface FastifyInstance {
    paymentProviders: PaymentProviders;
  }
}

/** Well inside the 24 hours between a debit time and the period's end. */
export const renewalIntervalMs = 15 * 60 * 1000;

export default fp(
  async (app) => {
    app.decorate('paymentProviders', await paymentProvidersOf(app.config));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        renewDueSubscriptions(app).catch((error: unknown) =>
          app.log.error({ err: error }, 'subscription renewal failed'),
        );
      }, renewalIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'amora-payments', fastify: '5.x', dependencies: ['amora-db', 'amora-ledger'] },
);
