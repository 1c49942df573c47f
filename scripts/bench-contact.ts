/**
 * Benchmark of the contact action: accepted inquiries per second and latency
 * (p50, p99) on SQLite and on PostgreSQL, rate limiting off.
 *
 *   npm run bench:contact [-- --duration 10 --connections 10 --only sqlite|postgres]
 *
 * Starts the built server (BUILD_DIR, default ./build: run `npm run build`
 * first) on a loopback port for each engine: SQLite in a temporary DATA_DIR,
 * PostgreSQL in a throwaway cluster (tests/setup/postgres.ts; fsync on, as in
 * production) or a fresh database on DATABASE_URL's server. Each request is one
 * valid inquiry with its own idempotency key, posted the way the form's island
 * posts it (multipart to /contact, JSON answer). "Accepted" counts the rows in
 * the database afterwards, not just the 200s.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../db/database";
import { InquiryStore } from "../db/inquiry-store";
import { autocannon, contactRequests } from "./bench/load";
import { freePort, freshDatabase, startPostgres, type TestPostgres } from "../tests/setup/postgres";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    only: { type: "string" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const main = join(buildDir, "server", "main.js");
if (!existsSync(main)) {
  console.error(`No build at ${buildDir}: run "npm run build" first (or set BUILD_DIR).`);
  process.exit(1);
}

async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort(3650);
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      LOG_REQUESTS: "false",
      RATE_LIMIT_ENABLED: "false",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error("the server exited at start");
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not yet
    }
    if (i > 200) throw new Error("the server did not start");
    await new Promise((done) => setTimeout(done, 100));
  }
  return { child, url };
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGTERM");
  await exited;
}

interface Row {
  engine: string;
  accepted: number;
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function bench(
  engine: string,
  env: Record<string, string>,
  count: () => Promise<number>,
): Promise<Row> {
  const { child, url } = await startServer(env);
  try {
    const requests = contactRequests(url);
    // Warm up (JIT, connection pools), then measure.
    await autocannon({ url, connections, duration: 2, requests });
    const before = await count();
    const result = await autocannon({ url, connections, duration, requests });
    const accepted = (await count()) - before;
    return {
      engine,
      accepted,
      perSecond: accepted / result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    };
  } finally {
    await stopServer(child);
  }
}

const rows: Row[] = [];
console.log(
  `Contact action benchmark: ${connections} connections, ${duration} s per engine, rate limiting off, ` +
    `${cpus().length} CPU(s), Node ${process.version}\n`,
);

if (!values.only || values.only === "sqlite") {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-contact-sqlite-"));
  try {
    const counter = async () => {
      const handle = openDatabase({ dataDir });
      try {
        return await new InquiryStore(handle).count();
      } finally {
        await handle.close();
      }
    };
    rows.push(await bench("SQLite (WAL, synchronous=FULL)", { DATA_DIR: dataDir }, counter));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!values.only || values.only === "postgres") {
  let postgres: TestPostgres | undefined;
  try {
    postgres = await startPostgres({ durable: true, basePort: 55500 });
    const databaseUrl = await freshDatabase(postgres.url, "bench");
    const counter = async () => {
      const handle = openDatabase({ databaseUrl, dataDir: tmpdir(), poolSize: 1 });
      try {
        return await new InquiryStore(handle).count();
      } finally {
        await handle.close();
      }
    };
    rows.push(
      await bench(
        `PostgreSQL (${postgres.kind === "cluster" ? "local cluster, fsync on" : "DATABASE_URL"})`,
        { DATABASE_URL: databaseUrl },
        counter,
      ),
    );
  } finally {
    await postgres?.stop();
  }
}

const table = [
  ["engine", "accepted", "accepted/s", "p50 ms", "p99 ms", "non-2xx", "errors"],
  ...rows.map((row) => [
    row.engine,
    String(row.accepted),
    row.perSecond.toFixed(1),
    String(row.p50),
    String(row.p99),
    String(row.non2xx),
    String(row.errors),
  ]),
];
const widths = table[0]!.map((_, i) => Math.max(...table.map((line) => line[i]!.length)));
for (const line of table) {
  console.log(
    line
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  "),
  );
}
if (rows.some((row) => row.non2xx > 0 || row.errors > 0)) process.exitCode = 1;
