/**
 * Which adapter serves a payment. A payment method names its provider; a provider without
 * configuration is served by the sandbox in demo mode (AMORA_DEMO=1), so a machine without keys
 * has a working shop; otherwise it is refused rather than pretend to take money.
 */
import { errorCodes, type PaymentProvider } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import { ApiProblem } from '../http/problem';
import {
  type CheckoutProvider,
  createPaymentProviders,
  type PaymentProviders,
  type SubscriptionProvider,
} from './providers';

/** The providers members pay through on our checkout (the app stores bill in the apps). */
export type CheckoutProviderName = Exclude<PaymentProvider, 'apple' | 'google'>;

export const paymentProvidersOf = (config: FastifyInstance['config']): Promise<PaymentProviders> =>
  createPaymentProviders({
    publicUrl: config.publicUrl,
    secret: config.secret,
    ...config.payments,
  });

/** The provider that will take the payment: the wanted one when configured, else the sandbox. */
export const servingProvider = (
  app: FastifyInstance,
  wanted: PaymentProvider,
): CheckoutProviderName => {
  if (wanted !== 'apple' && wanted !== 'google' && wanted !== 'sandbox') {
    if (app.paymentProviders[wanted]) return wanted;
  }
  // The sandbox hands out coins for a click: only when the operator asked for the demo.
  if (!app.config.demo) {
    throw ApiProblem.of(errorCodes.PAYMENT_FAILED, `${wanted} is not configured`);
  }
  return 'sandbox';
};

/** A checkout adapter by name; undefined for the stores and for unconfigured providers. */
export const checkoutAdapter = (
  app: FastifyInstance,
  provider: PaymentProvider,
): CheckoutProvider | undefined =>
  provider === 'apple' || provider === 'google' ? undefined : app.paymentProviders[provider];

/** Stripe and PayPal bill subscriptions themselves; the sandbox's are renewed by our job. */
export const subscriptionAdapter = (
  app: FastifyInstance,
  provider: PaymentProvider,
): SubscriptionProvider | undefined =>
  provider === 'stripe' || provider === 'payPal' ? app.paymentProviders[provider] : undefined;
