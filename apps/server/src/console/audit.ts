/**
 * The audit log: every operator action is one row, written in the transaction that makes the
 * action, so an action without its row (or a row without its action) cannot happen. Rows are
 * only ever inserted.
 */
import type { AuditAction } from '@amora/contract';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog, operators, users } from '../db/schema';
import { auditColumns, toAuditEntry } from './views';

export interface AuditRecord {
  operatorId: string;
  action: AuditAction;
  userId?: string | null;
  subjectId?: string | null;
  reason?: string | null;
}

export const recordAudit = async (db: Database, record: AuditRecord) => {
  await db.insert(auditLog).values(record);
};

export interface AuditFilter {
  action?: AuditAction;
  operatorId?: string;
  memberId?: string;
}

/** One page of the log, newest first, and how many rows match. */
export const auditPage = async (
  db: Database,
  filter: AuditFilter,
  { page, pageSize }: { page: number; pageSize: number },
) => {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.operatorId) conditions.push(eq(auditLog.operatorId, filter.operatorId));
  if (filter.memberId) conditions.push(eq(auditLog.userId, filter.memberId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(auditColumns)
      .from(auditLog)
      .innerJoin(operators, eq(operators.id, auditLog.operatorId))
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.$count(auditLog, where).then((count) => [count]),
  ]);
  return { items: rows.map(toAuditEntry), count: total ?? 0 };
};
