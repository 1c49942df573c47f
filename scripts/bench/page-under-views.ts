/**
 * One running server (build/server/main.js): how many page views it ingests a
 * second, and a prerendered page's latency from the same instance without and
 * with that ingestion running (issue 39: "at least 1,000 views a second without
 * touching page latency"). Used by `npm run bench` (scripts/bench/bench.ts); on
 * its own, against the build in BUILD_DIR (default build/), SQLite:
 *
 *   npx tsx scripts/bench/page-under-views.ts [--seconds 10] [--port 5220]
 *
 * The views come from autocannon in a child process (scripts/bench/view-load.ts,
 * 32 connections): first as many as the server takes (its capacity), then
 * VIEWS_BESIDE a second beside the page's requests (autocannon in this process,
 * 10 connections). The views' rate is counted from the rows stored once the
 * recorder's last batch (written every second) is in.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { openDatabase, type DatabaseOptions } from "../../db/database";
import { startNode } from "../deploy/topology";
import { autocannon, type AutocannonRequest, type AutocannonResult } from "./load";
import { viewLoad } from "./view-load";

/** The views a second sent beside the page's requests: issue 39's budget. */
export const VIEWS_BESIDE = 1000;

/** Prerendered pages the views name (each a file in the build). */
export const VIEWED_PAGES = ["/", "/about", "/contact", "/services/ai/automation"];
const PAGE: AutocannonRequest[] = [
  { method: "GET", path: "/services/ai/automation", headers: { "accept-encoding": "gzip" } },
];

export interface PageUnderViews {
  /** Views stored a second while the view load alone ran. */
  viewsPerSecond: number;
  viewLatency: AutocannonResult["latency"];
  /** The page alone, then with the view load running beside it. */
  quiet: AutocannonResult["latency"] & { perSecond: number };
  loaded: AutocannonResult["latency"] & { perSecond: number };
  /** Views stored a second during the page's loaded run (VIEWS_BESIDE sent). */
  viewsPerSecondBesidePages: number;
}

/** Measures the server at `origin`, whose database `database` opens (to count the rows). */
export async function pageUnderViews(options: {
  origin: string;
  database: DatabaseOptions;
  seconds: number;
  connections?: number;
}): Promise<PageUnderViews> {
  const { origin, seconds } = options;
  const handle = openDatabase(options.database);
  const stored = async () =>
    Number(
      (
        await sql<{ n: number | string }>`select count(*) as n from insight_events`.execute(
          handle.db,
        )
      ).rows[0]!.n,
    );
  /** Rows written by a run that ended: the recorder writes its last batch within a second. */
  const settle = () => new Promise((done) => setTimeout(done, 1500));
  const load = { origin, pages: VIEWED_PAGES, connections: 32, seconds };
  const page = (duration: number) =>
    autocannon({ url: origin, connections: options.connections ?? 10, duration, requests: PAGE });
  try {
    await page(2); // warm-up
    await viewLoad({ ...load, seconds: 2 });
    await settle();

    let before = await stored();
    const started = performance.now();
    const views = await viewLoad(load);
    await settle();
    const viewsPerSecond =
      ((await stored()) - before) / ((performance.now() - started) / 1000 - 1.5);

    const quiet = await page(seconds);
    before = await stored();
    const [loaded] = await Promise.all([page(seconds), viewLoad({ ...load, rate: VIEWS_BESIDE })]);
    await settle();
    const beside = ((await stored()) - before) / seconds;
    const withRate = (result: AutocannonResult) => ({
      ...result.latency,
      perSecond: result.requests.total / result.duration,
    });
    return {
      viewsPerSecond,
      viewLatency: views.latency,
      quiet: withRate(quiet),
      loaded: withRate(loaded),
      viewsPerSecondBesidePages: beside,
    };
  } finally {
    await handle.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      seconds: { type: "string", default: "10" },
      port: { type: "string", default: process.env.E2E_PORT ?? "5220" },
    },
  });
  const port = Number(values.port);
  const dataDir = mkdtempSync(join(tmpdir(), "bench-page-views-"));
  const origin = `http://127.0.0.1:${port}`;
  const server = await startNode(port, {
    DATA_DIR: dataDir,
    SITE_URL: origin,
    LOG_REQUESTS: "false",
    LOG_LEVEL: "warn",
    RATE_LIMIT_ENABLED: "false",
  });
  try {
    const result = await pageUnderViews({
      origin,
      database: { dataDir },
      seconds: Number(values.seconds),
    });
    console.log(
      `views (SQLite, 1 instance): ${result.viewsPerSecond.toFixed(0)} stored/s, answer p50 ${result.viewLatency.p50} ms, p99 ${result.viewLatency.p99} ms`,
    );
    console.log(
      `page alone: ${result.quiet.perSecond.toFixed(0)} req/s, p50 ${result.quiet.p50} ms, p99 ${result.quiet.p99} ms`,
    );
    console.log(
      `page with views: ${result.loaded.perSecond.toFixed(0)} req/s, p50 ${result.loaded.p50} ms, p99 ${result.loaded.p99} ms (${result.viewsPerSecondBesidePages.toFixed(0)} views stored/s beside it)`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
