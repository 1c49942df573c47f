import type { Kysely } from "kysely";
import type { Engine } from "../schema";

/**
 * The IMAP reader's place in each mailbox (issue 41, decision 0027): answers
 * to the inbox's replies are read from the studio's mailbox into their
 * inquiry's thread.
 *
 * - `uid_validity`, `last_uid`: the mailbox's UIDVALIDITY and the highest UID
 *   read in it; the next reading starts after it. A new UIDVALIDITY (the
 *   mailbox was rebuilt) starts again from the first message, and the unique
 *   Message-ID of inquiry_messages keeps an answer from being stored twice.
 * - `lease_holder`, `lease_until`: which process reads the mailbox now and
 *   until when, so that one server of several (and the CLI) reads at a time;
 *   a lease that ran out (a process killed mid-reading) is taken over.
 *
 * Expand only (a new table the previous release never reads); plain DDL inside
 * the migrator's transaction, as 0006.
 */
export function mailReader(engine: Engine) {
  const timestamp = engine === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("mail_reader_state")
        .addColumn("mailbox", "text", (col) => col.primaryKey())
        .addColumn("uid_validity", "text")
        .addColumn("last_uid", "bigint", (col) => col.notNull().defaultTo(0))
        .addColumn("lease_holder", "text")
        .addColumn("lease_until", timestamp)
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("mail_reader_state").ifExists().execute();
    },
  };
}
