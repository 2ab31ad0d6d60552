/**
 * The payment provider layer: one interface (types.ts), an adapter per provider, the factory that
 * configures them all, and the sandbox's own hosted checkout as a Fastify plugin.
 */
export {
  APPLE_ROOT_CERTIFICATE_FILE,
  APPLE_STORE_API_URL,
  APPLE_STORE_SANDBOX_API_URL,
  STRIPE_API_URL,
} from './addresses.ts';
// Types only: the Stripe and App Store adapters are imported from their files, or loaded by
// createPaymentProviders when configured, so that their SDKs stay out of an unconfigured server.
export type { AppStoreEnvironment, AppStoreOptions, StoreRevocation } from './app-store.ts';
export { type MicroPaymentOptions, MicroPaymentProvider } from './micropayment.ts';
export { MOLLIE_API_URL, type MollieOptions, MollieProvider } from './mollie.ts';
export { PAYPAL_API_URL, type PayPalOptions, PayPalProvider } from './paypal.ts';
export {
  GOOGLE_OIDC_JWKS_URL,
  GOOGLE_PLAY_API_URL,
  GOOGLE_TOKEN_URL,
  type PlayPurchase,
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
export type { StripeOptions } from './stripe.ts';
export * from './types.ts';
