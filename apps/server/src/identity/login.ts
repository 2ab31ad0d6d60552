/**
 * Logging in with the address and password, by the transient-login link of a mail, and logging
 * out (POST /identity/login, /identity/login/external, /identity/logout).
 */
import { type EmailLoginPayload, errorCodes, type TransientLoginQuery } from '@amora/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { findAccountByEmail, signIn } from './accounts';
import { hashPassword, needsNewHash, verifyPassword } from './passwords';
import { useTransientLoginToken } from './tokens';

/**
 * An unknown address and a wrong password get the same answer; a hash made with weaker settings
 * than today's is replaced while the password is at hand.
 */
export const logIn = async (
  app: FastifyInstance,
  { userName, password }: EmailLoginPayload,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const account = await findAccountByEmail(app.db, userName);
  const matches = await verifyPassword(account?.passwordHash, password);
  if (!account?.passwordHash || !matches) {
    throw ApiProblem.of(errorCodes.WRONG_EMAIL_OR_PASSWORD);
  }
  if (needsNewHash(account.passwordHash)) {
    const passwordHash = await hashPassword(password);
    await app.db.update(users).set({ passwordHash }).where(eq(users.id, account.id));
  }
  return signIn(app, request, reply, account.id);
};

/** The link's token is used once, then the member is signed in. */
export const logInByLink = async (
  app: FastifyInstance,
  query: TransientLoginQuery,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  await useTransientLoginToken(app.db, app.config.secret, query);
  return signIn(app, request, reply, query.userId);
};

export const logOut = async (
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  await app.sessions.end(request, reply);
  return true;
};
