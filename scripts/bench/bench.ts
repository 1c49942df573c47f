/**
 * `npm run bench`: figures for the production topology, printed as a table
 * (benchmarks, not tests: nothing here passes or fails on a number).
 *  1. build time and build size (a fresh build into BUILD_DIR=build-bench);
 *  2. a prerendered page served by the Node server and by nginx from the same
 *     build, side by side, requests per second and p50/p99, with the ratio;
 *  2b. page views (POST /api/event) one instance stores a second, and the same
 *     page's p50/p99 from that instance alone and beside 1,000 views a second
 *     (scripts/bench/page-under-views.ts);
 *  3. contact submissions per second and p99: SQLite with one instance, and
 *     PostgreSQL with two instances behind nginx; rate limiting off.
 * Options: --duration SECONDS (10), --connections N (10).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../../db/database";
import { InquiryStore } from "../../db/inquiry-store";
import { startPostgres } from "../../tests/setup/postgres";
import { startNginx, startNode } from "../deploy/topology";
import { autocannon, contactRequests, type AutocannonRequest } from "./load";
import { pageUnderViews, VIEWS_BESIDE } from "./page-under-views";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const buildDir = "build-bench";
process.env.BUILD_DIR = buildDir;

function folderSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    total += entry.isDirectory() ? folderSize(full) : statSync(full).size;
  }
  return total;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const rows: string[][] = [];

// 1. Build
const started = performance.now();
const build = spawnSync("npm", ["run", "build"], {
  env: { ...process.env, BUILD_DIR: buildDir },
  encoding: "utf8",
});
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  process.exit(1);
}
const buildSeconds = (performance.now() - started) / 1000;
rows.push(["build", "npm run build (wall time)", `${buildSeconds.toFixed(1)} s`, "", ""]);
rows.push([
  "build",
  "size: client / server / total",
  `${mb(folderSize(join(buildDir, "client")))} / ${mb(folderSize(join(buildDir, "server")))} / ${mb(folderSize(buildDir))}`,
  "",
  "",
]);

async function measure(url: string, requests: AutocannonRequest[]) {
  await autocannon({ url, connections, duration: 2, requests }); // warm-up
  return autocannon({ url, connections, duration, requests });
}

const page: AutocannonRequest[] = [
  { method: "GET", path: "/services/ai/automation", headers: { "accept-encoding": "gzip" } },
];
const quiet = { LOG_REQUESTS: "false", LOG_LEVEL: "warn", RATE_LIMIT_ENABLED: "false" };

// 2. A prerendered page: Node alone, then nginx in front of it.
const sqliteDir = mkdtempSync(join(tmpdir(), "bench-sqlite-"));
const single = await startNode(3791, {
  ...quiet,
  DATA_DIR: sqliteDir,
  SITE_URL: "http://127.0.0.1:3791",
});
const proxy = await startNginx(8091, [3791]);
try {
  const node = await measure(`http://127.0.0.1:${single.port}`, page);
  const nginx = await measure(proxy.origin, page);
  const rps = (r: typeof node) => r.requests.total / r.duration;
  rows.push([
    "page",
    "prerendered page, Node server",
    `${rps(node).toFixed(0)} req/s`,
    `${node.latency.p50} ms`,
    `${node.latency.p99} ms`,
  ]);
  rows.push([
    "page",
    "prerendered page, nginx",
    `${rps(nginx).toFixed(0)} req/s`,
    `${nginx.latency.p50} ms`,
    `${nginx.latency.p99} ms`,
  ]);
  rows.push(["page", "nginx / Node", `${(rps(nginx) / rps(node)).toFixed(1)}x`, "", ""]);

  // 2b. Page views into the same instance: its capacity, then the page beside 1,000 a second.
  const views = await pageUnderViews({
    origin: `http://127.0.0.1:${single.port}`,
    database: { dataDir: sqliteDir },
    seconds: duration,
    connections,
  });
  rows.push([
    "views",
    "POST /api/event, SQLite, 1 instance (32 connections)",
    `${views.viewsPerSecond.toFixed(0)} stored/s`,
    `${views.viewLatency.p50} ms`,
    `${views.viewLatency.p99} ms`,
  ]);
  rows.push([
    "views",
    "prerendered page, Node server, no views",
    `${views.quiet.perSecond.toFixed(0)} req/s`,
    `${views.quiet.p50} ms`,
    `${views.quiet.p99} ms`,
  ]);
  rows.push([
    "views",
    `prerendered page, Node server, ${VIEWS_BESIDE.toLocaleString("en")} views/s sent beside (${views.viewsPerSecondBesidePages.toFixed(0)} stored/s)`,
    `${views.loaded.perSecond.toFixed(0)} req/s`,
    `${views.loaded.p50} ms`,
    `${views.loaded.p99} ms`,
  ]);

  // 3a. Contact on SQLite, one instance.
  const countSqlite = async () => {
    const handle = openDatabase({ dataDir: sqliteDir });
    try {
      return await new InquiryStore(handle).count();
    } finally {
      await handle.close();
    }
  };
  const before = await countSqlite();
  const sqlite = await measure(
    `http://127.0.0.1:${single.port}`,
    contactRequests(`http://127.0.0.1:${single.port}`),
  );
  const storedSqlite = (await countSqlite()) - before;
  rows.push([
    "contact",
    "SQLite, 1 instance",
    `${(storedSqlite / sqlite.duration).toFixed(0)} stored/s`,
    `${sqlite.latency.p50} ms`,
    `${sqlite.latency.p99} ms`,
  ]);
} finally {
  await proxy.stop();
  await single.stop();
  rmSync(sqliteDir, { recursive: true, force: true });
}

// 3b. Contact on PostgreSQL, two instances behind nginx.
const postgres = await startPostgres({ durable: true, basePort: 55700 });
const ports = [3792, 3793];
const origin = "http://127.0.0.1:8092";
const instances = [];
try {
  for (const port of ports) {
    instances.push(
      await startNode(port, {
        ...quiet,
        DATABASE_URL: postgres.url,
        SITE_URL: origin,
        TRUST_PROXY: "loopback",
      }),
    );
  }
  const front = await startNginx(8092, ports);
  try {
    const handle = openDatabase({ dataDir: ".", databaseUrl: postgres.url });
    const store = new InquiryStore(handle);
    const before = await store.count();
    const result = await measure(origin, contactRequests(origin));
    const stored = (await store.count()) - before;
    await handle.close();
    rows.push([
      "contact",
      "PostgreSQL, 2 instances behind nginx",
      `${(stored / result.duration).toFixed(0)} stored/s`,
      `${result.latency.p50} ms`,
      `${result.latency.p99} ms`,
    ]);
  } finally {
    await front.stop();
  }
} finally {
  await Promise.all(instances.map((instance) => instance.stop()));
  await postgres.stop();
  rmSync(buildDir, { recursive: true, force: true });
}

console.log(
  `\nBenchmarks: ${connections} connections, ${duration} s per run after a 2 s warm-up, ${cpus().length} CPU(s), Node ${process.version}\n`,
);
const header = ["what", "setup", "throughput", "p50", "p99"];
const widths = header.map((title, i) =>
  Math.max(title.length, ...rows.map((row) => row[i]!.length)),
);
const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join("  ");
console.log(line(header));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const row of rows) console.log(line(row));
