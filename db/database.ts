import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import SQLite from "libsql";
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type Migration,
  type SqliteDialectConfig,
} from "kysely";
import pg from "pg";
import { migrationsFor } from "./migrations";
import type { Database, Engine } from "./schema";

/** Where the data lives: PostgreSQL when `databaseUrl` is set, else a SQLite file in `dataDir`. */
export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL pool size per process (default 10). */
  poolSize?: number;
  /** Called with errors of PostgreSQL connections (a restarted server, a dropped link). */
  onIdleError?: (error: Error) => void;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** Where the data is, for logs: the SQLite file or the PostgreSQL host and database (no password). */
  location: string;
  close(): Promise<void>;
}

export const SQLITE_FILE_NAME = "studio.db";

export function sqliteFile(dataDir: string): string {
  return resolve(join(dataDir, SQLITE_FILE_NAME));
}

/**
 * Opens the database. SQLite runs in WAL mode with `synchronous=FULL`, so a
 * committed row survives a power cut and the CLI can read while the site writes;
 * `busy_timeout` lets a writer wait for another instead of failing at once;
 * `secure_delete` zeroes what a delete frees.
 */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openSqlite(options.dataDir);
}

/**
 * Inquiries are personal data: the folder is the owner's only (0700) and so are
 * the database files (0600). SQLite gives the -wal and -shm files the mode of
 * the database file, so creating that one 0600 before SQLite opens it covers
 * all three; files left by an older version are tightened too.
 */
export function restrictDataFolder(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if ((statSync(dataDir).mode & 0o077) !== 0) chmodSync(dataDir, 0o700);
  const file = sqliteFile(dataDir);
  if (!existsSync(file)) closeSync(openSync(file, "a", 0o600));
  for (const suffix of ["", "-wal", "-shm", "-journal"]) {
    const path = `${file}${suffix}`;
    if (existsSync(path) && (statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  }
  return file;
}

/**
 * SQLite rolls back schema changes made in a transaction like any other change,
 * but Kysely's adapter says it does not (its migration lock), so its migrator would
 * apply migrations one statement at a time: a migration failing halfway would leave
 * the database half migrated. Said truthfully, the migrator runs every pending
 * migration in one transaction, as on PostgreSQL (db/migrate.test.ts).
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl() {
    return true;
  }
}

/**
 * Kysely begins SQLite transactions DEFERRED: a transaction that reads, then writes,
 * takes the write lock only at its first write. When another process (a second site
 * instance, the CLI, a release's migration) committed in between, SQLite refuses the
 * upgrade with SQLITE_BUSY at once, whatever busy_timeout says, because waiting cannot
 * make the reader's snapshot current again. BEGIN IMMEDIATE takes the write lock at
 * the start, so the second transaction waits (busy_timeout) and then reads what the
 * first one wrote (db/sqlite-transactions.test.ts). The SQLite transactions here all
 * write (the read-only one in db/inbox-search.ts runs on PostgreSQL only).
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class TransactionalDdlSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

function openSqlite(dataDir: string): DatabaseHandle {
  const file = restrictDataFolder(dataDir);
  const database = new SQLite(file);
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("busy_timeout = 5000");
  database.pragma("foreign_keys = ON");
  // Deleted rows are overwritten with zeros, not left in free pages: an erased inquiry
  // (an erasure request) is gone from the file, not only from the tables.
  database.pragma("secure_delete = ON");
  const db = new Kysely<Database>({ dialect: new TransactionalDdlSqliteDialect({ database }) });
  return {
    db,
    engine: "sqlite",
    location: file,
    close: () => db.destroy(),
  };
}

function openPostgres(url: string, options: DatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A stuck query must not hold a visitor's request forever.
    query_timeout: 15_000,
    application_name: "studio-website",
  });
  // An error event without a listener crashes the process: the pool reports its idle
  // clients' errors, and every client gets a listener of its own for the moments it
  // is checked out (a server restarting under a running query). The query itself
  // still fails, and the action answers 503.
  pool.on("error", (error) => options.onIdleError?.(error));
  pool.on("connect", (client) => client.on("error", (error) => options.onIdleError?.(error)));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: "postgres",
    location: describePostgresUrl(url),
    close: () => db.destroy(),
  };
}

/** host:port/database of a PostgreSQL URL, without user or password. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname || new URLSearchParams(parsed.search).get("host") || "localhost";
    return `postgres://${host}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
  } catch {
    return "postgres://(unparsable URL)";
  }
}

/**
 * Where the database's schema stands against this code's migrations
 * (db/migrations/index.ts):
 *  - pending: known to this code and not yet applied;
 *  - newer: applied by a newer release that this code does not know. That is
 *    normal after a rollback: migrations follow expand/contract
 *    (docs/release.md, "Migrations"), so older code runs on a newer schema.
 */
export interface SchemaState {
  applied: string[];
  pending: string[];
  newer: string[];
}

const MIGRATION_TABLE = "kysely_migration";

/** The names of the migrations applied to this database (none on a new one). */
async function appliedMigrations(handle: DatabaseHandle): Promise<string[]> {
  const tables = await handle.db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === MIGRATION_TABLE)) return [];
  const { rows } = await sql<{
    name: string;
  }>`select name from ${sql.table(MIGRATION_TABLE)} order by name`.execute(handle.db);
  return rows.map((row) => row.name);
}

