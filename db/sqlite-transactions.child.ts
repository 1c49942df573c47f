/**
 * The second process of db/sqlite-transactions.test.ts: on "go" it runs one
 * transaction that reads the counter, reports it, waits for "write", then writes
 * the counter plus one. DEFERRED=1 opens the file with Kysely's own SQLite dialect
 * (DEFERRED transactions) instead of openDatabase's.
 */
import SQLite from "libsql";
import { Kysely, SqliteDialect, sql } from "kysely";
import { openDatabase } from "./database";

type Message = "go" | "write";

const send = (message: unknown) => process.send?.(message);
const next = (wanted: Message) =>
  new Promise<void>((resolve) => {
    const listener = (message: unknown) => {
      if (message !== wanted) return;
      process.off("message", listener);
      resolve();
    };
    process.on("message", listener);
  });

const dataDir = process.env.DATA_DIR ?? "";
function open(): Kysely<unknown> {
  if (process.env.DEFERRED !== "1") return openDatabase({ dataDir }).db as Kysely<unknown>;
  const database = new SQLite(process.env.DB_FILE ?? "");
  database.pragma("busy_timeout = 5000");
  return new Kysely<unknown>({ dialect: new SqliteDialect({ database }) });
}

const db = open();
const go = next("go");
send("ready");
await go;
const write = next("write");
try {
  send("beginning");
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ value: number }>`select value from counter`.execute(trx);
    send("read");
    await write;
    await sql`update counter set value = ${(rows[0]?.value ?? 0) + 1}`.execute(trx);
  });
  send({ committed: true });
} catch (error) {
  send({ committed: false, error: String(error) });
} finally {
  await db.destroy();
  process.disconnect?.();
}
