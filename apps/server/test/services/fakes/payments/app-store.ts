/**
 * A local App Store: it signs StoreKit 2 transactions (JWS, ES256) with a certificate chain of its
 * own (root, an intermediate with Apple's WWDR marker extension, a leaf with Apple's App Store
 * marker extension), answers the App Store Server API's transaction read
 * (GET /inApps/v1/transactions/{id}) for a bearer token signed with the issuer's key, and signs
 * App Store Server Notifications v2 (REFUND, REVOKE ...). Tests trust its root in place of Apple's
 * and tell it to refund or revoke a transaction.
 */
import { execFileSync } from 'node:child_process';
import { createPrivateKey, sign as cryptoSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jwtVerify } from 'jose';
import { type FakeRequest, type RunningPaymentFake, startPaymentFake } from './server.ts';

export const FAKE_APPLE_BUNDLE_ID = 'com.example.amora';
export const FAKE_APPLE_APP_ID = 1_234_567_890;
export const FAKE_APPLE_ISSUER_ID = '57246542-96fe-1a63-e053-0824d011072a';
export const FAKE_APPLE_KEY_ID = '2X9R4HXF34';

export type FakeAppleEnvironment = 'Production' | 'Sandbox';

export interface FakeAppleTransaction {
  productId: string;
  environment?: FakeAppleEnvironment;
  bundleId?: string;
  /** A subscription: when its paid period ends. Without it: a consumable. */
  expiresAt?: Date;
  /** A renewal: the subscription's first transaction. */
  originalTransactionId?: string;
}

export interface IssuedAppleTransaction {
  /** The JWS the app gets from StoreKit 2 (`Transaction.jwsRepresentation`). */
  signedTransaction: string;
  transactionId: string;
  originalTransactionId: string;
}

export interface FakeAppStore extends RunningPaymentFake {
  /** The chain's root, PEM: what the server trusts instead of Apple Root CA G3. */
  rootCertificate: string;
  /** The App Store Connect API key (the .p8 file's PEM) the server reads transactions with. */
  privateKey: string;
  /** Transaction ids the Server API was asked for. */
  reads: string[];
  issueTransaction(transaction: FakeAppleTransaction): IssuedAppleTransaction;
  /** Apple refunds (REFUND) or revokes (REVOKE, family sharing) it; answers the notification body. */
  revoke(transactionId: string, type?: 'REFUND' | 'REVOKE'): string;
  /** Any notification, signed; `data` is merged into the notification's data. */
  notification(type: string, transactionId: string, data?: Record<string, unknown>): string;
  close(): Promise<void>;
}

const appleExtensions = `
[root]
basicConstraints = critical,CA:TRUE
keyUsage = critical,keyCertSign,cRLSign
[intermediate]
basicConstraints = critical,CA:TRUE,pathlen:0
keyUsage = critical,keyCertSign,cRLSign
1.2.840.113635.100.6.2.1 = DER:05:00
[leaf]
basicConstraints = critical,CA:FALSE
keyUsage = critical,digitalSignature
1.2.840.113635.100.6.11.1 = DER:05:00
`;

