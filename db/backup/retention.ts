import { parseBackupName, type BackupName } from "./names";

export interface RetentionPolicy {
  /** Every backup of the last this many hours is kept. */
  keepAllHours: number;
  /** Beyond that, the newest backup of each UTC day of the last this many days. */
  keepDailyDays: number;
}

/** Backups taken before a restore replaced a database are kept until someone deletes them. */
export const KEPT_REASONS = new Set(["pre-restore"]);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Which of these file names retention deletes at `now`: the backups older than
 * `keepAllHours` that are not the newest of their day within `keepDailyDays`.
 * Never the newest backup of all (a schedule that stopped for a month must not
 * leave nothing), never a kept reason's, never a name that is not a backup's.
 */
export function backupsToPrune(
  names: readonly string[],
  now: Date,
  policy: RetentionPolicy,
): string[] {
  const backups = names
    .map(parseBackupName)
    .filter((backup): backup is BackupName => backup !== undefined)
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const keep = new Set<string>();
  if (backups[0]) keep.add(backups[0].name);
  const allSince = now.getTime() - policy.keepAllHours * HOUR;
  const dailySince = now.getTime() - policy.keepDailyDays * DAY;
  const daysSeen = new Set<string>();
  for (const backup of backups) {
    const time = backup.takenAt.getTime();
    if (time >= allSince || KEPT_REASONS.has(backup.reason)) keep.add(backup.name);
    if (time >= dailySince) {
      const day = backup.takenAt.toISOString().slice(0, 10);
      // Newest first: the first one seen of a day is that day's newest.
      if (!daysSeen.has(day)) {
        daysSeen.add(day);
        keep.add(backup.name);
      }
    }
  }
  return backups.filter((backup) => !keep.has(backup.name)).map((backup) => backup.name);
}
