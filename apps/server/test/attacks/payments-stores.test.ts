/**
 * The app stores' purchases are believed only as the stores sign them: an App Store transaction is
 * a StoreKit 2 JWS whose chain ends at the trusted root, of our app and environment, read back
 * from the App Store Server API (a sandbox one never counts in production); a Play purchase is
 * read from the Play Developer API and consumed or acknowledged once credited. What the stores
 * take back (App Store Server Notifications v2, Play's Real-time developer notifications) takes
 * back the coins and premium, and a notification the store did not sign changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { payments, subscriptions } from '../../src/db/schema';
import { userRow } from '../helpers';
import {
  dataOf,
  ledgerOf,
  type MemberServer,
  outcome,
  startMemberServer,
} from '../routes/payment/support';
import {
  FAKE_APPLE_APP_ID,
  FAKE_APPLE_BUNDLE_ID,
  FAKE_APPLE_ISSUER_ID,
  FAKE_APPLE_KEY_ID,
  FAKE_PLAY_PACKAGE,
  FAKE_PLAY_PUSH_ACCOUNT,
  FAKE_PLAY_SERVICE_ACCOUNT,
  type FakeAppStore,
  type FakePlayStore,
  startFakeAppStore,
  startFakePlayStore,
} from '../services/fakes/payments';

const playAudience = 'https://amora.example/v1/payment/webhook/google';

const appleEnv = (store: FakeAppStore, environment = 'Production') => ({
  APPLE_BUNDLE_ID: FAKE_APPLE_BUNDLE_ID,
  APPLE_APP_ID: String(FAKE_APPLE_APP_ID),
  APPLE_STORE_ISSUER_ID: FAKE_APPLE_ISSUER_ID,
  APPLE_STORE_KEY_ID: FAKE_APPLE_KEY_ID,
  APPLE_STORE_PRIVATE_KEY: store.privateKey,
  APPLE_STORE_ENVIRONMENT: environment,
  APPLE_STORE_API_URL: store.baseUrl,
  APPLE_STORE_ROOT_CERTIFICATES: store.rootCertificate,
});

const googleEnv = (play: FakePlayStore) => ({
  GOOGLE_PLAY_API_URL: play.baseUrl,
  GOOGLE_PLAY_TOKEN_URL: play.tokenUrl,
  GOOGLE_PLAY_PACKAGE_NAME: FAKE_PLAY_PACKAGE,
  GOOGLE_PLAY_SERVICE_ACCOUNT_EMAIL: FAKE_PLAY_SERVICE_ACCOUNT,
  GOOGLE_PLAY_PRIVATE_KEY: play.privateKey,
  GOOGLE_PLAY_JWKS_URL: play.jwksUrl,
  GOOGLE_PLAY_NOTIFICATION_AUDIENCE: playAudience,
  GOOGLE_PLAY_NOTIFICATION_EMAIL: FAKE_PLAY_PUSH_ACCOUNT,
});

let appStore: FakeAppStore;
/** Another "App Store": a chain of its own, not trusted by the server. */
let forger: FakeAppStore;
let play: FakePlayStore;
let server: MemberServer;

beforeAll(async () => {
  appStore = await startFakeAppStore();
  forger = await startFakeAppStore();
  play = await startFakePlayStore();
  server = await startMemberServer({
    AMORA_DEMO: '',
    ...appleEnv(appStore, 'Sandbox'),
    ...googleEnv(play),
  });
});
afterAll(async () => {
  await server?.close();
  await Promise.all([appStore?.close(), forger?.close(), play?.close()]);
});

const paymentOf = async (provider: 'apple' | 'google', reference: string) => {
  const [row] = await server.app.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.reference, reference)));
  return row;
};

const subscriptionOf = async (provider: 'apple' | 'google', reference: string) => {
  const [row] = await server.app.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.reference, reference)));
  return row;
};

