import { randomBytes } from "node:crypto";
import { closeSync, createReadStream, createWriteStream, existsSync, openSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { sql } from "kysely";
import SQLite from "libsql";
import type { DatabaseHandle } from "../database";
import { fileDigest } from "./files";
import type { Snapshot } from "./snapshot";
import { UNSAVED_TABLES } from "./unsaved-rows";

/**
 * SQLite's side of a backup. The copy is SQLite's own `VACUUM INTO`: one read
 * transaction, so a consistent snapshot while the site keeps writing (WAL lets
 * writers go on), compacted and without the deleted rows' leftovers. Never a
 * plain copy of the file, which would catch a write halfway or miss the WAL.
 * The copy's unsaved rows (db/backup/unsaved-rows.ts) are then deleted and
 * their bytes zeroed before it is packed.
 */
export async function snapshotSqlite(handle: DatabaseHandle, workDir: string): Promise<Snapshot> {
  const raw = join(workDir, `.copy-${randomBytes(4).toString("hex")}.db`);
  const payload = `${raw}.gz`;
  try {
    // VACUUM INTO wants a new or empty file: made here first, so that it is 0600 from the start.
    closeSync(openSync(raw, "wx", 0o600));
    await sql`vacuum into ${raw}`.execute(handle.db);
    eraseUnsavedRows(raw);
    const copy = inspectSqlite(raw, "quick_check");
    await pipeline(
      createReadStream(raw),
      createGzip({ level: 6 }),
      createWriteStream(payload, { flags: "wx", mode: 0o600 }),
    );
    return {
      payloadFile: payload,
      payloadName: "studio.db.gz",
      ...(await fileDigest(payload)),
      tables: copy.tables,
      migrations: copy.migrations,
      software: `SQLite ${copy.version}`,
    };
  } catch (error) {
    await rm(payload, { force: true });
    throw error;
  } finally {
    await rm(raw, { force: true });
  }
}

/**
 * Deletes the unsaved tables' rows from a copy with `secure_delete`, which
 * overwrites the freed bytes with zeros, and the rollback journal in memory, so
 * that no file in the backup folder ever holds them. Also used on the database
 * a restore replaced and keeps (restore.ts): its write-ahead log is checkpointed
 * into it and removed when the journal mode changes.
 */
export function eraseUnsavedRows(file: string): void {
  const database = new SQLite(file);
  try {
    database.exec("pragma secure_delete = on; pragma journal_mode = memory;");
    const present = new Set(
      (
        database.prepare("select name from sqlite_master where type = 'table'").all() as {
          name: string;
        }[]
      ).map((row) => row.name),
    );
    for (const name of UNSAVED_TABLES.filter((table) => present.has(table))) {
      database.exec(`delete from "${name.replaceAll('"', '""')}"`);
    }
  } finally {
    database.close();
  }
}

export interface SqliteContents {
  tables: Record<string, number>;
  migrations: string[];
  version: string;
}

/**
 * Row counts per table and the applied migrations of a SQLite file, after
 * SQLite's own check of it (`quick_check` for a copy just made, the full
 * `integrity_check` for one about to be restored); a file that fails it throws.
 */
export function inspectSqlite(
  file: string,
  check: "quick_check" | "integrity_check",
): SqliteContents {
  const database = new SQLite(file);
  try {
    const verdict = database.prepare(`pragma ${check}`).all() as Record<string, unknown>[];
    const lines = verdict.map((row) =>
      String(Object.values(row).find((v) => typeof v === "string")),
    );
    if (lines.length !== 1 || lines[0] !== "ok") {
      throw new Error(`SQLite's ${check} of ${file} failed: ${lines.slice(0, 3).join("; ")}`);
    }
    const names = (
      database
        .prepare(
          "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
        )
        .all() as { name: string }[]
    ).map((row) => row.name);
    const tables: Record<string, number> = {};
    for (const name of names) {
      const row = database
        .prepare(`select count(*) as n from "${name.replaceAll('"', '""')}"`)
        .get() as {
        n: number;
      };
      tables[name] = Number(row.n);
    }
    const migrations = names.includes("kysely_migration")
      ? (
          database.prepare("select name from kysely_migration order by name").all() as {
            name: string;
          }[]
        ).map((row) => row.name)
      : [];
    const { version } = database.prepare("select sqlite_version() as version").get() as {
      version: string;
    };
    return { tables, migrations, version };
  } finally {
    database.close();
  }
}

/** Unpacks a restored payload (gzip) into `file`, 0600. */
export async function unpackSqlite(payloadFile: string, file: string): Promise<void> {
  await pipeline(
    createReadStream(payloadFile),
    createGunzip(),
    createWriteStream(file, { flags: "wx", mode: 0o600 }),
  );
}

/**
 * Whether another process has the database open (the site, the CLI): SQLite
 * grants an exclusive lock only to the one connection there is. Nothing is written.
 */
export function sqliteInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const database = new SQLite(file);
  try {
    // exec only: libsql closes a connection for real once no prepared statement is
    // left (sqlite3_close_v2), and this one's exclusive lock must go with close().
    database.exec(
      "pragma busy_timeout = 0; pragma locking_mode = exclusive; begin exclusive; commit;",
    );
    return false;
  } catch (error) {
    // Anything else (not a database at all, damaged): no other process can be using it
    // as one, and restore decides what to do with it.
    return /locked|busy/i.test(String(error));
  } finally {
    database.close();
  }
}
