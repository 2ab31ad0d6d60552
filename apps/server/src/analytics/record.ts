/**
 * Recording usage events (POST /events). A batch is written in one statement, so it is stored
 * whole or not at all. A member who declined usage statistics is recorded nothing even when a
 * client sends events anyway: the server, not the browser, keeps the promise.
 */
import type { AnalyticsEvent } from '@amora/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyticsEvents, users } from '../db/schema';

/** Whether the member allows usage statistics (a visitor's choice is kept by the browser). */
const allowsStatistics = async (db: Database, memberId: string): Promise<boolean> => {
  const [row] = await db
    .select({ usageStatistics: users.usageStatistics })
    .from(users)
    .where(eq(users.id, memberId));
  return row?.usageStatistics ?? false;
};

/** Appends the events; answers how many were stored. */
export const recordEvents = async (
  db: Database,
  memberId: string | null,
  events: AnalyticsEvent[],
): Promise<number> => {
  if (memberId !== null && !(await allowsStatistics(db, memberId))) return 0;
  await db.insert(analyticsEvents).values(
    events.map(({ name, time, params = {} }) => ({
      name,
      occurredAt: new Date(time),
      memberId,
      item: params.item ?? null,
      path: params.path ?? null,
      optIn: params.optIn ?? null,
      kind: params.kind ?? null,
      method: params.method ?? null,
      campaignId: params.campaignId ?? null,
      clickId: params.clickId ?? null,
      sourceId: params.sourceId ?? null,
    })),
  );
  return events.length;
};
