/**
 * `npm run bench:insights`: the dashboard's report over a year of page views, and
 * how many views one instance ingests per second, on SQLite and PostgreSQL. A
 * benchmark, not a test: it prints figures (issue 39's budgets: the report under
 * 200 ms at 1,000,000 views, ingestion at least 1,000 views a second).
 *
 *   npm run bench:insights -- [--views 1000000] [--engines sqlite,postgres] [--runs 5] [--seconds 5]
 *
 * For each engine: a fresh database (a SQLite file in a temporary folder; a new
 * database in a throwaway PostgreSQL cluster), the migrations, `--views` made-up
 * views spread over the last 365 days (a fixed pseudo-random sequence: 40 pages,
 * a visitor in three making three views, a fifth from a search, a tenth tagged with
 * a campaign), the closed days rolled up (db/insights-rollup.ts, timed: a server
 * does it once a day per day), then the report for 30 days and 12 months `--runs`
 * times after one untimed run (the median printed; today's views read raw); then POST /api/event
 * through the real endpoint as the server runs it (server/insights/collect.ts's viewHandler ahead
 * of Express, its recorder, the per-address limit and the store) from 32 connections of
 * autocannon in a child process (scripts/bench/view-load.ts) for `--seconds`, the rate
 * counted from the rows stored once the recorder has drained.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import express from "express";
import { sql } from "kysely";
import pino from "pino";
import { migrate, openDatabase, type DatabaseHandle } from "../../db/database";
import { dayOf, InsightsStore } from "../../db/insights-store";
import type { Engine } from "../../db/schema";
import { viewHandler, ViewRecorder, type Refuse } from "../../server/insights/collect";
import { MemoryRateLimitStore, RateLimiter } from "../../server/rate-limit";
import { freshDatabase, startPostgres, type TestPostgres } from "../../tests/setup/postgres";
import { viewLoad } from "./view-load";

const { values } = parseArgs({
  options: {
    views: { type: "string", default: "1000000" },
    engines: { type: "string", default: "sqlite,postgres" },
    runs: { type: "string", default: "5" },
    seconds: { type: "string", default: "5" },
  },
});
const total = Number(values.views.replaceAll("_", ""));
const engines = values.engines.split(",") as Engine[];
const runs = Number(values.runs);
const seconds = Number(values.seconds);
const DAY = 86_400_000;
const pages = Array.from({ length: 40 }, (_, i) => (i === 0 ? "/" : `/page-${i}`));
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

/** A fixed pseudo-random sequence (mulberry32): the same views on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function seed(handle: DatabaseHandle, now: number) {
  const next = random(39);
  const batch = 1000;
  const started = performance.now();
  for (let done = 0; done < total; done += batch) {
    const rows = [];
    for (let i = 0; i < Math.min(batch, total - done); i++) {
      const at = now - Math.floor(next() * 365 * DAY);
      const visitor = Math.floor((done + i) / 3);
      const search = next() < 0.2;
      const campaign = next() < 0.1;
      rows.push({
        at,
        day: dayOf(at),
        path: pages[Math.floor(next() ** 2 * pages.length)]!,
        referrer_host: search ? "google.com" : next() < 0.1 ? "linkedin.com" : "",
        utm_source: campaign ? "newsletter" : "",
        utm_medium: campaign ? "email" : "",
        utm_campaign: campaign ? `campaign-${visitor % 12}` : "",
        device: next() < 0.55 ? "phone" : next() < 0.1 ? "tablet" : "desktop",
        browser: ["Chrome", "Safari", "Firefox", "Edge"][Math.floor(next() * 4)]!,
        visitor_id: `v${visitor.toString(36).padStart(21, "0")}`,
      });
    }
    await handle.db
      .insertInto("insight_events" as never)
      .values(rows as never)
      .execute();
  }
  if (handle.engine === "postgres") await sql`vacuum analyze insight_events`.execute(handle.db);
  else await sql`analyze`.execute(handle.db);
  return performance.now() - started;
}

async function ingestion(handle: DatabaseHandle) {
  const logger = pino({ level: "silent" });
  const store = new InsightsStore(handle, "bench.example");
  const recorder = new ViewRecorder(store, logger);
  // The per-address limit as the server runs it, its maximum out of reach (every view
  // comes from 127.0.0.1): its cost is in the figure, its refusals are not.
  const limiter = new RateLimiter(new MemoryRateLimitStore(), {
    max: Number.MAX_SAFE_INTEGER,
    windowSeconds: 60,
    namespace: "insights",
  });
  // As server/index.ts runs it (server/app.ts, requestListener): the endpoint on Node's
  // request, ahead of Express, which answers everything else.
  const views = viewHandler({
    recorder,
    limiter,
    logger,
    siteHost: "bench.example",
    isPage: (path) => pages.includes(path),
    address: (req) => req.socket.remoteAddress ?? "",
  });
  const app = express();
  const refuse: Refuse = (error, _req, res) => void res.writeHead(error.status).end();
  const server = createServer((req, res) => {
    if (!views(req, res, refuse)) void app(req, res);
  }).listen(Number(process.env.BENCH_PORT ?? 0), "127.0.0.1");
  await new Promise((done) => server.once("listening", done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const count = async () =>
    Number(
      (
        await sql<{ n: number | string }>`select count(*) as n from insight_events`.execute(
          handle.db,
        )
      ).rows[0]!.n,
    );
  const before = await count();
  const started = performance.now();
  const load = await viewLoad({ origin, pages, connections: 32, seconds });
  await recorder.drain();
  const elapsed = (performance.now() - started) / 1000;
  server.close();
  limiter.close();
  const stored = (await count()) - before;
  return {
    sent: load.requests.total,
    stored,
    perSecond: stored / elapsed,
    p50: load.latency.p50,
    p99: load.latency.p99,
  };
}

let postgres: TestPostgres | undefined;
try {
  for (const engine of engines) {
    const dataDir = mkdtempSync(join(tmpdir(), "studio-bench-insights-"));
    if (engine === "postgres") postgres ??= await startPostgres();
    const handle = openDatabase({
      dataDir,
      databaseUrl: engine === "postgres" ? await freshDatabase(postgres!.url) : undefined,
    });
    try {
      await migrate(handle);
      const now = Date.now();
      const seeded = await seed(handle, now);
      console.log(
        `${engine}: ${total.toLocaleString("en")} views stored in ${(seeded / 1000).toFixed(1)} s`,
      );
      const store = new InsightsStore(handle, "bench.example", () => now);
      const rollupStarted = performance.now();
      const rolled = await store.rollUp();
      console.log(
        `${engine}: ${rolled.length} closed days rolled up in ${((performance.now() - rollupStarted) / 1000).toFixed(1)} s (once; then one day a day)`,
      );
      const today = dayOf(now);
      for (const [name, days] of [
        ["30 days", 30],
        ["12 months", 365],
      ] as const) {
        const period = { from: dayOf(now - (days - 1) * DAY), to: today };
        await store.report(period);
        const times: number[] = [];
        for (let run = 0; run < runs; run++) {
          const started = performance.now();
          await store.report(period);
          times.push(performance.now() - started);
        }
        console.log(
          `${engine}: report for ${name}: median ${median(times).toFixed(0)} ms (${runs} runs: ${times.map((t) => t.toFixed(0)).join(", ")})`,
        );
      }
      const ingested = await ingestion(handle);
      console.log(
        `${engine}: ingestion: ${ingested.perSecond.toFixed(0)} views/s stored (${ingested.stored} of ${ingested.sent} sent in ${seconds} s by 32 connections from a child process), answer p50 ${ingested.p50} ms, p99 ${ingested.p99} ms`,
      );
    } finally {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await postgres?.stop();
}
