/**
 * Operator accounts of the console: created by an admin in the console, by the `console
 * add-operator` command or by the demo, signed in with a password (argon2id, as members') and the
 * six digits of an authenticator app (TOTP, RFC 6238: SHA-1, 30-second steps, one step of clock
 * drift either way). A code is accepted once: the step it belongs to is stored, and a code of that
 * step or an earlier one is refused.
 */
import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@amora/contract';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import type { Database } from '../db/client';
import { type OperatorRow, operators } from '../db/schema';
import { hashPassword, verifyPassword } from '../identity/passwords';

const issuer = 'Amora console';
const stepSeconds = 30;

const totpOf = (secret: string, label = 'operator') =>
  new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: stepSeconds,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

/** A new random secret (160 bits, base32), as authenticator apps expect it. */
export const newTotpSecret = () => new OTPAuth.Secret({ size: 20 }).base32;

/** The `otpauth://` address an authenticator app reads (as a QR code or typed in). */
export const totpUri = (secret: string, email: string) => totpOf(secret, email).toString();

/** The current code of a secret (tests, and the demo's printed login). */
export const currentTotpCode = (secret: string, at = Date.now()) =>
  totpOf(secret).generate({ timestamp: at });

/** The time step of a valid code (the current one, or one step before or after), or null. */
const stepOfCode = (secret: string, code: string, at = Date.now()): number | null => {
  const delta = totpOf(secret).validate({ token: code, timestamp: at, window: 1 });
  return delta === null ? null : Math.floor(at / 1000 / stepSeconds) + delta;
};

/** A one-time password for a new operator (144 bits), passed on by whoever created them. */
export const newOperatorPassword = () => randomBytes(18).toString('base64url');

export interface NewOperator {
  email: string;
  name: string;
  role: OperatorRole;
  password: string;
}

export const normalizeOperatorEmail = (email: string) => email.trim().toLowerCase();

/** Creates an operator with a fresh TOTP secret; answers the row (the secret is shown once). */
export const addOperator = async (db: Database, operator: NewOperator): Promise<OperatorRow> => {
  const [row] = await db
    .insert(operators)
    .values({
      email: normalizeOperatorEmail(operator.email),
      name: operator.name,
      role: operator.role,
      passwordHash: await hashPassword(operator.password),
      totpSecret: newTotpSecret(),
    })
    .returning();
  if (!row) throw new Error('the operator was not written');
  return row;
};

/**
 * The operator whose e-mail, password and code match, or null; a code is used up on success. The
 * password is always verified (against a dummy hash for an unknown address), so the time does not
 * tell which addresses are operators.
 */
export const authenticateOperator = async (
  db: Database,
  credentials: { email: string; password: string; code: string },
  at = Date.now(),
): Promise<OperatorRow | null> => {
  const [row] = await db
    .select()
    .from(operators)
    .where(
      and(
        eq(operators.email, normalizeOperatorEmail(credentials.email)),
        isNull(operators.disabledAt),
      ),
    );
  const passwordMatches = await verifyPassword(row?.passwordHash, credentials.password);
  if (!row || !passwordMatches) return null;
  const step = stepOfCode(row.totpSecret, credentials.code, at);
  if (step === null) return null;
  // Takes the step only if no later or equal step was used: a replayed code finds no row.
  const [taken] = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(operators.id, row.id),
        or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
      ),
    )
    .returning({ id: operators.id });
  return taken ? row : null;
};
