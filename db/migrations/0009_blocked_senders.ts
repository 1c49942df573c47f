import { sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";
import type { Engine } from "../schema";

/**
 * Blocked senders (issue 41, decision 0028): an address or a whole domain that
 * staff blocked, with who did it, when and why. A later inquiry from a blocked
 * sender is stored with the status spam (db/inquiry-store.ts), and the visitor
 * is answered as usual.
 *
 * `value` is the address or the domain, lower-case; one row per kind and
 * value. Expand only: a new table that the previous release never reads.
 * Inside the migrator's transaction, on SQLite and PostgreSQL alike.
 */
export function blockedSenders(engine: Engine) {
  const pg = engine === "postgres";
  const timestamp = pg ? "timestamptz" : "text";
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const id = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement();

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("blocked_senders")
        .addColumn("id", "integer", id)
        .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('address', 'domain')`))
        .addColumn("value", "text", (col) => col.notNull())
        .addColumn("reason", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("staff_id", "integer", (col) => col.references("staff.id").onDelete("set null"))
        .addColumn("actor", "text", (col) => col.notNull())
        .addColumn("created_at", timestamp, (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex("blocked_senders_kind_value")
        .unique()
        .on("blocked_senders")
        .columns(["kind", "value"])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("blocked_senders").ifExists().execute();
    },
  };
}
