import { sql, type Kysely } from "kysely";
import type { Engine } from "../schema";

/**
 * The inquiry table, the notification outbox and the shared rate-limit counters.
 * Written for both engines; the only differences are the identity column, the
 * boolean and timestamp types and the database-side clock:
 * - SQLite: `integer primary key autoincrement`, 0/1 integers, ISO-8601 UTC text
 *   (`strftime('%Y-%m-%dT%H:%M:%fZ','now')`, the format of `Date#toISOString`).
 * - PostgreSQL: `generated always as identity`, boolean, timestamptz `now()`.
 */
export function contactSubmissions(engine: Engine) {
  const pg = engine === "postgres";
  const timestamp = pg ? "timestamptz" : "text";
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("contact_submissions")
        .addColumn("id", "integer", (col) =>
          pg ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement(),
        )
        .addColumn("full_name", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("phone", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("company", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("country", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("inquiry_type", "text", (col) => col.notNull())
        .addColumn("subject", "text", (col) => col.notNull())
        .addColumn("message", "text", (col) => col.notNull())
        .addColumn("budget", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("timeline", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("service_type", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("consent", pg ? "boolean" : "integer", (col) =>
          col.notNull().defaultTo(pg ? sql`false` : 0),
        )
        .addColumn("idempotency_key", "text", (col) => col.notNull())
        .addColumn("created_at", timestamp, (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex("contact_submissions_idempotency_key")
        .unique()
        .on("contact_submissions")
        .column("idempotency_key")
        .execute();
      await db.schema
        .createIndex("contact_submissions_created_at")
        .on("contact_submissions")
        .column("created_at")
        .execute();
      await db.schema
        .createIndex("contact_submissions_email")
        .on("contact_submissions")
        .expression(sql`lower(email)`)
        .execute();

      await db.schema
        .createTable("notification_outbox")
        .addColumn("id", "integer", (col) =>
          pg ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement(),
        )
        .addColumn("submission_id", "integer", (col) =>
          col.notNull().references("contact_submissions.id").onDelete("cascade"),
        )
        .addColumn("channel", "text", (col) => col.notNull())
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("next_attempt_at", timestamp, (col) => col.notNull().defaultTo(now))
        .addColumn("delivered_at", timestamp)
        .addColumn("gave_up_at", timestamp)
        .addColumn("last_error", "text")
        .addColumn("created_at", timestamp, (col) => col.notNull().defaultTo(now))
        .addUniqueConstraint("notification_outbox_submission_channel", ["submission_id", "channel"])
        .execute();
      await db.schema
        .createIndex("notification_outbox_due")
        .on("notification_outbox")
        .columns(["delivered_at", "gave_up_at", "next_attempt_at"])
        .execute();

      await db.schema
        .createTable("rate_limits")
        .addColumn("key", "text", (col) => col.notNull())
        .addColumn("window_start", "bigint", (col) => col.notNull())
        .addColumn("hits", "integer", (col) => col.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("rate_limits_pkey", ["key", "window_start"])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("rate_limits").ifExists().execute();
      await db.schema.dropTable("notification_outbox").ifExists().execute();
      await db.schema.dropTable("contact_submissions").ifExists().execute();
    },
  };
}
