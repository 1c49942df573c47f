import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "libsql";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, restrictDataFolder } from "./database";

/**
 * Two processes, two connections to one SQLite file in WAL mode, each running
 * "read the counter, then write it plus one" in a transaction, interleaved:
 * A begins and reads; B begins and reads; A writes and commits; B writes.
 */

const root = join(import.meta.dirname, "..");
let dataDir: string;
let child: ChildProcess | undefined;

afterEach(() => {
  if (child?.exitCode === null) child.kill();
  child = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

interface Outcome {
  committed: boolean;
  error?: string;
}

/** Starts B; resolves once it waits for "go". */
async function startB(env: Record<string, string>) {
  const process = fork(join(import.meta.dirname, "sqlite-transactions.child.ts"), [], {
    cwd: root,
    execArgv: ["--import", "tsx"],
    env: { ...globalThis.process.env, DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  child = process;
  const messages: unknown[] = [];
  const waiters: { test: (m: unknown) => boolean; resolve: (m: unknown) => void }[] = [];
  process.on("message", (message) => {
    messages.push(message);
    for (const waiter of waiters.filter((w) => w.test(message))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  const when = (test: (m: unknown) => boolean) =>
    new Promise<unknown>((resolve) => {
      const seen = messages.find(test);
      if (seen !== undefined) resolve(seen);
      else waiters.push({ test, resolve });
    });
  const exited = new Promise<never>((_, reject) =>
    process.on("exit", (code) => reject(new Error(`B exited (${code}) before it answered`))),
  );
  exited.catch(() => {});
  await Promise.race([when((m) => m === "ready"), exited]);
  return {
    send: (message: "go" | "write") => process.send(message),
    when: (message: string) => Promise.race([when((m) => m === message), exited]),
    outcome: () =>
      Promise.race([
        when((m) => typeof m === "object" && m !== null && "committed" in m),
        exited,
      ]) as Promise<Outcome>,
  };
}

async function counter(db: Kysely<unknown>): Promise<number> {
  const { rows } = await sql<{ value: number }>`select value from counter`.execute(db);
  return rows[0]?.value ?? -1;
}

async function setUp(db: Kysely<unknown>) {
  await sql`create table counter (value integer not null)`.execute(db);
  await sql`insert into counter (value) values (0)`.execute(db);
}

describe("SQLite transactions between processes", () => {
  it("DEFERRED (Kysely's own): B's write after A's commit fails with SQLITE_BUSY at once, busy_timeout or not", async () => {
    dataDir = mkdtempSync(join(tmpdir(), "studio-tx-"));
    const file = restrictDataFolder(dataDir);
    const database = new SQLite(file);
    database.pragma("journal_mode = WAL");
    database.pragma("busy_timeout = 5000");
    const a = new Kysely<unknown>({ dialect: new SqliteDialect({ database }) });
    try {
      await setUp(a);
      const b = await startB({ DEFERRED: "1", DB_FILE: file });
      await a.transaction().execute(async (trx) => {
        const before = await counter(trx);
        b.send("go");
        await b.when("read");
        await sql`update counter set value = ${before + 1}`.execute(trx);
      });
      b.send("write");
      const outcome = await b.outcome();
      expect(outcome.committed).toBe(false);
      expect(outcome.error).toMatch(/database is locked|SQLITE_BUSY/i);
      expect(await counter(a)).toBe(1);
    } finally {
      await a.destroy();
    }
  });

  it("BEGIN IMMEDIATE (openDatabase): B waits for A's commit, then reads A's write; both commit", async () => {
    dataDir = mkdtempSync(join(tmpdir(), "studio-tx-"));
    const a = openDatabase({ dataDir }).db as Kysely<unknown>;
    try {
      await setUp(a);
      const b = await startB({});
      await a.transaction().execute(async (trx) => {
        const before = await counter(trx);
        b.send("go");
        await b.when("beginning");
        // With DEFERRED transactions B reads now, before A writes (the case above).
        // With IMMEDIATE ones B cannot until A commits: its "read" never comes in
        // this window, which is only how long A gives it to try, not an assertion.
        const reading = b.when("read");
        await Promise.race([reading, new Promise((resolve) => setTimeout(resolve, 500))]);
        await sql`update counter set value = ${before + 1}`.execute(trx);
      });
      b.send("write");
      expect(await b.outcome()).toEqual({ committed: true });
      expect(await counter(a)).toBe(2);
    } finally {
      await a.destroy();
    }
  });

  it("a transaction holds the write lock from its begin, before any write", async () => {
    dataDir = mkdtempSync(join(tmpdir(), "studio-tx-"));
    const handle = openDatabase({ dataDir });
    const a = handle.db as Kysely<unknown>;
    const other = new SQLite(restrictDataFolder(dataDir));
    try {
      await setUp(a);
      other.pragma("busy_timeout = 0");
      await a.transaction().execute(async (trx) => {
        await counter(trx);
        expect(() => other.exec("begin immediate")).toThrow(/database is locked|busy/i);
      });
      other.exec("begin immediate; rollback");
    } finally {
      other.close();
      await handle.close();
    }
  });
});
