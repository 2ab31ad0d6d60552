import { readFileSync } from 'node:fs';
import { paymentProviders } from '@amora/contract';
import { describe, expect, it } from 'vitest';
import { AppStoreProvider } from '../../../src/payments/providers/app-store.ts';
import {
  APPLE_ROOT_CERTIFICATE_FILE,
  createPaymentProviders,
  MicroPaymentProvider,
  MollieProvider,
  PayPalProvider,
  PlayStoreProvider,
  SandboxProvider,
} from '../../../src/payments/providers/index.ts';
import { StripeProvider } from '../../../src/payments/providers/stripe.ts';

const base = {
  publicUrl: 'http://localhost:8080',
  secret: 'a-secret-of-at-least-thirty-two-characters',
};

describe('createPaymentProviders', () => {
  it('has the sandbox alone when no provider is configured, so the shop works offline', async () => {
    const providers = await createPaymentProviders(base);
    expect(Object.keys(providers).sort()).toEqual([...paymentProviders].sort());
    expect(providers.sandbox).toBeInstanceOf(SandboxProvider);
    const { sandbox: _, ...others } = providers;
    expect(Object.values(others).every((provider) => provider === undefined)).toBe(true);
  });

  it('configures every provider whose credentials are given', async () => {
    const providers = await createPaymentProviders({
      ...base,
      microPayment: { project: 'amora', accessKey: 'key', notificationKey: 'auth' },
      stripe: { secretKey: 'sk_live_x', webhookSecret: 'whsec_x' },
      mollie: { apiKey: 'live_x' },
      payPal: { clientId: 'id', clientSecret: 'secret', webhookId: 'WH1' },
      apple: {
        bundleId: 'com.example.amora',
        appAppleId: 1_234_567_890,
        environment: 'Production',
        issuerId: 'issuer',
        keyId: 'KEY',
        privateKey: 'pem',
        rootCertificates: readFileSync(
          new URL(`../../../${APPLE_ROOT_CERTIFICATE_FILE}`, import.meta.url),
          'utf8',
        ),
      },
      google: {
        packageName: 'com.example.amora',
        serviceAccountEmail: 'a@b.iam',
        privateKey: 'pem',
      },
    });
    expect(providers.microPayment).toBeInstanceOf(MicroPaymentProvider);
    expect(providers.stripe).toBeInstanceOf(StripeProvider);
    expect(providers.mollie).toBeInstanceOf(MollieProvider);
    expect(providers.payPal).toBeInstanceOf(PayPalProvider);
    expect(providers.apple).toBeInstanceOf(AppStoreProvider);
    expect(providers.google).toBeInstanceOf(PlayStoreProvider);
  });
});
