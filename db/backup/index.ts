/**
 * Backups of the site's database (docs/decisions/0020-backups.md): taking,
 * checking and restoring a copy on SQLite or PostgreSQL. The studio's CLI
 * (`npm run backup`, `npm run restore`), the timer in deploy/ and the release
 * call it; the inbox only reads its status.
 */
export { takeBackup, type BackupResult, type CopyResult } from "./take";
export { restoreBackup, RestoreRefused, type RestoreOptions, type RestoreResult } from "./restore";
export { backupOptions, offsiteTargets, type BackupOptions } from "./options";
export type { BackupManifest } from "./manifest";
export { BackupFileError } from "./container";
export { BackupLog } from "./log";
export { readBackupStatus, type BackupStatus, type ShownRun } from "./status";
export { formatBytes } from "./units";
