/**
 * Admins manage the operators in the console: list them, add one (the one-time password and the
 * TOTP secret are answered once, as the command line prints them), change a role, disable one
 * (their sessions end at once). An admin cannot disable or demote themselves, so the console
 * always keeps the admin who acts. Every change is an audit row written in its transaction.
 */
import {
  consoleEndpoints,
  errorCodes,
  type NewOperatorCredentials,
  type NewOperatorPayload,
  type OperatorAccount,
  type OperatorRole,
} from '@amora/contract';
import { and, asc, eq, isNull, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { auditLog, type OperatorRow, operatorSessions, operators } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { route } from '../http/route';
import { isUuid } from '../users';
import { recordAudit } from './audit';
import { addOperator, newOperatorPassword, normalizeOperatorEmail, totpUri } from './operators';

const toOperatorAccount = (row: OperatorRow, lastSignInAt: Date | null): OperatorAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  twoFactorSetUp: row.totpLastStep !== null,
  lastSignInAt: lastSignInAt?.toISOString() ?? null,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const lastSignIns = (db: Database) =>
  db
    .select({ operatorId: auditLog.operatorId, at: max(auditLog.createdAt).as('last_sign_in') })
    .from(auditLog)
    .where(eq(auditLog.action, 'operatorSignIn'))
    .groupBy(auditLog.operatorId)
    .as('last_sign_ins');

/** Every operator, the longest-serving first; the last sign-in from the audit log. */
export const operatorAccounts = async (db: Database): Promise<OperatorAccount[]> => {
  const signIns = lastSignIns(db);
  const rows = await db
    .select({ operator: operators, lastSignInAt: signIns.at })
    .from(operators)
    .leftJoin(signIns, eq(signIns.operatorId, operators.id))
    .orderBy(asc(operators.createdAt), asc(operators.email));
  return rows.map((row) => toOperatorAccount(row.operator, row.lastSignInAt));
};

const operatorAccount = async (db: Database, id: string) => {
  const account = (await operatorAccounts(db)).find((operator) => operator.id === id);
  if (!account) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return account;
};

export const createOperator = async (
  db: Database,
  adminId: string,
  payload: NewOperatorPayload,
): Promise<NewOperatorCredentials> => {
  const password = newOperatorPassword();
  const row = await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.email, normalizeOperatorEmail(payload.email)));
    if (taken) throw ApiProblem.of(errorCodes.EMAIL_ALREADY_EXISTS);
    const created = await addOperator(tx, { ...payload, password });
    await recordAudit(tx, {
      operatorId: adminId,
      action: 'operatorAdded',
      subjectId: created.id,
      reason: `${created.email} (${created.role})`,
    });
    return created;
  });
  return {
    operator: toOperatorAccount(row, null),
    password,
    totpSecret: row.totpSecret,
    totpUri: totpUri(row.totpSecret, row.email),
  };
};

const refuseSelf = (adminId: string, operatorId: string) => {
  if (adminId === operatorId) throw ApiProblem.of(errorCodes.OPERATOR_SELF_CHANGE);
};

export const changeOperatorRole = async (
  db: Database,
  adminId: string,
  operatorId: string,
  role: OperatorRole,
) => {
  if (!isUuid(operatorId)) throw ApiProblem.of(errorCodes.NOT_FOUND);
  refuseSelf(adminId, operatorId);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ role: operators.role })
      .from(operators)
      .where(eq(operators.id, operatorId))
      .for('update');
    if (!before) throw ApiProblem.of(errorCodes.NOT_FOUND);
    if (before.role === role) return;
    await tx.update(operators).set({ role }).where(eq(operators.id, operatorId));
    await recordAudit(tx, {
      operatorId: adminId,
      action: 'operatorRoleChanged',
      subjectId: operatorId,
      reason: `${before.role} → ${role}`,
    });
  });
  return operatorAccount(db, operatorId);
};

/** Disables an operator: no sign-in any more, and every session of theirs ends now. */
export const disableOperator = async (db: Database, adminId: string, operatorId: string) => {
  if (!isUuid(operatorId)) throw ApiProblem.of(errorCodes.NOT_FOUND);
  refuseSelf(adminId, operatorId);
  await db.transaction(async (tx) => {
    const [disabled] = await tx
      .update(operators)
      .set({ disabledAt: new Date() })
      .where(and(eq(operators.id, operatorId), isNull(operators.disabledAt)))
      .returning({ email: operators.email });
    // Disabled before: nothing more to do (an unknown id is told by the answer below).
    if (!disabled) return;
    await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
    await recordAudit(tx, {
      operatorId: adminId,
      action: 'operatorDisabled',
      subjectId: operatorId,
      reason: disabled.email,
    });
  });
  return operatorAccount(db, operatorId);
};

export const operatorRoutes = (app: FastifyInstance) => {
  route(app, consoleEndpoints.operators, () => operatorAccounts(app.db));
  route(app, consoleEndpoints.addOperator, ({ operator, body }) =>
    createOperator(app.db, operator.id, body),
  );
  route(app, consoleEndpoints.changeOperatorRole, ({ operator, params, body }) =>
    changeOperatorRole(app.db, operator.id, params.id, body.role),
  );
  route(app, consoleEndpoints.disableOperator, ({ operator, params }) =>
    disableOperator(app.db, operator.id, params.id),
  );
};
