import { sql, type RawBuilder } from "kysely";
import type { DatabaseHandle } from "./database";
import { lastRolledDay, listCounts, OTHER_LABEL, type RollupList } from "./insights-rollup";

/**
 * What /inbox/insights shows for a period (app/routes/inbox/insights.tsx): views,
 * visitors and inquiries per day, the same totals for the period before, the
 * ranked lists and the conversion rates. Read from the per-day rollups for the
 * days rolled up (db/insights-rollup.ts) and from the raw page views
 * (db/insights-store.ts) for the days after them (today, mostly), one day's
 * visitor id being one visitor: ids cannot be joined across days, so a period's
 * visitors are the sum of its days' either way.
 *
 * Every list is read with a LIMIT (LIST_LENGTH labels, the most visitors
 * first) and one more row, `other`, sums the labels past it and those the
 * rollups already summed (OTHER_LABEL): however many labels visitors send, a
 * list is at most LIST_LENGTH + 1 rows. Inquiries marked spam count nowhere
 * here: not per day, not in the totals, not in the conversion rates.
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
  /**
   * Inquiries of visitors who entered under this label on a day it was outside that
   * day's top ROLLUP_TOP (db/insights-rollup.ts): that day's visitors of the label are
   * in "All others", so these inquiries are counted there too, not in `inquiries`, and
   * the label's conversion compares its inquiries with its own visitors only.
   */
  foldedInquiries?: number;
  /** The row that sums every label not listed ("All others"); its label is OTHER_LABEL. */
  other?: true;
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
export const LIST_LENGTH = 50;

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
    rankedLists(handle, period, split(period, lastRolled), lastRolled),
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

/** An inquiry that counts: not marked spam (by staff, or stored as spam from a blocked sender). */
const notSpam = sql`c.status <> 'spam'`;

/** Inquiries received per UTC day, spam left out (whether their visit was counted or not). */
async function inquiriesPerDay(handle: DatabaseHandle, period: Period) {
  const { from, to } = range(period);
  const postgres = handle.engine === "postgres";
  const bound = (ms: number) => (postgres ? new Date(ms) : new Date(ms).toISOString());
  const day = postgres
    ? sql`to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD')`
    : sql`substr(c.created_at, 1, 10)`;
  const { rows } = await sql<{ day: string; inquiries: number | string }>`
    select ${day} as day, count(*) as inquiries from contact_submissions c
    where c.created_at >= ${bound(from)} and c.created_at < ${bound(to)} and ${notSpam}
    group by ${day}`.execute(handle.db);
  return new Map(rows.map((row) => [row.day, Number(row.inquiries)]));
}

type Counted = { label: string; visitors: number; views: number };

/**
 * One list's LIST_LENGTH labels with the most visitors, rollups and raw views
 * summed per label, and the sums of all the others (`rest`).
 */
async function listRows(
  handle: DatabaseHandle,
  list: RollupList,
  parts: Split,
): Promise<{ rows: Counted[]; all: Counted }> {
  const sources: RawBuilder<unknown>[] = [];
  if (parts.rolled) {
    sources.push(sql`
      select label, visitors, views from insight_days
      where list = ${list} and day >= ${parts.rolled.from} and day <= ${parts.rolled.to}`);
  }
  if (parts.raw) {
    const { from, to } = range(parts.raw);
    sources.push(listCounts(list, sql`at >= ${from} and at < ${to}`));
  }
  const none = { label: OTHER_LABEL, visitors: 0, views: 0 };
  if (sources.length === 0) return { rows: [], all: none };
  const counted = sql.join(sources, sql` union all `);
  // One pass: the labels summed, each with the sums of the whole list (a window over the
  // groups), the LIST_LENGTH with the most visitors kept.
  const { rows } = await sql<{
    label: string;
    visitors: number | string;
    views: number | string;
    all_visitors: number | string;
    all_views: number | string;
  }>`
    select label, visitors, views, all_visitors, all_views from (
      select label, sum(visitors) as visitors, sum(views) as views,
        sum(sum(visitors)) over () as all_visitors, sum(sum(views)) over () as all_views
      from (${counted}) counted
      group by label
    ) summed
    where label <> ${OTHER_LABEL}
    order by visitors desc, label
    limit ${LIST_LENGTH}`.execute(handle.db);
  return {
    rows: rows
      .map((row) => ({
        label: row.label,
        visitors: Number(row.visitors),
        views: Number(row.views),
      }))
      .sort(
        (a, b) => b.visitors - a.visitors || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0),
      ),
    all: {
      label: OTHER_LABEL,
      visitors: Number(rows[0]?.all_visitors ?? 0),
      views: Number(rows[0]?.all_views ?? 0),
    },
  };
}