const notify = (store: 'apple' | 'google', body: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: `/v1/payment/webhook/${store}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });

const month = () => new Date(Date.now() + 30 * 24 * 3600 * 1000);

describe('App Store purchases (StoreKit 2 signed transactions)', () => {
  it('credits a signed transaction once, after reading it back from the App Store Server API', async () => {
    const { user, browser } = await server.member();
    const { signedTransaction, transactionId } = appStore.issueTransaction({
      productId: 'coins-250',
      environment: 'Sandbox',
    });
    const body = { productId: 'coins-250', receipt: signedTransaction };
    const paid = dataOf(await browser.api.payment.apple.request({ body }));
    expect(paid).toMatchObject({ provider: 'apple', state: 'success', coins: 275 });
    expect(appStore.reads).toContain(transactionId);
    expect(dataOf(await browser.api.payment.apple.request({ body })).id).toBe(paid.id);
    expect(await ledgerOf(server.app, user.id, 'coinPurchase')).toHaveLength(1);
  });

  it('refuses a transaction signed by another chain, of another app or product, or for a subscription', async () => {
    const { user, browser } = await server.member();
    const attempts = [
      forger.issueTransaction({ productId: 'coins-250', environment: 'Sandbox' }).signedTransaction,
      appStore.issueTransaction({
        productId: 'coins-250',
        environment: 'Sandbox',
        bundleId: 'com.example.other',
      }).signedTransaction,
      appStore.issueTransaction({ productId: 'coins-100', environment: 'Sandbox' })
        .signedTransaction,
      appStore.issueTransaction({
        productId: 'coins-250',
        environment: 'Sandbox',
        expiresAt: month(),
      }).signedTransaction,
      // An App Store transaction with its payload swapped: the signature no longer holds.
      (() => {
        const [header, , signature] = appStore
          .issueTransaction({ productId: 'coins-100', environment: 'Sandbox' })
          .signedTransaction.split('.');
        const genuine = appStore.issueTransaction({
          productId: 'coins-250',
          environment: 'Sandbox',
        }).signedTransaction;
        return `${header}.${genuine.split('.')[1]}.${signature}`;
      })(),
    ];
    for (const receipt of attempts) {
      const refused = outcome(
        await browser.api.payment.apple.request({ body: { productId: 'coins-250', receipt } }),
      );
      expect(refused).toMatchObject({ ok: false, status: 502, code: 'PAYMENT_FAILED' });
    }
    expect(await ledgerOf(server.app, user.id)).toEqual([]);
  });

  it('takes back the coins of a refunded purchase and the premium of a revoked subscription', async () => {
    const { user, browser } = await server.member();
    const start = await userRow(server.app, user.id);
    const coins = appStore.issueTransaction({ productId: 'coins-250', environment: 'Sandbox' });
    dataOf(
      await browser.api.payment.apple.request({
        body: { productId: 'coins-250', receipt: coins.signedTransaction },
      }),
    );
    const premium = appStore.issueTransaction({
      productId: 'premium-1m',
      environment: 'Sandbox',
      expiresAt: month(),
    });
    dataOf(
      await browser.api.payment.appleSubscription.request({
        body: { productId: 'premium-1m', receipt: premium.signedTransaction },
      }),
    );
    const before = await userRow(server.app, user.id);
    expect(before?.premiumUntil?.getTime()).toBeGreaterThan(Date.now());

    // A notification not signed by the trusted chain is refused and changes nothing.
    const forged = forger.issueTransaction({ productId: 'coins-250', environment: 'Sandbox' });
    expect((await notify('apple', forger.revoke(forged.transactionId))).statusCode).toBe(400);
    expect((await notify('apple', JSON.stringify({ signedPayload: 'x.y.z' }))).statusCode).toBe(
      400,
    );
    expect((await paymentOf('apple', coins.transactionId))?.status).toBe('paid');

    const refund = appStore.revoke(coins.transactionId, 'REFUND');
    expect((await notify('apple', refund)).statusCode).toBe(200);
    expect((await notify('apple', refund)).statusCode).toBe(200);
    expect(await paymentOf('apple', coins.transactionId)).toMatchObject({
      status: 'refunded',
      takenBackCoins: 275,
    });
    expect(
      (await notify('apple', appStore.revoke(premium.transactionId, 'REVOKE'))).statusCode,
    ).toBe(200);
    expect((await subscriptionOf('apple', premium.originalTransactionId))?.state).toBe('expired');
    const after = await userRow(server.app, user.id);
    expect(after?.premiumUntil?.getTime() ?? 0).toBeLessThanOrEqual(Date.now());
    expect(after).toMatchObject({ coins: start?.coins, freeCoins: start?.freeCoins });
  });
});

describe('App Store environments', () => {
  it('refuses a sandbox transaction on a production server, and credits a production one', async () => {
    const production = await startMemberServer({
      AMORA_DEMO: '',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://amora.example',
      SMTP_URL: 'smtp://127.0.0.1:9',
      ...appleEnv(appStore, 'Production'),
    });
    try {
      const { browser } = await production.member();
      const sandbox = appStore.issueTransaction({ productId: 'coins-250', environment: 'Sandbox' });
      expect(
        outcome(
          await browser.api.payment.apple.request({
            body: { productId: 'coins-250', receipt: sandbox.signedTransaction },
          }),
        ),
      ).toMatchObject({ ok: false, status: 502, code: 'PAYMENT_FAILED' });
      const real = appStore.issueTransaction({ productId: 'coins-250' });
      expect(
        dataOf(
          await browser.api.payment.apple.request({
            body: { productId: 'coins-250', receipt: real.signedTransaction },
          }),
        ),
      ).toMatchObject({ state: 'success', coins: 275 });
    } finally {
      await production.close();
    }
  });

  it('refuses to start in production with APPLE_STORE_ENVIRONMENT=Sandbox', async () => {
    const start = loadConfig({
      DATA_DIR: '/tmp/amora-unused',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://amora.example',
      SMTP_URL: 'smtp://127.0.0.1:9',
      SECRET: 'test-secret-test-secret-test-secret-0123',
      ...appleEnv(appStore, 'Sandbox'),
    });
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(/^APPLE_STORE_ENVIRONMENT/);
  });

  it('no longer takes the verifyReceipt shared secret: the App Store Server API key is asked for', async () => {
    await expect(
      loadConfig({
        DATA_DIR: '/tmp/amora-unused',
        SECRET: 'test-secret-test-secret-test-secret-0123',
        APPLE_SHARED_SECRET: 'shared',
        APPLE_BUNDLE_ID: FAKE_APPLE_BUNDLE_ID,
      }),
    ).rejects.toThrow(/^APPLE_STORE_ISSUER_ID must be set together with APPLE_BUNDLE_ID$/);
    const { APPLE_APP_ID: _, ...withoutAppId } = appleEnv(appStore, 'Production');
    await expect(
      loadConfig({
        DATA_DIR: '/tmp/amora-unused',
        SECRET: 'test-secret-test-secret-test-secret-0123',
        ...withoutAppId,
      }),
    ).rejects.toThrow(/^APPLE_APP_ID must be set for APPLE_STORE_ENVIRONMENT=Production/);
  });
});

describe('Google Play purchases', () => {
  it('consumes a credited coin purchase and acknowledges a subscription, so Play keeps them paid', async () => {
    const { user, browser } = await server.member();
    const purchase = play.issuePurchase({ productId: 'coins-250' });
    dataOf(
      await browser.api.payment.google.request({
        body: { productId: 'coins-250', receipt: purchase.purchaseToken },
      }),
    );
    expect(play.isConsumed(purchase.purchaseToken)).toBe(true);
    const subscription = play.issueSubscription({ productId: 'premium-1m', expiresAt: month() });
    dataOf(
      await browser.api.payment.googleSubscription.request({
        body: { productId: 'premium-1m', receipt: subscription.purchaseToken },
      }),
    );
    expect(play.isAcknowledged(subscription.purchaseToken)).toBe(true);
    // Sent again: credited once, consumed once.
    dataOf(
      await browser.api.payment.google.request({
        body: { productId: 'coins-250', receipt: purchase.purchaseToken },
      }),
    );
    expect(await ledgerOf(server.app, user.id, 'coinPurchase')).toHaveLength(1);
    // Three days later Play refunds what was not delivered; these were, so they stay paid.
    play.lapseUndelivered();
    expect(
      dataOf(
        await browser.api.payment.google.request({
          body: { productId: 'coins-250', receipt: purchase.purchaseToken },
        }),
      ),
    ).toMatchObject({ state: 'success', coins: 275 });
    expect((await paymentOf('google', purchase.orderId))?.status).toBe('paid');
  });

  it('takes back what Play voids or revokes, and only for a push signed by Google for us', async () => {
    const { user, browser } = await server.member();
    const start = await userRow(server.app, user.id);
    const purchase = play.issuePurchase({ productId: 'coins-250' });
    dataOf(
      await browser.api.payment.google.request({
        body: { productId: 'coins-250', receipt: purchase.purchaseToken },
      }),
    );
    const subscription = play.issueSubscription({ productId: 'premium-1m', expiresAt: month() });
    dataOf(
      await browser.api.payment.googleSubscription.request({
        body: { productId: 'premium-1m', receipt: subscription.purchaseToken },
      }),
    );
    const voided = {
      voidedPurchaseNotification: {
        purchaseToken: purchase.purchaseToken,
        orderId: purchase.orderId,
        productType: 2 as const,
        refundType: 1 as const,
      },
    };
    // Forged pushes: no token, a token for another audience, from another account, or unsigned.
    const wrongAudience = await play.push(voided, { audience: 'https://evil.example/' });
    const wrongAccount = await play.push(voided, {
      audience: playAudience,
      email: 'someone@evil-project.iam.gserviceaccount.com',
    });
    const genuine = await play.push(voided, { audience: playAudience });
    const unsigned = `${genuine.headers.authorization?.split('.').slice(0, 2).join('.')}.`;
    for (const headers of [
      {},
      wrongAudience.headers,
      wrongAccount.headers,
      { authorization: unsigned },
    ]) {
      expect((await notify('google', genuine.body, headers)).statusCode).toBe(400);
    }
    expect((await paymentOf('google', purchase.orderId))?.status).toBe('paid');

    play.cancel(purchase.purchaseToken);
    expect((await notify('google', genuine.body, genuine.headers)).statusCode).toBe(200);
    expect(await paymentOf('google', purchase.orderId)).toMatchObject({
      status: 'refunded',
      takenBackCoins: 275,
    });

    play.cancel(subscription.purchaseToken);
    const revoked = await play.push(
      {
        subscriptionNotification: {
          version: '1.0',
          notificationType: 12,
          purchaseToken: subscription.purchaseToken,
        },
      },
      { audience: playAudience },
    );
    expect((await notify('google', revoked.body, revoked.headers)).statusCode).toBe(200);
    expect((await subscriptionOf('google', subscription.orderId))?.state).toBe('expired');
    const after = await userRow(server.app, user.id);
    expect(after?.premiumUntil?.getTime() ?? 0).toBeLessThanOrEqual(Date.now());
    expect(after).toMatchObject({ coins: start?.coins, freeCoins: start?.freeCoins });
  });
});
