/**
 * How the console sees members, pictures and audit rows. Pictures are served to operators from
 * /v1/console/media (their cookie is scoped to /v1/console, and an operator sees what a member's
 * cookie would not: private pictures, selfies, the pictures of a reported chat).
 */
import type {
  AuditAction,
  AuditEntry,
  MemberRef,
  MemberStanding,
  OperatorRole,
} from '@amora/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog, operators, type UserRow, userImages, users } from '../db/schema';

export const consoleMediaHref = (fileKey: string, variant: 'full' | 'thumbnail' = 'full') =>
  `/v1/console/media/${variant === 'full' ? fileKey : `${fileKey}.${variant}`}.webp`;

type StandingFields = Pick<UserRow, 'deletedAt' | 'bannedAt' | 'suspendedUntil'>;

export const standingOf = (row: StandingFields, now = new Date()): MemberStanding => {
  if (row.deletedAt) return 'deleted';
  if (row.bannedAt) return 'banned';
  if (row.suspendedUntil && row.suspendedUntil > now) return 'suspended';
  return 'active';
};

/** The columns a MemberRef needs. */
export const memberRefColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  verified: users.verified,
  createdAt: users.createdAt,
  deletedAt: users.deletedAt,
  bannedAt: users.bannedAt,
  suspendedUntil: users.suspendedUntil,
};

export type MemberRefRow = {
  [Key in keyof typeof memberRefColumns]: UserRow[Key];
};

/** MemberRefs of rows, with each member's profile picture as thumbnail, in one query. */
export const memberRefsOf = async (
  db: Database,
  rows: readonly MemberRefRow[],
): Promise<Map<string, MemberRef>> => {
  const ids = [...new Set(rows.map((row) => row.id))];
  const pictures = ids.length
    ? await db
        .select({ userId: userImages.userId, fileKey: userImages.fileKey })
        .from(userImages)
        .where(and(inArray(userImages.userId, ids), eq(userImages.isProfile, true)))
    : [];
  const thumbnails = new Map(pictures.map((picture) => [picture.userId, picture.fileKey]));
  return new Map(
    rows.map((row) => {
      const fileKey = thumbnails.get(row.id);
      const ref: MemberRef = {
        id: row.id,
        name: row.name,
        email: row.email,
        thumbnailHref: fileKey ? consoleMediaHref(fileKey, 'thumbnail') : null,
        standing: standingOf(row),
        verified: row.verified,
        createdAt: row.createdAt.toISOString(),
      };
      return [row.id, ref];
    }),
  );
};

/** Reads MemberRefs by id. */
export const memberRefsById = async (db: Database, ids: readonly string[]) => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, MemberRef>();
  const rows = await db.select(memberRefColumns).from(users).where(inArray(users.id, unique));
  return memberRefsOf(db, rows);
};

/** One MemberRef that must exist (the caller checked the member). */
export const requireRef = (refs: Map<string, MemberRef>, id: string): MemberRef => {
  const ref = refs.get(id);
  if (!ref) throw new Error(`member ${id} vanished`);
  return ref;
};

export const auditColumns = {
  id: auditLog.id,
  action: auditLog.action,
  subjectId: auditLog.subjectId,
  reason: auditLog.reason,
  createdAt: auditLog.createdAt,
  operatorId: operators.id,
  operatorName: operators.name,
  operatorRole: operators.role,
  userId: users.id,
  userName: users.name,
};

interface AuditRow {
  id: string;
  action: AuditAction;
  subjectId: string | null;
  reason: string | null;
  createdAt: Date;
  operatorId: string;
  operatorName: string;
  operatorRole: OperatorRole;
  userId: string | null;
  userName: string | null;
}

export const toAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  operator: { id: row.operatorId, name: row.operatorName, role: row.operatorRole },
  action: row.action,
  member: row.userId && row.userName !== null ? { id: row.userId, name: row.userName } : null,
  subjectId: row.subjectId,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});