/** The row of everything not listed, when there is any. */
function otherRow(
  listed: readonly Ranked[],
  all: { visitors: number; views: number; inquiries?: number },
): Ranked[] {
  const sum = (pick: (row: Ranked) => number | undefined) =>
    listed.reduce((total, row) => total + (pick(row) ?? 0), 0);
  const visitors = all.visitors - sum((row) => row.visitors);
  const views = all.views - sum((row) => row.views);
  const inquiries =
    all.inquiries === undefined ? undefined : all.inquiries - sum((row) => row.inquiries);
  if (visitors <= 0 && views <= 0 && !inquiries) return [];
  return [
    {
      label: OTHER_LABEL,
      visitors,
      ...(all.inquiries === undefined ? { views } : { inquiries }),
      other: true,
    },
  ];
}

async function rankedLists(
  handle: DatabaseHandle,
  period: Period,
  parts: Split,
  lastRolled: string | null,
): Promise<Record<ListName, Ranked[]>> {
  const { from, to } = range(period);
  const grouped = async (list: "pages" | "devices" | "browsers"): Promise<Ranked[]> => {
    const { rows, all } = await listRows(handle, list, parts);
    return [...rows, ...otherRow(rows, all)];
  };
  const entered = async (
    list: "entryPages" | "referrers" | "campaigns",
    source: string,
  ): Promise<Ranked[]> => {
    // Inquiries (not spam) of the visitors who entered in the period (their first view's time).
    const column = sql.ref(`s.${source}`);
    const sourced = sql`
      from inquiry_sources s join contact_submissions c on c.id = s.submission_id
      where s.first_seen_at >= ${from} and s.first_seen_at < ${to} and ${notSpam}
      ${list === "campaigns" ? sql`and s.utm_campaign <> ''` : sql``}`;
    const { rows, all } = await listRows(handle, list, parts);
    const labels = rows.map((row) => row.label);
    // An inquiry counts for its label when the label's visitors of that day were counted
    // under it: a day after the rollups (raw views, every label), or a rolled-up day that
    // kept the label's row. On a day the label was folded into "All others", so is the
    // inquiry (the label had a visitor entering that day, so it had a row unless folded).
    const entryDay =
      handle.engine === "postgres"
        ? sql`to_char(to_timestamp(s.first_seen_at / 1000) at time zone 'UTC', 'YYYY-MM-DD')`
        : sql`strftime('%Y-%m-%d', s.first_seen_at / 1000, 'unixepoch')`;
    const [converted, total] = await Promise.all([
      labels.length === 0
        ? { rows: [] }
        : sql<{ label: string; inquiries: number | string; counted: number | string }>`
            select ${column} as label, count(*) as inquiries,
              sum(case when ${entryDay} > ${lastRolled ?? ""} or d.label is not null
                then 1 else 0 end) as counted
            from inquiry_sources s join contact_submissions c on c.id = s.submission_id
            left join insight_days d
              on d.list = ${list} and d.day = ${entryDay} and d.label = ${column}
            where s.first_seen_at >= ${from} and s.first_seen_at < ${to} and ${notSpam}
            ${list === "campaigns" ? sql`and s.utm_campaign <> ''` : sql``}
            and ${column} in (${sql.join(labels)})
            group by ${column}
            limit ${LIST_LENGTH}`.execute(handle.db),
      sql<{ inquiries: number | string }>`select count(*) as inquiries ${sourced}`.execute(
        handle.db,
      ),
    ]);
    const byLabel = new Map(
      converted.rows.map((row) => [
        row.label,
        { counted: Number(row.counted), folded: Number(row.inquiries) - Number(row.counted) },
      ]),
    );
    const listed: Ranked[] = rows.map((row) => {
      const found = byLabel.get(row.label);
      return {
        label: row.label,
        visitors: row.visitors,
        inquiries: found?.counted ?? 0,
        ...(found?.folded ? { foldedInquiries: found.folded } : {}),
      };
    });
    const inquiries = Number(total.rows[0]?.inquiries ?? 0);
    return [...listed, ...otherRow(listed, { ...all, views: 0, inquiries })];
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
