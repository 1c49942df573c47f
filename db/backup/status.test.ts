import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrate, openDatabase, type DatabaseHandle } from "../database";
import { BackupLog, type BackupLogEntry } from "./log";
import { readBackupStatus } from "./status";

/** What staff are told, from the backup log of a real SQLite database. */
const MINUTE = 60 * 1000;
const now = new Date("2026-11-27T12:00:00.000Z");
const S3 = "s3://studio-backups/site/";

describe("the backups' status for staff", () => {
  let dir: string;
  let handle: DatabaseHandle;
  let log: BackupLog;
  const entry = (minutesAgo: number, change: Partial<BackupLogEntry> = {}): BackupLogEntry => ({
    kind: "backup",
    target: "",
    outcome: "ok",
    reason: "scheduled",
    file: `studio-${minutesAgo}.backup.age`,
    bytes: 3_400_000,
    sha256: "0".repeat(64),
    error: null,
    startedAt: now.getTime() - minutesAgo * MINUTE - 2_000,
    finishedAt: now.getTime() - minutesAgo * MINUTE,
    ...change,
  });
  const status = (offsiteTargets: string[] = []) =>
    readBackupStatus(
      log,
      { intervalMinutes: 15, offsiteTargets, retention: { keepAllHours: 48, keepDailyDays: 30 } },
      now,
    );

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "studio-backup-status-"));
    handle = openDatabase({ dataDir: dir });
    await migrate(handle);
    log = new BackupLog(handle);
  });
  afterEach(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("warns when no backup was ever recorded", async () => {
    const { warnings, lastBackup } = await status();
    expect(lastBackup).toBeNull();
    expect(warnings).toEqual([expect.stringMatching(/^No backup has been recorded\./)]);
  });

  it("is quiet within twice the interval, and warns past it", async () => {
    await log.record(entry(29));
    const fresh = await status();
    expect(fresh.warnings).toEqual([]);
    expect(fresh.lastBackup).toMatchObject({
      ago: "29 minutes ago",
      size: "3.4 MB",
      reason: "scheduled",
    });

    await handle.db.deleteFrom("backup_log").execute();
    await log.record(entry(31));
    expect((await status()).warnings).toEqual([
      "The last backup was taken 31 minutes ago, and they should run every 15 minutes: inquiries since then are on this server's disk only. Tell whoever runs the server.",
    ]);
  });

  it("shows a failure newer than the last success, and judges each off-site place on its own", async () => {
    await log.record(entry(10));
    await log.record(
      entry(5, { outcome: "failed", file: "", bytes: null, error: "pg_dump failed (exit 1)" }),
    );
    await log.record(entry(200, { kind: "copy", target: S3 }));
    await log.record(
      entry(10, { kind: "copy", target: S3, outcome: "failed", error: "connect ECONNREFUSED" }),
    );
    const shown = await status([S3, "folder /mnt/offsite/site"]);
    expect(shown.failedSince).toMatchObject({
      error: "pg_dump failed (exit 1)",
      ago: "5 minutes ago",
    });
    expect(shown.copies).toEqual([
      expect.objectContaining({
        target: S3,
        last: expect.objectContaining({ ago: "3 hours ago" }),
        failedSince: expect.objectContaining({ error: "connect ECONNREFUSED" }),
      }),
      expect.objectContaining({ target: "folder /mnt/offsite/site", last: null }),
    ]);
    expect(shown.warnings).toEqual([
      `The last off-site copy to ${S3} was made 3 hours ago, and one should follow every backup: newer backups exist only on the server's own disk. Tell whoever runs the server.`,
      "No off-site copy to folder /mnt/offsite/site has been recorded: the backups exist only on the server's own disk. Tell whoever runs the server.",
    ]);
    // Newest first; of two at the same time, the one recorded last.
    expect(shown.recent.map((run) => [run.kind, run.outcome])).toEqual([
      ["backup", "failed"],
      ["copy", "failed"],
      ["backup", "ok"],
      ["copy", "ok"],
    ]);
  });
});
