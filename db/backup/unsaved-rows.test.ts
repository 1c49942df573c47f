import { spawnSync } from "node:child_process";
import { createReadStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
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
});
