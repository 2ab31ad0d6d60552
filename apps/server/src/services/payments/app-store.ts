/**
 * App Store purchases, checked with Apple's verifyReceipt endpoint: the app's base64 receipt and
 * our shared secret are POSTed to the production URL; a sandbox receipt (status 21007, TestFlight
 * and review builds) is asked again at the sandbox URL, as Apple prescribes. The receipt must be
 * our app's (bundle id) and hold a transaction of the product.
 */
import * as v from 'valibot';
import { callProvider, expectSuccess } from './http.ts';
import {
  PaymentProviderError,
  type StoreProvider,
  type StorePurchase,
  type StoreReceipt,
} from './types.ts';

export const APPLE_VERIFY_RECEIPT_URL = 'https://buy.itunes.apple.com/verifyReceipt';
export const APPLE_SANDBOX_VERIFY_RECEIPT_URL = 'https://sandbox.itunes.apple.com/verifyReceipt';

export interface AppStoreOptions {
  verifyReceiptUrl?: string;
  sandboxVerifyReceiptUrl?: string;
  /** The app's shared secret from App Store Connect (needed for subscriptions). */
  sharedSecret: string;
  bundleId: string;
  timeoutMs?: number;
}

const Transaction = v.looseObject({
  product_id: v.string(),
  transaction_id: v.string(),
  purchase_date_ms: v.string(),
  cancellation_date_ms: v.optional(v.string()),
  expires_date_ms: v.optional(v.string()),
});
type Transaction = v.InferOutput<typeof Transaction>;

const Answer = v.looseObject({
  status: v.number(),
  is_retryable: v.optional(v.boolean()),
  receipt: v.optional(
    v.looseObject({ bundle_id: v.string(), in_app: v.optional(v.array(Transaction), []) }),
  ),
  latest_receipt_info: v.optional(v.array(Transaction), []),
});

const SANDBOX_RECEIPT = 21007;
/** Apple's own trouble (21005 server unavailable, 21009 internal, 211xx internal): try later. */
const isAppleFault = (status: number) => status === 21005 || status === 21009 || status >= 21100;

export class AppStoreProvider implements StoreProvider {
  private readonly options: AppStoreOptions;

  constructor(options: AppStoreOptions) {
    this.options = options;
  }

  verifyPurchase(input: StoreReceipt): Promise<StorePurchase> {
    return this.verify(input, 'purchase');
  }

  verifySubscription(input: StoreReceipt): Promise<StorePurchase> {
    return this.verify(input, 'subscription');
  }

  private async verify({ productId, receipt }: StoreReceipt, kind: 'purchase' | 'subscription') {
    const {
      verifyReceiptUrl = APPLE_VERIFY_RECEIPT_URL,
      sandboxVerifyReceiptUrl = APPLE_SANDBOX_VERIFY_RECEIPT_URL,
    } = this.options;
    let answer = await this.ask(verifyReceiptUrl, receipt);
    if (answer.status === SANDBOX_RECEIPT)
      answer = await this.ask(sandboxVerifyReceiptUrl, receipt);
    if (answer.status !== 0) {
      throw isAppleFault(answer.status) || answer.is_retryable
        ? new PaymentProviderError(
            'apple',
            'unavailable',
            `The App Store answered ${answer.status}`,
          )
        : invalid(`The App Store refused the receipt (${answer.status})`);
    }
    if (answer.receipt?.bundle_id !== this.options.bundleId)
      throw invalid('The receipt is another app’s');
    const latest = [...answer.latest_receipt_info, ...answer.receipt.in_app]
      .filter((transaction) => transaction.product_id === productId)
      .filter(
        (transaction) => (kind === 'subscription') === (transaction.expires_date_ms !== undefined),
      )
      .sort((a, b) => Number(b.purchase_date_ms) - Number(a.purchase_date_ms))[0];
    if (!latest) throw invalid(`The receipt holds no ${kind} of ${productId}`);
    return purchaseOf(latest);
  }

  private async ask(url: string, receipt: string) {
    const answer = await callProvider('apple', new URL(url), {
      method: 'POST',
      json: {
        'receipt-data': receipt,
        password: this.options.sharedSecret,
        'exclude-old-transactions': true,
      },
      timeoutMs: this.options.timeoutMs,
    });
    const parsed = v.safeParse(Answer, expectSuccess('apple', answer, 'verifyReceipt'));
    if (!parsed.success) {
      throw new PaymentProviderError('apple', 'unavailable', 'Unexpected verifyReceipt answer');
    }
    return parsed.output;
  }
}

const invalid = (message: string) => new PaymentProviderError('apple', 'invalid_receipt', message);

function purchaseOf(transaction: Transaction): StorePurchase {
  const expiresAt = transaction.expires_date_ms
    ? new Date(Number(transaction.expires_date_ms))
    : undefined;
  return {
    productId: transaction.product_id,
    transactionId: transaction.transaction_id,
    state: transaction.cancellation_date_ms
      ? 'refunded'
      : expiresAt && expiresAt.getTime() <= Date.now()
        ? 'expired'
        : 'purchased',
    purchasedAt: new Date(Number(transaction.purchase_date_ms)),
    expiresAt,
  };
}
