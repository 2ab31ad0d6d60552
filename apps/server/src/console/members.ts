/**
 * Members as support and moderators look them up: found by e-mail, name or account id; one
 * member's page with pictures, ledger, payments, sessions, reports against them and what operators
 * did to them. Coins granted by an admin are a ledger entry of their own kind (`operatorGrant`).
 */
import {
  type ConsoleDashboard,
  type ConsoleMember,
  errorCodes,
  type MemberStanding,
} from '@amora/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import {
  auditLog,
  ledgerEntries,
  messages,
  operators,
  payments,
  sessions,
  supportTickets,
  userImages,
  users,
  userVerifications,
} from '../db/schema';
import { ApiProblem } from '../http/problem';
import { isGalleryImage, isUuid } from '../users';
import { recordAudit } from './audit';
import type { Paging } from './moderation';
import { ticketQueue, waitingTickets } from './tickets';
import {
  auditColumns,
  consoleMediaHref,
  memberRefColumns,
  memberRefsOf,
  toAuditEntry,
} from './views';

/** The ledger reason of coins an admin granted. */
export const operatorGrantReason = 'operatorGrant';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const standingCondition = (standing: MemberStanding, now: Date): SQL => {
  switch (standing) {
    case 'deleted':
      return isNotNull(users.deletedAt);
    case 'banned':
      return and(isNull(users.deletedAt), isNotNull(users.bannedAt)) as SQL;
    case 'suspended':
      return and(
        isNull(users.deletedAt),
        isNull(users.bannedAt),
        gt(users.suspendedUntil, now),
      ) as SQL;
    case 'active':
      return and(
        isNull(users.deletedAt),
        isNull(users.bannedAt),
        or(isNull(users.suspendedUntil), lte(users.suspendedUntil, now)),
      ) as SQL;
  }
};

/** Members whose id, e-mail or name matches, newest first. */
export const searchMembers = async (
  db: Database,
  { query, standing }: { query?: string; standing?: MemberStanding },
  paging: Paging,
) => {
  const conditions: SQL[] = [];
  if (query) {
    const pattern = `%${escapeLike(query)}%`;
    conditions.push(
      isUuid(query)
        ? eq(users.id, query)
        : (or(ilike(users.email, pattern), ilike(users.name, pattern)) as SQL),
    );
  }
  if (standing) conditions.push(standingCondition(standing, new Date()));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select(memberRefColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.$count(users, where),
  ]);
  const refs = await memberRefsOf(db, rows);
  return { items: rows.flatMap((row) => refs.get(row.id) ?? []), count: total };
};

const recentRows = 50;

export const memberDetail = async (db: Database, userId: string): Promise<ConsoleMember> => {
  if (!isUuid(userId)) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const [refs, pictures, ledger, paid, signedIn, reports, audit] = await Promise.all([
    memberRefsOf(db, [row]),
    db
      .select()
      .from(userImages)
      .where(and(eq(userImages.userId, userId), isGalleryImage(db)))
      .orderBy(desc(userImages.isProfile), asc(userImages.createdAt)),
    db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, userId))
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(recentRows),
    db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt))
      .limit(recentRows),
    db
      .select({ userAgent: sessions.userAgent, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
      .orderBy(desc(sessions.lastSeenAt)),
    db
      .select({ id: supportTickets.id })
      .from(supportTickets)
      .where(eq(supportTickets.reportedUserId, userId))
      .orderBy(desc(supportTickets.createdAt))
      .limit(recentRows),
    db
      .select(auditColumns)
      .from(auditLog)
      .innerJoin(operators, eq(operators.id, auditLog.operatorId))
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(eq(auditLog.userId, userId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(recentRows),
  ]);
  const ref = refs.get(userId);
  if (!ref) throw new Error('the member vanished');
  const reportRows = reports.length
    ? (
        await ticketQueue(
          db,
          '',
          {},
          { page: 1, pageSize: recentRows },
          reports.map((report) => report.id),
        )
      ).items
    : [];
  return {
    ...ref,
    birthdate: row.birthdate,
    city: row.city,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    suspendedUntil: row.suspendedUntil?.toISOString() ?? null,
    coins: row.coins,
    freeCoins: row.freeCoins,
    premiumUntil: row.premiumUntil?.toISOString() ?? null,
    pictures: pictures.map((picture) => ({
      id: picture.id,
      href: consoleMediaHref(picture.fileKey),
      state: picture.verificationState,
      isPrivate: picture.isPrivate,
      isProfileImage: picture.isProfile,
    })),
    ledger: ledger.map((entry) => ({
      id: entry.id,
      coinsDelta: entry.coinsDelta,
      freeCoinsDelta: entry.freeCoinsDelta,
      reason: entry.reason,
      createdAt: entry.createdAt.toISOString(),
    })),
    payments: paid.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      status: payment.status,
      amountCents: payment.amountCents,
      createdAt: payment.createdAt.toISOString(),
    })),
    sessions: signedIn.map((session) => ({
      userAgent: session.userAgent,
      lastSeenAt: session.lastSeenAt.toISOString(),
    })),
    reports: reportRows,
    audit: audit.map(toAuditEntry),
  };
};

