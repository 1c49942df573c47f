import { createReadStream, existsSync, mkdtempSync, renameSync } from "node:fs";
import { open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { migrate, openDatabase, sqliteFile, SQLITE_FILE_NAME } from "../database";
import { migrationsFor } from "../migrations";
import type { Engine } from "../schema";
import { BackupFileError, readContainer } from "./container";
import { decrypted, isAgeFile, readIdentities } from "./encryption";
import { copyFlushed, partialName, privateFolder, syncFolder } from "./files";
import type { BackupManifest } from "./manifest";
import { connect, inspectPostgres, otherSessions, restorePostgres } from "./postgres";
import { eraseUnsavedRows, inspectSqlite, sqliteInUse, unpackSqlite } from "./sqlite";
import { takeBackup } from "./take";

export interface RestoreOptions {
  /** The backup file. */
  file: string;
  /** The target: PostgreSQL when set, else the SQLite file in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** BACKUP_AGE_IDENTITY: an identity file, or the key itself; needed for an encrypted backup. */
  identity?: string;
  /** Replace a database that holds data (it is kept: moved aside, or dumped first). */
  replace: boolean;
  /** PostgreSQL, with `replace`: where the database being replaced is dumped first. */
  backupDir: string;
  recipients: readonly string[];
  pgBin?: string;
  log?: (line: string) => void;
  now?: () => Date;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where it was restored (the SQLite file, or the PostgreSQL host and database). */
  location: string;
  /** Rows per table as restored, before migrations: equal to the manifest's. */
  restored: Record<string, number>;
  /** Where the database that was replaced is kept (a folder, or a backup file). */
  kept?: string;
  /** Migrations this version applied after the restore. */
  migrated: string[];
}

/** A restore that would lose data or cannot be done as asked: nothing was changed. */
export class RestoreRefused extends Error {}

/**
 * Restores a backup file into an empty data folder or database:
 *
 * 1. reads the whole file into a private temporary folder, decrypting it and
 *    checking its checksums and manifest: a damaged, cut or foreign file, or one
 *    encrypted to another key, is refused here, with nothing written anywhere else;
 * 2. refuses a backup of the other engine, one taken by a newer version (with
 *    migrations this one does not know), a target that another process is using,
 *    and a target that holds data unless `replace` is set (then that database is
 *    kept: moved aside on SQLite, dumped into the backup folder on PostgreSQL);
 * 3. restores and compares every table's rows with the manifest: SQLite checks
 *    the copy (`integrity_check`, counts) before it is put in place; PostgreSQL
 *    does it inside the transaction that restores, which a mismatch rolls back;
 * 4. applies this version's migrations.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const engine: Engine = options.databaseUrl ? "postgres" : "sqlite";
  const staging = mkdtempSync(join(tmpdir(), "studio-restore-"));
  try {
    const payload = join(staging, "payload");
    const manifest = await unpack(resolve(options.file), options.identity, payload);
    log(
      `restore: ${options.file} is a ${manifest.engine} backup of ${manifest.takenAt} (${manifest.reason}, from ${manifest.source.host}), schema ${manifest.schemaVersion || "(none)"}; checksums ok`,
    );
    if (manifest.engine !== engine) {
      throw new RestoreRefused(
        manifest.engine === "sqlite"
          ? "This is a SQLite backup, and DATABASE_URL makes the target PostgreSQL: unset DATABASE_URL (and set DATA_DIR) to restore it."
          : "This is a PostgreSQL backup, and without DATABASE_URL the target is SQLite: set DATABASE_URL to the (empty) database to restore it into.",
      );
    }
    const known = new Set(Object.keys(migrationsFor(engine)));
    const unknown = manifest.migrations.filter((name) => !known.has(name));
    if (unknown.length) {
      throw new RestoreRefused(
        `This backup was taken by a newer version of the site: its database has migration ${unknown.join(", ")}, which this version does not know. Restore it with the release that took it, or a newer one.`,
      );
    }
    const result =
      engine === "sqlite"
        ? await restoreIntoSqlite(options, manifest, payload, staging, log)
        : await restoreIntoPostgres(options, manifest, payload, log);
    const handle = openDatabase({
      databaseUrl: options.databaseUrl,
      dataDir: options.dataDir,
      poolSize: 1,
    });
    try {
      const migrated = await migrate(handle);
      return { manifest, ...result, location: handle.location, migrated };
    } finally {
      await handle.close();
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Decrypts (when it is encrypted) and checks the file, writing its payload to `payload`. */
async function unpack(
  file: string,
  identity: string | undefined,
  payload: string,
): Promise<BackupManifest> {
  if (!existsSync(file)) throw new BackupFileError(`There is no file ${file}.`);
  const first = await readStart(file);
  let source: AsyncIterable<Uint8Array> = createReadStream(file);
  if (isAgeFile(first)) {
    if (!identity) {
      throw new BackupFileError(
        "This backup is encrypted: set BACKUP_AGE_IDENTITY to the file with its private key (or pass --identity FILE).",
      );
    }
    source = decrypted(source, readIdentities(identity));
  }
  const output = await open(payload, "wx", 0o600);
  try {
    return await readContainer(source, async (chunk) => {
      await output.write(chunk);
    });
  } finally {
    await output.close();
  }
}

async function readStart(file: string): Promise<Uint8Array> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(64);
    const { bytesRead } = await handle.read(buffer, 0, 64, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function sameCounts(expected: Record<string, number>, actual: Record<string, number>): string[] {
  return Object.entries(expected)
    .filter(([table, rows]) => actual[table] !== rows)
    .map(
      ([table, rows]) =>
        `${table}: ${actual[table] ?? "no table"} rows restored, the manifest says ${rows}`,
    );
}

async function restoreIntoSqlite(
  options: RestoreOptions,
  manifest: BackupManifest,
  payload: string,
  staging: string,
  log: (line: string) => void,
): Promise<{ restored: Record<string, number>; kept?: string }> {
  const staged = join(staging, SQLITE_FILE_NAME);
  await unpackSqlite(payload, staged);
  const contents = inspectSqlite(staged, "integrity_check");
  const mismatches = sameCounts(manifest.tables, contents.tables);
  if (mismatches.length || contents.migrations.join() !== manifest.migrations.join()) {
    throw new BackupFileError(
      `The database in the backup does not match its manifest: ${mismatches.join("; ") || "its migrations differ"}.`,
    );
  }

  const target = sqliteFile(options.dataDir);
  const companions = ["", "-wal", "-shm", "-journal"].map((suffix) => `${target}${suffix}`);
  let kept: string | undefined;
  if (companions.some((path) => existsSync(path))) {
    if (sqliteInUse(target)) {
      throw new RestoreRefused(
        `${target} is open in another process: stop the site (and any inquiries command) first, then restore.`,
      );
    }
    if (!options.replace) {
      let tables: Record<string, number>;
      try {
        tables = existsSync(target) ? inspectSqlite(target, "quick_check").tables : {};
      } catch (error) {
        throw new RestoreRefused(
          `${target} cannot be read (${error instanceof Error ? error.message : String(error)}). To replace it with the backup, run the restore again with --replace: it is kept in a folder beside it.`,
        );
      }
      if (holdsData(tables)) {
        throw new RestoreRefused(
          `${target} holds data. To replace it with the backup, run the restore again with --replace: the database there now is kept in a folder beside it.`,
        );
      }
    }
    // Kept whole, WAL and all; an empty one too (it costs a rename). Its WAL must never meet the new file.
    kept = privateFolder(join(resolve(options.dataDir), `replaced-${stamp(options.now)}`));
    for (const path of companions) {
      if (existsSync(path))
        renameSync(path, join(kept, path.slice(target.length - SQLITE_FILE_NAME.length)));
    }
    // Kept without the daily salts, like every backup (db/backup/unsaved-rows.ts).
    const keptFile = join(kept, SQLITE_FILE_NAME);
    if (existsSync(keptFile)) eraseUnsavedRows(keptFile);
    log(`restore: the database that was there is kept in ${kept}`);
  }
  privateFolder(options.dataDir);
  const partial = partialName(target);
  try {
    await copyFlushed(staged, partial);
    renameSync(partial, target);
  } finally {
    await rm(partial, { force: true });
  }
  await syncFolder(resolve(options.dataDir));
  return { restored: contents.tables, kept };
}

async function restoreIntoPostgres(
  options: RestoreOptions,
  manifest: BackupManifest,
  payload: string,
  log: (line: string) => void,
): Promise<{ restored: Record<string, number>; kept?: string }> {
  const url = options.databaseUrl!;
  const client = await connect(url);
  let existing: Awaited<ReturnType<typeof inspectPostgres>>;
  try {
    const others = await otherSessions(client);
    if (others > 0) {
      throw new RestoreRefused(
        `${others} other session${others === 1 ? " is" : "s are"} connected to this database: stop the site's instances (and any inquiries command) first, then restore.`,
      );
    }
    existing = await inspectPostgres(client);
  } finally {
    await client.end().catch(() => {});
  }
  let kept: string | undefined;
  if (holdsData(existing.tables)) {
    if (!options.replace) {
      throw new RestoreRefused(
        "The database holds data. To replace it with the backup, run the restore again with --replace: the database there now is dumped into BACKUP_DIR first (reason pre-restore), which retention never deletes.",
      );
    }
    const before = await takeBackup({
      databaseUrl: url,
      dataDir: options.dataDir,
      backupDir: options.backupDir,
      reason: "pre-restore",
      recipients: options.recipients,
      copyAttempts: 1,
      copyPauseMs: 0,
      retention: false,
      pgBin: options.pgBin,
      now: options.now,
    });
    kept = before.file;
    log(`restore: the database that was there is kept in ${kept}`);
  }
  await restorePostgres({
    url,
    dump: payload,
    drop: { schema: existing.schema, tables: Object.keys(existing.tables) },
    check: { schema: manifest.schema ?? existing.schema, tables: manifest.tables },
    pgBin: options.pgBin,
  });
  const after = await connect(url);
  try {
    return { restored: (await inspectPostgres(after)).tables, kept };
  } finally {
    await after.end().catch(() => {});
  }
}

/** Rows anywhere but in the migrations' own bookkeeping. */
function holdsData(tables: Record<string, number>): boolean {
  return Object.entries(tables).some(
    ([name, rows]) => !name.startsWith("kysely_migration") && rows > 0,
  );
}

function stamp(now?: () => Date): string {
  return (now?.() ?? new Date())
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
}
