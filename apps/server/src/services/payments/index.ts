/**
 * The payment provider layer: one interface (types.ts), an adapter per provider, the factory that
 * configures them all, and the sandbox's own hosted checkout as a Fastify plugin.
 */
export {
  APPLE_SANDBOX_VERIFY_RECEIPT_URL,
  APPLE_VERIFY_RECEIPT_URL,
  type AppStoreOptions,
  AppStoreProvider,
} from './app-store.ts';
export { type MicroPaymentOptions, MicroPaymentProvider } from './micropayment.ts';
export { MOLLIE_API_URL, type MollieOptions, MollieProvider } from './mollie.ts';
export { PAYPAL_API_URL, type PayPalOptions, PayPalProvider } from './paypal.ts';
export {
  GOOGLE_PLAY_API_URL,
  GOOGLE_TOKEN_URL,
  type PlayStoreOptions,
  PlayStoreProvider,
} from './play-store.ts';
export {
  createPaymentProviders,
  type PaymentProviders,
  type PaymentProvidersConfig,
} from './providers.ts';
export {
  SANDBOX_PATH,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxOptions,
  type SandboxPayment,
  SandboxProvider,
} from './sandbox.ts';
export { type SandboxCheckoutOptions, sandboxCheckout } from './sandbox-checkout.ts';
export { STRIPE_API_URL, type StripeOptions, StripeProvider } from './stripe.ts';
export * from './types.ts';
