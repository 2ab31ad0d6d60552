import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlayStoreProvider } from '../../../src/payments/providers/index.ts';
import {
  FAKE_PLAY_PACKAGE,
  FAKE_PLAY_SERVICE_ACCOUNT,
  type FakePlayStore,
  startFakePlayStore,
} from '../fakes/payments/index.ts';

let play: FakePlayStore;
let provider: PlayStoreProvider;

const options = () => ({
  apiUrl: play.baseUrl,
  tokenUrl: play.tokenUrl,
  packageName: FAKE_PLAY_PACKAGE,
  serviceAccountEmail: FAKE_PLAY_SERVICE_ACCOUNT,
  privateKey: play.privateKey,
});

beforeAll(async () => {
  play = await startFakePlayStore();
  provider = new PlayStoreProvider(options());
});
afterAll(async () => {
  await play.close();
});

const coins = 'coins_500';
const premium = 'premium_3_months';
const invalidReceipt = { reason: 'invalid_receipt' };

describe('PlayStoreProvider', () => {
  it('verifies a purchase token as our service account and answers its order', async () => {
    const { purchaseToken, orderId } = play.issuePurchase({ productId: coins });
    const purchase = await provider.verifyPurchase({ productId: coins, receipt: purchaseToken });
    expect(purchase).toEqual({
      productId: coins,
      transactionId: orderId,
      state: 'purchased',
      purchasedAt: expect.any(Date),
      expiresAt: undefined,
      delivered: false,
    });
    expect(play.requests.at(-1)?.url.pathname).toBe(
      `/androidpublisher/v3/applications/${FAKE_PLAY_PACKAGE}/purchases/products/${coins}/tokens/${purchaseToken}`,
    );
    await provider.verifyPurchase({ productId: coins, receipt: purchaseToken });
    expect(play.tokensIssued()).toBe(1);
  });

  it('acknowledges a delivered purchase or subscription, so Play does not refund it', async () => {
    const { purchaseToken } = play.issuePurchase({ productId: coins });
    expect(play.isAcknowledged(purchaseToken)).toBe(false);
    await provider.acknowledge({ productId: coins, receipt: purchaseToken }, 'purchase');
    expect(play.isAcknowledged(purchaseToken)).toBe(true);
    const expiresAt = new Date(Date.now() + 86_400_000);
    const subscription = play.issueSubscription({ productId: premium, expiresAt });
    await provider.acknowledge(
      { productId: premium, receipt: subscription.purchaseToken },
      'subscription',
    );
    expect(play.isAcknowledged(subscription.purchaseToken)).toBe(true);
    await expect(
      provider.acknowledge({ productId: coins, receipt: 'forged-token' }, 'purchase'),
    ).rejects.toMatchObject(invalidReceipt);
  });

  it('consumes a delivered coin purchase once, and says so when read again', async () => {
    const { purchaseToken } = play.issuePurchase({ productId: coins });
    await provider.deliver({ productId: coins, receipt: purchaseToken }, 'purchase');
    expect(play.isConsumed(purchaseToken)).toBe(true);
    expect(
      (await provider.verifyPurchase({ productId: coins, receipt: purchaseToken })).delivered,
    ).toBe(true);
    await expect(
      provider.deliver({ productId: coins, receipt: purchaseToken }, 'purchase'),
    ).rejects.toMatchObject({ reason: 'invalid_receipt' });
  });

  it('tells pending and cancelled purchases', async () => {
    const pending = play.issuePurchase({ productId: coins, purchaseState: 2 });
    expect(
      (await provider.verifyPurchase({ productId: coins, receipt: pending.purchaseToken })).state,
    ).toBe('pending');
    const cancelled = play.issuePurchase({ productId: coins, purchaseState: 1 });
    expect(
      (await provider.verifyPurchase({ productId: coins, receipt: cancelled.purchaseToken })).state,
    ).toBe('refunded');
  });

  it('refuses a token Play never issued, or one of another product', async () => {
    await expect(
      provider.verifyPurchase({ productId: coins, receipt: 'forged-token' }),
    ).rejects.toMatchObject(invalidReceipt);
    const { purchaseToken } = play.issuePurchase({ productId: 'coins_100' });
    await expect(
      provider.verifyPurchase({ productId: coins, receipt: purchaseToken }),
    ).rejects.toMatchObject(invalidReceipt);
  });

  it('verifies a subscription with its expiry', async () => {
    const expiresAt = new Date(Date.now() + 90 * 86_400_000);
    const { purchaseToken, orderId } = play.issueSubscription({ productId: premium, expiresAt });
    expect(
      await provider.verifySubscription({ productId: premium, receipt: purchaseToken }),
    ).toEqual({
      productId: premium,
      transactionId: orderId,
      state: 'purchased',
      purchasedAt: expect.any(Date),
      expiresAt,
      delivered: false,
    });
    const expired = play.issueSubscription({
      productId: premium,
      state: 'SUBSCRIPTION_STATE_EXPIRED',
      expiresAt: new Date(),
    });
    expect(
      (await provider.verifySubscription({ productId: premium, receipt: expired.purchaseToken }))
        .state,
    ).toBe('expired');
    await expect(
      provider.verifySubscription({ productId: 'premium_12_months', receipt: purchaseToken }),
    ).rejects.toMatchObject(invalidReceipt);
  });

  it('is refused a token when the service account key is not the registered one', async () => {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const stranger = new PlayStoreProvider({ ...options(), privateKey });
    const { purchaseToken } = play.issuePurchase({ productId: coins });
    await expect(
      stranger.verifyPurchase({ productId: coins, receipt: purchaseToken }),
    ).rejects.toMatchObject({
      reason: 'rejected',
    });
  });
});
