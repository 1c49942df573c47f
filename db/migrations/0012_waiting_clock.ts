import { sql, type Kysely } from "kysely";
import type { Engine } from "../schema";

/**
 * Where an inquiry's one-business-day clock starts (issue 41, decision 0026):
 * `last_message_at` is when the latest message of its e-mail thread (0008) was
 * sent or received, null while it has none. An inquiry that waits for the studio
 * (New, In progress) has waited since coalesce(last_message_at, created_at): the
 * customer's latest unanswered message, or the inquiry itself. An old inquiry that
 * gets a new answer therefore starts a fresh clock instead of being past the
 * promise at once; one whose latest message is the studio's reply is Replied, not
 * waiting.
 *
 * Null stands for "since the inquiry arrived", so the previous release, which
 * inserts inquiries without the column and records no thread, leaves correct rows
 * (expand only). The index gives the inbox's list of late inquiries in the
 * clock's order (db/inbox-store.ts, waitingSince) on both engines; the queries
 * spell the same expression. The backfill reads only inquiries with a thread.
 */
export function waitingClock(engine: Engine) {
  const timestamp = engine === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("contact_submissions")
        .addColumn("last_message_at", timestamp)
        .execute();
      await sql`update contact_submissions set last_message_at = (
          select max(m.sent_at) from inquiry_messages m
          where m.submission_id = contact_submissions.id and m.sent_at is not null)
        where id in (select submission_id from inquiry_messages where sent_at is not null)`.execute(
        db,
      );
      await db.schema
        .createIndex("contact_submissions_waiting")
        .on("contact_submissions")
        .expression(sql`status, coalesce(last_message_at, created_at), id`)
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("contact_submissions_waiting").ifExists().execute();
      await db.schema.alterTable("contact_submissions").dropColumn("last_message_at").execute();
    },
  };
}
