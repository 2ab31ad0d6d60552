/**
 * The account's address: whether one is free, confirming it (the confirmation link of a
 * registration, sent again on request), changing it (asked for with the password, done by the
 * link sent to the new address), and the confirm-email bonus, which is paid once per account
 * however often and through whichever link an address is confirmed.
 */
import { type EmailChangePayload, errorCodes, prices } from '@amora/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../db/client';
import { ledgerEntries, type UserRow, users } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { requireSelf } from '../users';
import { findActiveUser } from '../users/queries';
import { asEmailConflict, assertEmailFree, lockAccountOfLink, normalizeEmail } from './accounts';
import { sendConfirmationMail, sendEmailChangedNotice, sendEmailChangeMail } from './mails';
import { verifyPassword } from './passwords';
import type { Member } from './sessions';
import { revokeTokens, useToken } from './tokens';

export const confirmEmailBonusReason = 'confirmEmailBonus';

/** GET /identity/verifyEmail?email=: an address any account has (even a deleted one) is taken. */
export const checkEmailFree = async (app: FastifyInstance, email: string) => {
  await assertEmailFree(app.db, email);
  return true;
};

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

/**
 * POST /identity/verify/{id}/token?token=: confirms the address the link was sent to. Following
 * the same link again answers true without paying again; a link for an address the account no
 * longer has is INVALID_TOKEN.
 */
export const confirmEmail = (app: FastifyInstance, userId: string, token: string) =>
  app.db.transaction(async (tx) => {
    const use = await useToken(tx, { kind: 'verifyEmail', userId, token });
    const account = await lockAccountOfLink(tx, userId);
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
    const account = await lockAccountOfLink(tx, userId);
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

/** POST /identity/verify/{id}/resend: a new confirmation link (the earlier ones stop working). */
export const resendConfirmation = async (app: FastifyInstance, userId: string) => {
  const account = await findActiveUser(app.db, userId);
  if (!account?.email) throw ApiProblem.of(errorCodes.NOT_FOUND);
  // A confirmed address needs no link; there is nothing to send.
  if (account.emailConfirmed) return true;
  await sendConfirmationMail(app, { ...account, email: account.email });
  return true;
};

/**
 * POST /identity/email: the link that moves the account goes to the new address; the account
 * keeps its address until the link is followed.
 */
export const requestEmailChange = async (
  app: FastifyInstance,
  member: Member,
  { newEmail: asked, password }: EmailChangePayload,
) => {
  const account = await requireSelf(app.db, member.id);
  // A session left open is not enough to move the account: the current password is asked.
  // A member who signed up with a provider has none and sets one by "forgot password" first;
  // until then the answer is the same as for a wrong one.
  if (!(await verifyPassword(account.passwordHash, password))) {
    throw ApiProblem.of(errorCodes.WRONG_PASSWORD);
  }
  const newEmail = normalizeEmail(asked);
  await assertEmailFree(app.db, newEmail);
  // Whoever else is signed in (a stolen session) is signed out before the link goes out.
  await app.sessions.revokeAll(account.id, { except: member.sessionIdHash });
  await sendEmailChangeMail(app, account, newEmail);
  return true;
};
