/**
 * Identity and account (spec 01 section 7): registration and login by email, Google, Apple and
 * Facebook, transient login, logout, password reset and change, the email checks, confirmations
 * and change, and the coin info. One route per row of the spec's table.
 */
import { errorCodes, identityEndpoints } from '@amora/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../db/client';
import { users } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { route } from '../http/route';
import { findActiveUser } from '../users/queries';
import { toCoinInfo } from '../users/user-view';
import { findAccountByEmail, isEmailInUse, normalizeEmail, signIn } from './accounts';
import { confirmEmail, confirmEmailChange } from './email-address';
import { accountKeys, limitsOf } from './limits';
import { sendConfirmationMail, sendEmailChangeMail, sendPasswordResetMail } from './mails';
import { hashPassword, needsNewHash, verifyPassword, warmUpPasswords } from './passwords';
import { registerByEmail } from './registration';
import { socialSignInRoutes } from './sign-in-providers/routes';
import { deleteStaleTokens, revokeTokens, useTokenOnce, useTransientLoginToken } from './tokens';

/** A new password; the links that set one or sign in without one stop working. */
const storePassword = async (tx: Transaction, userId: string, passwordHash: string) => {
  await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  await revokeTokens(tx, userId, ['resetPassword', 'transientLogin']);
};

export default async function identityRoutes(app: FastifyInstance) {
  await warmUpPasswords();
  await deleteStaleTokens(app.db);

  route(
    app,
    identityEndpoints.register,
    async ({ body, request, reply }) => {
      const account = await registerByEmail(app, body);
      const user = await signIn(app, request, reply, account.id);
      // The account exists either way; a lost mail is sent again from the confirm screen.
      await sendConfirmationMail(app, { ...account, email: user.email }).catch(() => undefined);
      return { registerCreationState: 'succeeded' as const, user };
    },
    { preHandler: limitsOf(app, 'register', accountKeys.body('email')) },
  );

  route(
    app,
    identityEndpoints.login,
    async ({ body, request, reply }) => {
      const account = await findAccountByEmail(app.db, body.userName);
      const matches = await verifyPassword(account?.passwordHash, body.password);
      if (!account?.passwordHash || !matches) {
        throw ApiProblem.of(errorCodes.WRONG_EMAIL_OR_PASSWORD);
      }
      if (needsNewHash(account.passwordHash)) {
        const passwordHash = await hashPassword(body.password);
        await app.db.update(users).set({ passwordHash }).where(eq(users.id, account.id));
      }
      return signIn(app, request, reply, account.id);
    },
    { preHandler: limitsOf(app, 'login', accountKeys.body('userName')) },
  );

  route(
    app,
    identityEndpoints.loginExternal,
    async ({ query, request, reply }) => {
      await useTransientLoginToken(app.db, app.config.secret, query);
      return signIn(app, request, reply, query.userId);
    },
    { preHandler: limitsOf(app, 'transientLogin') },
  );

  route(app, identityEndpoints.logout, async ({ request, reply }) => {
    await app.sessions.end(request, reply);
    return true;
  });

  route(
    app,
    identityEndpoints.requestPasswordReset,
    async ({ body }) => {
      const account = await findAccountByEmail(app.db, body.email);
      // The same answer whether or not the address has an account, even when the mail fails.
      if (account?.email) {
        await sendPasswordResetMail(app, { ...account, email: account.email }).catch(
          () => undefined,
        );
      }
      return true;
    },
    { preHandler: limitsOf(app, 'passwordReset', accountKeys.body('email')) },
  );

  route(
    app,
    identityEndpoints.resetPassword,
    async ({ params, body }) => {
      await app.db.transaction(async (tx) => {
        await useTokenOnce(tx, { kind: 'resetPassword', userId: body.uid, token: params.token });
        const account = await findActiveUser(tx, body.uid, { lock: true });
        if (!account) throw ApiProblem.of(errorCodes.INVALID_TOKEN);
        await storePassword(tx, account.id, await hashPassword(body.password));
        // Whoever knew the old password is signed out everywhere.
        await app.sessions.revokeAll(account.id, { db: tx });
      });
      return true;
    },
    { preHandler: limitsOf(app, 'passwordResetConfirm') },
  );

  route(
    app,
    identityEndpoints.changePassword,
    async ({ body, member }) => {
      const account = await findActiveUser(app.db, member.id);
      if (!account) throw ApiProblem.of(errorCodes.SESSION_EXPIRED);
      if (!(await verifyPassword(account.passwordHash, body.oldPassword))) {
        throw ApiProblem.of(errorCodes.WRONG_PASSWORD);
      }
      const passwordHash = await hashPassword(body.newPassword);
      await app.db.transaction(async (tx) => {
        await storePassword(tx, account.id, passwordHash);
        await app.sessions.revokeAll(account.id, { except: member.sessionIdHash, db: tx });
      });
      return true;
    },
    { preHandler: limitsOf(app, 'passwordChange', accountKeys.member) },
  );

  route(
    app,
    identityEndpoints.verifyEmail,
    async ({ query }) => {
      if (await isEmailInUse(app.db, query.email)) {
        throw ApiProblem.of(errorCodes.EMAIL_ALREADY_EXISTS);
      }
      return true;
    },
    { preHandler: limitsOf(app, 'emailCheck') },
  );

  route(app, identityEndpoints.confirmEmail, ({ params, query }) =>
    confirmEmail(app, params.id, query.token),
  );

  route(app, identityEndpoints.confirmEmailChange, ({ params, query }) =>
    confirmEmailChange(app, params.id, query),
  );

  route(
    app,
    identityEndpoints.resendConfirmation,
    async ({ params }) => {
      const account = await findActiveUser(app.db, params.id);
      if (!account?.email) throw ApiProblem.of(errorCodes.NOT_FOUND);
      // A confirmed address needs no link; there is nothing to send.
      if (account.emailConfirmed) return true;
      await sendConfirmationMail(app, { ...account, email: account.email });
      return true;
    },
    { preHandler: limitsOf(app, 'resendConfirmation', accountKeys.pathId) },
  );

  route(
    app,
    identityEndpoints.changeEmail,
    async ({ body, member }) => {
      const account = await findActiveUser(app.db, member.id);
      if (!account) throw ApiProblem.of(errorCodes.SESSION_EXPIRED);
      // A session left open is not enough to move the account: the current password is asked.
      // A member who signed up with a provider has none and sets one by "forgot password" first;
      // until then the answer is the same as for a wrong one.
      if (!(await verifyPassword(account.passwordHash, body.password))) {
        throw ApiProblem.of(errorCodes.WRONG_PASSWORD);
      }
      const newEmail = normalizeEmail(body.newEmail);
      if (await isEmailInUse(app.db, newEmail)) {
        throw ApiProblem.of(errorCodes.EMAIL_ALREADY_EXISTS);
      }
      // Whoever else is signed in (a stolen session) is signed out before the link goes out.
      await app.sessions.revokeAll(account.id, { except: member.sessionIdHash });
      await sendEmailChangeMail(app, account, newEmail);
      return true;
    },
    { preHandler: limitsOf(app, 'emailChange', accountKeys.member) },
  );

  route(app, identityEndpoints.coinInfo, async ({ member }) => {
    const account = await findActiveUser(app.db, member.id);
    if (!account) throw ApiProblem.of(errorCodes.SESSION_EXPIRED);
    return toCoinInfo(account);
  });

  await app.register(socialSignInRoutes);
}