export async function schemaState(
  handle: DatabaseHandle,
  migrations: Record<string, Migration> = migrationsFor(handle.engine),
): Promise<SchemaState> {
  const known = Object.keys(migrations);
  const applied = await appliedMigrations(handle);
  return {
    applied,
    pending: known.filter((name) => !applied.includes(name)),
    newer: applied.filter((name) => !known.includes(name)),
  };
}

/** Thrown when the database lacks migrations this code needs (MIGRATIONS=release). */
export class SchemaBehindError extends Error {
  constructor(readonly pending: string[]) {
    super(
      `The database lacks ${pending.length === 1 ? "migration" : "migrations"} ${pending.join(", ")} that this code needs: ` +
        "the release applies them (npm run inquiries -- migrate) before it restarts the site.",
    );
  }
}

/** Throws SchemaBehindError unless every migration this code knows is applied. */
export async function requireSchema(handle: DatabaseHandle): Promise<SchemaState> {
  const state = await schemaState(handle);
  if (state.pending.length > 0) throw new SchemaBehindError(state.pending);
  return state;
}

/**
 * Applies every pending migration, in one transaction on both engines (a failed
 * one leaves the schema as it was); throws with the failing migration's name.
 * Migrations applied by a newer release are left alone (Kysely alone would refuse
 * to run: "previously executed migration … is missing").
 */
export async function migrate(
  handle: DatabaseHandle,
  migrations: Record<string, Migration> = migrationsFor(handle.engine),
): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    const { newer } = await schemaState(handle, migrations);
    const noop = { up: async () => {} };
    const migrator = new Migrator({
      db: handle.db,
      // A migration merged from a branch may sort before one applied already.
      allowUnorderedMigrations: true,
      provider: {
        getMigrations: async () => ({
          ...Object.fromEntries(newer.map((name) => [name, noop])),
          ...migrations,
        }),
      },
    });
    const { error, results = [] } = await migrator.migrateToLatest();
    const failed = results.find((result) => result.status === "Error");
    // Another process (a newer release's migrate step) applied one between our read and
    // the migrator's lock: read again.
    if (error && attempt < 3 && /previously executed migration .* is missing/.test(String(error)))
      continue;
    if (error) {
      const name = failed ? ` (${failed.migrationName})` : "";
      throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
    }
    return results
      .filter((result) => result.status === "Success" && !newer.includes(result.migrationName))
      .map((r) => r.migrationName);
  }
}

/**
 * What the server and the CLI do with the schema when they open the database
 * (MIGRATIONS in server/config.ts): `auto` applies what is pending, `release`
 * refuses a database that lacks a migration (SchemaBehindError). Returns what it
 * applied and the migrations of newer releases it runs beside.
 */
export async function prepareSchema(
  handle: DatabaseHandle,
  mode: "auto" | "release",
): Promise<{ applied: string[]; newer: string[] }> {
  const applied = mode === "auto" ? await migrate(handle) : [];
  const { newer } = await requireSchema(handle);
  return { applied, newer };
}

/**
 * After an erasure on SQLite: copies the write-ahead log into the database
 * file and empties it, so that the erased rows (zeroed in the file by
 * `secure_delete`) are no longer in the log either, as they would be until
 * later writes overwrote it. If another process is reading at that moment the
 * log is only copied, and emptied by a later checkpoint. Nothing to do on
 * PostgreSQL, whose space is reclaimed by VACUUM (README, "Privacy of stored
 * inquiries").
 */
export async function flushErasures(handle: DatabaseHandle): Promise<void> {
  if (handle.engine !== "sqlite") return;
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(handle.db);
}

/** A cheap round trip: throws when the database cannot answer. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
