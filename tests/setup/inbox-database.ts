import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type Kysely } from "kysely";
import type { InquiryFields } from "../../app/contact/fields";
import { migrate, openDatabase, type DatabaseHandle } from "../../db/database";
import { InboxStore } from "../../db/inbox-store";
import { InquiryStore } from "../../db/inquiry-store";
import type { Engine } from "../../db/schema";
import { StaffStore } from "../../db/staff-store";
import { freshDatabase, startPostgres, type TestPostgres } from "./postgres";

/**
 * The inbox's stores on a real database for the tests under db/: a SQLite file
 * in a temporary folder, or a fresh database in a throwaway PostgreSQL cluster
 * (tests/setup/postgres.ts). `migrated: false` leaves the schema to the test.
 */
export interface InboxDatabase {
  engine: Engine;
  handle: DatabaseHandle;
  inquiries: InquiryStore;
  inbox: InboxStore;
  staff: StaffStore;
  close(): Promise<void>;
}

export async function openInboxDatabase(
  engine: Engine,
  options: { migrated?: boolean } = {},
): Promise<InboxDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "studio-inbox-db-"));
  let postgres: TestPostgres | undefined;
  if (engine === "postgres") postgres = await startPostgres();
  const databaseUrl = postgres ? await freshDatabase(postgres.url) : undefined;
  const handle = openDatabase({ databaseUrl, dataDir });
  if (options.migrated !== false) await migrate(handle);
  return {
    engine,
    handle,
    inquiries: new InquiryStore(handle),
    inbox: new InboxStore(handle),
    staff: new StaffStore(handle),
    async close() {
      await handle.close();
      await postgres?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function inquiry(overrides: Partial<InquiryFields> = {}): InquiryFields {
  return {
    fullName: "Ada Lovelace",
    email: "ada@example.com",
    phone: "",
    company: "Analytical Engines",
    country: "",
    inquiryType: "simulation",
    subject: "A flight trainer",
    message: "We need a drone trainer for forty cadets.",
    budget: "",
    timeline: "",
    serviceType: "",
    consent: true,
    ...overrides,
  };
}

let keys = 0;
export const key = () => `inbox-test-key-${++keys}-${Math.random().toString(36).slice(2)}`;

/** A row as code that knows nothing of the inbox's later tables writes it: plain SQL. */
export interface PlainRow extends Partial<InquiryFields> {
  status?: string;
  createdAt?: string;
  assigneeId?: number | null;
}

/**
 * Inserts rows with one plain INSERT, as the code before migration 0005 (or
 * psql) does: no store, so only the database's triggers keep the search index
 * and the counts. Returns the new ids, in order.
 */
export async function insertPlain(db: Kysely<unknown>, rows: PlainRow[]): Promise<number[]> {
  const ids: number[] = [];
  for (const row of rows) {
    const fields = inquiry(row);
    const values: Record<string, unknown> = {
      full_name: fields.fullName,
      email: fields.email,
      phone: fields.phone,
      company: fields.company,
      inquiry_type: fields.inquiryType,
      service_type: fields.serviceType,
      subject: fields.subject,
      message: fields.message,
      idempotency_key: key(),
      status: row.status ?? "new",
      assignee_id: row.assigneeId ?? null,
      ...(row.createdAt ? { created_at: row.createdAt } : {}),
    };
    const names = Object.keys(values);
    const { rows: inserted } = await sql<{ id: number }>`insert into contact_submissions
      (${sql.join(names.map((name) => sql.ref(name)))})
      values (${sql.join(names.map((name) => values[name]))}) returning id`.execute(db);
    ids.push(Number(inserted[0]!.id));
  }
  return ids;
}

/** The inquiries per status, counted row by row (what the counts table must agree with). */
export async function countedByStatus(db: Kysely<unknown>): Promise<Record<string, number>> {
  const { rows } = await sql<{ status: string; n: number | string }>`
    select status, count(*) as n from contact_submissions group by status`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

/** The counts table as it is (each status the sum of its slots), without the statuses at zero. */
export async function countsTable(db: Kysely<unknown>): Promise<Record<string, number>> {
  const { rows } = await sql<{ status: string; inquiries: number | string }>`
    select status, sum(inquiries) as inquiries from inquiry_counts group by status`.execute(db);
  return Object.fromEntries(
    rows
      .filter((row) => Number(row.inquiries) !== 0)
      .map((row) => [row.status, Number(row.inquiries)]),
  );
}
