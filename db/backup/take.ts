import { existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { hostname } from "node:os";
import { isAbsolute, join, resolve } from "node:path";
import { notifyOps } from "../../server/ops-notify";
import { openDatabase, sqliteFile, type DatabaseHandle } from "../database";
import { containerBytes } from "./container";
import { encrypted } from "./encryption";
import { privateFolder, writeWhole } from "./files";
import { sweepAbandonedWork } from "./leftovers";
import { formatBytes } from "./units";
import { BackupLog } from "./log";
import type { BackupManifest } from "./manifest";
import { backupFileName, REASON } from "./names";
import { folderDestination, s3Destination, withAttempts, type Destination } from "./offsite";
import type { BackupOptions } from "./options";
import { snapshotPostgres } from "./postgres";
import { backupsToPrune, type RetentionPolicy } from "./retention";
import { snapshotSqlite } from "./sqlite";

export interface CopyResult {
  target: string;
  ok: boolean;
  attempts: number;
  error?: string;
}

export interface BackupResult {
  /** The backup file, an absolute path. */
  file: string;
  manifest: BackupManifest;
  /** Size and sha256 of the file as written (encrypted when recipients are set). */
  bytes: number;
  sha256: string;
  encrypted: boolean;
  copies: CopyResult[];
  /** Files retention deleted, locally and at each destination. */
  pruned: { target: string; names: string[]; error?: string }[];
  /** False when the database has no backup log yet (before migration 0003). */
  logged: boolean;
  /** What else failed after the file was written (recording it, setting up off-site), reported. */
  problems: string[];
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Takes one backup: a consistent copy of the database (SQLite's VACUUM INTO or
 * pg_dump in one snapshot), counted, wrapped with its manifest, encrypted to the
 * recipients, written whole as a 0600 file in the backup folder; then copied
 * off-site (each place tried `copyAttempts` times), and retention applied locally
 * and off-site. Every step is recorded in the backup log when the database has one.
 *
 * Rejects when no backup file was written, after reporting it through the
 * inquiry channels; a copy or pruning that fails is reported the same way and
 * returned in the result (the backup itself is there).
 */
export async function takeBackup(options: BackupOptions): Promise<BackupResult> {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  if (!REASON.test(options.reason)) {
    throw new Error(
      `The reason "${options.reason}" is not one a file name can carry: use a-z, 0-9 and -, at most 40 (e.g. scheduled, pre-migration, manual).`,
    );
  }
  const backupDir = resolve(options.backupDir);
  if (!isAbsolute(options.backupDir)) {
    log(
      `backup: BACKUP_DIR is the relative ${options.backupDir}, here ${backupDir}: on a server, set an absolute folder outside the release folders (/srv/site/shared/backups), or old releases' pruning takes the backups with them`,
    );
  }
  const startedAt = now();
  let handle: DatabaseHandle | undefined;
  let backupLog: BackupLog | undefined;
  let written: WrittenBackup;
  try {
    handle = openSource(options);
    backupLog = await openLog(handle);
    privateFolder(backupDir);
    await sweepLeftovers(backupDir, options.copyDir, startedAt, log);
    written = await writeBackup(options, handle, backupDir, startedAt);
  } catch (error) {
    await failed(options, error, startedAt, backupDir, backupLog, now, log);
    await handle?.close();
    throw error;
  }

  // The file is there: from here on, what fails is reported, never the backup itself.
  try {
    log(
      `backup: ${written.manifest.engine} ${handle.location}, ${describeTables(written.manifest)}`,
    );
    const problems: string[] = [];
    const noted = (what: string) => (error: unknown) => {
      const line = `${what}: ${error instanceof Error ? error.message : String(error)}`;
      problems.push(line);
      log(`backup: ${line}`);
    };
    await backupLog
      ?.record({
        kind: "backup",
        target: "",
        outcome: "ok",
        reason: options.reason,
        file: written.name,
        bytes: written.bytes,
        sha256: written.sha256,
        error: null,
        startedAt: startedAt.getTime(),
        finishedAt: now().getTime(),
      })
      .catch(noted("recording it in the backup log failed"));
    if (!backupLog) {
      log(
        "backup: this database has no backup log yet (migration 0003_backups): the inbox will not show this backup",
      );
    }

    const destinations = await destinationsOf(options).catch((error: unknown) => {
      noted("the off-site places could not be set up")(error);
      return [];
    });
    const copies: CopyResult[] = [];
    for (const destination of destinations) {
      copies.push(await copyTo(destination, written, options, backupLog, now, log));
    }
    const pruned = options.retention
      ? await prune(backupDir, destinations, options.retention, options, now(), log)
      : [];
    if (options.retention && backupLog) {
      await backupLog
        .forget(now().getTime() - (options.retention.keepDailyDays + 1) * DAY)
        .catch(noted("forgetting old entries of the backup log failed"));
    }

    const failures = [
      ...copies
        .filter((copy) => !copy.ok)
        .map(
          (copy) => `copy to ${copy.target} failed after ${copy.attempts} attempts: ${copy.error}`,
        ),
      ...pruned.filter((p) => p.error).map((p) => `pruning ${p.target} failed: ${p.error}`),
      ...problems,
    ];
    if (failures.length) {
      await report(
        options,
        {
          event: "backup.copy_failed",
          subject: copies.some((copy) => !copy.ok)
            ? `Off-site backup copy failed on ${options.host ?? hostname()}`
            : `A backup was written on ${options.host ?? hostname()}, but what follows it failed`,
          text:
            `The backup ${written.name} was written on ${options.host ?? hostname()} (${formatBytes(written.bytes)}), ` +
            `but not everything after it worked:\n\n${failures.map((line) => `- ${line}`).join("\n")}\n\n` +
            "Until a copy succeeds, that backup exists only on the server's own disk. The next scheduled " +
            "backup tries again; to try now, run `npm run backup -- --reason manual` on the server " +
            '(README, "Backups").',
          details: { file: written.name, failures },
        },
        log,
      );
    }
    return {
      file: written.path,
      manifest: written.manifest,
      bytes: written.bytes,
      sha256: written.sha256,
      encrypted: options.recipients.length > 0,
      copies,
      pruned,
      logged: Boolean(backupLog),
      problems,
    };
  } finally {
    await handle.close();
  }
}

/** A backup that wrote no file: logged where it can be, and reported. */
async function failed(
  options: BackupOptions,
  error: unknown,
  startedAt: Date,
  backupDir: string,
  backupLog: BackupLog | undefined,
  now: () => Date,
  log: (line: string) => void,
): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await backupLog
    ?.record({
      kind: "backup",
      target: "",
      outcome: "failed",
      reason: options.reason,
      file: "",
      bytes: null,
      sha256: null,
      error: message,
      startedAt: startedAt.getTime(),
      finishedAt: now().getTime(),
    })
    .catch(() => {});
  await report(
    options,
    {
      event: "backup.failed",
      subject: `Backup failed on ${options.host ?? hostname()}`,
      text:
        `The ${options.reason} backup started at ${startedAt.toISOString()} on ${options.host ?? hostname()} failed:\n\n` +
        `${message}\n\nNothing new was written to ${backupDir}; the backups taken before are untouched. ` +
        "Run `npm run backup -- --reason manual` on the server to see the error again once it is fixed " +
        '(README, "Backups").',
      details: { reason: options.reason, error: message },
    },
    log,
  );
}

interface WrittenBackup {
  path: string;
  name: string;
  manifest: BackupManifest;
  bytes: number;
  sha256: string;
}

async function writeBackup(
  options: BackupOptions,
  handle: DatabaseHandle,
  backupDir: string,
  startedAt: Date,
): Promise<WrittenBackup> {
  const snapshot =
    handle.engine === "sqlite"
      ? await snapshotSqlite(handle, backupDir)
      : await snapshotPostgres(options.databaseUrl!, backupDir, options.pgBin);
  try {
    const manifest: BackupManifest = {
      engine: handle.engine,
      schemaVersion: snapshot.migrations.at(-1) ?? "",
      migrations: snapshot.migrations,
      tables: snapshot.tables,
      payload: { name: snapshot.payloadName, bytes: snapshot.bytes, sha256: snapshot.sha256 },
      takenAt: startedAt.toISOString(),
      reason: options.reason,
      source: {
        host: options.host ?? hostname(),
        location: handle.location,
        software: snapshot.software,
      },
      ...(snapshot.schema ? { schema: snapshot.schema } : {}),
    };
    const encrypt = options.recipients.length > 0;
    const name = backupFileName(startedAt, handle.engine, options.reason, encrypt);
    const path = join(backupDir, name);
    const plain = containerBytes(manifest, snapshot.payloadFile);
    const { bytes, sha256 } = await writeWhole(
      path,
      encrypt ? encrypted(plain, options.recipients) : plain,
    );
    return { path, name, manifest, bytes, sha256 };
  } finally {
    await rm(snapshot.payloadFile, { force: true });
  }
}

/**
 * What a killed backup left in the backup folder and the off-site folder; a
 * failure to clean up is a log line, never a reason to skip the backup.
 */
async function sweepLeftovers(
  backupDir: string,
  copyDir: string | undefined,
  now: Date,
  log: (line: string) => void,
) {
  for (const dir of copyDir ? [backupDir, copyDir] : [backupDir]) {
    try {
      const removed = await sweepAbandonedWork(dir, now);
      if (removed.length)
        log(`backup: removed what an interrupted backup left in ${dir}: ${removed.join(", ")}`);
    } catch (error) {
      log(`backup: could not clean up ${dir}: ${error instanceof Error ? error.message : error}`);
    }
  }
}

/** The database to back up; a SQLite file that is not there is an error, never created. */
function openSource(options: BackupOptions): DatabaseHandle {
  if (!options.databaseUrl && !existsSync(sqliteFile(options.dataDir))) {
    throw new Error(
      `There is no database at ${sqliteFile(options.dataDir)}: nothing to back up (is DATA_DIR right?)`,
    );
  }
  return openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, poolSize: 1 });
}

