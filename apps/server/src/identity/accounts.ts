/**
 * Creating accounts and signing members in, shared by every registration and login path: the
 * address kept in one form, one account per address, the age rule checked on every path, the
 * answer a login or registration gives (the own account, the session in its cookie), and the
 * account's balance.
 */
import { ageOn, type ErrorCode, errorCodes, limits, type User } from '@amora/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../db/client';
import { type NewUserRow, type UserRow, users } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { findActiveUser, loadUser } from '../users/queries';

/** Addresses are stored trimmed and in lower case, so Anna@X.de and anna@x.de are one account. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Whether any account, even a deleted one whose row still holds it, has the address. */
export const isEmailInUse = async (db: Database | Transaction, email: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row !== undefined;
};

/** The account with this address, unless it was deleted. */
export const findAccountByEmail = async (
  db: Database | Transaction,
  email: string,
): Promise<UserRow | undefined> => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, normalizeEmail(email)), isNull(users.deletedAt)))
    .limit(1);
  return row;
};

export const assertEmailFree = async (db: Database | Transaction, email: string) => {
  if (await isEmailInUse(db, email)) throw ApiProblem.of(errorCodes.EMAIL_ALREADY_EXISTS);
};

const postgresCodeOf = (error: unknown): string | undefined => {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
};

const constraintOf = (error: unknown): string | undefined => {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const constraint = (cause as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
};

/**
 * A second request with the same address can pass the check above while the first is still
 * writing; the unique index then refuses it, and the member hears the same as after the check.
 */
export const asEmailConflict = (error: unknown): unknown => {
  if (postgresCodeOf(error) !== '23505') return error;
  const constraint = constraintOf(error);
  return constraint === undefined || constraint === 'users_email_unique'
    ? ApiProblem.of(errorCodes.EMAIL_ALREADY_EXISTS)
    : ApiProblem.of(errorCodes.CONFLICT);
};

/**
 * The minimum age, checked on the server for every registration path whatever the client
 * validated: no birthdate, no account. Refused as bad input (400), as the contract's Birthdate
 * rule refuses it on the email sign-up.
 */
export const assertAdult = (birthdate: string | null | undefined, today = new Date()) => {
  const refuse = (code: ErrorCode) =>
    new ApiProblem(400, code, undefined, [{ path: 'birthdate', message: code }]);
  if (!birthdate) throw refuse(errorCodes.BIRTHDATE_REQUIRED);
  if (Number.isNaN(Date.parse(birthdate))) throw refuse(errorCodes.INVALID_BIRTHDATE);
  const age = ageOn(birthdate, today);
  if (age < limits.age.min) throw refuse(errorCodes.REGISTER_PERSONAL_DATA_AGE);
  if (age > limits.age.max) throw refuse(errorCodes.AGE_TOO_HIGH);
};

/** Inserts the account; an address taken meanwhile is EMAIL_ALREADY_EXISTS. */
export const insertAccount = async (
  db: Database | Transaction,
  values: NewUserRow,
): Promise<UserRow> => {
  assertAdult(values.birthdate);
  try {
    const [row] = await db
      .insert(users)
      .values({ ...values, email: values.email ? normalizeEmail(values.email) : null })
      .returning();
    if (!row) throw new Error('inserting an account returned no row');
    return row;
  } catch (error) {
    throw asEmailConflict(error);
  }
};

/**
 * The account a link from a mail names, locked until the transaction ends (two clicks queue up);
 * an account that no longer exists makes the link INVALID_TOKEN.
 */
export const lockAccountOfLink = async (tx: Transaction, userId: string) => {
  const account = await findActiveUser(tx, userId, { lock: true });
  if (!account) throw ApiProblem.of(errorCodes.INVALID_TOKEN);
  return account;
};

/** Starts a new session for the account (rotating any earlier one) and answers the account. */
export const signIn = async (
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<User> => {
  await app.sessions.start(request, reply, userId);
  const user = await loadUser(app.db, userId);
  if (!user) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return user;
};
