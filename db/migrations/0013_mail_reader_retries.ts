import type { Kysely } from "kysely";

/**
 * How often the IMAP reader stopped at one message (issue 41's review,
 * decision 0027 revision): a message whose content the server did not give
 * (an empty fetch, no size) stops the reading before it so the next reading
 * tries again, but after three readings stopped at the same UID it is refused
 * and the reading moves on, so one message cannot block the mailbox forever.
 *
 * - `stalled_uid`: the UID the last stopped reading stopped at (null: none).
 * - `stalled_readings`: how many readings in a row stopped there.
 *
 * Expand only (new columns with defaults the previous release never reads);
 * the same DDL on both engines, as 0006.
 */
export function mailReaderRetries() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("mail_reader_state").addColumn("stalled_uid", "bigint").execute();
      await db.schema
        .alterTable("mail_reader_state")
        .addColumn("stalled_readings", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("mail_reader_state").dropColumn("stalled_readings").execute();
      await db.schema.alterTable("mail_reader_state").dropColumn("stalled_uid").execute();
    },
  };
}
