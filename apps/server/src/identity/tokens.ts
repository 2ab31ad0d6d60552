/**
 * The single-use tokens of links in mails: email confirmation, email change, password reset and
 * transient login. A link carries a random token; the table keeps only its SHA-256, so a copy of
 * the table opens nothing. Using a token marks it used in the same statement that checks it, so
 * two clicks racing each other cannot both succeed.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { errorCodes } from '@amora/contract';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { type OneTimeTokenKind, type OneTimeTokenRow, oneTimeTokens } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { isUuid } from '../users/queries';

const minute = 60 * 1000;
const hour = 60 * minute;

/** How long a link works after it was sent. */
export const tokenLifetimesMs = {
  /** Long enough for a weekend away from the inbox. */
  verifyEmail: 48 * hour,
  changeEmail: 48 * hour,
  resetPassword: 1 * hour,
  transientLogin: 15 * minute,
} as const satisfies Partial<Record<OneTimeTokenKind, number>>;

/**
 * The transient login in a notification mail (a new message or match while away): such a mail
 * is often read hours later, so it works longer, and still only once.
 */
export const mailLoginLifetimeMs = 48 * hour;

export type LinkTokenKind = keyof typeof tokenLifetimesMs;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const randomToken = () => randomBytes(32).toString('base64url');

interface IssueOptions {
  kind: LinkTokenKind;
  userId: string;
  payload?: Record<string, unknown>;
  /** How long it works, when not the kind's usual lifetime. */
  lifetimeMs?: number;
  /**
   * Deletes the user's unused tokens of this kind first: a new confirmation or reset link makes
   * the earlier ones stop working.
   */
  replacePrevious: boolean;
}

/** Deletes a user's unused tokens of these kinds (a newer link, a changed password or address). */
export const revokeTokens = async (
  db: Database | Transaction,
  userId: string,
  kinds: LinkTokenKind[],
) => {
  await db
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        inArray(oneTimeTokens.kind, kinds),
        isNull(oneTimeTokens.usedAt),
      ),
    );
};

const storeToken = async (
  db: Database | Transaction,
  token: string,
  { kind, userId, payload, replacePrevious, lifetimeMs = tokenLifetimesMs[kind] }: IssueOptions,
) => {
  if (replacePrevious) await revokeTokens(db, userId, [kind]);
  await db.insert(oneTimeTokens).values({
    kind,
    userId,
    tokenHash: hashToken(token),
    payload: payload ?? null,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
};

/** A new random link token, stored by its hash. */
export const issueToken = async (db: Database | Transaction, options: IssueOptions) => {
  const token = randomToken();
  await storeToken(db, token, options);
  return token;
};

/** The outcome of presenting a token: usable now, or already used before (by the same link). */
export type TokenUse =
  | { status: 'used-now'; row: OneTimeTokenRow }
  | { status: 'used-before'; row: OneTimeTokenRow };

/**
 * Marks the token used and answers its row; a token used before is answered as such, so a
 * caller may treat a second click on the same link kindly. An unknown token, one of another
 * account or kind, or a revoked one is INVALID_TOKEN; an expired one TOKEN_EXPIRED.
 */
export const useToken = async (
  db: Database | Transaction,
  { kind, userId, token }: { kind: LinkTokenKind; userId: string; token: string },
): Promise<TokenUse> => {
  if (!isUuid(userId)) throw ApiProblem.of(errorCodes.INVALID_TOKEN);
  const matches = and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    eq(oneTimeTokens.kind, kind),
    eq(oneTimeTokens.userId, userId),
  );
  const [used] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(matches, isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, new Date())))
    .returning();
  if (used) return { status: 'used-now', row: used };
  const [row] = await db.select().from(oneTimeTokens).where(matches).limit(1);
  if (!row) throw ApiProblem.of(errorCodes.INVALID_TOKEN);
  if (row.usedAt) return { status: 'used-before', row };
  throw ApiProblem.of(errorCodes.TOKEN_EXPIRED);
};

/** `useToken` for links that work exactly once: a second use is INVALID_TOKEN. */
export const useTokenOnce = async (
  db: Database | Transaction,
  options: { kind: LinkTokenKind; userId: string; token: string },
): Promise<OneTimeTokenRow> => {
  const use = await useToken(db, options);
  if (use.status === 'used-before') throw ApiProblem.of(errorCodes.INVALID_TOKEN);
  return use.row;
};

/** Rows of links that expired a week ago serve nothing, not even a kind "already used". */
export const deleteStaleTokens = async (db: Database) => {
  await db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, sql`now() - interval '7 days'`));
};

/*
 * Transient login (POST /identity/login/external?userId&token): links in mails sign the member
 * in directly. Besides being stored like the others, the token is signed with the server's
 * secret over the account and its expiry, so a forged or stale token is refused before any
 * database lookup and a token cannot be moved to another account.
 */

const signature = (secret: string, userId: string, expiresAt: string, nonce: string) =>
  createHmac('sha256', secret)
    .update(`transientLogin:${userId}:${expiresAt}:${nonce}`)
    .digest('base64url');

/**
 * A transient-login token for links in mails, e.g. `/messages?userId=…&token=…` (single use; 15
 * minutes unless told, `mailLoginLifetimeMs` in the notification mails).
 */
export const issueTransientLoginToken = async (
  db: Database | Transaction,
  secret: string,
  userId: string,
  { lifetimeMs = tokenLifetimesMs.transientLogin }: { lifetimeMs?: number } = {},
) => {
  const expiresAt = Math.floor((Date.now() + lifetimeMs) / 1000).toString(36);
  const nonce = randomBytes(18).toString('base64url');
  const token = `${expiresAt}.${nonce}.${signature(secret, userId, expiresAt, nonce)}`;
  await storeToken(db, token, {
    kind: 'transientLogin',
    userId,
    replacePrevious: false,
    lifetimeMs,
  });
  return token;
};

/** Checks the signature and expiry (INVALID_TOKEN, TOKEN_EXPIRED), then uses the token once. */
export const useTransientLoginToken = async (
  db: Database,
  secret: string,
  { userId, token }: { userId: string; token: string },
) => {
  const [expiresAt = '', nonce = '', signed = '', ...rest] = token.split('.');
  const expected = Buffer.from(signature(secret, userId, expiresAt, nonce));
  const given = Buffer.from(signed);
  const genuine =
    rest.length === 0 && given.length === expected.length && timingSafeEqual(given, expected);
  if (!genuine) throw ApiProblem.of(errorCodes.INVALID_TOKEN);
  if (Number.parseInt(expiresAt, 36) * 1000 <= Date.now()) {
    throw ApiProblem.of(errorCodes.TOKEN_EXPIRED);
  }
  return useTokenOnce(db, { kind: 'transientLogin', userId, token });
};
