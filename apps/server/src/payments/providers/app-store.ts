/**
 * App Store purchases with StoreKit 2: the app sends the transaction as the App Store signed it
 * (a JWS whose x5c chain must end at Apple's root certificate), Apple's App Store Server Library
 * verifies it (chain, signature, bundle id, environment), and the transaction is then read back
 * from the App Store Server API (`GET /inApps/v1/transactions/{id}`, as our App Store Connect API
 * key) so that a refund or revocation Apple knows of counts. App Store Server Notifications v2
 * (REFUND, REVOKE) are verified with the same verifier and name what to take back.
 */
import { X509Certificate } from 'node:crypto';
import {
  Environment,
  type JWSTransactionDecodedPayload,
  NotificationTypeV2,
  SignedDataVerifier,
  Type,
  VerificationException,
  VerificationStatus,
} from '@apple/app-store-server-library';
import { importPKCS8, SignJWT } from 'jose';
import * as v from 'valibot';
import { APPLE_STORE_API_URL, APPLE_STORE_SANDBOX_API_URL } from './addresses.ts';
import { callProvider, endpoint, parseJson } from './http.ts';
import {
  PaymentProviderError,
  type StoreProvider,
  type StorePurchase,
  type StoreReceipt,
} from './types.ts';

export type AppStoreEnvironment = 'Production' | 'Sandbox';

export interface AppStoreOptions {
  bundleId: string;
  /** The app's Apple ID (App Store Connect); Production notifications must carry it. */
  appAppleId: number | undefined;
  /** Only transactions of this environment count. */
  environment: AppStoreEnvironment;
  /** The App Store Connect API key: issuer, key id and the .p8 file's PEM. */
  issuerId: string;
  keyId: string;
  privateKey: string;
  /** The App Store Server API; by default Apple's for the environment. */
  apiUrl?: string;
  /** The trusted roots, PEM: Apple Root CA G3 (APPLE_ROOT_CERTIFICATE_FILE), or a test chain's. */
  rootCertificates: string;
  /**
   * Whether certificates are checked for revocation with Apple's OCSP responder (and for expiry
   * today rather than at signing): on for Apple's roots, off for a chain without a responder.
   */
  onlineChecks?: boolean;
  timeoutMs?: number;
}

/**
 * What a store took back: a one-off purchase (by the store's transaction or order id) or a
 * subscription (by the id its purchase was recorded with). `eventId` keys replays.
 */
export interface StoreRevocation {
  eventId: string;
  kind: 'payment' | 'subscription';
  reference: string;
}

const pemCertificates = (pem: string) =>
  (
    pem
      .replaceAll('\\n', '\n')
      .match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? []
  ).map((certificate) => new X509Certificate(certificate).raw);

const TransactionAnswer = v.looseObject({ signedTransactionInfo: v.string() });
const Notification = v.looseObject({ signedPayload: v.string() });

const invalid = (message: string, cause?: unknown) =>
  new PaymentProviderError('apple', 'invalid_receipt', message, { cause });

/** One verifier's refusal as our failure: Apple's OCSP not answering is worth another try. */
const asFailure = (error: unknown, reason: 'invalid_receipt' | 'invalid_notification') => {
  if (error instanceof PaymentProviderError) return error;
  if (
    error instanceof VerificationException &&
    error.status === VerificationStatus.RETRYABLE_VERIFICATION_FAILURE
  ) {
    return new PaymentProviderError('apple', 'unavailable', 'Apple’s revocation check failed', {
      cause: error,
    });
  }
  const status =
    error instanceof VerificationException ? VerificationStatus[error.status] : 'FAILURE';
  return new PaymentProviderError(
    'apple',
    reason,
    `The App Store signature does not hold (${status})`,
    {
      cause: error,
    },
  );
};

export class AppStoreProvider implements StoreProvider {
  private readonly options: AppStoreOptions;
  private readonly verifier: SignedDataVerifier;
  private token: { value: string; expiresAt: number } | undefined;

  constructor(options: AppStoreOptions) {
    this.options = options;
    this.verifier = new SignedDataVerifier(
      pemCertificates(options.rootCertificates),
      options.onlineChecks ?? true,
      options.environment === 'Production' ? Environment.PRODUCTION : Environment.SANDBOX,
      options.bundleId,
      options.appAppleId,
    );
  }

  verifyPurchase(input: StoreReceipt): Promise<StorePurchase> {
    return this.verify(input, 'purchase');
  }

  verifySubscription(input: StoreReceipt): Promise<StorePurchase> {
    return this.verify(input, 'subscription');
  }

