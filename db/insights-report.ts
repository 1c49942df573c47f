import { sql, type RawBuilder } from "kysely";
import type { DatabaseHandle } from "./database";
import { entriesWhere, lastRolledDay, rollupColumns, type RollupList } from "./insights-rollup";

/**
 * What /inbox/insights shows for a period (app/routes/inbox/insights.tsx): views,
 * visitors and inquiries per day, the same totals for the period before, the
 * ranked lists and the conversion rates. Read from the per-day rollups for the
 * days rolled up (db/insights-rollup.ts) and from the raw page views
 * (db/insights-store.ts) for the days after them (today, mostly), one day's
 * visitor id being one visitor: ids cannot be joined across days, so a period's
 * visitors are the sum of its days' either way.
 */
export interface Period {
  /** First UTC day, "2026-11-01", and the last one, included. */
  from: string;
  to: string;
}

export interface DayCount {
  day: string;
  visitors: number;
  views: number;
  inquiries: number;
}

export interface Ranked {
  label: string;
  visitors: number;
  views?: number;
  inquiries?: number;
}

export interface Totals {
  visitors: number;
  views: number;
  inquiries: number;
}

export interface InsightsReport {
  period: Period;
  previous: Period;
  days: DayCount[];
  totals: Totals;
  previousTotals: Totals;
  lists: Record<ListName, Ranked[]>;
}

export const listNames = [
  "pages",
  "entryPages",
  "referrers",
  "campaigns",
  "devices",
  "browsers",
] as const;
export type ListName = (typeof listNames)[number];

const DAY = 86_400_000;
const LIST_LENGTH = 50;

