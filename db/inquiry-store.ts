import { sql, type Selectable } from "kysely";
import type { InquiryFields } from "../app/contact/schema";
import { ping, type DatabaseHandle } from "./database";
import type { ContactSubmissionsTable } from "./schema";

/** An inquiry as read back: every field, its id and the database's timestamp (ISO-8601, UTC). */
export interface StoredInquiry extends InquiryFields {
  id: number;
  createdAt: string;
}

export interface CreateResult {
  /** false when a row with the same idempotency key already existed (nothing new stored). */
  created: boolean;
  id: number | null;
}

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

function toInquiry(row: Selectable<ContactSubmissionsTable>): StoredInquiry {
  return {
    id: Number(row.id),
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    country: row.country,
    inquiryType: row.inquiry_type,
    subject: row.subject,
    message: row.message,
    budget: row.budget,
    timeline: row.timeline,
    serviceType: row.service_type,
    consent: row.consent === true || row.consent === 1,
    createdAt: isoTimestamp(row.created_at),
  };
}

/**
 * The one inquiry store: used by the contact action, the studio's CLI, the
 * notifier and the tests, on SQLite and PostgreSQL alike.
 */
export class InquiryStore {
  constructor(
    private readonly handle: DatabaseHandle,
    /** Notification channels configured now: each new inquiry gets one outbox row per channel. */
    private readonly notificationChannels: readonly string[] = [],
  ) {}

  get engine() {
    return this.handle.engine;
  }

  /**
   * Stores an inquiry and its pending notifications in one transaction. Resolves
   * only once the transaction is committed (durable). A repeated idempotency key
   * stores nothing and resolves `{ created: false }`.
   */
  async create(fields: InquiryFields, idempotencyKey: string): Promise<CreateResult> {
    const consent = this.handle.engine === "sqlite" ? (fields.consent ? 1 : 0) : fields.consent;
    return this.handle.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("contact_submissions")
        .values({
          full_name: fields.fullName,
          email: fields.email,
          phone: fields.phone,
          company: fields.company,
          country: fields.country,
          inquiry_type: fields.inquiryType,
          subject: fields.subject,
          message: fields.message,
          budget: fields.budget,
          timeline: fields.timeline,
          service_type: fields.serviceType,
          consent,
          idempotency_key: idempotencyKey,
        })
        .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!row) return { created: false, id: null };
      const id = Number(row.id);
      if (this.notificationChannels.length > 0) {
        await trx
          .insertInto("notification_outbox")
          .values(this.notificationChannels.map((channel) => ({ submission_id: id, channel })))
          .execute();
      }
      return { created: true, id };
    });
  }

  /** Whether an inquiry with this idempotency key is stored. */
  async hasKey(idempotencyKey: string): Promise<boolean> {
    const row = await this.handle.db
      .selectFrom("contact_submissions")
      .select("id")
      .where("idempotency_key", "=", idempotencyKey)
      .executeTakeFirst();
    return row !== undefined;
  }

  async get(id: number): Promise<StoredInquiry | undefined> {
    const row = await this.handle.db
      .selectFrom("contact_submissions")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? toInquiry(row) : undefined;
  }

  /** Inquiries, oldest first. */
  async list(options: ListOptions = {}): Promise<StoredInquiry[]> {
    let query = this.handle.db.selectFrom("contact_submissions").selectAll();
    if (options.since) query = query.where("created_at", ">=", options.since.toISOString());
    if (options.before) query = query.where("created_at", "<", options.before.toISOString());
    if (options.limit) query = query.limit(options.limit);
    const rows = await query.orderBy("created_at").orderBy("id").execute();
    return rows.map(toInquiry);
  }

  async count(): Promise<number> {
    const row = await this.handle.db
      .selectFrom("contact_submissions")
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Deletes every inquiry from this address (case-insensitive); returns how many. */
  async deleteByEmail(email: string, options: { dryRun?: boolean } = {}): Promise<number> {
    const match = sql<boolean>`lower(email) = lower(${email.trim()})`;
    if (options.dryRun) {
      const row = await this.handle.db
        .selectFrom("contact_submissions")
        .select((eb) => eb.fn.countAll().as("count"))
        .where(match)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    }
    const result = await this.handle.db
      .deleteFrom("contact_submissions")
      .where(match)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Deletes inquiries created before `cutoff` (retention); returns how many. */
  async purgeOlderThan(cutoff: Date, options: { dryRun?: boolean } = {}): Promise<number> {
    const before = cutoff.toISOString();
    if (options.dryRun) {
      const row = await this.handle.db
        .selectFrom("contact_submissions")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("created_at", "<", before)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    }
    const result = await this.handle.db
      .deleteFrom("contact_submissions")
      .where("created_at", "<", before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Throws when the database cannot answer (used by /healthz). */
  ping(): Promise<void> {
    return ping(this.handle.db);
  }
}
