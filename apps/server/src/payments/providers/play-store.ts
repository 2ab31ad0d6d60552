/**
 * Google Play purchases, checked with the Android Publisher API as our service account: a JWT
 * signed with its private key (RS256, by jose) is exchanged for an access token (kept until
 * shortly before it expires), then the purchase token is read at
 * `/androidpublisher/v3/applications/{package}/purchases/products/{product}/tokens/{token}`, or
 * `purchases/subscriptionsv2/tokens/{token}` for a subscription. Once credited, a coin purchase
 * is consumed and a subscription acknowledged (Play refunds what is neither within three days).
 * Real-time developer notifications arrive as Pub/Sub pushes carrying a Google-signed OIDC token
 * of the push subscription's service account, checked against Google's keys (JWKS).
 */
import {
  createRemoteJWKSet,
  errors,
  importPKCS8,
  type JWTVerifyGetKey,
  jwtVerify,
  SignJWT,
} from 'jose';
import * as v from 'valibot';
import type { StoreRevocation } from './app-store.ts';
import {
  callProvider,
  endpoint,
  expectSuccess,
  headerValue,
  type ProviderAnswer,
  parseJson,
} from './http.ts';
import {
  PaymentProviderError,
  type StoreProvider,
  type StorePurchase,
  type StoreReceipt,
} from './types.ts';

export const GOOGLE_PLAY_API_URL = 'https://androidpublisher.googleapis.com';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
/** Google's OIDC signing keys: Pub/Sub push tokens are signed with them. */
export const GOOGLE_OIDC_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const googleIssuers = ['https://accounts.google.com', 'accounts.google.com'];
const scope = 'https://www.googleapis.com/auth/androidpublisher';

export interface PlayStoreOptions {
  apiUrl?: string;
  tokenUrl?: string;
  packageName: string;
  serviceAccountEmail: string;
  /** The service account's PEM private key. */
  privateKey: string;
  /** Real-time developer notifications: where Google's keys are ... */
  jwksUrl?: string;
  /** ... the audience of the push subscription's token (by default our webhook's URL) ... */
  notificationAudience?: string;
  /** ... and the push subscription's service account; without it notifications are refused. */
  notificationEmail?: string;
  timeoutMs?: number;
}

/** A Play purchase, and whether it was consumed or acknowledged already. */
export type PlayPurchase = StorePurchase & { delivered: boolean };

const VoidedPurchase = v.looseObject({
  purchaseToken: v.string(),
  orderId: v.string(),
  /** 1 subscription, 2 one-time product. */
  productType: v.number(),
});

const DeveloperNotification = v.looseObject({
  packageName: v.string(),
  voidedPurchaseNotification: v.optional(VoidedPurchase),
  subscriptionNotification: v.optional(
    v.looseObject({ notificationType: v.number(), purchaseToken: v.string() }),
  ),
});

const PushBody = v.looseObject({
  message: v.looseObject({ data: v.string(), messageId: v.string() }),
});

/** SUBSCRIPTION_REVOKED: Play took the subscription back before its period ended. */
const SUBSCRIPTION_REVOKED = 12;
const PRODUCT_TYPE_ONE_TIME = 2;

/** A renewal's order id is the first one's with `..N` after it: the subscription keeps the first. */
export const subscriptionOrderId = (orderId: string) => orderId.replace(/\.\.\d+$/, '');

const ProductPurchase = v.looseObject({
  purchaseTimeMillis: v.string(),
  /** 0 purchased, 1 cancelled (refunded), 2 pending. */
  purchaseState: v.optional(v.number(), 0),
  /** 0 not consumed yet, 1 consumed. */
  consumptionState: v.optional(v.number(), 0),
  acknowledgementState: v.optional(v.number(), 0),
  orderId: v.string(),
});

const SubscriptionPurchase = v.looseObject({
  subscriptionState: v.string(),
  startTime: v.string(),
  latestOrderId: v.string(),
  acknowledgementState: v.optional(v.string(), 'ACKNOWLEDGEMENT_STATE_PENDING'),
  lineItems: v.array(v.looseObject({ productId: v.string(), expiryTime: v.string() })),
});

const Token = v.looseObject({ access_token: v.string(), expires_in: v.number() });

const productStates: Record<number, StorePurchase['state']> = {
  0: 'purchased',
  1: 'refunded',
  2: 'pending',
};

