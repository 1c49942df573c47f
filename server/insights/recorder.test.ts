import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrate, openDatabase, type DatabaseHandle } from "../../db/database";
import { InsightsStore } from "../../db/insights-store";
import { freshDatabase, startPostgres, type TestPostgres } from "../../tests/setup/postgres";
import { loadConfig } from "../config";
import { startContactRuntime } from "../contact-runtime";
import { viewHandler, ViewRecorder, type Refuse } from "./collect";

/**
 * The recorder's batches when the database refuses them, and at shutdown: the
 * endpoint as the server runs it (viewHandler on Node's request), a real SQLite
 * file and a real PostgreSQL; the refusals are made by triggers in the database.
 */
const engines = ["sqlite", "postgres"] as const;
const SITE = "www.nebulaforge.studio";
const PAGES = new Set(["/", "/contact", "/services"]);
const AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const DAY = 86_400_000;

/** A trigger refusing inserts into `table` (those with `path` = `path` when given). */
async function refuseInserts(handle: DatabaseHandle, table: string, path?: string) {
  if (handle.engine === "sqlite") {
    await sql
      .raw(
        `create trigger refuse_${table} before insert on ${table} ${path ? `when new.path = '${path}'` : ""}
         begin select raise(abort, 'refused by the test'); end`,
      )
      .execute(handle.db);
    return;
  }
  await sql
    .raw(
      `create function refuse_${table}() returns trigger language plpgsql as $$
       begin
         if ${path ? `new.path = '${path}'` : "true"} then raise exception 'refused by the test'; end if;
         return new;
       end $$;
       create trigger refuse_${table} before insert on ${table}
         for each row execute function refuse_${table}();`,
    )
    .execute(handle.db);
}

async function allowInserts(handle: DatabaseHandle, table: string) {
  await sql
    .raw(`drop trigger refuse_${table}${handle.engine === "postgres" ? ` on ${table}` : ""}`)
    .execute(handle.db);
}

