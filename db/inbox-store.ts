import { CamelCasePlugin, sql, type Expression, type Kysely, type SqlBool } from "kysely";
import { fieldNames, fieldSpec } from "../app/contact/fields";
import {
  isStatus as isInquiryStatus,
  statuses as inquiryStatuses,
  type Status as InquiryStatus,
} from "../app/inbox/filter";
import { flushErasures, type DatabaseHandle } from "./database";
import { isoTimestamp, type StoredInquiry } from "./inquiry-store";
import type { InboxDatabase } from "./schema";

/**
 * What the inbox reads and changes: inquiries with their status and assignee,
 * filtered, searched and paged; notes; the audit log. On SQLite and PostgreSQL
 * alike, every value a person typed goes in as a bound parameter (search text
 * included, with LIKE's wildcards escaped).
 */
export {
  statuses as inquiryStatuses,
  isStatus as isInquiryStatus,
  type Status as InquiryStatus,
} from "../app/inbox/filter";

export interface InboxInquiry extends StoredInquiry {
  status: InquiryStatus;
  assigneeId: number | null;
}

export interface InboxFilter {
  status?: InquiryStatus;
  inquiryType?: string;
  serviceType?: string;
  /** Received at or after this instant. */
  from?: Date;
  /** Received before this instant. */
  to?: Date;
  /** A staff member's id, or "none" for unassigned. */
  assignee?: number | "none";
  /** Words looked for in name, e-mail, company, subject and message. */
  search?: string;
}

export interface InboxNote {
  id: number;
  staffId: number | null;
  author: string;
  body: string;
  createdAt: string;
}

export interface AuditEntry {
  id: number;
  submissionId: number | null;
  actor: string;
  action: string;
  detail: string;
  createdAt: string;
}

/** The columns the search looks in. */
export const searchedFields = ["fullName", "email", "company", "subject", "message"] as const;

