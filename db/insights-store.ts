import { createHmac, randomBytes } from "node:crypto";
import { sql, type Generated, type Kysely, type Selectable } from "kysely";
import { flushErasures, type DatabaseHandle } from "./database";
import type { EpochMs } from "./schema";
import { insightsReport, type InsightsReport, type Period } from "./insights-report";
import { lastRolledDay, rollUpClosedDays, type InsightDaysTable } from "./insights-rollup";

/**
 * Page views without cookies or personal data (migration 0007_insights,
 * docs/decisions/0025-insights.md).
 *
 * A visitor id is HMAC-SHA256(the day's salt, site \0 address \0 user agent):
 * the same browser on the same address is one visitor for one UTC day. The salt
 * is random, made by the day's first view and deleted 48 hours after it was
 * made, after which nobody (the studio included) can recompute a day's ids or
 * join them with another day's. The address and the user agent are hashed here
 * and never stored.
 */
export const SALT_LIFETIME_MS = 48 * 3_600_000;

const MINUTE = 60_000;
const HOUR = 3_600_000;

/**
 * The stored times of a visit are coarse, so that no stored instant can pick
 * one view out and join it with another record (an inquiry's received time, a
 * server log): a view's time and a salt's making to the minute, an inquiry's
 * first view to the hour (the dashboard needs only its day). Rounded down, so a
 * time never moves to another day.
 */
export const toMinute = (ms: number): number => Math.floor(ms / MINUTE) * MINUTE;
export const toHour = (ms: number): number => Math.floor(ms / HOUR) * HOUR;

export interface InsightEventsTable {
  id: Generated<number>;
  at: EpochMs;
  day: string;
  path: string;
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  device: string;
  browser: string;
  visitor_id: string;
}

export interface InquirySourcesTable {
  submission_id: number;
  entry_path: string;
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  pages_seen: number;
  first_seen_at: EpochMs;
}

export interface InsightsDatabase {
  insight_salts: { day: string; salt: string; created_at: EpochMs };
  insight_events: InsightEventsTable;
  insight_days: InsightDaysTable;
  inquiry_sources: InquirySourcesTable;
}

/** One view as it is stored: what the beacon said, the classes of the browser, the day's id. */
export interface StoredView {
  at: number;
  path: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  device: string;
  browser: string;
  visitorId: string;
}

/** Where an inquiry's visitor came from: their first view of the day and how many they made. */
export interface InquirySource {
  entryPath: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  pagesSeen: number;
  firstSeenAt: number;
}

/** A visitor as the server sees them for one request; hashed, never kept. */
export interface Visit {
  address: string;
  userAgent: string;
}

/** The UTC day of an instant, "2026-11-27". */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function visitorId(salt: string, site: string, visit: Visit): string {
  return createHmac("sha256", salt)
    .update(`${site}\0${visit.address}\0${visit.userAgent}`)
    .digest("base64url")
    .slice(0, 22);
}

