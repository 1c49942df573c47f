import { sql } from "kysely";
import type { DatabaseHandle } from "./database";

/** One notification to send: which inquiry, on which channel, how many tries so far. */
export interface OutboxItem {
  id: number;
  submissionId: number;
  channel: string;
  attempts: number;
}

export interface OutboxCounts {
  pending: number;
  delivered: number;
  gaveUp: number;
}

/**
 * The notification outbox: rows are written with the inquiry (same transaction),
 * then sent and marked by the notifier. Claiming a row pushes its next attempt
 * into the future first, so two server processes on one PostgreSQL never send
 * the same notification at the same time.
 */
export class NotificationOutbox {
  constructor(private readonly handle: DatabaseHandle) {}

  /** Rows due at `now`, oldest first. */
  async due(now: Date, limit: number): Promise<OutboxItem[]> {
    const rows = await this.handle.db
      .selectFrom("notification_outbox")
      .select(["id", "submission_id", "channel", "attempts"])
      .where("delivered_at", "is", null)
      .where("gave_up_at", "is", null)
      .where("next_attempt_at", "<=", now.toISOString())
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      submissionId: Number(row.submission_id),
      channel: row.channel,
      attempts: Number(row.attempts),
    }));
  }

  /** Takes a due row for `leaseUntil`; false when another process took it first. */
  async claim(id: number, now: Date, leaseUntil: Date): Promise<boolean> {
    const result = await this.handle.db
      .updateTable("notification_outbox")
      .set({ next_attempt_at: leaseUntil.toISOString() })
      .where("id", "=", id)
      .where("delivered_at", "is", null)
      .where("gave_up_at", "is", null)
      .where("next_attempt_at", "<=", now.toISOString())
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async markDelivered(id: number, attempts: number, at: Date): Promise<void> {
    await this.handle.db
      .updateTable("notification_outbox")
      .set({ delivered_at: at.toISOString(), attempts, last_error: null })
      .where("id", "=", id)
      .execute();
  }

  /** Records a failed attempt: retried at `retryAt`, or given up for good when it is null. */
  async markFailed(
    id: number,
    attempts: number,
    error: string,
    retryAt: Date | null,
    now: Date,
  ): Promise<void> {
    await this.handle.db
      .updateTable("notification_outbox")
      .set({
        attempts,
        last_error: error.slice(0, 500),
        next_attempt_at: (retryAt ?? now).toISOString(),
        gave_up_at: retryAt ? null : now.toISOString(),
      })
      .where("id", "=", id)
      .execute();
  }

  async counts(): Promise<OutboxCounts> {
    const row = await this.handle.db
      .selectFrom("notification_outbox")
      .select([
        sql<number>`count(*) filter (where delivered_at is null and gave_up_at is null)`.as(
          "pending",
        ),
        sql<number>`count(*) filter (where delivered_at is not null)`.as("delivered"),
        sql<number>`count(*) filter (where gave_up_at is not null)`.as("gaveUp"),
      ])
      .executeTakeFirstOrThrow();
    return {
      pending: Number(row.pending),
      delivered: Number(row.delivered),
      gaveUp: Number(row.gaveUp),
    };
  }
}
