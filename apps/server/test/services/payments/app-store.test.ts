import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppStoreOptions,
  AppStoreProvider,
} from '../../../src/payments/providers/app-store.ts';
import {
  FAKE_APPLE_APP_ID,
  FAKE_APPLE_BUNDLE_ID,
  FAKE_APPLE_ISSUER_ID,
  FAKE_APPLE_KEY_ID,
  type FakeAppStore,
  startFakeAppStore,
} from '../fakes/payments/index.ts';

let store: FakeAppStore;
let stranger: FakeAppStore;
let provider: AppStoreProvider;

const options = (overrides: Partial<AppStoreOptions> = {}): AppStoreOptions => ({
  bundleId: FAKE_APPLE_BUNDLE_ID,
  appAppleId: FAKE_APPLE_APP_ID,
  environment: 'Production',
  issuerId: FAKE_APPLE_ISSUER_ID,
  keyId: FAKE_APPLE_KEY_ID,
  privateKey: store.privateKey,
  apiUrl: store.baseUrl,
  rootCertificates: store.rootCertificate,
  onlineChecks: false,
  ...overrides,
});

beforeAll(async () => {
  store = await startFakeAppStore();
  stranger = await startFakeAppStore();
  provider = new AppStoreProvider(options());
});
afterAll(async () => {
  await store.close();
  await stranger.close();
});

const coins = 'com.example.amora.coins500';
const premium = 'com.example.amora.premium3';
const invalidReceipt = { reason: 'invalid_receipt' };

describe('AppStoreProvider', () => {
  it('verifies a signed coin transaction and reads it back from the App Store Server API', async () => {
    const { signedTransaction, transactionId } = store.issueTransaction({ productId: coins });
    const purchase = await provider.verifyPurchase({
      productId: coins,
      receipt: signedTransaction,
    });
    expect(purchase).toEqual({
      productId: coins,
      transactionId,
      state: 'purchased',
      purchasedAt: expect.any(Date),
      expiresAt: undefined,
    });
    expect(store.requests.at(-1)?.url.pathname).toBe(`/inApps/v1/transactions/${transactionId}`);
  });

  it('shows a refunded transaction as refunded, as the App Store answers it now', async () => {
    const { signedTransaction, transactionId } = store.issueTransaction({ productId: coins });
    store.revoke(transactionId);
    expect(
      (await provider.verifyPurchase({ productId: coins, receipt: signedTransaction })).state,
    ).toBe('refunded');
  });

  it('refuses what is not signed by the trusted chain, another app’s, another product or environment', async () => {
    await expect(
      provider.verifyPurchase({ productId: coins, receipt: 'bm90IGEgSldT' }),
    ).rejects.toMatchObject(invalidReceipt);
    const forged = stranger.issueTransaction({ productId: coins });
    await expect(
      provider.verifyPurchase({ productId: coins, receipt: forged.signedTransaction }),
    ).rejects.toMatchObject(invalidReceipt);
    const foreign = store.issueTransaction({ productId: coins, bundleId: 'com.example.other' });
    await expect(
      provider.verifyPurchase({ productId: coins, receipt: foreign.signedTransaction }),
    ).rejects.toMatchObject(invalidReceipt);
    const other = store.issueTransaction({ productId: 'com.example.amora.coins100' });
    await expect(
      provider.verifyPurchase({ productId: coins, receipt: other.signedTransaction }),
    ).rejects.toMatchObject(invalidReceipt);
    const sandbox = store.issueTransaction({ productId: coins, environment: 'Sandbox' });
    await expect(
      provider.verifyPurchase({ productId: coins, receipt: sandbox.signedTransaction }),
    ).rejects.toMatchObject(invalidReceipt);
    const subscription = store.issueTransaction({
      productId: coins,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await expect(
      provider.verifyPurchase({ productId: coins, receipt: subscription.signedTransaction }),
    ).rejects.toMatchObject(invalidReceipt);
  });

  it('is refused the read back when the API key is not the registered one', async () => {
    const wrongKey = new AppStoreProvider(options({ privateKey: stranger.privateKey }));
    const { signedTransaction } = store.issueTransaction({ productId: coins });
    await expect(
      wrongKey.verifyPurchase({ productId: coins, receipt: signedTransaction }),
    ).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('verifies a subscription, keyed by its first transaction, with the end of its period', async () => {
    const expiresAt = new Date(Date.now() + 90 * 86_400_000);
    const first = store.issueTransaction({
      productId: premium,
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(
      (await provider.verifySubscription({ productId: premium, receipt: first.signedTransaction }))
        .state,
    ).toBe('expired');
    const renewal = store.issueTransaction({
      productId: premium,
      expiresAt,
      originalTransactionId: first.transactionId,
    });
    expect(
      await provider.verifySubscription({ productId: premium, receipt: renewal.signedTransaction }),
    ).toMatchObject({ transactionId: first.transactionId, state: 'purchased', expiresAt });
  });

  it('reads REFUND and REVOKE notifications, refuses unsigned ones and ignores the rest', async () => {
    const purchase = store.issueTransaction({ productId: coins });
    expect(await provider.readNotification(store.revoke(purchase.transactionId))).toEqual([
      { eventId: expect.any(String), kind: 'payment', reference: purchase.transactionId },
    ]);
    const subscription = store.issueTransaction({
      productId: premium,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    expect(
      await provider.readNotification(store.revoke(subscription.transactionId, 'REVOKE')),
    ).toMatchObject([{ kind: 'subscription', reference: subscription.originalTransactionId }]);
    expect(
      await provider.readNotification(store.notification('DID_RENEW', subscription.transactionId)),
    ).toEqual([]);
    const forged = stranger.issueTransaction({ productId: coins });
    await expect(
      provider.readNotification(stranger.revoke(forged.transactionId)),
    ).rejects.toMatchObject({ reason: 'invalid_notification' });
    await expect(provider.readNotification('{}')).rejects.toMatchObject({
      reason: 'invalid_notification',
    });
  });

  it('fails as unavailable when the App Store Server API does not answer', async () => {
    const down = new AppStoreProvider(options({ apiUrl: 'http://127.0.0.1:9', timeoutMs: 2000 }));
    const { signedTransaction } = store.issueTransaction({ productId: coins });
    await expect(
      down.verifyPurchase({ productId: coins, receipt: signedTransaction }),
    ).rejects.toMatchObject({ reason: 'unavailable' });
  });
});
