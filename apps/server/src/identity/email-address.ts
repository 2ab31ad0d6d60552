/**
 * Confirming an address: the confirmation link of a registration, the link that moves an account
 * to a new address, and the confirm-email bonus, which is paid once per account however often
 * and through whichever link an address is confirmed.
 */
import { errorCodes, prices } from '@amora/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../db/client';
import { ledgerEntries, type UserRow, users } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { findActiveUser } from '../users/queries';
import { asEmailConflict, normalizeEmail } from './accounts';
import { sendEmailChangedNotice } from './mails';
import { revokeTokens, useToken } from './tokens';

export const confirmEmailBonusReason = 'confirmEmailBonus';

/**
 * Marks the account's address confirmed and pays the bonus unless the ledger shows it was paid
 * before. Also used when a provider vouches for the address of a social sign-in. The account's
 * row is locked first, so two confirmations at once cannot both find the bonus unpaid.
 */
export const markEmailConfirmed = async (
  app: FastifyInstance,
  tx: Transaction,
  account: Pick<UserRow, 'id'>,
) => {
  await findActiveUser(tx, account.id, { lock: true });
  await tx
    .update(users)
    .set({ emailConfirmed: true, updatedAt: new Date() })
    .where(eq(users.id, account.id));
  const [paid] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.userId, account.id), eq(ledgerEntries.reason, confirmEmailBonusReason)),
    )
    .limit(1);
  if (!paid) {
    await app.ledger.credit(tx, account.id, {
      freeCoins: prices.confirmEmailBonus,
      reason: confirmEmailBonusReason,
    });
  }
};

/** The account a link names, locked until the transaction ends (two clicks queue up). */
const lockAccount = async (tx: Transaction, userId: string) => {
  const account = await findActiveUser(tx, userId, { lock: true });
  if (!account) throw ApiProblem.of(errorCodes.INVALID_TOKEN);
  return account;
};

/**
 * POST /identity/verify/{id}/token?token=: confirms the address the link was sent to. Following
 * the same link again answers true without paying again; a link for an address the account no
 * longer has is INVALID_TOKEN.
 */
export const confirmEmail = (app: FastifyInstance, userId: string, token: string) =>
  app.db.transaction(async (tx) => {
    const use = await useToken(tx, { kind: 'verifyEmail', userId, token });
    const account = await lockAccount(tx, userId);
    if (use.row.payload?.email !== account.email) throw ApiProblem.of(errorCodes.INVALID_TOKEN);
    if (use.status === 'used-before') {
      if (account.emailConfirmed) return true;
      throw ApiProblem.of(errorCodes.INVALID_TOKEN);
    }
    await markEmailConfirmed(app, tx, account);
    return true;
  });

/**
 * POST /identity/verify/{id}/token/change?token=&email=: the account moves to the address the
 * link was sent to, which is confirmed by following it. An address another account took in the
 * meantime is EMAIL_ALREADY_EXISTS; the links of the old address stop working, and the old
 * address is told of the change (its owner may not have asked for it).
 */
export const confirmEmailChange = async (
  app: FastifyInstance,
  userId: string,
  query: { token: string; email: string },
) => {
  const changed = await moveToNewEmail(app, userId, query);
  if (changed) {
    // The change is done; a lost notice is logged (by the mailer) and not the member's problem.
    await sendEmailChangedNotice(app, changed.account, changed.newEmail).catch(() => undefined);
  }
  return true;
};

/** The account moved to the new address, with the old one; undefined for a repeated click. */
const moveToNewEmail = (
  app: FastifyInstance,
  userId: string,
  { token, email }: { token: string; email: string },
) =>
  app.db.transaction(async (tx) => {
    const use = await useToken(tx, { kind: 'changeEmail', userId, token });
    const account = await lockAccount(tx, userId);
    const newEmail = use.row.payload?.newEmail;
    if (typeof newEmail !== 'string' || normalizeEmail(email) !== newEmail) {
      throw ApiProblem.of(errorCodes.INVALID_TOKEN);
    }
    if (use.status === 'used-before') {
      if (account.email === newEmail && account.emailConfirmed) return undefined;
      throw ApiProblem.of(errorCodes.INVALID_TOKEN);
    }
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, newEmail), ne(users.id, userId)))
      .limit(1);
    if (taken) throw ApiProblem.of(errorCodes.EMAIL_ALREADY_EXISTS);
    try {
      await tx.update(users).set({ email: newEmail }).where(eq(users.id, userId));
    } catch (error) {
      throw asEmailConflict(error);
    }
    await markEmailConfirmed(app, tx, account);
    await revokeTokens(tx, userId, ['verifyEmail', 'changeEmail']);
    return { account, newEmail };
  });
