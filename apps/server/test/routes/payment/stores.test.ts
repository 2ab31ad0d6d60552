import { premiumBenefits } from '@amora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRow } from '../../helpers';
import {
  FAKE_APPLE_APP_ID,
  FAKE_APPLE_BUNDLE_ID,
  FAKE_APPLE_ISSUER_ID,
  FAKE_APPLE_KEY_ID,
  type FakeAppStore,
  startFakeAppStore,
} from '../../services/fakes/payments';
import { dataOf, ledgerOf, type MemberServer, outcome, startMemberServer } from './support';

let server: MemberServer;
let appStore: FakeAppStore;

beforeAll(async () => {
  appStore = await startFakeAppStore();
  server = await startMemberServer({
    APPLE_BUNDLE_ID: FAKE_APPLE_BUNDLE_ID,
    APPLE_APP_ID: String(FAKE_APPLE_APP_ID),
    APPLE_STORE_ISSUER_ID: FAKE_APPLE_ISSUER_ID,
    APPLE_STORE_KEY_ID: FAKE_APPLE_KEY_ID,
    APPLE_STORE_PRIVATE_KEY: appStore.privateKey,
    APPLE_STORE_API_URL: appStore.baseUrl,
    APPLE_STORE_ROOT_CERTIFICATES: appStore.rootCertificate,
  });
});
afterAll(async () => {
  await server?.close();
  await appStore?.close();
});

describe('store purchases', () => {
  it('credits an App Store transaction once, for its buyer only', async () => {
    const { user, browser } = await server.member();
    const { browser: other } = await server.member();
    const { signedTransaction } = appStore.issueTransaction({ productId: 'coins-250' });
    const body = { productId: 'coins-250', receipt: signedTransaction };
    const first = dataOf(await browser.api.payment.apple.request({ body }));
    expect(first).toMatchObject({ provider: 'apple', state: 'success', coins: 275 });
    expect(first.coinInfo).toMatchObject({ coins: 250, freeCoins: 25 });
    const again = dataOf(await browser.api.payment.apple.request({ body }));
    expect(again.id).toBe(first.id);
    expect(outcome(await other.api.payment.apple.request({ body }))).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await ledgerOf(server.app, user.id, 'coinPurchase')).toHaveLength(1);
  });

  it('refuses a transaction the store does not vouch for', async () => {
    const { browser } = await server.member();
    const refused = outcome(
      await browser.api.payment.apple.request({
        body: { productId: 'coins-250', receipt: 'forged' },
      }),
    );
    expect(refused).toMatchObject({ ok: false, status: 502, code: 'PAYMENT_FAILED' });
  });

  it('starts premium from an App Store subscription until its expiry', async () => {
    const { user, browser } = await server.member();
    const expiresAt = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    const { signedTransaction } = appStore.issueTransaction({ productId: 'premium-1m', expiresAt });
    const subscription = dataOf(
      await browser.api.payment.appleSubscription.request({
        body: { productId: 'premium-1m', receipt: signedTransaction },
      }),
    );
    expect(subscription).toMatchObject({ provider: 'apple', state: 'active' });
    expect(await userRow(server.app, user.id)).toMatchObject({
      premiumUntil: expiresAt,
      stars: premiumBenefits.bonusStars,
    });
  });

  it('answers PAYMENT_FAILED for a store without configuration', async () => {
    const { browser } = await server.member();
    const refused = outcome(
      await browser.api.payment.google.request({
        body: { productId: 'coins-250', receipt: 'token' },
      }),
    );
    expect(refused).toMatchObject({ ok: false, status: 502, code: 'PAYMENT_FAILED' });
  });
});
