import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppStoreProvider } from '../../../src/services/payments/index.ts';
import {
  FAKE_APPLE_BUNDLE_ID,
  FAKE_APPLE_SHARED_SECRET,
  type FakeAppStore,
  startFakeAppStore,
} from '../fakes/payments/index.ts';

let store: FakeAppStore;
let provider: AppStoreProvider;

beforeAll(async () => {
  store = await startFakeAppStore();
  provider = new AppStoreProvider({
    verifyReceiptUrl: store.verifyReceiptUrl,
    sandboxVerifyReceiptUrl: store.sandboxVerifyReceiptUrl,
    sharedSecret: FAKE_APPLE_SHARED_SECRET,
    bundleId: FAKE_APPLE_BUNDLE_ID,
  });
});
afterAll(async () => {
  await store.close();
});

const coins = 'com.example.amora.coins500';
const premium = 'com.example.amora.premium3';
const invalidReceipt = { reason: 'invalid_receipt' };

describe('AppStoreProvider', () => {
  it('verifies a coin purchase and answers its transaction', async () => {
    const { receipt, transactionId } = store.issueReceipt({ productId: coins });
    const purchase = await provider.verifyPurchase({ productId: coins, receipt });
    expect(purchase).toEqual({
      productId: coins,
      transactionId,
      state: 'purchased',
      purchasedAt: expect.any(Date),
      expiresAt: undefined,
    });
    expect(store.requests.at(-1)?.url.pathname).toBe('/verifyReceipt');
    expect(JSON.parse(store.requests.at(-1)?.body ?? '{}')).toMatchObject({
      'receipt-data': receipt,
      password: FAKE_APPLE_SHARED_SECRET,
    });
  });

  it('asks the sandbox again for a TestFlight receipt (status 21007)', async () => {
    const { receipt } = store.issueReceipt({ productId: coins, environment: 'Sandbox' });
    expect((await provider.verifyPurchase({ productId: coins, receipt })).state).toBe('purchased');
    expect(store.requests.slice(-2).map((request) => request.url.pathname)).toEqual([
      '/verifyReceipt',
      '/sandbox/verifyReceipt',
    ]);
  });

  it('shows a refunded purchase as refunded', async () => {
    const { receipt } = store.issueReceipt({ productId: coins, refunded: true });
    expect((await provider.verifyPurchase({ productId: coins, receipt })).state).toBe('refunded');
  });

  it('refuses an unknown receipt, another app’s, one of another product, or a wrong secret', async () => {
    await expect(
      provider.verifyPurchase({ productId: coins, receipt: 'bm90IGEgcmVjZWlwdA==' }),
    ).rejects.toMatchObject(invalidReceipt);
    const foreign = store.issueReceipt({ productId: coins, bundleId: 'com.example.other' });
    await expect(
      provider.verifyPurchase({ productId: coins, receipt: foreign.receipt }),
    ).rejects.toMatchObject(invalidReceipt);
    const other = store.issueReceipt({
      productId: premium,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await expect(
      provider.verifyPurchase({ productId: coins, receipt: other.receipt }),
    ).rejects.toMatchObject(invalidReceipt);
    const wrongSecret = new AppStoreProvider({
      verifyReceiptUrl: store.verifyReceiptUrl,
      sandboxVerifyReceiptUrl: store.sandboxVerifyReceiptUrl,
      sharedSecret: 'guessed',
      bundleId: FAKE_APPLE_BUNDLE_ID,
    });
    const { receipt } = store.issueReceipt({ productId: coins });
    await expect(wrongSecret.verifyPurchase({ productId: coins, receipt })).rejects.toMatchObject(
      invalidReceipt,
    );
  });

  it('verifies a subscription with the end of its period, and tells an expired one', async () => {
    const expiresAt = new Date(Date.now() + 90 * 86_400_000);
    const running = store.issueReceipt({ productId: premium, expiresAt });
    const subscription = await provider.verifySubscription({
      productId: premium,
      receipt: running.receipt,
    });
    expect(subscription).toMatchObject({
      transactionId: running.transactionId,
      state: 'purchased',
      expiresAt,
    });
    const ended = store.issueReceipt({
      productId: premium,
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(
      (await provider.verifySubscription({ productId: premium, receipt: ended.receipt })).state,
    ).toBe('expired');
  });

  it('fails as unavailable when the App Store does not answer', async () => {
    const down = new AppStoreProvider({
      verifyReceiptUrl: 'http://127.0.0.1:9/verifyReceipt',
      sharedSecret: FAKE_APPLE_SHARED_SECRET,
      bundleId: FAKE_APPLE_BUNDLE_ID,
      timeoutMs: 2000,
    });
    await expect(down.verifyPurchase({ productId: coins, receipt: 'x' })).rejects.toMatchObject({
      reason: 'unavailable',
    });
  });
});
