import { sql } from "kysely";
import type { DatabaseHandle } from "../database";

/**
 * The backup log (table backup_log, migration 0003): what the backup command
 * did, wherever it ran, read by every instance's inbox. A database older than
 * the migration (a backup taken just before it) has no such table: then nothing
 * is recorded, and the command says so.
 */
export interface BackupLogEntry {
  kind: "backup" | "copy";
  /** Where a copy went ("s3://bucket/prefix/", "folder /mnt/offsite"); "" for a backup. */
  target: string;
  outcome: "ok" | "failed";
  reason: string;
  /** The backup's file name (no folder). */
  file: string;
  bytes: number | null;
  sha256: string | null;
  error: string | null;
  startedAt: number;
  finishedAt: number;
}

export interface LoggedBackup extends BackupLogEntry {
  id: number;
}

export class BackupLog {
  constructor(private readonly handle: DatabaseHandle) {}

  /** Whether the table exists (migration 0003 applied). */
  async available(): Promise<boolean> {
    const query =
      this.handle.engine === "postgres"
        ? sql<{ found: string | null }>`select to_regclass('backup_log')::text as found`
        : sql<{
            found: string | null;
          }>`select name as found from sqlite_master where type = 'table' and name = 'backup_log'`;
    const { rows } = await query.execute(this.handle.db);
    return Boolean(rows[0]?.found);
  }

  async record(entry: BackupLogEntry): Promise<void> {
    await this.handle.db
      .insertInto("backup_log")
      .values({
        kind: entry.kind,
        target: entry.target,
        outcome: entry.outcome,
        reason: entry.reason,
        file: entry.file,
        bytes: entry.bytes,
        sha256: entry.sha256,
        // One short line: an error may be long (a tool's output) and is for people.
        error: entry.error === null ? null : entry.error.replace(/\s+/g, " ").slice(0, 500),
        started_at: entry.startedAt,
        finished_at: entry.finishedAt,
      })
      .execute();
  }

  /** The newest entry of a kind and target (any target when undefined), with an outcome. */
  async latest(
    kind: BackupLogEntry["kind"],
    outcome: BackupLogEntry["outcome"],
    target?: string,
  ): Promise<LoggedBackup | undefined> {
    let query = this.handle.db
      .selectFrom("backup_log")
      .selectAll()
      .where("kind", "=", kind)
      .where("outcome", "=", outcome);
    if (target !== undefined) query = query.where("target", "=", target);
    const row = await query
      .orderBy("finished_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    return row && toEntry(row);
  }

  /** The newest entries, newest first. */
  async recent(limit: number): Promise<LoggedBackup[]> {
    const rows = await this.handle.db
      .selectFrom("backup_log")
      .selectAll()
      .orderBy("finished_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    return rows.map(toEntry);
  }

  /** Deletes entries that finished before `before` (epoch ms); returns how many. */
  async forget(before: number): Promise<number> {
    const result = await this.handle.db
      .deleteFrom("backup_log")
      .where("finished_at", "<", before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

function toEntry(row: {
  id: number;
  kind: "backup" | "copy";
  target: string;
  outcome: "ok" | "failed";
  reason: string;
  file: string;
  bytes: number | string | null;
  sha256: string | null;
  error: string | null;
  started_at: number | string;
  finished_at: number | string;
}): LoggedBackup {
  return {
    id: Number(row.id),
    kind: row.kind,
    target: row.target,
    outcome: row.outcome,
    reason: row.reason,
    file: row.file,
    bytes: row.bytes === null ? null : Number(row.bytes),
    sha256: row.sha256,
    error: row.error,
    startedAt: Number(row.started_at),
    finishedAt: Number(row.finished_at),
  };
}
