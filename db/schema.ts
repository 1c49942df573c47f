import type { ColumnType, Generated } from "kysely";

/**
 * The database as Kysely sees it. Columns are snake_case in SQL; the store
 * (db/inquiry-store.ts) maps rows to camelCase records. Types that differ by
 * engine are unions: SQLite stores booleans as 0/1 and timestamps as ISO-8601
 * UTC text, PostgreSQL as boolean and timestamptz (read back as Date).
 */
export type Timestamp = ColumnType<string | Date, string | undefined, string>;

export interface ContactSubmissionsTable {
  id: Generated<number>;
  full_name: string;
  email: string;
  phone: string;
  company: string;
  country: string;
  inquiry_type: string;
  subject: string;
  message: string;
  budget: string;
  timeline: string;
  service_type: string;
  consent: ColumnType<boolean | number, boolean | number, boolean | number>;
  idempotency_key: string;
  /** Set by the database when the row is inserted (never by the application). */
  created_at: ColumnType<string | Date, never, never>;
}

/** One pending or finished notification (e-mail or webhook) per submission and channel. */
export interface NotificationOutboxTable {
  id: Generated<number>;
  submission_id: number;
  channel: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  delivered_at: ColumnType<string | Date | null, never, string | null>;
  gave_up_at: ColumnType<string | Date | null, never, string | null>;
  /** Short reason of the last failure; never the inquiry's content. */
  last_error: string | null;
  created_at: ColumnType<string | Date, never, never>;
}

/** Fixed-window counters of the shared (PostgreSQL) rate limiter. */
export interface RateLimitsTable {
  key: string;
  /** Window start, epoch milliseconds (bigint: read back as string on PostgreSQL). */
  window_start: ColumnType<number | string, number, number>;
  hits: number;
}

export interface Database {
  contact_submissions: ContactSubmissionsTable;
  notification_outbox: NotificationOutboxTable;
  rate_limits: RateLimitsTable;
}

export type Engine = "sqlite" | "postgres";