export class InsightsStore {
  readonly db: Kysely<InsightsDatabase>;
  private salt: { day: string; value: string } | null = null;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly site: string,
    private readonly now: () => number = Date.now,
  ) {
    this.db = handle.db as unknown as Kysely<InsightsDatabase>;
  }

  /** Today's salt: made by the first caller of the day (any process), read by the others. */
  async todaysSalt(): Promise<{ day: string; value: string }> {
    const now = this.now();
    const day = dayOf(now);
    if (this.salt?.day === day) return this.salt;
    // One reading per day and process, however many views arrive while it runs (at
    // midnight, a busy site's views would each run it and fill the connection pool).
    if (this.reading?.day !== day) {
      const reading = this.readSalt(day, now);
      this.reading = { day, salt: reading };
      reading.catch(() => {
        if (this.reading?.salt === reading) this.reading = null;
      });
    }
    return this.reading.salt;
  }

  private reading: { day: string; salt: Promise<{ day: string; value: string }> } | null = null;

  private async readSalt(day: string, now: number): Promise<{ day: string; value: string }> {
    await this.db
      .insertInto("insight_salts")
      .values({ day, salt: randomBytes(32).toString("base64url"), created_at: toMinute(now) })
      .onConflict((conflict) => conflict.column("day").doNothing())
      .execute();
    const row = await this.db
      .selectFrom("insight_salts")
      .select("salt")
      .where("day", "=", day)
      .executeTakeFirstOrThrow();
    this.salt = { day, value: row.salt };
    return this.salt;
  }

  /** Today's id of a visitor. */
  async visitorOf(visit: Visit): Promise<{ day: string; id: string }> {
    const salt = await this.todaysSalt();
    return { day: salt.day, id: visitorId(salt.value, this.site, visit) };
  }

  /**
   * Deletes the salts made 48 hours ago or earlier; returns how many. On SQLite
   * the freed bytes are zeroed (`secure_delete`, db/database.ts) and the
   * write-ahead log emptied (flushErasures), so that the salt is gone from the
   * files too, not only from the table.
   */
  async purgeSalts(): Promise<number> {
    const cutoff = this.now() - SALT_LIFETIME_MS;
    const result = await this.db
      .deleteFrom("insight_salts")
      .where("created_at", "<=", cutoff)
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    if (deleted > 0) await flushErasures(this.handle);
    if (this.salt && !(await this.saltExists(this.salt.day))) {
      this.salt = null;
      this.reading = null;
    }
    return deleted;
  }

  private async saltExists(day: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("insight_salts")
      .select("day")
      .where("day", "=", day)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Stores views, all or none, in one statement whose one parameter is the rows as
   * JSON, read back by the database (SQLite's json_each, PostgreSQL's
   * jsonb_array_elements), in the order given (ids follow arrival: a visitor's entry
   * view is the lowest id of its minute). One short statement prepared quickly, not
   * ten parameters a row: on SQLite the statement runs on the server's own thread
   * (the driver is synchronous), where a 500-row insert of 5,000 parameters held
   * every page request for 25 to 35 ms on the benchmark's machine.
   */
  async record(views: readonly StoredView[]): Promise<void> {
    if (views.length === 0) return;
    const rows = JSON.stringify(
      views.map((view) => [
        toMinute(view.at),
        dayOf(view.at),
        view.path,
        view.referrerHost,
        view.utmSource,
        view.utmMedium,
        view.utmCampaign,
        view.device,
        view.browser,
        view.visitorId,
      ]),
    );
    const columns = sql`(at, day, path, referrer_host, utm_source, utm_medium, utm_campaign, device, browser, visitor_id)`;
    if (this.handle.engine === "postgres") {
      await sql`
        insert into insight_events ${columns}
        select (r->>0)::bigint, r->>1, r->>2, r->>3, r->>4, r->>5, r->>6, r->>7, r->>8, r->>9
        from jsonb_array_elements(${rows}::jsonb) with ordinality as t(r, n)
        order by n`.execute(this.db);
      return;
    }
    await sql`
      insert into insight_events ${columns}
      select value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5,
        value ->> 6, value ->> 7, value ->> 8, value ->> 9
      from json_each(${rows})
      order by key`.execute(this.db);
  }

  /**
   * Records where an inquiry's visitor came from: the first of their views today
   * (entry page, referrer, UTM) and how many pages they saw. Nothing when the
   * visitor was not counted today (no JavaScript, Do-Not-Track, GPC).
   */
  async attributeInquiry(submissionId: number, visit: Visit): Promise<InquirySource | null> {
    const visitor = await this.visitorOf(visit);
    const views = await this.db
      .selectFrom("insight_events")
      .select(["at", "path", "referrer_host", "utm_source", "utm_medium", "utm_campaign"])
      .where("visitor_id", "=", visitor.id)
      .where("day", "=", visitor.day)
      .orderBy("at")
      .orderBy("id")
      .execute();
    const first = views[0];
    if (!first) return null;
    const source: InquirySource = {
      entryPath: first.path,
      referrerHost: first.referrer_host,
      utmSource: first.utm_source,
      utmMedium: first.utm_medium,
      utmCampaign: first.utm_campaign,
      pagesSeen: new Set(views.map((view) => view.path)).size,
      firstSeenAt: toHour(Number(first.at)),
    };
    await this.db
      .insertInto("inquiry_sources")
      .values({
        submission_id: submissionId,
        entry_path: source.entryPath,
        referrer_host: source.referrerHost,
        utm_source: source.utmSource,
        utm_medium: source.utmMedium,
        utm_campaign: source.utmCampaign,
        pages_seen: source.pagesSeen,
        first_seen_at: source.firstSeenAt,
      })
      .onConflict((conflict) => conflict.column("submission_id").doNothing())
      .execute();
    return source;
  }

  /** Where an inquiry came from, when it is known. */
  async sourceOf(submissionId: number): Promise<InquirySource | null> {
    const row = await this.db
      .selectFrom("inquiry_sources")
      .selectAll()
      .where("submission_id", "=", submissionId)
      .executeTakeFirst();
    return row ? toSource(row) : null;
  }

  /** Where each of these inquiries came from, by id (those with a known source). */
  async sourcesOf(submissionIds: readonly number[]): Promise<Map<number, InquirySource>> {
    const sources = new Map<number, InquirySource>();
    for (let i = 0; i < submissionIds.length; i += 500) {
      const rows = await this.db
        .selectFrom("inquiry_sources")
        .selectAll()
        .where("submission_id", "in", submissionIds.slice(i, i + 500))
        .execute();
      for (const row of rows) sources.set(Number(row.submission_id), toSource(row));
    }
    return sources;
  }

  /** The dashboard's figures for a period (db/insights-report.ts). */
  report(period: Period): Promise<InsightsReport> {
    return insightsReport(this.handle, period);
  }

  /** Sums every closed day's views into its rollups (db/insights-rollup.ts); returns those days. */
  rollUp(): Promise<string[]> {
    return rollUpClosedDays(this.handle, this.now());
  }

  /**
   * Deletes raw views older than `days` days, of days already rolled up only
   * (their figures stay in the rollups); returns how many.
   */
  async purgeEvents(days: number): Promise<number> {
    const rolled = await lastRolledDay(this.handle);
    if (rolled === null) return 0;
    const result = await this.db
      .deleteFrom("insight_events")
      .where(
        "at",
        "<",
        Math.min(this.now() - days * 86_400_000, Date.parse(`${rolled}T00:00:00Z`) + 86_400_000),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

function toSource(row: Selectable<InquirySourcesTable>): InquirySource {
  return {
    entryPath: row.entry_path,
    referrerHost: row.referrer_host,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    pagesSeen: Number(row.pages_seen),
    firstSeenAt: Number(row.first_seen_at),
  };
}
