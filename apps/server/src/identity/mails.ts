/**
 * The identity mails: email confirmation, email change and password reset, each with a fresh
 * single-use link in the member's language and the newsletter unsubscribe footer (issuing a link
 * replaces the earlier ones of its kind), and the notice to an old address that it was replaced.
 */
import { errorCodes, prices } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { composeMail, type MailContent } from '../mail/index.ts';
import { newsletterToken } from '../users';
import { issueToken } from './tokens';

export type MailedAccount = Pick<UserRow, 'id' | 'name' | 'language'> & { email: string };

/**
 * Sends one mail; a failing mail server is logged and answered as EMAIL_SEND_FAILED, so the
 * member can try again (the link in the lost mail was never seen, the new one replaces it).
 */
const send = async (app: FastifyInstance, content: MailContent, account: MailedAccount) => {
  const mail = composeMail(
    content,
    { email: account.email, name: account.name, language: account.language },
    {
      publicUrl: app.config.publicUrl,
      unsubscribe: { userId: account.id, token: newsletterToken(app.config.secret, account.id) },
    },
  );
  try {
    await app.mailer.send(mail);
  } catch (error) {
    app.log.error({ err: error, template: content.template }, 'sending a mail failed');
    throw ApiProblem.of(errorCodes.EMAIL_SEND_FAILED);
  }
};

/** A new confirmation link for the account's address (the earlier links stop working). */
export const sendConfirmationMail = async (app: FastifyInstance, account: MailedAccount) => {
  const token = await issueToken(app.db, {
    kind: 'verifyEmail',
    userId: account.id,
    payload: { email: account.email },
    replacePrevious: true,
  });
  await send(
    app,
    { template: 'confirmEmail', userId: account.id, token, bonusCoins: prices.confirmEmailBonus },
    account,
  );
};

/** A link to the new address; following it makes the new address the account's. */
export const sendEmailChangeMail = async (
  app: FastifyInstance,
  account: Pick<UserRow, 'id' | 'name' | 'language'>,
  newEmail: string,
) => {
  const token = await issueToken(app.db, {
    kind: 'changeEmail',
    userId: account.id,
    payload: { newEmail },
    replacePrevious: true,
  });
  await send(
    app,
    { template: 'confirmEmailChange', userId: account.id, token, newEmail },
    { ...account, email: newEmail },
  );
};

/**
 * To the address the account had before a change: it was changed, and to which address. The
 * account's old owner learns of a change they did not ask for (the mail names the support).
 */
export const sendEmailChangedNotice = async (
  app: FastifyInstance,
  account: Pick<UserRow, 'id' | 'name' | 'language' | 'email'>,
  newEmail: string,
) => {
  if (!account.email || account.email === newEmail) return;
  await send(app, { template: 'emailChanged', newEmail }, { ...account, email: account.email });
};

export const sendPasswordResetMail = async (app: FastifyInstance, account: MailedAccount) => {
  const token = await issueToken(app.db, {
    kind: 'resetPassword',
    userId: account.id,
    replacePrevious: true,
  });
  await send(app, { template: 'passwordReset', userId: account.id, token }, account);
};
