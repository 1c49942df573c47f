import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, openSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { fileDigest } from "./files";
import type { Snapshot } from "./snapshot";
import { countsAsSaved, UNSAVED_TABLES } from "./unsaved-rows";

/**
 * PostgreSQL's side of a backup: `pg_dump` in its custom format (compressed,
 * restorable table by table with `pg_restore`), inside a snapshot this process
 * exported, so that the row counts of the manifest and the dump are of the same
 * instant while the site keeps writing. The password travels to the tools in
 * their environment (PGPASSWORD), never on a command line others can list.
 * The unsaved tables (db/backup/unsaved-rows.ts) are dumped without their rows.
 */
export async function snapshotPostgres(
  url: string,
  workDir: string,
  pgBin?: string,
): Promise<Snapshot> {
  const payload = join(workDir, `.dump-${randomBytes(4).toString("hex")}.pgdump`);
  const client = await connect(url);
  try {
    await client.query("begin isolation level repeatable read read only");
    const snapshot = (await client.query<{ id: string }>("select pg_export_snapshot() as id"))
      .rows[0]!.id;
    const contents = await inspectPostgres(client);
    // pg_dump creates its file with the process's umask: made 0600 here first, it keeps that.
    closeSync(openSync(payload, "wx", 0o600));
    await runTool(pgBin, "pg_dump", url, [
      "--format=custom",
      `--snapshot=${snapshot}`,
      `--file=${payload}`,
      ...UNSAVED_TABLES.map(
        (name) => `--exclude-table-data=${quotedPattern(contents.schema)}.${quotedPattern(name)}`,
      ),
    ]);
    await client.query("commit");
    return {
      payloadFile: payload,
      payloadName: "studio.pgdump",
      ...(await fileDigest(payload)),
      ...contents,
      tables: countsAsSaved(contents.tables),
    };
  } catch (error) {
    await rm(payload, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A name as a pg_dump pattern that matches it alone (quoted: no wildcards, case kept). */
function quotedPattern(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: "studio-backup" });
  // A dropped connection while idle must not crash the command: the next query fails instead.
  client.on("error", () => {});
  await client.connect();
  return client;
}

export interface PostgresContents {
  tables: Record<string, number>;
  migrations: string[];
  software: string;
  schema: string;
}

/** The tables of the connection's schema with their row counts, and the applied migrations. */
export async function inspectPostgres(client: pg.Client): Promise<PostgresContents> {
  const schema = (await client.query<{ schema: string }>("select current_schema() as schema"))
    .rows[0]!.schema;
  const names = (
    await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = $1 order by tablename",
      [schema],
    )
  ).rows.map((row) => row.name);
  const tables: Record<string, number> = {};
  for (const name of names) {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from ${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`,
    );
    tables[name] = Number(rows[0]!.n);
  }
  const migrations = names.includes("kysely_migration")
    ? (
        await client.query<{ name: string }>(
          `select name from ${client.escapeIdentifier(schema)}.kysely_migration order by name`,
        )
      ).rows.map((row) => row.name)
    : [];
  const version = (
    await client.query<{ v: string }>("select current_setting('server_version') as v")
  ).rows[0]!.v;
  return { tables, migrations, software: `PostgreSQL ${version.split(" ")[0]}`, schema };
}

/** Other sessions on this database (the site's instances, a CLI): a restore waits for none. */
export async function otherSessions(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    "select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
  );
  return Number(rows[0]!.n);
}

/**
 * Restores a custom-format dump into the database in one transaction: the
 * tables there now are dropped, pg_restore's script recreates and fills the
 * dump's, and the row counts are compared with `expected` before the commit. A
 * failure anywhere rolls all of it back: the database is as it was.
 */
/** A text as an SQL string literal. */
function sqlLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

export async function restorePostgres(options: {
  url: string;
  dump: string;
  /** The tables there now, dropped first. */
  drop: { schema: string; tables: readonly string[] };
  /** The rows each restored table must have (the manifest's). */
  check: { schema: string; tables: Record<string, number> };
  pgBin?: string;
}): Promise<void> {
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const prelude = [
    "set client_min_messages = warning;",
    ...(options.drop.tables.length
      ? [
          `drop table if exists ${options.drop.tables.map((name) => `${quote(options.drop.schema)}.${quote(name)}`).join(", ")} cascade;`,
        ]
      : []),
    // The functions the migrations made (triggers' functions), not an extension's: the
    // dump creates them again.
    `do $drop$ declare f regprocedure; begin
  for f in select p.oid::regprocedure from pg_proc p
    where p.pronamespace = ${sqlLiteral(options.drop.schema)}::regnamespace and p.prokind = 'f'
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
  loop execute 'drop function ' || f || ' cascade'; end loop;
end $drop$;`,
    "",
  ].join("\n");
  // Checked inside the transaction, so that a count that does not match commits nothing.
  const checks = Object.entries(options.check.tables)
    .map(
      ([name, rows]) =>
        `  select count(*) into n from ${quote(options.check.schema)}.${quote(name)};\n` +
        `  if n <> ${rows} then raise exception 'table ${name}: % rows restored, the manifest says ${rows}', n; end if;`,
    )
    .join("\n");
  const epilogue = `\ndo $check$\ndeclare n bigint;\nbegin\n${checks}\nend\n$check$;\n`;

  const { url, env } = toolConnection(options.url);
  const restore = spawn(
    toolPath(options.pgBin, "pg_restore"),
    ["--no-owner", "--no-privileges", "--file=-", options.dump],
    {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const psql = spawn(
    toolPath(options.pgBin, "psql"),
    [
      "--no-psqlrc",
      "--quiet",
      "--set=ON_ERROR_STOP=1",
      "--single-transaction",
      "--file=-",
      `--dbname=${url}`,
    ],
    { env, stdio: ["pipe", "ignore", "pipe"] },
  );
  const restoreDone = finished(restore, "pg_restore");
  const psqlDone = finished(psql, "psql");
  // psql stops at the first error and closes its input: pg_restore is stopped then,
  // and the writes still under way fail (EPIPE), which is expected.
  psql.stdin.on("error", () => {});
  let psqlEnded = false;
  const psqlClosed = new Promise((resolve) => psql.once("close", resolve));
  psql.once("close", () => {
    psqlEnded = true;
    restore.kill();
  });
  const feed = (async () => {
    psql.stdin.write(prelude);
    for await (const chunk of restore.stdout) {
      if (!psql.stdin.write(chunk)) {
        await Promise.race([
          new Promise((resolve) => psql.stdin.once("drain", resolve)),
          psqlClosed,
        ]);
      }
    }
    // Only a complete script may reach psql's end of input (which commits): if
    // pg_restore failed, psql is stopped mid-transaction and the server rolls back.
    try {
      await restoreDone;
    } catch (error) {
      if (psqlEnded) return; // psql failed first: its own error is the cause
      psql.kill();
      throw error;
    }
    psql.stdin.end(epilogue);
  })();
  const [psqlResult, restoreResult, feedResult] = await Promise.allSettled([
    psqlDone,
    restoreDone,
    feed,
  ]);
  // The first cause: pg_restore's failure (psql was then stopped), else psql's error
  // (pg_restore was then stopped).
  if (feedResult.status === "rejected") throw feedResult.reason;
  if (psqlResult.status === "rejected") throw psqlResult.reason;
  if (restoreResult.status === "rejected") throw restoreResult.reason;
}

/** The URL without its password, and the password in the environment of the tools. */
function toolConnection(raw: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(raw);
  const env: NodeJS.ProcessEnv = { ...process.env, PGAPPNAME: "studio-backup" };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = "";
  }
  // libpq also takes the password as a parameter of the URL.
  const password = url.searchParams.get("password");
  if (password !== null) {
    env.PGPASSWORD = password;
    url.searchParams.delete("password");
  }
  return { url: url.toString(), env };
}

function toolPath(pgBin: string | undefined, tool: string): string {
  return pgBin ? join(pgBin, tool) : tool;
}

async function runTool(pgBin: string | undefined, tool: string, rawUrl: string, args: string[]) {
  const { url, env } = toolConnection(rawUrl);
  const child = spawn(toolPath(pgBin, tool), [...args, `--dbname=${url}`], {
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  await finished(child, tool);
}

/** Resolves when a tool exits 0; else rejects with its last lines of error output. */
function finished(child: ReturnType<typeof spawn>, tool: string): Promise<void> {
  let errors = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (text: string) => {
    errors = (errors + text).slice(-4000);
  });
  return new Promise((resolve, reject) => {
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(
              `${tool} was not found: install Debian's postgresql-client (its major version at least the server's), or set BACKUP_PG_BIN to the folder that has it`,
            )
          : error,
      ),
    );
    child.once("close", (code) => {
      if (code === 0) resolve();
      else {
        const lines = errors.trim().split("\n").slice(-3).join(" / ");
        reject(new Error(`${tool} failed (exit ${code})${lines ? `: ${lines}` : ""}`));
      }
    });
  });
}