export function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function daysOf(period: Period): string[] {
  const days: string[] = [];
  for (let t = dayStart(period.from); t <= dayStart(period.to); t += DAY) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** The period of the same length just before. */
export function previousPeriod(period: Period): Period {
  const length = dayStart(period.to) - dayStart(period.from) + DAY;
  return {
    from: new Date(dayStart(period.from) - length).toISOString().slice(0, 10),
    to: new Date(dayStart(period.from) - DAY).toISOString().slice(0, 10),
  };
}

/**
 * The period split where the rollups end: `rolled` (read from insight_days)
 * and `raw` (read from insight_events), either absent when empty.
 */
interface Split {
  rolled?: Period;
  raw?: Period;
}

function split(period: Period, lastRolled: string | null): Split {
  const nextDay = (day: string) => new Date(dayStart(day) + DAY).toISOString().slice(0, 10);
  if (lastRolled === null || lastRolled < period.from) return { raw: period };
  if (lastRolled >= period.to) return { rolled: period };
  return {
    rolled: { from: period.from, to: lastRolled },
    raw: { from: nextDay(lastRolled), to: period.to },
  };
}

export async function insightsReport(
  handle: DatabaseHandle,
  period: Period,
): Promise<InsightsReport> {
  const previous = previousPeriod(period);
  const lastRolled = await lastRolledDay(handle);
  const [days, inquiries, previousDays, previousInquiries, lists] = await Promise.all([
    dailyCounts(handle, split(period, lastRolled)),
    inquiriesPerDay(handle, period),
    dailyCounts(handle, split(previous, lastRolled)),
    inquiriesPerDay(handle, previous),
    rankedLists(handle, period, split(period, lastRolled)),
  ]);
  const byDay = new Map(days.map((row) => [row.day, row]));
  const series = daysOf(period).map((day) => ({
    day,
    visitors: byDay.get(day)?.visitors ?? 0,
    views: byDay.get(day)?.views ?? 0,
    inquiries: inquiries.get(day) ?? 0,
  }));
  const sum = (rows: { visitors: number; views: number }[], counted: Map<string, number>) => ({
    visitors: rows.reduce((total, row) => total + row.visitors, 0),
    views: rows.reduce((total, row) => total + row.views, 0),
    inquiries: [...counted.values()].reduce((total, n) => total + n, 0),
  });
  return {
    period,
    previous,
    days: series,
    totals: sum(series, inquiries),
    previousTotals: sum(previousDays, previousInquiries),
    lists,
  };
}

function range(period: Period) {
  return { from: dayStart(period.from), to: dayStart(period.to) + DAY };
}

async function dailyCounts(handle: DatabaseHandle, parts: Split) {
  const rows: { day: string; visitors: number | string; views: number | string }[] = [];
  if (parts.rolled) {
    const result = await sql<(typeof rows)[number]>`
      select day, visitors, views from insight_days
      where list = 'total' and day >= ${parts.rolled.from} and day <= ${parts.rolled.to}`.execute(
      handle.db,
    );
    rows.push(...result.rows);
  }
  if (parts.raw) {
    const { from, to } = range(parts.raw);
    const result = await sql<(typeof rows)[number]>`
      select day, count(distinct visitor_id) as visitors, count(*) as views
      from insight_events where at >= ${from} and at < ${to}
      group by day`.execute(handle.db);
    rows.push(...result.rows);
  }
  return rows.map((row) => ({
    day: row.day,
    visitors: Number(row.visitors),
    views: Number(row.views),
  }));
}

/** Inquiries received per UTC day (every inquiry, whether its visit was counted or not). */
async function inquiriesPerDay(handle: DatabaseHandle, period: Period) {
  const { from, to } = range(period);
  const bound = (ms: number) =>
    handle.engine === "postgres" ? new Date(ms) : new Date(ms).toISOString();
  const { rows } = await sql<{ created_at: string | Date }>`
    select created_at from contact_submissions
    where created_at >= ${bound(from)} and created_at < ${bound(to)}`.execute(handle.db);
  const counts = new Map<string, number>();
  for (const row of rows) {
    const day = new Date(row.created_at).toISOString().slice(0, 10);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}

/** One list's rows: rollups and raw views summed per label, the most visitors first. */
async function listRows(
  handle: DatabaseHandle,
  list: RollupList,
  parts: Split,
): Promise<{ label: string; visitors: number; views: number }[]> {
  const { column, entries } = rollupColumns[list];
  const ref = sql.ref(column);
  type Row = { label: string; visitors: number | string; views: number | string };
  const queries: Promise<{ rows: Row[] }>[] = [];
  if (parts.rolled) {
    queries.push(
      sql<Row>`
        select label, sum(visitors) as visitors, sum(views) as views from insight_days
        where list = ${list} and day >= ${parts.rolled.from} and day <= ${parts.rolled.to}
        group by label`.execute(handle.db),
    );
  }
  if (parts.raw) {
    const { from, to } = range(parts.raw);
    const inRaw: RawBuilder<unknown> = sql`at >= ${from} and at < ${to}`;
    queries.push(
      entries
        ? sql<Row>`
            with entries as (${entriesWhere(inRaw)})
            select ${ref} as label, count(*) as visitors, 0 as views from entries
            ${list === "campaigns" ? sql`where utm_campaign <> ''` : sql``}
            group by ${ref}`.execute(handle.db)
        : sql<Row>`
            select ${ref} as label, count(distinct visitor_id) as visitors, count(*) as views
            from insight_events where ${inRaw}
            group by ${ref}`.execute(handle.db),
    );
  }
  const summed = new Map<string, { label: string; visitors: number; views: number }>();
  for (const { rows } of await Promise.all(queries)) {
    for (const row of rows) {
      const total = summed.get(row.label) ?? { label: row.label, visitors: 0, views: 0 };
      total.visitors += Number(row.visitors);
      total.views += Number(row.views);
      summed.set(row.label, total);
    }
  }
  return [...summed.values()]
    .sort((a, b) => b.visitors - a.visitors || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
    .slice(0, LIST_LENGTH);
}

async function rankedLists(
  handle: DatabaseHandle,
  period: Period,
  parts: Split,
): Promise<Record<ListName, Ranked[]>> {
  const { from, to } = range(period);
  const grouped = (list: "pages" | "devices" | "browsers") => listRows(handle, list, parts);
  const entered = async (list: "entryPages" | "referrers" | "campaigns", source: string) => {
    // Inquiries of the visitors who entered in the period (their first view's time).
    const [rows, { rows: converted }] = await Promise.all([
      listRows(handle, list, parts),
      sql<{ label: string; inquiries: number | string }>`
        select ${sql.ref(source)} as label, count(*) as inquiries from inquiry_sources
        where first_seen_at >= ${from} and first_seen_at < ${to}
        group by ${sql.ref(source)}`.execute(handle.db),
    ]);
    const byLabel = new Map(converted.map((row) => [row.label, Number(row.inquiries)]));
    return rows.map((row) => ({
      label: row.label,
      visitors: row.visitors,
      inquiries: byLabel.get(row.label) ?? 0,
    }));
  };
  const [pages, entryPages, referrers, campaigns, devices, browsers] = await Promise.all([
    grouped("pages"),
    entered("entryPages", "entry_path"),
    entered("referrers", "referrer_host"),
    entered("campaigns", "utm_campaign"),
    grouped("devices"),
    grouped("browsers"),
  ]);
  return { pages, entryPages, referrers, campaigns, devices, browsers };
}
