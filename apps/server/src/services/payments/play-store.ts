/**
 * Google Play purchases, checked with the Android Publisher API as our service account: a JWT
 * signed with its private key (RS256) is exchanged for an access token (kept until shortly before
 * it expires), then the purchase token is read at
 * `/androidpublisher/v3/applications/{package}/purchases/products/{product}/tokens/{token}`, or
 * `purchases/subscriptionsv2/tokens/{token}` for a subscription.
 */
import { createSign } from 'node:crypto';
import * as v from 'valibot';
import { callProvider, endpoint, expectSuccess, nowSeconds, type ProviderAnswer } from './http.ts';
import {
  PaymentProviderError,
  type StoreProvider,
  type StorePurchase,
  type StoreReceipt,
} from './types.ts';

export const GOOGLE_PLAY_API_URL = 'https://androidpublisher.googleapis.com';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const scope = 'https://www.googleapis.com/auth/androidpublisher';

export interface PlayStoreOptions {
  apiUrl?: string;
  tokenUrl?: string;
  packageName: string;
  serviceAccountEmail: string;
  /** The service account's PEM private key. */
  privateKey: string;
  timeoutMs?: number;
}

const ProductPurchase = v.looseObject({
  purchaseTimeMillis: v.string(),
  /** 0 purchased, 1 cancelled (refunded), 2 pending. */
  purchaseState: v.optional(v.number(), 0),
  orderId: v.string(),
});

const SubscriptionPurchase = v.looseObject({
  subscriptionState: v.string(),
  startTime: v.string(),
  latestOrderId: v.string(),
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

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export class PlayStoreProvider implements StoreProvider {
  private readonly options: PlayStoreOptions;
  private token: { value: string; expiresAt: number } | undefined;

  constructor(options: PlayStoreOptions) {
    this.options = options;
  }

  async verifyPurchase({ productId, receipt }: StoreReceipt): Promise<StorePurchase> {
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
    };
  }

  async verifySubscription({ productId, receipt }: StoreReceipt): Promise<StorePurchase> {
    const path = `/purchases/subscriptionsv2/tokens/${encodeURIComponent(receipt)}`;
    const subscription = this.parse(SubscriptionPurchase, await this.call('GET', path));
    const item = subscription.lineItems.find((line) => line.productId === productId);
    if (!item) throw invalid(`The purchase is not a subscription of ${productId}`);
    return {
      productId,
      transactionId: subscription.latestOrderId,
      state: subscriptionStates[subscription.subscriptionState] ?? 'expired',
      purchasedAt: new Date(subscription.startTime),
      expiresAt: new Date(item.expiryTime),
    };
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
    const issuedAt = nowSeconds();
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
    const claims = base64url(
      JSON.stringify({
        iss: serviceAccountEmail,
        scope,
        aud: tokenUrl,
        iat: issuedAt,
        exp: issuedAt + 3600,
      }),
    );
    const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(privateKey);
    const answer = await callProvider('google', new URL(tokenUrl), {
      method: 'POST',
      form: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: `${header}.${claims}.${base64url(signature)}`,
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
