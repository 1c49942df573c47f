import { spawnSync } from "node:child_process";
import {
  createReadStream,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  findPostgresBin,
  freshDatabase,
  startPostgres,
  type TestPostgres,
} from "../../tests/setup/postgres";
import { migrate, openDatabase, type DatabaseHandle } from "../database";
import { InsightsStore } from "../insights-store";
import { readContainer } from "./container";
import { restoreBackup } from "./restore";
import { takeBackup } from "./take";

/**
 * The daily salts of the page views' visitor ids never leave the live database
 * in a backup (db/backup/unsaved-rows.ts), on SQLite and PostgreSQL: not in the
 * payload's bytes, counted as none in the manifest; the backup restores, and
 * the restored site makes a fresh salt with its first view.
 */
const engines = ["sqlite", "postgres"] as const;
const SITE = "www.nebulaforge.studio";
const visit = {
  address: "203.0.113.9",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0",
};

describe.each(engines)("backups without the salts on %s", (engine) => {
  let postgres: TestPostgres | undefined;
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), "studio-unsaved-"));
    folders.push(dir);
    return dir;
  };
  const pgBin = engine === "postgres" ? findPostgresBin() : undefined;

  beforeAll(async () => {
    if (engine === "postgres") postgres = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await postgres?.stop();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  const target = async () => ({
    dataDir: join(folder(), "data"),
    databaseUrl: postgres ? await freshDatabase(postgres.url) : undefined,
  });

  /** The payload's bytes as text: the SQLite file unpacked, or the dump as pg_restore's SQL. */
  async function payloadText(file: string): Promise<string> {
    const chunks: Buffer[] = [];
    await readContainer(createReadStream(file), (chunk) => {
      chunks.push(Buffer.from(chunk));
    });
    const payload = Buffer.concat(chunks);
    if (engine === "sqlite") return gunzipSync(payload).toString("latin1");
    const run = spawnSync(join(pgBin!, "pg_restore"), ["--file=-"], { input: payload });
    expect(run.status, String(run.stderr)).toBe(0);
    return run.stdout.toString("utf8");
  }

  it("a backup holds no salt, counts none, restores, and the restored site makes a fresh one", async () => {
    const source = await target();
    let handle: DatabaseHandle = openDatabase(source);
    await migrate(handle);
    const store = new InsightsStore(handle, SITE);
    const { id: visitorBefore } = await store.visitorOf(visit);
    const salt = (await store.todaysSalt()).value;
    await store.record([
      {
        at: Date.now(),
        path: "/contact",
        referrerHost: "",
        utmSource: "",
        utmMedium: "",
        utmCampaign: "backup-check",
        device: "desktop",
        browser: "Firefox",
        visitorId: visitorBefore,
      },
    ]);
    await handle.close();

    const backupDir = folder();
    const backup = await takeBackup({
      ...source,
      backupDir,
      reason: "manual",
      recipients: [],
      copyAttempts: 1,
      copyPauseMs: 0,
      retention: false,
      pgBin,
    });
    expect(backup.manifest.tables.insight_salts).toBe(0);
    expect(backup.manifest.tables.insight_events).toBe(1);
    const text = await payloadText(backup.file);
    expect(text).toContain("backup-check");
    expect(text).not.toContain(salt);

    const restored = await target();
    const result = await restoreBackup({
      file: backup.file,
      ...restored,
      replace: false,
      backupDir,
      recipients: [],
      pgBin,
    });
    expect(result.restored.insight_salts).toBe(0);
    expect(result.restored.insight_events).toBe(1);

    handle = openDatabase(restored);
    try {
      const fresh = new InsightsStore(handle, SITE);
      expect((await fresh.todaysSalt()).value).not.toBe(salt);
      expect((await fresh.visitorOf(visit)).id).not.toBe(visitorBefore);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it.runIf(engine === "sqlite")(
    "a restore that replaces a database keeps the old one without its salt",
    async () => {
      // A backup to restore, taken from an empty site.
      const empty = await target();
      let handle: DatabaseHandle = openDatabase(empty);
      await migrate(handle);
      await handle.close();
      const backupDir = folder();
      const options = { backupDir, recipients: [], pgBin };
      const backup = await takeBackup({
        ...empty,
        ...options,
        reason: "manual",
        copyAttempts: 1,
        copyPauseMs: 0,
        retention: false,
      });

      // The live site: a salt of today in its database (and write-ahead log), made by another
      // process as the server would (restore refuses a file this process still holds open).
      const live = await target();
      const script = join(folder(), "make-salt.mts");
      const root = process.cwd();
      writeFileSync(
        script,
        [
          `import { migrate, openDatabase } from ${JSON.stringify(join(root, "db/database.ts"))};`,
          `import { InsightsStore } from ${JSON.stringify(join(root, "db/insights-store.ts"))};`,
          `const handle = openDatabase({ dataDir: ${JSON.stringify(live.dataDir)} });`,
          "await migrate(handle);",
          `console.log((await new InsightsStore(handle, ${JSON.stringify(SITE)}).todaysSalt()).value);`,
          "await handle.close();",
        ].join("\n"),
      );
      const made = spawnSync(join(root, "node_modules", ".bin", "tsx"), [script], {
        encoding: "utf8",
      });
      expect(made.status, made.stderr).toBe(0);
      const salt = made.stdout.trim();
      expect(salt.length).toBeGreaterThan(8);

      const result = await restoreBackup({ file: backup.file, ...live, ...options, replace: true });
      const kept = result.kept!;
      const files = readdirSync(kept);
      expect(files).toContain("studio.db");
      for (const name of files)
        expect(readFileSync(join(kept, name)).toString("latin1"), name).not.toContain(salt);
      // What was replaced still opens, its tables there, the salts' empty.
      handle = openDatabase({ dataDir: kept });
      try {
        const rows = await sql<{ n: number }>`select count(*) as n from insight_salts`.execute(
          handle.db,
        );
        expect(Number(rows.rows[0]!.n)).toBe(0);
      } finally {
        await handle.close();
      }
    },
    120_000,
  );
});
