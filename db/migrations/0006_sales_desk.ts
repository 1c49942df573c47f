import type { Kysely } from "kysely";

/**
 * The inbox as the sales desk (issue 41, decision 0026): a follow-up date on
 * an inquiry (a calendar day on the studio's clock, YYYY-MM-DD; null when none
 * is set), which the morning digest lists once it is due, and an index for
 * that question.
 *
 * Expand only: one nullable column and an index, so that the previous release
 * runs on a migrated database (it reads neither). Plain DDL, the same on
 * SQLite and PostgreSQL, inside the migrator's transaction.
 */
export function salesDesk() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("contact_submissions").addColumn("follow_up_on", "text").execute();
      await db.schema
        .createIndex("contact_submissions_follow_up")
        .on("contact_submissions")
        .column("follow_up_on")
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("contact_submissions_follow_up").ifExists().execute();
      await db.schema.alterTable("contact_submissions").dropColumn("follow_up_on").execute();
    },
  };
}