/** A cancelled subscription still runs to its expiry; on hold and paused ones give nothing now. */
const subscriptionStates: Record<string, StorePurchase['state']> = {
  SUBSCRIPTION_STATE_ACTIVE: 'purchased',
  SUBSCRIPTION_STATE_IN_GRACE_PERIOD: 'purchased',
  SUBSCRIPTION_STATE_CANCELED: 'purchased',
  SUBSCRIPTION_STATE_PENDING: 'pending',
};

const productPath = (productId: string, token: string) =>
  `/purchases/products/${encodeURIComponent(productId)}/tokens/${encodeURIComponent(token)}`;

export class PlayStoreProvider implements StoreProvider {
  private readonly options: PlayStoreOptions;
  private token: { value: string; expiresAt: number } | undefined;
  private readonly googleKeys: JWTVerifyGetKey;

  constructor(options: PlayStoreOptions) {
    this.options = options;
    this.googleKeys = createRemoteJWKSet(new URL(options.jwksUrl ?? GOOGLE_OIDC_JWKS_URL), {
      timeoutDuration: options.timeoutMs,
    });
  }

  async verifyPurchase({ productId, receipt }: StoreReceipt): Promise<PlayPurchase> {
    const purchase = this.parse(
      ProductPurchase,
      await this.call('GET', productPath(productId, receipt)),
    );
    return {
      productId,
      transactionId: purchase.orderId,
      state: productStates[purchase.purchaseState] ?? 'pending',
      purchasedAt: new Date(Number(purchase.purchaseTimeMillis)),
      expiresAt: undefined,
      delivered: purchase.consumptionState === 1,
    };
  }

  async verifySubscription({ productId, receipt }: StoreReceipt): Promise<PlayPurchase> {
    const path = `/purchases/subscriptionsv2/tokens/${encodeURIComponent(receipt)}`;
    const subscription = this.parse(SubscriptionPurchase, await this.call('GET', path));
    const item = subscription.lineItems.find((line) => line.productId === productId);
    if (!item) throw invalid(`The purchase is not a subscription of ${productId}`);
    return {
      productId,
      transactionId: subscriptionOrderId(subscription.latestOrderId),
      state: subscriptionStates[subscription.subscriptionState] ?? 'expired',
      purchasedAt: new Date(subscription.startTime),
      expiresAt: new Date(item.expiryTime),
      delivered: subscription.acknowledgementState === 'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED',
    };
  }

  /** After crediting: a coin purchase is consumed (it can be bought again), a subscription acknowledged. */
  async deliver(input: StoreReceipt, kind: 'purchase' | 'subscription') {
    if (kind === 'subscription') return this.acknowledge(input, kind);
    await this.call('POST', `${productPath(input.productId, input.receipt)}:consume`);
  }

  /**
   * A Pub/Sub push of a Real-time developer notification: what Play took back (a voided purchase,
   * a revoked subscription), nothing for the rest. Throws invalid_notification unless Google signed
   * the push token for our audience as the configured service account.
   */
  async readNotification(request: {
    headers: Record<string, string | string[] | undefined>;
    rawBody: string;
  }): Promise<StoreRevocation[]> {
    const { notificationEmail, notificationAudience, packageName } = this.options;
    if (!notificationEmail || !notificationAudience) {
      throw new PaymentProviderError(
        'google',
        'unavailable',
        'Play notifications are not configured (GOOGLE_PLAY_NOTIFICATION_EMAIL)',
      );
    }
    const bearer = /^Bearer (.+)$/.exec(headerValue(request.headers, 'authorization') ?? '')?.[1];
    if (!bearer) throw forged('The push carries no token');
    try {
      const { payload } = await jwtVerify(bearer, this.googleKeys, {
        issuer: googleIssuers,
        audience: notificationAudience,
        algorithms: ['RS256'],
      });
      if (payload.email !== notificationEmail || payload.email_verified !== true) {
        throw forged(`The push is not from ${notificationEmail}`);
      }
    } catch (error) {
      if (error instanceof PaymentProviderError) throw error;
      // Google's keys out of reach is ours to retry (Pub/Sub pushes again); a bad token is forged.
      const unreachable =
        !(error instanceof errors.JOSEError) ||
        error.code === 'ERR_JWKS_TIMEOUT' ||
        error.code === 'ERR_JWKS_INVALID';
      throw new PaymentProviderError(
        'google',
        unreachable ? 'unavailable' : 'invalid_notification',
        unreachable ? 'Google’s keys could not be read' : 'Not a Google push token',
        { cause: error },
      );
    }
    const push = v.safeParse(PushBody, parseJson(request.rawBody));
    if (!push.success) throw forged('Not a Pub/Sub push');
    const data = v.safeParse(
      DeveloperNotification,
      parseJson(Buffer.from(push.output.message.data, 'base64').toString('utf8')),
    );
    if (!data.success || data.output.packageName !== packageName) return [];
    const eventId = push.output.message.messageId;
    const { voidedPurchaseNotification: voided, subscriptionNotification } = data.output;
    if (voided) {
      const oneTime = voided.productType === PRODUCT_TYPE_ONE_TIME;
      return [
        {
          eventId,
          kind: oneTime ? 'payment' : 'subscription',
          reference: oneTime ? voided.orderId : subscriptionOrderId(voided.orderId),
        },
      ];
    }
    if (subscriptionNotification?.notificationType === SUBSCRIPTION_REVOKED) {
      const path = `/purchases/subscriptionsv2/tokens/${encodeURIComponent(subscriptionNotification.purchaseToken)}`;
      const subscription = this.parse(SubscriptionPurchase, await this.call('GET', path));
      return [
        {
          eventId,
          kind: 'subscription',
          reference: subscriptionOrderId(subscription.latestOrderId),
        },
      ];
    }
    return [];
  }

