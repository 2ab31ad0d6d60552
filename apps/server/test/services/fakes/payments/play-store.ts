/**
 * A local Google Play Developer API: the OAuth2 token endpoint for service accounts (it checks
 * the RS256 JWT assertion against the account's public key), the Android Publisher reads of
 * product purchases and subscriptions (v2) by purchase token with Google's error bodies, and
 * their consumption and acknowledgement. As Play does after three days, `lapseUndelivered`
 * refunds every purchase that was neither consumed nor acknowledged. It also pushes Real-time
 * developer notifications as Pub/Sub does: with an OIDC token of the push service account, signed
 * with a key of its JWKS (GET /oauth2/v3/certs).
 */
import { generateKeyPairSync, randomBytes, randomUUID, verify } from 'node:crypto';
import { exportJWK, SignJWT } from 'jose';
import {
  type FakeReply,
  type FakeRequest,
  type RunningPaymentFake,
  randomId,
  startPaymentFake,
} from './server.ts';

export const FAKE_PLAY_PACKAGE = 'com.example.amora';
export const FAKE_PLAY_SERVICE_ACCOUNT = 'amora-payments@amora-test.iam.gserviceaccount.com';
/** The service account Pub/Sub pushes the notifications as. */
export const FAKE_PLAY_PUSH_ACCOUNT = 'play-rtdn@amora-test.iam.gserviceaccount.com';

/** A Real-time developer notification (the Pub/Sub message's data), without packageName. */
export type FakePlayNotification =
  | {
      voidedPurchaseNotification: {
        purchaseToken: string;
        orderId: string;
        productType: 1 | 2;
        refundType?: 1 | 2;
      };
    }
  | {
      subscriptionNotification: {
        version?: string;
        notificationType: number;
        purchaseToken: string;
      };
    }
  | {
      oneTimeProductNotification: {
        version?: string;
        notificationType: number;
        purchaseToken: string;
        sku: string;
      };
    }
  | { testNotification: { version: string } };

export interface FakePush {
  headers: Record<string, string>;
  body: string;
}

export interface FakePlayPurchase {
  productId: string;
  /** 0 purchased, 1 cancelled, 2 pending. */
  purchaseState?: 0 | 1 | 2;
}

export interface FakePlaySubscription {
  productId: string;
  state?: string;
  expiresAt: Date;
}

export interface FakePlayStore extends RunningPaymentFake {
  tokenUrl: string;
  /** The service account's private key, as its JSON key file holds it. */
  privateKey: string;
  tokensIssued(): number;
  isAcknowledged(purchaseToken: string): boolean;
  isConsumed(purchaseToken: string): boolean;
  /** Play's three days: purchases neither consumed nor acknowledged are refunded (cancelled). */
  lapseUndelivered(): void;
  /** Play refunds a purchase or revokes a subscription: its state changes, nothing is sent. */
  cancel(purchaseToken: string): void;
  /** The URL of the OIDC signing keys (Google's https://www.googleapis.com/oauth2/v3/certs). */
  jwksUrl: string;
  /** A Pub/Sub push of the notification: its Authorization header and JSON body. */
  push(
    notification: FakePlayNotification,
    token?: { audience: string; email?: string; issuer?: string; packageName?: string },
  ): Promise<FakePush>;
  issuePurchase(purchase: FakePlayPurchase): { purchaseToken: string; orderId: string };
  issueSubscription(subscription: FakePlaySubscription): { purchaseToken: string; orderId: string };
}

const googleError = (code: number, status: string, message: string): FakeReply => ({
  status: code,
  body: {
    error: { code, message, errors: [{ message, domain: 'global', reason: 'invalid' }], status },
  },
});