describe.each(engines)("the view recorder on %s", (engine) => {
  let postgres: TestPostgres | undefined;
  let dataDir: string;
  let handle: DatabaseHandle;
  let clock = Date.parse("2026-10-01T10:00:00Z");
  let recorder: ViewRecorder;
  let server: Server;
  let url: string;
  const warnings: Record<string, unknown>[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "studio-recorder-"));
    if (engine === "postgres") postgres = await startPostgres();
    handle = openDatabase({
      dataDir,
      databaseUrl: postgres ? await freshDatabase(postgres.url) : undefined,
    });
    await migrate(handle);
  }, 120_000);
  afterAll(async () => {
    server?.close();
    await handle?.close();
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    server?.close();
    // A new day each test: no salt made yet, none cached.
    clock += DAY;
    warnings.length = 0;
    const logger = pino(
      { level: "warn" },
      { write: (line: string) => void warnings.push(JSON.parse(line)) },
    );
    const store = new InsightsStore(handle, SITE, () => clock);
    // A batch waits for drain() (no timer, no size reached): every view of a test is in one.
    recorder = new ViewRecorder(store, logger, { flushMs: 3_600_000 });
    const views = viewHandler({
      recorder,
      limiter: null,
      logger,
      siteHost: SITE,
      isPage: (path) => PAGES.has(path),
      address: (req) => req.socket.remoteAddress ?? "",
      now: () => clock,
    });
    const refuse: Refuse = (error, _req, res) => void res.writeHead(error.status).end();
    server = createServer((req, res) => {
      if (!views(req, res, refuse)) res.writeHead(404).end();
    }).listen(0, "127.0.0.1");
    await new Promise((done) => server.once("listening", done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/event`;
  });

  const view = async (u: string) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": AGENT },
      body: JSON.stringify({ u, r: "" }),
    });
    return { status: response.status, body: await response.text() };
  };
  const stored = async () =>
    (
      await handle.db
        .selectFrom("insight_events" as never)
        .select("path" as never)
        .execute()
    ).map((row) => (row as { path: string }).path);

  it("a batch the database refuses: every view answered, one warning, none of the batch stored", async () => {
    await handle.db.deleteFrom("insight_events" as never).execute();
    await refuseInserts(handle, "insight_events", "/contact");
    try {
      for (const path of ["/", "/services", "/contact", "/"]) {
        expect(await view(path)).toEqual({ status: 204, body: "" });
      }
      await recorder.drain();
      expect(await stored()).toEqual([]);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ event: "insights.record_failed", lost: 4 });
    } finally {
      await allowInserts(handle, "insight_events");
    }
    // The next batch is written as usual.
    await view("/services");
    await recorder.drain();
    expect(await stored()).toEqual(["/services"]);
    expect(warnings).toHaveLength(1);
  });

  it.runIf(engine === "postgres")(
    "a database that does not keep up: the backlog stops at its limit, the rest is dropped with a warning, nothing grows",
    async () => {
      await handle.db.deleteFrom("insight_events" as never).execute();
      const logger = pino(
        { level: "warn" },
        { write: (line: string) => void warnings.push(JSON.parse(line)) },
      );
      const bounded = new ViewRecorder(new InsightsStore(handle, SITE, () => clock), logger, {
        flushMs: 3_600_000,
        batchSize: 100,
        maxQueued: 300,
      });
      // Another connection holds the table: every batch waits for it.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = handle.db.transaction().execute(async (trx) => {
        await sql`lock table insight_events in exclusive mode`.execute(trx);
        locked();
        await held;
      });
      await isLocked;
      const page = { path: "/", referrerHost: "", utmSource: "", utmMedium: "", utmCampaign: "" };
      for (let i = 0; i < 500; i++)
        bounded.add(clock, page, { address: `198.51.100.${i % 250}`, userAgent: AGENT }, null);
      release();
      await holder;
      await bounded.drain();
      expect(await stored()).toHaveLength(300);
      const full = warnings.filter((line) => line.event === "insights.backlog_full");
      expect(full.length).toBeGreaterThanOrEqual(1);
      expect(full.reduce((sum, line) => sum + Number(line.dropped), 0)).toBe(200);
      // Written, the backlog is free again: the next views are taken.
      bounded.add(clock, page, { address: "198.51.100.1", userAgent: AGENT }, null);
      await bounded.drain();
      expect(await stored()).toHaveLength(301);
    },
  );

  it("the day's salt cannot be made: every view answered, one warning for the batch, nothing stored", async () => {
    await handle.db.deleteFrom("insight_events" as never).execute();
    await refuseInserts(handle, "insight_salts");
    try {
      for (let i = 0; i < 12; i++) expect(await view("/")).toEqual({ status: 204, body: "" });
      await recorder.drain();
      expect(await stored()).toEqual([]);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ event: "insights.record_failed", lost: 12 });
    } finally {
      await allowInserts(handle, "insight_salts");
    }
  });
});

describe.each(engines)("the server's shutdown on %s", (engine) => {
  it("writes the views still waiting in the recorder's batch", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "studio-recorder-shutdown-"));
    const postgres = engine === "postgres" ? await startPostgres() : undefined;
    try {
      const databaseUrl = postgres ? await freshDatabase(postgres.url) : undefined;
      const config = loadConfig({
        NODE_ENV: "production",
        SITE_URL: `https://${SITE}`,
        LOG_REQUESTS: "false",
        DATA_DIR: dataDir,
        RATE_LIMIT_ENABLED: "false",
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      const runtime = await startContactRuntime(config, pino({ level: "silent" }));
      const visit = { address: "198.51.100.9", userAgent: AGENT };
      const page = { referrerHost: "", utmSource: "", utmMedium: "", utmCampaign: "" };
      for (const path of ["/", "/services", "/contact"]) {
        runtime.insights.recorder.add(Date.now(), { ...page, path }, visit, null);
      }
      // At once, well before the batch's timer: only the shutdown can write them.
      await runtime.close();
      const handle = openDatabase({ dataDir, databaseUrl });
      try {
        const rows = await handle.db
          .selectFrom("insight_events" as never)
          .select("path" as never)
          .orderBy("id" as never)
          .execute();
        expect(rows.map((row) => (row as { path: string }).path)).toEqual([
          "/",
          "/services",
          "/contact",
        ]);
      } finally {
        await handle.close();
      }
    } finally {
      await postgres?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
