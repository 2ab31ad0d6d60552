/**
 * Every payment provider by the contract's name, configured from one options object. The sandbox
 * always exists (it needs nothing outside); the others exist when their credentials are given.
 * Stripe's SDK and Apple's library (30 MB of memory together) are loaded only when configured.
 */
import type { PaymentProvider } from '@amora/contract';
import type { AppStoreOptions, AppStoreProvider } from './app-store.ts';
import { DEFAULT_PAYMENT_TIMEOUT_MS } from './http.ts';
import { type MicroPaymentOptions, MicroPaymentProvider } from './micropayment.ts';
import { type MollieOptions, MollieProvider } from './mollie.ts';
import { type PayPalOptions, PayPalProvider } from './paypal.ts';
import { type PlayStoreOptions, PlayStoreProvider } from './play-store.ts';
import { SandboxProvider } from './sandbox.ts';
import type { StripeOptions, StripeProvider } from './stripe.ts';

export interface PaymentProvidersConfig {
  /** The server's public address: the sandbox checkout pages live under it. */
  publicUrl: string;
  /** The app SECRET: signs the sandbox's notifications. */
  secret: string;
  microPayment?: MicroPaymentOptions;
  stripe?: StripeOptions;
  mollie?: MollieOptions;
  payPal?: PayPalOptions;
  apple?: AppStoreOptions;
  google?: PlayStoreOptions;
  /** The time limit of every call to a provider. */
  timeoutMs?: number;
}

export interface PaymentProviders {
  sandbox: SandboxProvider;
  microPayment: MicroPaymentProvider | undefined;
  mollie: MollieProvider | undefined;
  stripe: StripeProvider | undefined;
  payPal: PayPalProvider | undefined;
  apple: AppStoreProvider | undefined;
  google: PlayStoreProvider | undefined;
}

export async function createPaymentProviders(
  config: PaymentProvidersConfig,
): Promise<PaymentProviders> {
  const { timeoutMs = DEFAULT_PAYMENT_TIMEOUT_MS } = config;
  const { stripe, apple } = config;
  const providers = {
    sandbox: new SandboxProvider({ publicUrl: config.publicUrl, secret: config.secret, timeoutMs }),
    microPayment: config.microPayment && new MicroPaymentProvider(config.microPayment),
    mollie: config.mollie && new MollieProvider({ timeoutMs, ...config.mollie }),
    stripe: stripe && new (await import('./stripe.ts')).StripeProvider({ timeoutMs, ...stripe }),
    payPal: config.payPal && new PayPalProvider({ timeoutMs, ...config.payPal }),
    apple: apple && new (await import('./app-store.ts')).AppStoreProvider({ timeoutMs, ...apple }),
    google: config.google && new PlayStoreProvider({ timeoutMs, ...config.google }),
  } satisfies Record<PaymentProvider, unknown>;
  return providers;
}