/** A three-certificate chain like Apple's, made with the openssl command. */
const makeChain = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-app-store-'));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  try {
    writeFileSync(file('ext.cnf'), appleExtensions);
    for (const name of ['root', 'intermediate', 'leaf']) {
      openssl('ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', file(`${name}.key`));
      openssl(
        'pkcs8',
        '-topk8',
        '-nocrypt',
        '-in',
        file(`${name}.key`),
        '-out',
        file(`${name}.p8`),
      );
    }
    openssl(
      'req',
      '-x509',
      '-new',
      '-key',
      file('root.key'),
      '-subj',
      '/CN=Fake Apple Root CA/O=Amora Tests/C=DE',
      '-days',
      '30',
      '-out',
      file('root.pem'),
      '-config',
      file('ext.cnf'),
      '-extensions',
      'root',
    );
    const issue = (name: string, issuer: string, subject: string) => {
      openssl(
        'req',
        '-new',
        '-key',
        file(`${name}.key`),
        '-subj',
        subject,
        '-out',
        file(`${name}.csr`),
      );
      openssl(
        'x509',
        '-req',
        '-in',
        file(`${name}.csr`),
        '-CA',
        file(`${issuer}.pem`),
        '-CAkey',
        file(`${issuer}.key`),
        '-CAcreateserial',
        '-days',
        '30',
        '-extfile',
        file('ext.cnf'),
        '-extensions',
        name,
        '-out',
        file(`${name}.pem`),
      );
    };
    issue('intermediate', 'root', '/CN=Fake Apple WWDR CA/O=Amora Tests/C=DE');
    issue(
      'leaf',
      'intermediate',
      '/CN=Fake Prod ECC Mac App Store and iTunes Store Receipt Signing/O=Amora Tests/C=DE',
    );
    const der = (name: string) =>
      readFileSync(file(`${name}.pem`), 'utf8')
        .replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
        .replace(/\s+/g, '');
    return {
      rootPem: readFileSync(file('root.pem'), 'utf8'),
      x5c: [der('leaf'), der('intermediate'), der('root')],
      leafKey: readFileSync(file('leaf.p8'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

interface StoredTransaction extends Required<Omit<FakeAppleTransaction, 'expiresAt'>> {
  expiresAt?: Date;
  transactionId: string;
  purchasedAt: number;
  revokedAt?: number;
}

let sequence = 0;
const nextTransactionId = () => `${2_000_000_000_000_000 + Date.now() * 10 + (sequence++ % 10)}`;

export async function startFakeAppStore(): Promise<FakeAppStore> {
  const chain = makeChain();
  const api = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const transactions = new Map<string, StoredTransaction>();
  const reads: string[] = [];

  const signed = new Map<string, string>();
  const decoded = (transaction: StoredTransaction) => ({
    transactionId: transaction.transactionId,
    originalTransactionId: transaction.originalTransactionId,
    bundleId: transaction.bundleId,
    productId: transaction.productId,
    purchaseDate: transaction.purchasedAt,
    originalPurchaseDate: transaction.purchasedAt,
    quantity: 1,
    type: transaction.expiresAt ? 'Auto-Renewable Subscription' : 'Consumable',
    inAppOwnershipType: 'PURCHASED',
    environment: transaction.environment,
    transactionReason: 'PURCHASE',
    storefront: 'DEU',
    storefrontId: '143443',
    price: 4990,
    currency: 'EUR',
    ...(transaction.expiresAt ? { expiresDate: transaction.expiresAt.getTime() } : {}),
    ...(transaction.revokedAt
      ? { revocationDate: transaction.revokedAt, revocationReason: 0 }
      : {}),
  });
  const refresh = (transaction: StoredTransaction) =>
    signed.set(transaction.transactionId, signSync(decoded(transaction), chain));

  const authorised = async (request: FakeRequest) => {
    if (!request.authorization) return false;
    try {
      const { payload, protectedHeader } = await jwtVerify(request.authorization, api.publicKey, {
        audience: 'appstoreconnect-v1',
        issuer: FAKE_APPLE_ISSUER_ID,
        algorithms: ['ES256'],
      });
      return protectedHeader.kid === FAKE_APPLE_KEY_ID && payload.bid === FAKE_APPLE_BUNDLE_ID;
    } catch {
      return false;
    }
  };

  const running = await startPaymentFake([
    [
      'GET',
      /^\/inApps\/v1\/transactions\/([^/]+)$/,
      async (request) => {
        if (!(await authorised(request))) return { status: 401, body: '' };
        const id = request.params[0] ?? '';
        reads.push(id);
        const transaction = signed.get(id);
        if (!transaction)
          return {
            status: 404,
            body: { errorCode: 4040010, errorMessage: 'Transaction id not found.' },
          };
        return { status: 200, body: { signedTransactionInfo: transaction } };
      },
    ],
  ]);

  const notificationBody = (type: string, transaction: StoredTransaction, data = {}) => {
    const payload = {
      notificationType: type,
      notificationUUID: randomUUID(),
      version: '2.0',
      data: {
        appAppleId: FAKE_APPLE_APP_ID,
        bundleId: transaction.bundleId,
        bundleVersion: '42',
        environment: transaction.environment,
        status: 1,
        ...data,
      },
    };
    return { payload, transaction };
  };

  const notification = (type: string, transactionId: string, data = {}) => {
    const transaction = transactions.get(transactionId);
    if (!transaction) throw new Error(`unknown transaction ${transactionId}`);
    const { payload } = notificationBody(type, transaction, {
      signedTransactionInfo: signSync(decoded(transaction), chain),
      ...data,
    });
    return JSON.stringify({ signedPayload: signSync(payload, chain) });
  };

  return {
    ...running,
    rootCertificate: chain.rootPem,
    privateKey: api.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    reads,
    issueTransaction: ({
      productId,
      environment = 'Production',
      bundleId = FAKE_APPLE_BUNDLE_ID,
      expiresAt,
      originalTransactionId,
    }) => {
      const transactionId = nextTransactionId();
      const transaction: StoredTransaction = {
        productId,
        environment,
        bundleId,
        expiresAt,
        transactionId,
        originalTransactionId: originalTransactionId ?? transactionId,
        purchasedAt: Date.now() - 60_000,
      };
      transactions.set(transactionId, transaction);
      refresh(transaction);
      return {
        signedTransaction: signed.get(transactionId) ?? '',
        transactionId,
        originalTransactionId: transaction.originalTransactionId,
      };
    },
    revoke: (transactionId, type = 'REFUND') => {
      const transaction = transactions.get(transactionId);
      if (!transaction) throw new Error(`unknown transaction ${transactionId}`);
      transaction.revokedAt = Date.now();
      refresh(transaction);
      return notification(type, transactionId);
    },
    notification: (type, transactionId, data) => notification(type, transactionId, data),
    close: running.close,
  };
}

/** ES256 JWS with the chain in its header, as Apple signs (x5c: leaf, intermediate, root). */
function signSync(
  payload: Record<string, unknown>,
  chain: { x5c: string[]; leafKey: string },
): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode({ alg: 'ES256', x5c: chain.x5c })}.${encode({ ...payload, signedDate: Date.now() })}`;
  const signature = cryptoSign('sha256', Buffer.from(input), {
    key: createPrivateKey(chain.leafKey),
    dsaEncoding: 'ieee-p1363',
  });
  return `${input}.${signature.toString('base64url')}`;
}
