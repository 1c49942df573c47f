import type { BackupLog, LoggedBackup } from "./log";
import type { RetentionPolicy } from "./retention";
import { formatBytes } from "./units";

/**
 * What staff see of the backups (the inbox's /inbox/site and its warning): read
 * from the backup log, with times and sizes already in words, so that the page
 * renders the same text on the server and in the browser.
 */
export interface BackupStatusSettings {
  /** BACKUP_INTERVAL_MINUTES: a backup older than twice this is late. */
  intervalMinutes: number;
  /** The off-site places this server's settings name (offsiteTargets in options.ts). */
  offsiteTargets: readonly string[];
  /** BACKUP_KEEP_ALL_HOURS and BACKUP_KEEP_DAILY_DAYS, for the page's words. */
  retention: RetentionPolicy;
}

export interface ShownRun {
  kind: "backup" | "copy";
  target: string;
  outcome: "ok" | "failed";
  reason: string;
  file: string;
  /** ISO 8601, UTC. */
  at: string;
  /** "12 minutes ago". */
  ago: string;
  /** "3.4 MB", or "" for a failure. */
  size: string;
  error: string;
}

export interface BackupStatus {
  intervalMinutes: number;
  retention: RetentionPolicy;
  lastBackup: ShownRun | null;
  /** The newest failed backup, when it is newer than the last one that worked. */
  failedSince: ShownRun | null;
  copies: { target: string; last: ShownRun | null; failedSince: ShownRun | null }[];
  /** Sentences for staff; non-empty means the inbox shows its warning. */
  warnings: string[];
  recent: ShownRun[];
}

export async function readBackupStatus(
  log: BackupLog,
  settings: BackupStatusSettings,
  now: Date = new Date(),
): Promise<BackupStatus> {
  const late = 2 * settings.intervalMinutes * 60 * 1000;
  const show = (entry: LoggedBackup | undefined): ShownRun | null =>
    entry
      ? {
          kind: entry.kind,
          target: entry.target,
          outcome: entry.outcome,
          reason: entry.reason,
          file: entry.file,
          at: new Date(entry.finishedAt).toISOString(),
          ago: ago(now.getTime() - entry.finishedAt),
          size: entry.bytes === null ? "" : formatBytes(entry.bytes),
          error: entry.error ?? "",
        }
      : null;
  const newer = (failure: LoggedBackup | undefined, success: LoggedBackup | undefined) =>
    failure && (!success || failure.finishedAt > success.finishedAt) ? failure : undefined;
  const every = `every ${plural(settings.intervalMinutes, "minute")}`;

  const warnings: string[] = [];
  const lastOk = await log.latest("backup", "ok");
  const lastFailed = await log.latest("backup", "failed");
  if (!lastOk) {
    warnings.push(
      `No backup has been recorded. Until one runs, a lost disk loses every inquiry: whoever runs the server sets up the schedule (README, “Backups”); they should run ${every}.`,
    );
  } else if (now.getTime() - lastOk.finishedAt > late) {
    warnings.push(
      `The last backup was taken ${ago(now.getTime() - lastOk.finishedAt)}, and they should run ${every}: inquiries since then are on this server's disk only. Tell whoever runs the server.`,
    );
  }
  const copies = [];
  for (const target of settings.offsiteTargets) {
    const copied = await log.latest("copy", "ok", target);
    const failed = await log.latest("copy", "failed", target);
    if (!copied) {
      warnings.push(
        `No off-site copy to ${target} has been recorded: the backups exist only on the server's own disk. Tell whoever runs the server.`,
      );
    } else if (now.getTime() - copied.finishedAt > late) {
      warnings.push(
        `The last off-site copy to ${target} was made ${ago(now.getTime() - copied.finishedAt)}, and one should follow every backup: newer backups exist only on the server's own disk. Tell whoever runs the server.`,
      );
    }
    copies.push({ target, last: show(copied), failedSince: show(newer(failed, copied)) });
  }
  return {
    intervalMinutes: settings.intervalMinutes,
    retention: settings.retention,
    lastBackup: show(lastOk),
    failedSince: show(newer(lastFailed, lastOk)),
    copies,
    warnings,
    recent: (await log.recent(12)).map((entry) => show(entry)!),
  };
}

/** What staff see when the backup log cannot be read (a database that does not answer). */
export function unreadableBackupStatus(config: {
  BACKUP_INTERVAL_MINUTES: number;
  BACKUP_KEEP_ALL_HOURS: number;
  BACKUP_KEEP_DAILY_DAYS: number;
}): BackupStatus {
  return {
    intervalMinutes: config.BACKUP_INTERVAL_MINUTES,
    retention: {
      keepAllHours: config.BACKUP_KEEP_ALL_HOURS,
      keepDailyDays: config.BACKUP_KEEP_DAILY_DAYS,
    },
    lastBackup: null,
    failedSince: null,
    copies: [],
    warnings: [
      "The backups' status could not be read from the database just now. Reload in a minute; if it stays, tell whoever runs the server.",
    ],
    recent: [],
  };
}

/** "just now", "12 minutes ago", "3 hours ago", "2 days ago". */
export function ago(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 120) return `${plural(minutes, "minute")} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${plural(hours, "hour")} ago`;
  return `${plural(Math.floor(hours / 24), "day")} ago`;
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}