async function openLog(handle: DatabaseHandle): Promise<BackupLog | undefined> {
  const log = new BackupLog(handle);
  return (await log.available()) ? log : undefined;
}

async function destinationsOf(options: BackupOptions): Promise<Destination[]> {
  return [
    ...(options.copyDir ? [folderDestination(options.copyDir)] : []),
    ...(options.s3 ? [await s3Destination(options.s3)] : []),
  ];
}

async function copyTo(
  destination: Destination,
  written: WrittenBackup,
  options: BackupOptions,
  backupLog: BackupLog | undefined,
  now: () => Date,
  log: (line: string) => void,
): Promise<CopyResult> {
  const started = now().getTime();
  let attempts = 0;
  let error: string | undefined;
  try {
    await withAttempts(options.copyAttempts, options.copyPauseMs, async () => {
      attempts++;
      await destination.put(written.path, written.name, written);
    });
    log(`backup: copied to ${destination.target}${attempts > 1 ? ` (attempt ${attempts})` : ""}`);
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
    log(`backup: copy to ${destination.target} failed after ${attempts} attempts: ${error}`);
  }
  await backupLog
    ?.record({
      kind: "copy",
      target: destination.target,
      outcome: error ? "failed" : "ok",
      reason: options.reason,
      file: written.name,
      bytes: error ? null : written.bytes,
      sha256: error ? null : written.sha256,
      error: error ?? null,
      startedAt: started,
      finishedAt: now().getTime(),
    })
    .catch(() => {});
  return { target: destination.target, ok: !error, attempts, ...(error ? { error } : {}) };
}