  /**
   * An App Store Server Notification v2 (`{ signedPayload }`): what it takes back, nothing for
   * the other types. Throws invalid_notification when Apple did not sign it for our app.
   */
  async readNotification(rawBody: string): Promise<StoreRevocation[]> {
    const body = v.safeParse(Notification, parseJson(rawBody));
    if (!body.success) throw notificationError('Not an App Store Server Notification');
    let payload: Awaited<ReturnType<SignedDataVerifier['verifyAndDecodeNotification']>>;
    let transaction: JWSTransactionDecodedPayload | undefined;
    try {
      payload = await this.verifier.verifyAndDecodeNotification(body.output.signedPayload);
      const signed = payload.data?.signedTransactionInfo;
      transaction = signed ? await this.transaction(signed) : undefined;
    } catch (error) {
      // Signed by Apple, but for the other environment (both notification URLs point here).
      if (
        error instanceof VerificationException &&
        error.status === VerificationStatus.INVALID_ENVIRONMENT
      )
        return [];
      throw asFailure(error, 'invalid_notification');
    }
    const type = payload.notificationType;
    if (type !== NotificationTypeV2.REFUND && type !== NotificationTypeV2.REVOKE) return [];
    if (!transaction?.transactionId || !payload.notificationUUID) return [];
    const subscription = transaction.type === Type.AUTO_RENEWABLE_SUBSCRIPTION;
    return [
      {
        eventId: payload.notificationUUID,
        kind: subscription ? 'subscription' : 'payment',
        reference: subscription
          ? (transaction.originalTransactionId ?? transaction.transactionId)
          : transaction.transactionId,
      },
    ];
  }

  private async verify({ productId, receipt }: StoreReceipt, kind: 'purchase' | 'subscription') {
    let sent: JWSTransactionDecodedPayload;
    try {
      sent = await this.transaction(receipt);
    } catch (error) {
      throw asFailure(error, 'invalid_receipt');
    }
    if (sent.productId !== productId) throw invalid(`The transaction is not one of ${productId}`);
    const wanted = kind === 'subscription' ? Type.AUTO_RENEWABLE_SUBSCRIPTION : Type.CONSUMABLE;
    if (sent.type !== wanted) throw invalid(`The transaction is no ${kind} (${sent.type})`);
    if (!sent.transactionId) throw invalid('The transaction has no id');
    // What the App Store says of it now (a refund revokes it), signed all the same.
    const current = await this.readTransaction(sent.transactionId);
    if (current.transactionId !== sent.transactionId || current.productId !== productId) {
      throw invalid('The App Store answered another transaction');
    }
    return purchaseOf(current, kind);
  }

  /** Verified and decoded; our bundle id and environment (the verifier checks both). */
  private async transaction(jws: string) {
    const transaction = await this.verifier.verifyAndDecodeTransaction(jws);
    if (transaction.environment !== this.options.environment) {
      throw invalid(`A ${transaction.environment} transaction does not count here`);
    }
    return transaction;
  }

  private async readTransaction(transactionId: string) {
    const { apiUrl = defaultApiUrl(this.options.environment), timeoutMs } = this.options;
    const answer = await callProvider(
      'apple',
      endpoint(apiUrl, `/inApps/v1/transactions/${encodeURIComponent(transactionId)}`),
      { headers: { authorization: `Bearer ${await this.accessToken()}` }, timeoutMs },
    );
    if (answer.status === 400 || answer.status === 404) {
      throw invalid(`The App Store does not know transaction ${transactionId} (${answer.status})`);
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw new PaymentProviderError(
        'apple',
        'unavailable',
        `The App Store Server API answered ${answer.status}`,
      );
    }
    const parsed = v.safeParse(TransactionAnswer, answer.body);
    if (!parsed.success) {
      throw new PaymentProviderError('apple', 'unavailable', 'Unexpected App Store Server answer');
    }
    try {
      return await this.transaction(parsed.output.signedTransactionInfo);
    } catch (error) {
      throw asFailure(error, 'invalid_receipt');
    }
  }

  /** The App Store Server API's bearer token: ES256, signed with our API key, for 20 minutes. */
  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const { issuerId, keyId, privateKey, bundleId } = this.options;
    let key: CryptoKey;
    try {
      key = await importPKCS8(privateKey.replaceAll('\\n', '\n'), 'ES256');
    } catch (cause) {
      throw new PaymentProviderError(
        'apple',
        'unavailable',
        'The App Store API key is unreadable',
        {
          cause,
        },
      );
    }
    const value = await new SignJWT({ bid: bundleId })
      .setProtectedHeader({ alg: 'ES256', kid: keyId, typ: 'JWT' })
      .setIssuer(issuerId)
      .setAudience('appstoreconnect-v1')
      .setIssuedAt()
      .setExpirationTime('20m')
      .sign(key);
    this.token = { value, expiresAt: Date.now() + 15 * 60 * 1000 };
    return value;
  }
}

const defaultApiUrl = (environment: AppStoreEnvironment) =>
  environment === 'Production' ? APPLE_STORE_API_URL : APPLE_STORE_SANDBOX_API_URL;

const notificationError = (message: string) =>
  new PaymentProviderError('apple', 'invalid_notification', message);

function purchaseOf(
  transaction: JWSTransactionDecodedPayload,
  kind: 'purchase' | 'subscription',
): StorePurchase {
  const expiresAt =
    transaction.expiresDate !== undefined ? new Date(transaction.expiresDate) : undefined;
  return {
    productId: transaction.productId ?? '',
    // A subscription is one row through its renewals: its first transaction names it.
    transactionId:
      kind === 'subscription'
        ? (transaction.originalTransactionId ?? transaction.transactionId ?? '')
        : (transaction.transactionId ?? ''),
    state:
      transaction.revocationDate !== undefined
        ? 'refunded'
        : expiresAt && expiresAt.getTime() <= Date.now()
          ? 'expired'
          : 'purchased',
    purchasedAt: new Date(transaction.purchaseDate ?? Date.now()),
    expiresAt,
  };
}