/** `text` as a LIKE pattern that matches it literally (\ is the escape character). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

type Row = Record<string, unknown>;

function toInboxInquiry(row: Row): InboxInquiry {
  const inquiry: Record<string, unknown> = { id: Number(row.id) };
  for (const name of fieldNames) {
    const value = row[name];
    inquiry[name] = fieldSpec(name).kind === "checkbox" ? value === true || value === 1 : value;
  }
  inquiry.createdAt = isoTimestamp(row.createdAt as string | Date);
  inquiry.status = isInquiryStatus(row.status) ? row.status : "new";
  inquiry.assigneeId = row.assigneeId === null ? null : Number(row.assigneeId);
  return inquiry as unknown as InboxInquiry;
}

export class InboxStore {
  readonly db: Kysely<InboxDatabase>;

  constructor(readonly handle: DatabaseHandle) {
    this.db = handle.db.withPlugin(new CamelCasePlugin()) as unknown as Kysely<InboxDatabase>;
  }

  private filtered(filter: InboxFilter) {
    return this.db.selectFrom("contactSubmissions").where((eb) => {
      const conditions: Expression<SqlBool>[] = [];
      if (filter.status) conditions.push(eb("status", "=", filter.status));
      if (filter.inquiryType) conditions.push(eb("inquiryType", "=", filter.inquiryType));
      if (filter.serviceType) conditions.push(eb("serviceType", "=", filter.serviceType));
      if (filter.from) conditions.push(eb("createdAt", ">=", filter.from.toISOString()));
      if (filter.to) conditions.push(eb("createdAt", "<", filter.to.toISOString()));
      if (filter.assignee === "none") conditions.push(eb("assigneeId", "is", null));
      else if (filter.assignee !== undefined) {
        conditions.push(eb("assigneeId", "=", filter.assignee));
      }
      for (const word of (filter.search ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 8)) {
        const pattern = `%${likeLiteral(word.toLowerCase())}%`;
        conditions.push(
          eb.or(
            searchedFields.map(
              (field) =>
                sql<SqlBool>`lower(${sql.ref(snake(field))}) like ${pattern} escape ${"\\"}`,
            ),
          ),
        );
      }
      return eb.and(conditions);
    });
  }

  /** One page of inquiries, newest first, and how many match in all. */
  async list(
    filter: InboxFilter,
    page: { offset: number; limit: number },
  ): Promise<{ inquiries: InboxInquiry[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.filtered(filter)
        .selectAll()
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      this.filtered(filter)
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirstOrThrow(),
    ]);
    return { inquiries: rows.map((row) => toInboxInquiry(row)), total: Number(count.count) };
  }

  /** Every inquiry the filter matches, newest first (exports), up to `limit`. */
  async all(filter: InboxFilter, limit = 50_000): Promise<InboxInquiry[]> {
    const rows = await this.filtered(filter)
      .selectAll()
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    return rows.map((row) => toInboxInquiry(row));
  }

  /** How many inquiries have each status. */
  async countsByStatus(): Promise<Record<InquiryStatus, number>> {
    const rows = await this.db
      .selectFrom("contactSubmissions")
      .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
      .groupBy("status")
      .execute();
    const counts = Object.fromEntries(inquiryStatuses.map((status) => [status, 0])) as Record<
      InquiryStatus,
      number
    >;
    for (const row of rows) if (isInquiryStatus(row.status)) counts[row.status] = Number(row.count);
    return counts;
  }

  async get(id: number): Promise<InboxInquiry | undefined> {
    const row = await this.db
      .selectFrom("contactSubmissions")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? toInboxInquiry(row) : undefined;
  }

  /** Sets the status; returns the one before, or undefined when there is no such inquiry. */
  async setStatus(id: number, status: InquiryStatus): Promise<InquiryStatus | undefined> {
    const before = await this.get(id);
    if (!before) return undefined;
    await this.db.updateTable("contactSubmissions").set({ status }).where("id", "=", id).execute();
    return before.status;
  }

  async assign(id: number, staffId: number | null): Promise<boolean> {
    const result = await this.db
      .updateTable("contactSubmissions")
      .set({ assigneeId: staffId })
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async addNote(id: number, staffId: number, body: string): Promise<void> {
    await this.db.insertInto("inquiryNotes").values({ submissionId: id, staffId, body }).execute();
  }

  async notes(id: number): Promise<InboxNote[]> {
    const rows = await this.db
      .selectFrom("inquiryNotes")
      .leftJoin("staff", "staff.id", "inquiryNotes.staffId")
      .select([
        "inquiryNotes.id",
        "inquiryNotes.staffId",
        "inquiryNotes.body",
        "inquiryNotes.createdAt",
        "staff.email",
      ])
      .where("inquiryNotes.submissionId", "=", id)
      .orderBy("inquiryNotes.createdAt")
      .orderBy("inquiryNotes.id")
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      staffId: row.staffId === null ? null : Number(row.staffId),
      author: row.email ?? "a former member of staff",
      body: row.body,
      createdAt: isoTimestamp(row.createdAt),
    }));
  }

  /**
   * Erases one inquiry (a data-subject request) with its notes and pending
   * notifications; the audit keeps that it happened, never what it said.
   */
  async erase(id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom("contactSubmissions")
      .where("id", "=", id)
      .executeTakeFirst();
    await flushErasures(this.handle);
    return Number(result.numDeletedRows) > 0;
  }

  // --- The audit log: append-only (nothing in the inbox deletes or edits it) ---

  async record(entry: {
    staffId: number | null;
    actor: string;
    action: string;
    submissionId?: number | null;
    detail?: string;
  }): Promise<void> {
    await this.db
      .insertInto("inboxAudit")
      .values({
        staffId: entry.staffId,
        actor: entry.actor,
        action: entry.action,
        submissionId: entry.submissionId ?? null,
        detail: entry.detail ?? "",
      })
      .execute();
  }

  /** Entries newest first: of one inquiry, or all of them. */
  async audit(options: { submissionId?: number; limit?: number } = {}): Promise<AuditEntry[]> {
    let query = this.db.selectFrom("inboxAudit").selectAll();
    if (options.submissionId !== undefined) {
      query = query.where("submissionId", "=", options.submissionId);
    }
    const rows = await query
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(options.limit ?? 200)
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      submissionId: row.submissionId === null ? null : Number(row.submissionId),
      actor: row.actor,
      action: row.action,
      detail: row.detail,
      createdAt: isoTimestamp(row.createdAt),
    }));
  }
}

/** A field's column in SQL (the CamelCasePlugin does not see inside raw SQL). */
function snake(name: string): string {
  return name.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);
}
