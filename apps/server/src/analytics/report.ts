/**
 * The events report (`npm run report -- events`): usage events counted per day (UTC, by the
 * moment they happened) and per campaign (pid, cid, sid of the landing URL), one column per
 * event of the spec, so a campaign's visits, sign-ups, leads and purchases read side by side.
 */
import { type AnalyticsEventName, analyticsEventNames } from '@amora/contract';
import { count, desc, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { analyticsEvents } from '../db/schema';

export interface EventsReportRow {
  /** YYYY-MM-DD (UTC). */
  day: string;
  campaignId: string | null;
  clickId: string | null;
  sourceId: string | null;
  counts: Record<AnalyticsEventName, number>;
}

const dayMs = 24 * 60 * 60_000;

/** The last `days` days up to now, newest first; within a day by campaign. */
export const eventsPerDay = async (
  db: Database,
  { days = 30, now = new Date() }: { days?: number; now?: Date } = {},
): Promise<EventsReportRow[]> => {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  since.setTime(since.getTime() - (days - 1) * dayMs);
  const day = sql<string>`to_char(${analyticsEvents.occurredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const grouped = await db
    .select({
      day,
      campaignId: analyticsEvents.campaignId,
      clickId: analyticsEvents.clickId,
      sourceId: analyticsEvents.sourceId,
      name: analyticsEvents.name,
      events: count(),
    })
    .from(analyticsEvents)
    .where(gte(analyticsEvents.occurredAt, since))
    .groupBy(
      day,
      analyticsEvents.campaignId,
      analyticsEvents.clickId,
      analyticsEvents.sourceId,
      analyticsEvents.name,
    )
    .orderBy(
      desc(day),
      analyticsEvents.campaignId,
      analyticsEvents.clickId,
      analyticsEvents.sourceId,
    );

  const rows = new Map<string, EventsReportRow>();
  for (const { name, events, ...key } of grouped) {
    const id = JSON.stringify(key);
    let row = rows.get(id);
    if (!row) {
      const counts = Object.fromEntries(analyticsEventNames.map((event) => [event, 0]));
      row = { ...key, counts: counts as EventsReportRow['counts'] };
      rows.set(id, row);
    }
    row.counts[name] = Number(events);
  }
  return [...rows.values()];
};

/** The rows as an aligned plain-text table; a campaign value left out reads "-". */
export const formatEventsReport = (rows: EventsReportRow[]): string => {
  const header = ['day', 'pid', 'cid', 'sid', ...analyticsEventNames];
  const lines = rows.map((row) => [
    row.day,
    row.campaignId ?? '-',
    row.clickId ?? '-',
    row.sourceId ?? '-',
    ...analyticsEventNames.map((name) => String(row.counts[name])),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] as string).length)),
  );
  // Text columns to the left, counts to the right.
  const cell = (value: string, column: number) =>
    column < 4 ? value.padEnd(widths[column] as number) : value.padStart(widths[column] as number);
  const render = (line: string[]) => line.map(cell).join('  ').trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [render(header), rule, ...lines.map(render)].join('\n');
};
