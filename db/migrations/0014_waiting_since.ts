import { sql, type Kysely } from "kysely";
import type { Engine } from "../schema";

/**
 * Where an inquiry's one-business-day clock starts, as a column of its own (issue
 * 41, decision 0026 "Revision"): `waiting_since` is the customer's first message
 * the studio has not answered (app/inbox/business-hours.ts, clockStart), null while
 * the studio has never replied (the clock then runs from created_at, the inquiry
 * itself). 0012's `last_message_at`, the thread's latest message, restarted the
 * clock at every nudge; it stays, still written, because the previous release reads
 * it during a rollback. A later contract migration drops it and its index.
 *
 * Expand only. The backfill reads only inquiries with a thread, and computes the
 * same rule in SQL as the store does in code: the first answer after the latest
 * reply sent, else that reply. Timestamps compare as text on SQLite, where every
 * one is written by toISOString (the same width, so text order is time order).
 */
export function waitingSince(engine: Engine) {
  const timestamp = engine === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("contact_submissions")
        .addColumn("waiting_since", timestamp)
        .execute();
      await sql`update contact_submissions set waiting_since = coalesce(
          (select min(answer.sent_at) from inquiry_messages answer
            where answer.submission_id = contact_submissions.id and answer.direction = 'in'
              and answer.sent_at > (select max(reply.sent_at) from inquiry_messages reply
                where reply.submission_id = contact_submissions.id and reply.direction = 'out')),
          (select max(reply.sent_at) from inquiry_messages reply
            where reply.submission_id = contact_submissions.id and reply.direction = 'out'))
        where id in (select submission_id from inquiry_messages where sent_at is not null)`.execute(
        db,
      );
      await db.schema
        .createIndex("contact_submissions_waiting_since")
        .on("contact_submissions")
        .expression(sql`status, coalesce(waiting_since, created_at), id`)
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("contact_submissions_waiting_since").ifExists().execute();
      await db.schema.alterTable("contact_submissions").dropColumn("waiting_since").execute();
    },
  };
}
