/**
 * A local App Store verifyReceipt: a production endpoint (POST /verifyReceipt) and a sandbox one
 * (POST /sandbox/verifyReceipt) answering Apple's JSON with its status codes (21002 unreadable
 * receipt, 21004 wrong shared secret, 21007 a sandbox receipt sent to production). Tests issue
 * receipts for one-off products or subscriptions, refunded or expired if they like.
 */
import { randomBytes } from 'node:crypto';
import { type FakeRequest, type RunningPaymentFake, randomId, startPaymentFake } from './server.ts';

export const FAKE_APPLE_BUNDLE_ID = 'com.example.amora';
export const FAKE_APPLE_SHARED_SECRET = 'f4k3sh4r3ds3cr3t';

export interface FakeAppleReceipt {
  productId: string;
  environment?: 'Production' | 'Sandbox';
  bundleId?: string;
  refunded?: boolean;
  /** A subscription: when its paid period ends. */
  expiresAt?: Date;
}

export interface FakeAppStore extends RunningPaymentFake {
  verifyReceiptUrl: string;
  sandboxVerifyReceiptUrl: string;
  /** A base64 receipt as the app would send it, and the transaction id it holds. */
  issueReceipt(receipt: FakeAppleReceipt): { receipt: string; transactionId: string };
}

export async function startFakeAppStore(): Promise<FakeAppStore> {
  const receipts = new Map<
    string,
    Required<Omit<FakeAppleReceipt, 'expiresAt'>> & {
      expiresAt?: Date;
      transactionId: string;
      purchasedAt: number;
    }
  >();

  const verify =
    (environment: 'Production' | 'Sandbox') =>
    ({ body }: FakeRequest) => {
      const input = JSON.parse(body) as { 'receipt-data'?: string; password?: string };
      const receipt = receipts.get(input['receipt-data'] ?? '');
      if (!receipt) return { status: 200, body: { status: 21002 } };
      if (receipt.environment !== environment) {
        return { status: 200, body: { status: environment === 'Production' ? 21007 : 21008 } };
      }
      if (input.password !== FAKE_APPLE_SHARED_SECRET)
        return { status: 200, body: { status: 21004 } };
      const transaction = {
        quantity: '1',
        product_id: receipt.productId,
        transaction_id: receipt.transactionId,
        original_transaction_id: receipt.transactionId,
        purchase_date_ms: String(receipt.purchasedAt),
        ...(receipt.refunded
          ? { cancellation_date_ms: String(Date.now()), cancellation_reason: '0' }
          : {}),
        ...(receipt.expiresAt ? { expires_date_ms: String(receipt.expiresAt.getTime()) } : {}),
      };
      return {
        status: 200,
        body: {
          status: 0,
          environment,
          receipt: {
            receipt_type: environment === 'Production' ? 'Production' : 'ProductionSandbox',
            bundle_id: receipt.bundleId,
            in_app: receipt.expiresAt ? [] : [transaction],
          },
          ...(receipt.expiresAt
            ? { latest_receipt_info: [transaction], latest_receipt: input['receipt-data'] }
            : {}),
        },
      };
    };

  const running = await startPaymentFake([
    ['POST', /^\/verifyReceipt$/, verify('Production')],
    ['POST', /^\/sandbox\/verifyReceipt$/, verify('Sandbox')],
  ]);
  return {
    ...running,
    verifyReceiptUrl: `${running.baseUrl}/verifyReceipt`,
    sandboxVerifyReceiptUrl: `${running.baseUrl}/sandbox/verifyReceipt`,
    issueReceipt: ({
      productId,
      environment = 'Production',
      bundleId = FAKE_APPLE_BUNDLE_ID,
      refunded = false,
      expiresAt,
    }) => {
      const receipt = randomBytes(96).toString('base64');
      const transactionId = randomId('2000000').replace(/[a-f]/g, '7').slice(0, 16);
      receipts.set(receipt, {
        productId,
        environment,
        bundleId,
        refunded,
        expiresAt,
        transactionId,
        purchasedAt: Date.now() - 60_000,
      });
      return { receipt, transactionId };
    },
  };
}
