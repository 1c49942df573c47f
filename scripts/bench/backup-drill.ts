/**
 * `npm run drill:backup`: the recovery drill, a stage of .ci/run. On SQLite and
 * on PostgreSQL, with 10,000 and then 100,000 inquiries: take a backup with the
 * studio's CLI as production runs it (build/cli/inquiries.js, encrypted to an age
 * key), wipe the database, restore the backup into the same place, and compare
 * every inquiry with what was there before. Prints backup time and size and
 * restore time; exits 1 when a restore does not give back exactly what was
 * backed up. Times are figures, not gates.
 *
 * Needs a build (`npm run build`; .ci/run's `npm test` makes one) and PostgreSQL
 * (a throwaway cluster from the installed binaries, or DATABASE_URL).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { sql } from "kysely";
import pg from "pg";
import { migrate, openDatabase, type DatabaseHandle } from "../../db/database";
import { formatBytes } from "../../db/backup/units";
import { cli, runCli } from "../../tests/integration/backup-support";
import { startPostgres } from "../../tests/setup/postgres";

const sizes = [10_000, 100_000];

interface Target {
  dataDir: string;
  databaseUrl?: string;
}

interface Figure {
  engine: string;
  inquiries: number;
  backupSeconds: number;
  bytes: number;
  restoreSeconds: number;
  matches: boolean;
}

/** Words for messages that compress like real ones (not a repeated byte). */
const words =
  "we need a simulation for training forty operators on the new welding cell before spring the budget is approved and the timeline is tight could your team build a multiplayer prototype in unreal engine with vr support our ai chatbot should answer customers in three languages and hand over to a person when unsure".split(
    " ",
  );

function text(seed: number, length: number): string {
  let state = seed * 2654435761;
  const out: string[] = [];
  let size = 0;
  while (size < length) {
    state = (state * 1103515245 + 12345) >>> 0;
    const word = words[state % words.length]!;
    out.push(word);
    size += word.length + 1;
  }
  return out.join(" ");
}

/** n inquiries, written 1,000 to a transaction (the drill's subject is the copy, not the form). */
async function seed(handle: DatabaseHandle, n: number) {
  const types = ["game", "simulation", "ai", "project", "demo"];
  for (let start = 0; start < n; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, n - start) }, (_, i) => {
      const k = start + i;
      return {
        full_name: `Drill Person ${k}`,
        email: `person${k}@drill.example`,
        phone:
          k % 3 === 0
            ? `+91 80 ${String(4_000_000 + k).slice(0, 4)} ${String(k % 10_000).padStart(4, "0")}`
            : "",
        company: k % 2 === 0 ? `Company ${k % 997}` : "",
        country: ["IN", "GB", "US", "DE", "JP"][k % 5]!,
        inquiry_type: types[k % types.length]!,
        subject: text(k + 1, 60),
        message: text(k + 7, 300 + (k % 600)),
        idempotency_key: `drill-${k}`,
      };
    });
    await sql`insert into contact_submissions ${sql.raw(
      "(full_name, email, phone, company, country, inquiry_type, subject, message, idempotency_key)",
    )} values ${sql.join(
      rows.map(
        (row) =>
          sql`(${row.full_name}, ${row.email}, ${row.phone}, ${row.company}, ${row.country}, ${row.inquiry_type}, ${row.subject}, ${row.message}, ${row.idempotency_key})`,
      ),
    )}`.execute(handle.db);
  }
}

/** A sha256 of every inquiry, in id order, and their count. */
async function digest(target: Target): Promise<{ rows: number; sha256: string }> {
  const handle = openDatabase({ ...target, poolSize: 1 });
  try {
    const hash = createHash("sha256");
    let rows = 0;
    let after = 0;
    for (;;) {
      const { rows: page } = await sql<Record<string, unknown>>`
        select id, full_name, email, phone, company, country, inquiry_type, subject, message, consent, idempotency_key, created_at, status
        from contact_submissions where id > ${after} order by id limit 5000`.execute(handle.db);
      if (page.length === 0) break;
      for (const row of page) {
        const created =
          row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at;
        hash.update(JSON.stringify({ ...row, created_at: created, consent: Number(row.consent) }));
      }
      rows += page.length;
      after = Number(page.at(-1)!.id);
    }
    return { rows, sha256: hash.digest("hex") };
  } finally {
    await handle.close();
  }
}

