import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { Engine } from "../schema";

/**
 * The backup log (docs/decisions/0020-backups.md): one row per backup taken or
 * failed, and per off-site copy made or failed, written by the backup command
 * wherever it runs, so that every instance's inbox shows the same status.
 *
 * Only a new table (expand): code that does not know it runs unchanged. Times
 * are epoch milliseconds in a bigint, as the sign-in tables' (compared in code).
 * Rows carry file names, sizes and short reasons, never an inquiry.
 */
export function backups(engine: Engine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres"
      ? col.primaryKey().generatedAlwaysAsIdentity()
      : col.primaryKey().autoIncrement();

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("backup_log")
        .addColumn("id", "integer", id)
        // "backup" (a file written in BACKUP_DIR) or "copy" (a file copied off-site).
        .addColumn("kind", "text", (col) => col.notNull())
        // Where a copy went ("s3://bucket/prefix/", "folder /mnt/offsite"); "" for a backup.
        .addColumn("target", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("outcome", "text", (col) => col.notNull())
        .addColumn("reason", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("file", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("bytes", "bigint")
        .addColumn("sha256", "text")
        .addColumn("error", "text")
        .addColumn("started_at", "bigint", (col) => col.notNull())
        .addColumn("finished_at", "bigint", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("backup_log_latest")
        .on("backup_log")
        .columns(["kind", "target", "outcome", "finished_at"])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("backup_log").ifExists().execute();
    },
  };
}