async function prune(
  backupDir: string,
  destinations: Destination[],
  policy: RetentionPolicy,
  options: BackupOptions,
  now: Date,
  log: (line: string) => void,
): Promise<BackupResult["pruned"]> {
  const places: Destination[] = [
    {
      target: backupDir,
      put: async () => {},
      list: async () => readdir(backupDir),
      remove: (name) => rm(join(backupDir, name), { force: true }),
    },
    ...destinations,
  ];
  const results: BackupResult["pruned"] = [];
  for (const place of places) {
    const names: string[] = [];
    try {
      await withAttempts(options.copyAttempts, options.copyPauseMs, async () => {
        // A few at a time: the first run after a long pause (or after retention was
        // shortened) may have thousands to delete, one request each in a bucket.
        const doomed = backupsToPrune(await place.list(), now, policy);
        await Promise.all(
          Array.from({ length: 8 }, async (_, lane) => {
            for (let i = lane; i < doomed.length; i += 8) {
              await place.remove(doomed[i]!);
              names.push(doomed[i]!);
            }
          }),
        );
      });
      if (names.length) log(`backup: retention deleted ${names.length} from ${place.target}`);
      results.push({ target: place.target, names });
    } catch (error) {
      results.push({
        target: place.target,
        names,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return results;
}

function describeTables(manifest: BackupManifest): string {
  const inquiries = manifest.tables.contact_submissions ?? 0;
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  return `${inquiries} inquiries, ${rows} rows in ${Object.keys(manifest.tables).length} tables, schema ${manifest.schemaVersion || "(none)"}`;
}

async function report(
  options: BackupOptions,
  message: Parameters<typeof notifyOps>[1],
  log: (line: string) => void,
): Promise<void> {
  if (!options.notify) return;
  const delivery = await notifyOps(options.notify, message).catch((error: unknown) => ({
    sent: [],
    failed: [{ channel: "email" as const, error: String(error) }],
  }));
  for (const failure of delivery.failed) {
    log(`backup: could not send the ${failure.channel} about it: ${failure.error}`);
  }
}
