import { sql, type RawBuilder } from "kysely";
import type { DatabaseHandle } from "./database";

/**
 * Per-day rollups of the page views (table `insight_days`, migration
 * 0007_insights; docs/decisions/0025-insights.md). Once a UTC day has closed
 * (ROLLUP_GRACE_MS after its midnight, so that views still being written in
 * batches are in), its views are summed into one row per list and label:
 * visitors and views per page, device and browser; visitors entering per entry
 * page, referrer and campaign; and the day's totals (list "total", label ""),
 * written last, in the same transaction, marking the day as rolled up.
 *
 * Visitor ids cannot be joined across days (their salt changes every day), so a
 * period's distinct visitors are the sum of its days': the rollups give the
 * dashboard exactly the figures the raw views give, and they outlive the raw
 * views (INSIGHTS_RETENTION_DAYS), which are never purged before their day is
 * rolled up. Days are rolled up in order, so the rolled days are every day up
 * to the last one rolled (lastRolledDay): the report reads rollups up to it and
 * raw views after it (db/insights-report.ts).
 *
 * Labels come from visitors (a referrer's host, a campaign), so one day could
 * bring any number of them: each list keeps its ROLLUP_TOP labels with the most
 * visitors, and the rest is one row labelled OTHER_LABEL with their sums, so a
 * day is at most (ROLLUP_TOP + 1) rows per list whatever arrives.
 */
export const ROLLUP_GRACE_MS = 10 * 60_000;

/** Labels kept per list and day; the rest is summed into OTHER_LABEL's row. */
export const ROLLUP_TOP = 100;

/**
 * The label of the row that sums a day's labels past ROLLUP_TOP. It holds a
 * control character, which no stored label can (server/insights/beacon.ts keeps
 * printable text only), so it never meets a real page, host or campaign.
 */
export const OTHER_LABEL = "\u001fother";

export const rollupLists = [
  "pages",
  "devices",
  "browsers",
  "entryPages",
  "referrers",
  "campaigns",
] as const;
export type RollupList = (typeof rollupLists)[number];

/** Each list's column, and whether it counts the visitors entering (their first view of the day). */
export const rollupColumns: Record<RollupList, { column: string; entries: boolean }> = {
  pages: { column: "path", entries: false },
  devices: { column: "device", entries: false },
  browsers: { column: "browser", entries: false },
  entryPages: { column: "path", entries: true },
  referrers: { column: "referrer_host", entries: true },
  campaigns: { column: "utm_campaign", entries: true },
};

export interface InsightDaysTable {
  day: string;
  list: string;
  label: string;
  visitors: number;
  views: number;
}

/** Each visitor's first view within `where` (ties: the lowest id): path, referrer, campaign. */
export function entriesWhere(where: RawBuilder<unknown>) {
  return sql`
    with firsts as (
      select visitor_id, min(at) as at from insight_events where ${where} group by visitor_id
    ), entry_ids as (
      select min(e.id) as id from insight_events e
      join firsts f on e.visitor_id = f.visitor_id and e.at = f.at group by e.visitor_id
    )
    select e.path, e.referrer_host, e.utm_campaign, e.utm_source
    from insight_events e join entry_ids f on e.id = f.id`;
}

/** The last day rolled up, "2026-11-26", or null before the first. */
export async function lastRolledDay(handle: DatabaseHandle): Promise<string | null> {
  const { rows } = await sql<{ day: string | null }>`
    select max(day) as day from insight_days where list = 'total'`.execute(handle.db);
  return rows[0]?.day ?? null;
}

const DAY = 86_400_000;
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Rolls up every closed day with views after the last one rolled, oldest first;
 * returns the days rolled. Several processes may run it at once: a day's rows
 * are the same whoever computes them, and a row already there is left alone.
 */
export async function rollUpClosedDays(handle: DatabaseHandle, now: number): Promise<string[]> {
  const last = await lastRolledDay(handle);
  const from = last ? dayStart(last) + DAY : 0;
  const to = dayStart(dayOf(now - ROLLUP_GRACE_MS));
  if (from >= to) return [];
  const { rows } = await sql<{ day: string }>`
    select distinct day from insight_events where at >= ${from} and at < ${to}`.execute(handle.db);
  const days = rows.map((row) => row.day).sort();
  for (const day of days) await rollUpDay(handle, day);
  return days;
}

/** One list's labels with their visitors and views among the views `where` selects. */
export function listCounts(list: RollupList, where: RawBuilder<unknown>): RawBuilder<unknown> {
  const { column, entries } = rollupColumns[list];
  const ref = sql.ref(column);
  return entries
    ? sql`
        select ${ref} as label, count(*) as visitors, 0 as views
        from (${entriesWhere(where)}) entries
        ${list === "campaigns" ? sql`where utm_campaign <> ''` : sql``}
        group by ${ref}`
    : sql`
        select ${ref} as label, count(distinct visitor_id) as visitors, count(*) as views
        from insight_events where ${where}
        group by ${ref}`;
}

async function rollUpDay(handle: DatabaseHandle, day: string) {
  const onDay = sql`at >= ${dayStart(day)} and at < ${dayStart(day) + DAY}`;
  await handle.db.transaction().execute(async (trx) => {
    for (const list of rollupLists) {
      // The top labels as they are, the rest as one row (the bucket is named in the
      // inner query: PostgreSQL would not match two parameters' expressions in GROUP BY).
      await sql`
        insert into insight_days (day, list, label, visitors, views)
        select ${day}, ${list}, bucket, sum(visitors), sum(views) from (
          select case when place <= ${ROLLUP_TOP} then label else ${OTHER_LABEL} end as bucket,
            visitors, views
          from (
            select label, visitors, views,
              row_number() over (order by visitors desc, views desc, label) as place
            from (${listCounts(list, onDay)}) counted
          ) ranked
        ) bucketed
        group by bucket
        on conflict (day, list, label) do nothing`.execute(trx);
    }
    await sql`
      insert into insight_days (day, list, label, visitors, views)
      select ${day}, 'total', '', count(distinct visitor_id), count(*)
      from insight_events where ${onDay}
      on conflict (day, list, label) do nothing`.execute(trx);
  });
}