  /**
   * Tells Play the purchase was delivered. Play refunds a purchase that is not acknowledged
   * within three days, so this follows the crediting.
   */
  async acknowledge({ productId, receipt }: StoreReceipt, kind: 'purchase' | 'subscription') {
    const path =
      kind === 'purchase'
        ? productPath(productId, receipt)
        : `/purchases/subscriptions/${encodeURIComponent(productId)}/tokens/${encodeURIComponent(receipt)}`;
    await this.call('POST', `${path}:acknowledge`);
  }

  private async call(method: 'GET' | 'POST', path: string): Promise<unknown> {
    const { apiUrl = GOOGLE_PLAY_API_URL, packageName } = this.options;
    const url = endpoint(
      apiUrl,
      `/androidpublisher/v3/applications/${encodeURIComponent(packageName)}${path}`,
    );
    const answer: ProviderAnswer = await callProvider('google', url, {
      method,
      headers: { authorization: `Bearer ${await this.accessToken()}` },
      timeoutMs: this.options.timeoutMs,
    });
    // Play answers 400 "Invalid Value" for a token it never issued, 404 for another app's.
    if (answer.status === 400 || answer.status === 404 || answer.status === 410) {
      throw invalid(`Google Play does not know this purchase (${answer.status})`);
    }
    return expectSuccess('google', answer, `${method} of the purchase`);
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const { tokenUrl = GOOGLE_TOKEN_URL, serviceAccountEmail, privateKey } = this.options;
    let key: CryptoKey;
    try {
      key = await importPKCS8(privateKey, 'RS256');
    } catch (cause) {
      throw new PaymentProviderError(
        'google',
        'unavailable',
        'The service account key is unreadable',
        {
          cause,
        },
      );
    }
    const assertion = await new SignJWT({ scope })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(serviceAccountEmail)
      .setAudience(tokenUrl)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const answer = await callProvider('google', new URL(tokenUrl), {
      method: 'POST',
      form: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }),
      timeoutMs: this.options.timeoutMs,
    });
    const token = this.parse(Token, expectSuccess('google', answer, 'the token exchange'));
    // A minute's margin so a token never expires between here and Google.
    this.token = {
      value: token.access_token,
      expiresAt: Date.now() + (token.expires_in - 60) * 1000,
    };
    return token.access_token;
  }

  private parse<Schema extends v.GenericSchema>(
    schema: Schema,
    value: unknown,
  ): v.InferOutput<Schema> {
    const parsed = v.safeParse(schema, value);
    if (!parsed.success)
      throw new PaymentProviderError('google', 'unavailable', 'Unexpected Google Play answer');
    return parsed.output;
  }
}

const invalid = (message: string) => new PaymentProviderError('google', 'invalid_receipt', message);
const forged = (message: string) =>
  new PaymentProviderError('google', 'invalid_notification', message);