export async function startFakePlayStore(): Promise<FakePlayStore> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const oidc = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const oidcKid = randomBytes(20).toString('hex');
  const tokens = new Set<string>();
  const purchases = new Map<
    string,
    Required<FakePlayPurchase> & { orderId: string; acknowledged: boolean; consumed: boolean }
  >();
  const subscriptions = new Map<
    string,
    Required<FakePlaySubscription> & { orderId: string; acknowledged: boolean }
  >();
  const orderId = () =>
    `GPA.${randomBytes(2).readUInt16BE() + 3300}-${randomBytes(2).readUInt16BE()}-${randomBytes(2).readUInt16BE()}-${randomBytes(2).readUInt16BE()}`;

  const authorised = (handle: (request: FakeRequest) => FakeReply) => (request: FakeRequest) =>
    request.authorization && tokens.has(request.authorization)
      ? handle(request)
      : googleError(
          401,
          'UNAUTHENTICATED',
          'Request is missing required authentication credential.',
        );
  const ourApp = (request: FakeRequest) => request.params[0] === FAKE_PLAY_PACKAGE;

  const running = await startPaymentFake([
    [
      'POST',
      /^\/token$/,
      ({ body }) => {
        const form = new URLSearchParams(body);
        const [header = '', claims = '', signature = ''] = (form.get('assertion') ?? '').split('.');
        const payload = JSON.parse(Buffer.from(claims, 'base64url').toString() || '{}') as Record<
          string,
          unknown
        >;
        const now = Math.floor(Date.now() / 1000);
        const valid =
          form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
          verify(
            'RSA-SHA256',
            Buffer.from(`${header}.${claims}`),
            publicKey,
            Buffer.from(signature, 'base64url'),
          ) &&
          payload.iss === FAKE_PLAY_SERVICE_ACCOUNT &&
          payload.aud === `${running.baseUrl}/token` &&
          payload.scope === 'https://www.googleapis.com/auth/androidpublisher' &&
          Number(payload.exp) > now;
        if (!valid)
          return {
            status: 400,
            body: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' },
          };
        const token = randomId('ya29.c.');
        tokens.add(token);
        return {
          status: 200,
          body: { access_token: token, expires_in: 3599, token_type: 'Bearer' },
        };
      },
    ],
    [
      'GET',
      /^\/androidpublisher\/v3\/applications\/([^/]+)\/purchases\/products\/([^/]+)\/tokens\/([^/]+)$/,
      authorised((request) => {
        if (!ourApp(request))
          return googleError(
            404,
            'NOT_FOUND',
            'No application was found for the given package name.',
          );
        const purchase = purchases.get(request.params[2] ?? '');
        if (!purchase || purchase.productId !== request.params[1])
          return googleError(400, 'INVALID_ARGUMENT', 'Invalid Value');
        return {
          status: 200,
          body: {
            kind: 'androidpublisher#productPurchase',
            purchaseTimeMillis: String(Date.now() - 60_000),
            purchaseState: purchase.purchaseState,
            consumptionState: purchase.consumed ? 1 : 0,
            developerPayload: '',
            orderId: purchase.orderId,
            acknowledgementState: purchase.acknowledged ? 1 : 0,
            regionCode: 'DE',
          },
        };
      }),
    ],
    [
      'GET',
      /^\/androidpublisher\/v3\/applications\/([^/]+)\/purchases\/subscriptionsv2\/tokens\/([^/]+)$/,
      authorised((request) => {
        if (!ourApp(request))
          return googleError(
            404,
            'NOT_FOUND',
            'No application was found for the given package name.',
          );
        const subscription = subscriptions.get(request.params[1] ?? '');
        if (!subscription) return googleError(400, 'INVALID_ARGUMENT', 'Invalid Value');
        return {
          status: 200,
          body: {
            kind: 'androidpublisher#subscriptionPurchaseV2',
            regionCode: 'DE',
            startTime: new Date(Date.now() - 60_000).toISOString(),
            subscriptionState: subscription.state,
            latestOrderId: subscription.orderId,
            acknowledgementState: subscription.acknowledged
              ? 'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED'
              : 'ACKNOWLEDGEMENT_STATE_PENDING',
            lineItems: [
              {
                productId: subscription.productId,
                expiryTime: subscription.expiresAt.toISOString(),
                autoRenewingPlan: { autoRenewEnabled: true },
              },
            ],
          },
        };
      }),
    ],
    [
      'POST',
      /^\/androidpublisher\/v3\/applications\/([^/]+)\/purchases\/products\/([^/]+)\/tokens\/([^/]+):consume$/,
      authorised((request) => {
        const [, productId, token] = request.params;
        const purchase = purchases.get(token ?? '');
        if (!ourApp(request) || !purchase || purchase.productId !== productId) {
          return googleError(400, 'INVALID_ARGUMENT', 'Invalid Value');
        }
        if (purchase.purchaseState !== 0 || purchase.consumed)
          return googleError(400, 'FAILED_PRECONDITION', 'The purchase cannot be consumed.');
        purchase.consumed = true;
        return { status: 204, body: '' };
      }),
    ],
    [
      'GET',
      /^\/oauth2\/v3\/certs$/,
      async () => ({
        status: 200,
        body: {
          keys: [{ ...(await exportJWK(oidc.publicKey)), kid: oidcKid, alg: 'RS256', use: 'sig' }],
        },
      }),
    ],
    [
      'POST',
      /^\/androidpublisher\/v3\/applications\/([^/]+)\/purchases\/(products|subscriptions)\/([^/]+)\/tokens\/([^/]+):acknowledge$/,
      authorised((request) => {
        const [, kind, productId, token] = request.params;
        const purchase =
          kind === 'products' ? purchases.get(token ?? '') : subscriptions.get(token ?? '');
        if (!ourApp(request) || !purchase || purchase.productId !== productId) {
          return googleError(400, 'INVALID_ARGUMENT', 'Invalid Value');
        }
        purchase.acknowledged = true;
        return { status: 204, body: '' };
      }),
    ],
  ]);

  const purchaseToken = () =>
    `${randomBytes(18).toString('base64url')}.AO-J1O${randomBytes(40).toString('base64url')}`;
  return {
    ...running,
    tokenUrl: `${running.baseUrl}/token`,
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    tokensIssued: () => tokens.size,
    isAcknowledged: (token) =>
      (purchases.get(token) ?? subscriptions.get(token))?.acknowledged ?? false,
    isConsumed: (token) => purchases.get(token)?.consumed ?? false,
    lapseUndelivered: () => {
      for (const purchase of purchases.values())
        if (purchase.purchaseState === 0 && !purchase.consumed && !purchase.acknowledged)
          purchase.purchaseState = 1;
      for (const subscription of subscriptions.values())
        if (!subscription.acknowledged) subscription.state = 'SUBSCRIPTION_STATE_EXPIRED';
    },
    cancel: (token) => {
      const purchase = purchases.get(token);
      if (purchase) purchase.purchaseState = 1;
      const subscription = subscriptions.get(token);
      if (subscription) subscription.state = 'SUBSCRIPTION_STATE_EXPIRED';
    },
    jwksUrl: `${running.baseUrl}/oauth2/v3/certs`,
    push: async (notification, token) => {
      const message = {
        version: '1.0',
        packageName: token?.packageName ?? FAKE_PLAY_PACKAGE,
        eventTimeMillis: String(Date.now()),
        ...notification,
      };
      const body = JSON.stringify({
        message: {
          data: Buffer.from(JSON.stringify(message)).toString('base64'),
          messageId: randomId('1'),
          message_id: randomUUID(),
          publishTime: new Date().toISOString(),
        },
        subscription: 'projects/amora-test/subscriptions/play-rtdn',
      });
      const jwt = await new SignJWT({
        email: token?.email ?? FAKE_PLAY_PUSH_ACCOUNT,
        email_verified: true,
      })
        .setProtectedHeader({ alg: 'RS256', kid: oidcKid, typ: 'JWT' })
        .setIssuer(token?.issuer ?? 'https://accounts.google.com')
        .setAudience(token?.audience ?? '')
        .setSubject('112233445566778899000')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(oidc.privateKey);
      return {
        headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
        body,
      };
    },
    issuePurchase: ({ productId, purchaseState = 0 }) => {
      const token = purchaseToken();
      const order = orderId();
      purchases.set(token, {
        productId,
        purchaseState,
        orderId: order,
        acknowledged: false,
        consumed: false,
      });
      return { purchaseToken: token, orderId: order };
    },
    issueSubscription: ({ productId, state = 'SUBSCRIPTION_STATE_ACTIVE', expiresAt }) => {
      const token = purchaseToken();
      const order = orderId();
      subscriptions.set(token, {
        productId,
        state,
        expiresAt,
        orderId: order,
        acknowledged: false,
      });
      return { purchaseToken: token, orderId: order };
    },
  };
}
