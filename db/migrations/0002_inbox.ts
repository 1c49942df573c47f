import { sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";
import type { Engine } from "../schema";

/**
 * The studio's inbox (docs/decisions/0019-staff-inbox.md): an inquiry's status
 * and assignee, internal notes, the audit log, and staff sign-in (people,
 * passkeys, sessions, one-time links, WebAuthn challenges).
 *
 * Existing inquiries become `new` (the column's default). Times of the sign-in
 * tables are epoch milliseconds in a bigint on both engines (expiry is compared
 * in code, with one clock); notes and audit entries use the engine's timestamp,
 * as the inquiries do.
 */
export function inbox(engine: Engine) {
  const pg = engine === "postgres";
  const timestamp = pg ? "timestamptz" : "text";
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const id = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement();

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("staff")
        .addColumn("id", "integer", id)
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("name", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("created_at", "bigint", (col) => col.notNull())
        .addColumn("revoked_at", "bigint")
        .execute();
      await db.schema
        .createIndex("staff_email")
        .unique()
        .on("staff")
        .expression(sql`lower(email)`)
        .execute();

      await db.schema
        .createTable("staff_passkeys")
        .addColumn("credential_id", "text", (col) => col.primaryKey())
        .addColumn("staff_id", "integer", (col) =>
          col.notNull().references("staff.id").onDelete("cascade"),
        )
        .addColumn("public_key", "text", (col) => col.notNull())
        .addColumn("counter", "bigint", (col) => col.notNull().defaultTo(0))
        .addColumn("transports", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("created_at", "bigint", (col) => col.notNull())
        .addColumn("last_used_at", "bigint")
        .execute();
      await db.schema
        .createIndex("staff_passkeys_staff")
        .on("staff_passkeys")
        .column("staff_id")
        .execute();

      await db.schema
        .createTable("staff_sessions")
        .addColumn("token_hash", "text", (col) => col.primaryKey())
        .addColumn("staff_id", "integer", (col) =>
          col.notNull().references("staff.id").onDelete("cascade"),
        )
        .addColumn("csrf_token", "text", (col) => col.notNull())
        .addColumn("created_at", "bigint", (col) => col.notNull())
        .addColumn("last_seen_at", "bigint", (col) => col.notNull())
        .addColumn("expires_at", "bigint", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("staff_sessions_staff")
        .on("staff_sessions")
        .column("staff_id")
        .execute();

      await db.schema
        .createTable("staff_links")
        .addColumn("token_hash", "text", (col) => col.primaryKey())
        .addColumn("staff_id", "integer", (col) =>
          col.notNull().references("staff.id").onDelete("cascade"),
        )
        .addColumn("purpose", "text", (col) => col.notNull())
        .addColumn("created_at", "bigint", (col) => col.notNull())
        .addColumn("expires_at", "bigint", (col) => col.notNull())
        .addColumn("used_at", "bigint")
        .execute();

      await db.schema
        .createTable("webauthn_challenges")
        .addColumn("id_hash", "text", (col) => col.primaryKey())
        .addColumn("challenge", "text", (col) => col.notNull())
        .addColumn("purpose", "text", (col) => col.notNull())
        .addColumn("staff_id", "integer", (col) => col.references("staff.id").onDelete("cascade"))
        .addColumn("expires_at", "bigint", (col) => col.notNull())
        .execute();

      await db.schema
        .alterTable("contact_submissions")
        .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
        .execute();
      await db.schema
        .alterTable("contact_submissions")
        .addColumn("assignee_id", "integer", (col) =>
          col.references("staff.id").onDelete("set null"),
        )
        .execute();
      await db.schema
        .createIndex("contact_submissions_status")
        .on("contact_submissions")
        .columns(["status", "created_at"])
        .execute();

      await db.schema
        .createTable("inquiry_notes")
        .addColumn("id", "integer", id)
        .addColumn("submission_id", "integer", (col) =>
          col.notNull().references("contact_submissions.id").onDelete("cascade"),
        )
        .addColumn("staff_id", "integer", (col) => col.references("staff.id").onDelete("set null"))
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("created_at", timestamp, (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex("inquiry_notes_submission")
        .on("inquiry_notes")
        .column("submission_id")
        .execute();

      // No foreign key to the inquiry: an entry outlives its inquiry's erasure
      // (that the action happened), without the personal data.
      await db.schema
        .createTable("inbox_audit")
        .addColumn("id", "integer", id)
        .addColumn("submission_id", "integer")
        .addColumn("staff_id", "integer", (col) => col.references("staff.id").onDelete("set null"))
        .addColumn("actor", "text", (col) => col.notNull())
        .addColumn("action", "text", (col) => col.notNull())
        .addColumn("detail", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("created_at", timestamp, (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex("inbox_audit_submission")
        .on("inbox_audit")
        .column("submission_id")
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("inbox_audit").ifExists().execute();
      await db.schema.dropTable("inquiry_notes").ifExists().execute();
      await db.schema.dropIndex("contact_submissions_status").ifExists().execute();
      await db.schema.alterTable("contact_submissions").dropColumn("assignee_id").execute();
      await db.schema.alterTable("contact_submissions").dropColumn("status").execute();
      await db.schema.dropTable("webauthn_challenges").ifExists().execute();
      await db.schema.dropTable("staff_links").ifExists().execute();
      await db.schema.dropTable("staff_sessions").ifExists().execute();
      await db.schema.dropTable("staff_passkeys").ifExists().execute();
      await db.schema.dropTable("staff").ifExists().execute();
    },
  };
}
