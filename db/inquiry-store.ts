import { CamelCasePlugin, sql, type Kysely, type Selectable } from "kysely";
import { fieldNames, fieldSpec, type InquiryFields } from "../app/contact/fields";
import { blockedBy } from "./blocked-senders";
import { flushErasures, ping, type DatabaseHandle } from "./database";
import type { ContactSubmissionsTable, InquiryDatabase } from "./schema";

/** An inquiry as read back: every field, its id and the database's timestamp (ISO-8601, UTC). */
export interface StoredInquiry extends InquiryFields {
  id: number;
  createdAt: string;
}

export interface CreateResult {
  /** false when a row with the same idempotency key already existed (nothing new stored). */
  created: boolean;
  id: number | null;
  /** true when the sender is blocked: stored as spam, with no notification (decision 0028). */
  blocked?: boolean;
}

/** Who the audit log names for what the blocked-senders list does by itself (app/inbox/history.ts). */
export const BLOCKLIST_ACTOR = "the blocked senders list";

export interface ListOptions {
  /** Only inquiries created at or after this instant. */
  since?: Date;
  /** Only inquiries created before this instant. */
  before?: Date;
  limit?: number;
}

/** A timestamp column as ISO-8601 UTC text, whichever engine produced it. */
export function isoTimestamp(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** A row as read back: checkboxes as booleans (SQLite has 0/1), the timestamp as ISO text. */
function toInquiry(row: Selectable<ContactSubmissionsTable>): StoredInquiry {
  const inquiry: Record<string, unknown> = { id: Number(row.id) };
  for (const name of fieldNames) {
    const value = row[name];
    inquiry[name] = fieldSpec(name).kind === "checkbox" ? value === true || value === 1 : value;
  }
  inquiry.createdAt = isoTimestamp(row.createdAt);
  return inquiry as unknown as StoredInquiry;
}

/**
 * The one inquiry store: used by the contact action, the studio's CLI, the
 * notifier and the tests, on SQLite and PostgreSQL alike.
 */
export class InquiryStore {
  /** The inquiry table's columns are the field table's names in snake_case. */
  private readonly db: Kysely<InquiryDatabase>;

  constructor(
    private readonly handle: DatabaseHandle,
    /** Notification channels configured now: each new inquiry gets one outbox row per channel. */
    private readonly notificationChannels: readonly string[] = [],
  ) {
    this.db = handle.db.withPlugin(new CamelCasePlugin()) as unknown as Kysely<InquiryDatabase>;
  }

  /** The fields as bind values: SQLite binds no booleans, so checkboxes go in as 0/1 there. */
  private columns(fields: InquiryFields) {
    const values: Record<string, unknown> = {};
    for (const name of fieldNames) {
      const value = fields[name];
      values[name] = typeof value === "boolean" && this.engine === "sqlite" ? Number(value) : value;
    }
    return values as InquiryFields;
  }

  get engine() {
    return this.handle.engine;
  }

  /**
   * Stores an inquiry and its pending notifications in one transaction. Resolves
   * only once the transaction is committed (durable). A repeated idempotency key
   * stores nothing and resolves `{ created: false }`. From a blocked sender
   * (db/blocked-senders.ts) it is stored with the status spam, its history says
   * why, and nobody is notified.
   */
  async create(fields: InquiryFields, idempotencyKey: string): Promise<CreateResult> {
    return this.db.transaction().execute(async (trx) => {
      const block = await blockedBy(trx, fields.email);
      const row = await trx
        .insertInto("contactSubmissions")
        .values({
          ...this.columns(fields),
          idempotencyKey,
          ...(block ? { status: "spam" } : {}),
        })
        .onConflict((conflict) => conflict.column("idempotencyKey").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!row) return { created: false, id: null };
      const id = Number(row.id);
      if (block) {
        await trx
          .insertInto("inboxAudit")
          .values({
            submissionId: id,
            staffId: null,
            actor: BLOCKLIST_ACTOR,
            action: "inquiry.sender-blocked",
            detail: `${block.kind} ${block.value}`,
          })
          .execute();
        return { created: true, id, blocked: true };
      }
      if (this.notificationChannels.length > 0) {
        await trx
          .insertInto("notificationOutbox")
          .values(this.notificationChannels.map((channel) => ({ submissionId: id, channel })))
          .execute();
      }
      return { created: true, id };
    });
  }

  /** Whether an inquiry with this idempotency key is stored. */
  async hasKey(idempotencyKey: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("contactSubmissions")
      .select("id")
      .where("idempotencyKey", "=", idempotencyKey)
      .executeTakeFirst();
    return row !== undefined;
  }

  async get(id: number): Promise<StoredInquiry | undefined> {
    const row = await this.db
      .selectFrom("contactSubmissions")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? toInquiry(row) : undefined;
  }

  /** Inquiries, oldest first. */
  async list(options: ListOptions = {}): Promise<StoredInquiry[]> {
    let query = this.db.selectFrom("contactSubmissions").selectAll();
    if (options.since) query = query.where("createdAt", ">=", options.since.toISOString());
    if (options.before) query = query.where("createdAt", "<", options.before.toISOString());
    if (options.limit) query = query.limit(options.limit);
    const rows = await query.orderBy("createdAt").orderBy("id").execute();
    return rows.map(toInquiry);
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom("contactSubmissions")
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Deletes every inquiry from this address (case-insensitive); returns how many. */
  async deleteByEmail(email: string, options: { dryRun?: boolean } = {}): Promise<number> {
    const match = sql<boolean>`lower(email) = lower(${email.trim()})`;
    if (options.dryRun) {
      const row = await this.db
        .selectFrom("contactSubmissions")
        .select((eb) => eb.fn.countAll().as("count"))
        .where(match)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    }
    const result = await this.db.deleteFrom("contactSubmissions").where(match).executeTakeFirst();
    await flushErasures(this.handle);
    return Number(result.numDeletedRows);
  }

  /** Deletes inquiries created before `cutoff` (retention); returns how many. */
  async purgeOlderThan(cutoff: Date, options: { dryRun?: boolean } = {}): Promise<number> {
    const before = cutoff.toISOString();
    if (options.dryRun) {
      const row = await this.db
        .selectFrom("contactSubmissions")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("createdAt", "<", before)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    }
    const result = await this.db
      .deleteFrom("contactSubmissions")
      .where("createdAt", "<", before)
      .executeTakeFirst();
    await flushErasures(this.handle);
    return Number(result.numDeletedRows);
  }

  /** Throws when the database cannot answer (used by /healthz). */
  ping(): Promise<void> {
    return ping(this.handle.db);
  }
}
