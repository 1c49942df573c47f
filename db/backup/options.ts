import { hostname } from "node:os";
import { resolve } from "node:path";
import type { Config } from "../../server/config";
import type { OpsConfig } from "../../server/ops-notify";
import type { RetentionPolicy } from "./retention";
import type { S3Settings } from "./offsite";

/** Everything takeBackup needs; `backupOptions` makes it from the server's settings. */
export interface BackupOptions {
  /** PostgreSQL when set, else the SQLite file in dataDir (the server's DATABASE_URL and DATA_DIR). */
  databaseUrl?: string;
  dataDir: string;
  /** Where backup files are written (0700; each file 0600). */
  backupDir: string;
  /** Why: "scheduled", "pre-migration", "manual", … (a-z, 0-9 and -; part of the file name). */
  reason: string;
  /** age public keys the file is encrypted to; none: not encrypted. */
  recipients: readonly string[];
  /** Off-site copies: a folder and/or a bucket. */
  copyDir?: string;
  s3?: S3Settings;
  copyAttempts: number;
  /** Pause before the second attempt; each further one waits that much longer. */
  copyPauseMs: number;
  /** Retention after the backup, locally and off-site; false keeps everything. */
  retention: RetentionPolicy | false;
  /** Where pg_dump, pg_restore and psql are; unset: PATH. */
  pgBin?: string;
  /** Where a failure is reported (the inquiry channels, server/ops-notify.ts); unset: only thrown and printed. */
  notify?: OpsConfig;
  /** Progress, one line at a time (the CLI prints them). */
  log?: (line: string) => void;
  /** The clock (tests move it). */
  now?: () => Date;
  /** Names the machine in messages. */
  host?: string;
}

/** The options the server's settings (or the same environment variables) give, for one reason. */
export function backupOptions(config: Config, reason: string): BackupOptions {
  return {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    backupDir: config.BACKUP_DIR,
    reason,
    recipients: config.BACKUP_AGE_RECIPIENT,
    copyDir: config.BACKUP_COPY_DIR,
    s3: config.BACKUP_S3_BUCKET
      ? {
          bucket: config.BACKUP_S3_BUCKET,
          prefix: config.BACKUP_S3_PREFIX,
          region: config.BACKUP_S3_REGION,
          endpoint: config.BACKUP_S3_ENDPOINT,
          forcePathStyle: config.BACKUP_S3_FORCE_PATH_STYLE,
          accessKeyId: config.BACKUP_S3_ACCESS_KEY_ID,
          secretAccessKey: config.BACKUP_S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    copyAttempts: config.BACKUP_COPY_ATTEMPTS,
    copyPauseMs: 5_000,
    retention: {
      keepAllHours: config.BACKUP_KEEP_ALL_HOURS,
      keepDailyDays: config.BACKUP_KEEP_DAILY_DAYS,
    },
    pgBin: config.BACKUP_PG_BIN,
    notify: config,
    host: hostname(),
  };
}

/** How the log and the inbox name the off-site places the settings set up (no secrets). */
export function offsiteTargets(
  config: Pick<Config, "BACKUP_COPY_DIR" | "BACKUP_S3_BUCKET" | "BACKUP_S3_PREFIX">,
): string[] {
  return [
    ...(config.BACKUP_COPY_DIR ? [folderTarget(config.BACKUP_COPY_DIR)] : []),
    ...(config.BACKUP_S3_BUCKET
      ? [`s3://${config.BACKUP_S3_BUCKET}/${config.BACKUP_S3_PREFIX}`]
      : []),
  ];
}

/** The name of a folder destination: its absolute path (the same in the log and in the inbox). */
export function folderTarget(dir: string): string {
  return `folder ${resolve(dir)}`;
}
