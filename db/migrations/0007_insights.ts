import type { Kysely } from "kysely";
import type { Engine } from "../schema";

/**
 * Cookie-less first-party analytics (issue 39, docs/decisions/0025-insights.md).
 *
 * - `insight_salts`: one random salt per UTC day, made by the first page view of
 *   the day and deleted 48 hours after its day began (db/insights-store.ts), so
 *   that a visitor id cannot be recomputed or joined across days.
 * - `insight_events`: one page view: epoch ms, the day, the path (with only its
 *   utm_* query), the referrer's host, the three UTM values, device class,
 *   browser family and the day's visitor id (a keyed hash). No address, no user
 *   agent, no cookie: nothing here can name a person.
 * - `insight_days`: the views of each closed day summed per list and label
 *   (db/insights-rollup.ts), kept after the raw views are purged.
 * - `inquiry_sources`: the visit an inquiry belongs to (entry page, referrer
 *   host, UTM of the visitor's first view of the day, pages seen that day),
 *   one row per inquiry, deleted with it.
 *
 * Expand only: new tables, nothing the previous release reads changes.
 */
export function insights(engine: Engine) {
  const id = engine === "postgres" ? "bigserial" : "integer";
  const epoch = engine === "postgres" ? "bigint" : "integer";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("insight_salts")
        .addColumn("day", "text", (col) => col.primaryKey())
        .addColumn("salt", "text", (col) => col.notNull())
        .addColumn("created_at", epoch, (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("insight_events")
        .addColumn("id", id, (col) => col.primaryKey().notNull())
        .addColumn("at", epoch, (col) => col.notNull())
        .addColumn("day", "text", (col) => col.notNull())
        .addColumn("path", "text", (col) => col.notNull())
        .addColumn("referrer_host", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("utm_source", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("utm_medium", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("utm_campaign", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("device", "text", (col) => col.notNull())
        .addColumn("browser", "text", (col) => col.notNull())
        .addColumn("visitor_id", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("insight_events_at").on("insight_events").column("at").execute();
      await db.schema
        .createIndex("insight_events_visitor")
        .on("insight_events")
        .columns(["visitor_id", "at"])
        .execute();
      await db.schema
        .createTable("insight_days")
        .addColumn("day", "text", (col) => col.notNull())
        .addColumn("list", "text", (col) => col.notNull())
        .addColumn("label", "text", (col) => col.notNull())
        .addColumn("visitors", "integer", (col) => col.notNull())
        .addColumn("views", "integer", (col) => col.notNull())
        .addPrimaryKeyConstraint("insight_days_pk", ["day", "list", "label"])
        .execute();
      await db.schema
        .createTable("inquiry_sources")
        .addColumn("submission_id", "integer", (col) =>
          col.primaryKey().references("contact_submissions.id").onDelete("cascade"),
        )
        .addColumn("entry_path", "text", (col) => col.notNull())
        .addColumn("referrer_host", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("utm_source", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("utm_medium", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("utm_campaign", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("pages_seen", "integer", (col) => col.notNull())
        .addColumn("first_seen_at", epoch, (col) => col.notNull())
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("inquiry_sources").ifExists().execute();
      await db.schema.dropTable("insight_days").ifExists().execute();
      await db.schema.dropTable("insight_events").ifExists().execute();
      await db.schema.dropTable("insight_salts").ifExists().execute();
    },
  };
}
