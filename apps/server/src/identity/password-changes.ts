/**
 * A new password: set by the reset link of a mail (POST /identity/resetPassword asks for it,
 * POST /identity/resetPassword/{token} uses it) or changed by the member who knows the old one
 * (PATCH /identity/password). Either way the links that set one or sign in without one stop
 * working, and whoever knew the old password is signed out.
 */
import {
  errorCodes,
  type PasswordChangePayload,
  type PasswordResetPayload,
  type PasswordResetRequest,
} from '@amora/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../db/client';
import { users } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { requireSelf } from '../users';
import { findAccountByEmail, lockAccountOfLink } from './accounts';
import { sendPasswordResetMail } from './mails';
import { hashPassword, verifyPassword } from './passwords';
import type { Member } from './sessions';
import { revokeTokens, useTokenOnce } from './tokens';

/** A new password; the links that set one or sign in without one stop working. */
const storePassword = async (tx: Transaction, userId: string, passwordHash: string) => {
  await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  await revokeTokens(tx, userId, ['resetPassword', 'transientLogin']);
};

export const requestPasswordReset = async (
  app: FastifyInstance,
  { email }: PasswordResetRequest,
) => {
  const account = await findAccountByEmail(app.db, email);
  // The same answer whether or not the address has an account, even when the mail fails.
  if (account?.email) {
    await sendPasswordResetMail(app, { ...account, email: account.email }).catch(() => undefined);
  }
  return true;
};

export const resetPassword = async (
  app: FastifyInstance,
  token: string,
  { uid, password }: PasswordResetPayload,
) => {
  await app.db.transaction(async (tx) => {
    await useTokenOnce(tx, { kind: 'resetPassword', userId: uid, token });
    const account = await lockAccountOfLink(tx, uid);
    await storePassword(tx, account.id, await hashPassword(password));
    // Whoever knew the old password is signed out everywhere.
    await app.sessions.revokeAll(account.id, { db: tx });
  });
  return true;
};

/** The member's other sessions end; the one that changed the password goes on. */
export const changePassword = async (
  app: FastifyInstance,
  member: Member,
  { oldPassword, newPassword }: PasswordChangePayload,
) => {
  const account = await requireSelf(app.db, member.id);
  if (!(await verifyPassword(account.passwordHash, oldPassword))) {
    throw ApiProblem.of(errorCodes.WRONG_PASSWORD);
  }
  const passwordHash = await hashPassword(newPassword);
  await app.db.transaction(async (tx) => {
    await storePassword(tx, account.id, passwordHash);
    await app.sessions.revokeAll(account.id, { except: member.sessionIdHash, db: tx });
  });
  return true;
};
