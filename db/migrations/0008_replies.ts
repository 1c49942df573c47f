import { sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";
import type { Engine } from "../schema";

/**
 * Replies inside the inbox (issue 41, decision 0027): every e-mail sent to the
 * person who wrote an inquiry, and every answer of theirs read back, kept on
 * the inquiry as a thread.
 *
 * - `direction`: "out" (the studio wrote it) or "in" (the person did).
 * - `staff_id`, `author`: who wrote it; `author` is the name as it was shown
 *   then (a colleague's, or the person's address), kept when a colleague leaves.
 * - `message_id`, `in_reply_to`: the e-mail headers that thread it (unique:
 *   one message is stored once).
 * - `reply_token`: the inquiry's token in the Reply-To address; the same on
 *   every message of one inquiry, so an answer that lost its headers still
 *   finds its thread.
 * - `client_key`: the reply form's one-time key, so that a form sent twice
 *   sends one e-mail: a reply's row is written before it is sent (its place
 *   claimed), and a second post of the form finds it.
 * - `sent_at`: when the e-mail left; null while it is being sent (such a row
 *   is not shown, and goes when the mail server refuses it).
 *
 * The rows go with their inquiry (on delete cascade): an erased inquiry's
 * messages are erased with it, and a later answer finds no token to match.
 * Expand only (a new table), so the previous release runs on a migrated
 * database; plain DDL inside the migrator's transaction, as 0006.
 */
export function replies(engine: Engine) {
  const pg = engine === "postgres";
  const timestamp = pg ? "timestamptz" : "text";
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const id = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement();

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("inquiry_messages")
        .addColumn("id", "integer", id)
        .addColumn("submission_id", "integer", (col) =>
          col.notNull().references("contact_submissions.id").onDelete("cascade"),
        )
        .addColumn("direction", "text", (col) =>
          col.notNull().check(sql`direction in ('out', 'in')`),
        )
        .addColumn("staff_id", "integer", (col) => col.references("staff.id").onDelete("set null"))
        .addColumn("author", "text", (col) => col.notNull())
        .addColumn("subject", "text", (col) => col.notNull())
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("message_id", "text", (col) => col.notNull())
        .addColumn("in_reply_to", "text")
        .addColumn("reply_token", "text", (col) => col.notNull())
        .addColumn("client_key", "text")
        .addColumn("created_at", timestamp, (col) => col.notNull().defaultTo(now))
        .addColumn("sent_at", timestamp)
        .execute();
      await db.schema
        .createIndex("inquiry_messages_submission")
        .on("inquiry_messages")
        .columns(["submission_id", "id"])
        .execute();
      await db.schema
        .createIndex("inquiry_messages_message_id")
        .unique()
        .on("inquiry_messages")
        .column("message_id")
        .execute();
      await db.schema
        .createIndex("inquiry_messages_reply_token")
        .on("inquiry_messages")
        .column("reply_token")
        .execute();
      await db.schema
        .createIndex("inquiry_messages_client_key")
        .unique()
        .on("inquiry_messages")
        .column("client_key")
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("inquiry_messages").ifExists().execute();
    },
  };
}