/** Locks a member who is not erased until the transaction ends; anyone else is not found. */
export const lockLivingMember = async (tx: Database, userId: string) => {
  const [member] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  if (!member) throw ApiProblem.of(errorCodes.NOT_FOUND);
};

/** Credits coins as an operator grant, with its audit row, in one transaction. */
export const grantCoins = async (
  app: FastifyInstance,
  operatorId: string,
  userId: string,
  { amount, reason }: { amount: number; reason: string },
) => {
  if (!isUuid(userId)) throw ApiProblem.of(errorCodes.NOT_FOUND);
  await app.db.transaction(async (tx) => {
    await lockLivingMember(tx, userId);
    await app.ledger.credit(tx, userId, {
      coins: amount,
      reason: operatorGrantReason,
      reference: operatorId,
    });
    await recordAudit(tx, {
      operatorId,
      action: 'coinsGranted',
      userId,
      subjectId: String(amount),
      reason,
    });
  });
  return memberDetail(app.db, userId);
};

const dayCount = 14;

/** Queue lengths and ages, and the last 14 days of registrations, messages and revenue. */
export const dashboard = async (db: Database): Promise<ConsoleDashboard> => {
  // Days are UTC days, as the list of days below.
  const since = sql`(((now() at time zone 'UTC')::date - ${sql.raw(String(dayCount - 1))})::timestamp at time zone 'UTC')`;
  const perDay = (table: typeof users | typeof messages | typeof payments, where?: SQL) =>
    db
      .select({
        day: sql<string>`to_char((${table.createdAt} at time zone 'UTC')::date, 'YYYY-MM-DD')`,
        value:
          table === payments
            ? sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`
            : sql<number>`count(*)::int`,
      })
      .from(table)
      .where(and(sql`${table.createdAt} >= ${since}`, where))
      .groupBy(sql`1`);
  const waiting = (
    table: typeof userImages | typeof userVerifications,
    stateColumn: typeof userImages.verificationState | typeof userVerifications.state,
    where?: SQL,
  ) =>
    db
      .select({ count: count(), oldestAt: sql<Date | null>`min(${table.createdAt})` })
      .from(table)
      .where(and(eq(stateColumn, 'pending'), where));
  const [registrations, sent, revenue, [pictures], [verifications], [reports], [tickets]] =
    await Promise.all([
      perDay(users),
      perDay(messages),
      perDay(payments, eq(payments.status, 'paid')),
      waiting(userImages, userImages.verificationState, isGalleryImage(db)),
      waiting(userVerifications, userVerifications.state),
      waitingTickets(db, 'reports'),
      waitingTickets(db, 'requests'),
    ]);
  const byDay = (rows: { day: string; value: number }[]) =>
    new Map(rows.map((row) => [row.day, row.value]));
  const [registered, written, earned] = [byDay(registrations), byDay(sent), byDay(revenue)];
  const today = new Date();
  const days = Array.from({ length: dayCount }, (_, index) => {
    const date = new Date(
      Date.UTC(
        today.getUTCFullYear(),
        today.getUTCMonth(),
        today.getUTCDate() - (dayCount - 1 - index),
      ),
    );
    const day = date.toISOString().slice(0, 10);
    return {
      day,
      registrations: registered.get(day) ?? 0,
      messages: written.get(day) ?? 0,
      revenueCents: earned.get(day) ?? 0,
    };
  });
  const queue = (row: { count: number; oldestAt: Date | string | null } | undefined) => ({
    count: row?.count ?? 0,
    oldestAt: row?.oldestAt ? new Date(row.oldestAt).toISOString() : null,
  });
  return {
    queues: {
      pictures: queue(pictures),
      verifications: queue(verifications),
      reports: queue(reports),
      tickets: queue(tickets),
    },
    days,
  };
};