/** The CLI's run (tests/integration/backup-support.ts) and how long it took. */
async function timedCli(args: string[], env: Record<string, string | undefined>) {
  const started = process.hrtime.bigint();
  const run = await runCli(args, env);
  return { ...run, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

async function drill(
  engine: "sqlite" | "postgres",
  n: number,
  work: string,
  pgUrl?: string,
): Promise<Figure> {
  const identity = await generateX25519Identity();
  const identityFile = join(work, `key-${engine}-${n}.txt`);
  writeFileSync(identityFile, `${identity}\n`, { mode: 0o600 });
  const recipient = await identityToRecipient(identity);
  const backupDir = join(work, `backups-${engine}-${n}`);
  let target: Target;
  let wipe: () => Promise<void>;
  if (engine === "sqlite") {
    target = { dataDir: join(work, `data-${n}`) };
    wipe = async () => rmSync(target.dataDir, { recursive: true, force: true });
  } else {
    const name = `drill_${n}`;
    const url = new URL(pgUrl!);
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    url.pathname = `/${name}`;
    target = { dataDir: join(work, "unused"), databaseUrl: url.toString() };
    wipe = async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop database ${name} with (force)`);
      await client.query(`create database ${name}`);
      await client.end();
    };
  }
  const handle = openDatabase({ ...target, poolSize: 1 });
  await migrate(handle);
  await seed(handle, n);
  await handle.close();
  const before = await digest(target);
  const env = {
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl,
    BACKUP_DIR: backupDir,
    BACKUP_AGE_RECIPIENT: recipient,
  };

  const backup = await timedCli(["backup", "--reason", "drill"], env);
  if (backup.code !== 0)
    throw new Error(`backup failed on ${engine}:\n${backup.stdout}${backup.stderr}`);
  const match = /^backup: wrote (\S+) \(.+, sha256 [0-9a-f]{64}\)$/m.exec(backup.stdout);
  if (!match) throw new Error(`no "backup: wrote" line:\n${backup.stdout}`);
  const file = match[1]!;
  const { size } = await import("node:fs").then((fs) => fs.promises.stat(file));

  await wipe();
  const restore = await timedCli(["restore", file, "--identity", identityFile], env);
  const after = restore.code === 0 ? await digest(target) : { rows: -1, sha256: "" };
  if (restore.code !== 0)
    console.error(`restore failed on ${engine}:\n${restore.stdout}${restore.stderr}`);
  if (engine === "postgres") await wipe();
  rmSync(backupDir, { recursive: true, force: true });
  return {
    engine,
    inquiries: n,
    backupSeconds: backup.seconds,
    bytes: size,
    restoreSeconds: restore.seconds,
    matches:
      restore.code === 0 &&
      after.rows === before.rows &&
      after.sha256 === before.sha256 &&
      before.rows === n,
  };
}

async function main() {
  if (!existsSync(cli)) {
    console.error(`No CLI bundle at ${cli}: run "npm run build" first.`);
    process.exit(1);
  }
  const work = mkdtempSync(join(tmpdir(), "studio-backup-drill-"));
  const postgres = await startPostgres({ durable: true });
  const figures: Figure[] = [];
  const started = Date.now();
  try {
    for (const engine of ["sqlite", "postgres"] as const) {
      for (const n of sizes) {
        const figure = await drill(engine, n, work, postgres.url);
        figures.push(figure);
        console.log(
          `${engine} ${n}: backup ${figure.backupSeconds.toFixed(2)} s, ${formatBytes(figure.bytes)}; restore ${figure.restoreSeconds.toFixed(2)} s; ${figure.matches ? "every inquiry back" : "MISMATCH"}`,
        );
      }
    }
  } finally {
    await postgres.stop();
    rmSync(work, { recursive: true, force: true });
  }
  console.log("\nThe recovery drill: backup (encrypted), wipe, restore, compare every inquiry");
  console.log("engine      inquiries   backup    size        restore   restored");
  for (const f of figures) {
    console.log(
      `${f.engine.padEnd(10)}  ${f.inquiries.toLocaleString("en").padStart(9)}   ${`${f.backupSeconds.toFixed(1)} s`.padStart(7)}   ${formatBytes(f.bytes).padEnd(10)}  ${`${f.restoreSeconds.toFixed(1)} s`.padStart(7)}   ${f.matches ? "all, identical" : "DOES NOT MATCH"}`,
    );
  }
  console.log(
    `(the whole drill, seeding included: ${Math.round((Date.now() - started) / 1000)} s)`,
  );
  if (figures.some((f) => !f.matches)) {
    console.error("drill:backup failed: a restore did not give back exactly what was backed up.");
    process.exit(1);
  }
}

await main();
