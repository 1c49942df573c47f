/**
 * `npm run bench:inbox`: what the inbox's queries cost as the inquiries grow, on
 * SQLite and PostgreSQL, through the inbox's own store (db/inbox-store.ts) as
 * its pages call it. A benchmark, not a test: it prints figures.
 *
 *   npm run bench:inbox -- [--sizes 1000,100000,1000000] [--engines sqlite,postgres] [--runs 5]
 *
 * For each engine and size: a fresh database (a SQLite file in a temporary
 * folder; a new database in one throwaway PostgreSQL cluster, fsync on) with
 * the migrations that existed before the inbox's search (0005), the made-up
 * inquiries of scripts/bench/inquiry-corpus.ts (the same rows on every run),
 * then the remaining migrations, timed: that is what a release does to a
 * database that already holds inquiries. PostgreSQL then gets `vacuum analyze`,
 * as autovacuum would after such a load; SQLite is left as the site leaves it.
 * Every query runs `--runs` times at each size, the sizes interleaved, after three
 * untimed rounds; the median is printed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { Migrator, sql, type Kysely } from "kysely";
import { migrate, openDatabase, type DatabaseHandle } from "../../db/database";
import type { Cursor } from "../../app/inbox/cursor";
import { InboxStore } from "../../db/inbox-store";
import { migrationsFor } from "../../db/migrations";
import type { Engine } from "../../db/schema";
import { freshDatabase, startPostgres, type TestPostgres } from "../../tests/setup/postgres";
import { corpusRow, CORPUS_SPAN_MS, CORPUS_START, seedCorpus } from "./inquiry-corpus";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "1000,100000,1000000" },
    engines: { type: "string", default: "sqlite,postgres" },
    runs: { type: "string", default: "5" },
  },
});
const sizes = values.sizes.split(",").map((size) => Number(size.replaceAll("_", "")));
const engines = values.engines.split(",") as Engine[];
const runs = Number(values.runs);
if (sizes.some((size) => !Number.isInteger(size) || size < 100)) {
  throw new Error("--sizes takes whole numbers of at least 100, e.g. 1000,100000");
}
if (engines.some((engine) => engine !== "sqlite" && engine !== "postgres")) {
  throw new Error("--engines takes sqlite, postgres or both");
}

/** The migrations a database held before this work: everything before 0005. */
const BEFORE_SEARCH = "0005";

async function migrateBefore(handle: DatabaseHandle) {
  const all = migrationsFor(handle.engine);
  const earlier = Object.fromEntries(Object.entries(all).filter(([name]) => name < BEFORE_SEARCH));
  const { error } = await new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => earlier },
  }).migrateToLatest();
  if (error) throw error;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** What the benchmark asks, one name per printed column. */
interface Setting {
  size: number;
  staffIds: number[];
  /** Where the list's last page starts: the cursor of the 26th oldest inquiry. */
  nearTheEnd: Cursor;
}

const PAGE = 25;
const month = 30 * 24 * 60 * 60 * 1000;

type Operation = (store: InboxStore, setting: Setting) => Promise<unknown>;

/** Each as the list's loader calls it (app/routes/inbox/list.tsx), the counts as the layout's. */
const operations: Record<string, Operation> = {
  "first page": (store) => store.list({}, { limit: PAGE }),
  "page near the end": (store, { nearTheEnd }) =>
    store.list({}, { limit: PAGE, after: nearTheEnd }),
  "search, common word": (store) => store.find({ search: "game" }, { page: 1, limit: PAGE }),
  "search, one e-mail": (store, { size }) =>
    store.find({ search: corpusRow(Math.floor(size / 2), size).email }, { page: 1, limit: PAGE }),
  "filter by status": (store) => store.list({ status: "new" }, { limit: PAGE }),
  counts: (store) => store.countsByStatus(),
  "filter by type": (store) => store.list({ inquiryType: "simulation" }, { limit: PAGE }),
  "filter by service": (store) => store.list({ serviceType: "unity" }, { limit: PAGE }),
  "filter by assignee": (store, { staffIds }) =>
    store.list({ assignee: staffIds[2]! }, { limit: PAGE }),
  "filter by dates": (store) => {
    const from = new Date(CORPUS_START + CORPUS_SPAN_MS / 2);
    return store.list({ from, to: new Date(from.getTime() + month) }, { limit: PAGE });
  },
  "search, part of a name": (store) => store.find({ search: "lovel" }, { page: 1, limit: PAGE }),
  "search, part of an address": (store) =>
    store.find({ search: "post.example" }, { page: 1, limit: PAGE }),
};

/** The cursor a person reaches by following "Older" to the last page (found without timing). */
async function cursorNearTheEnd(store: InboxStore): Promise<Cursor> {
  const oldest = await store.list(
    {},
    { limit: PAGE + 1, before: { at: "2000-01-01T00:00:00Z", id: 1 } },
  );
  return oldest.inquiries[0]!.cursor;
}

/** The issue's table first, then the other filters and a partial name. */
const tables = [
  [
    "first page",
    "page near the end",
    "search, common word",
    "search, one e-mail",
    "filter by status",
    "counts",
  ],
  [
    "filter by type",
    "filter by service",
    "filter by assignee",
    "filter by dates",
    "search, part of a name",
    "search, part of an address",
  ],
];

interface Result {
  engine: Engine;
  size: number;
  seedSeconds: number;
  migrateSeconds: number;
  times: Record<string, number>;
}

/** One engine's database of one size, seeded and migrated, ready to be asked. */
interface Prepared {
  result: Result;
  store: InboxStore;
  setting: Setting;
  samples: Record<string, number[]>;
  close(): Promise<void>;
}

async function prepare(engine: Engine, size: number, postgres?: TestPostgres): Promise<Prepared> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-inbox-"));
  const databaseUrl = postgres ? await freshDatabase(postgres.url, "bench") : undefined;
  const handle = openDatabase({ databaseUrl, dataDir, poolSize: 2 });
  const close = async () => {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await migrateBefore(handle);
    let started = performance.now();
    const staffIds = await seedCorpus(handle.db as Kysely<unknown>, engine, size);
    const seedSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await migrate(handle);
    const migrateSeconds = (performance.now() - started) / 1000;
    if (engine === "postgres") await sql`vacuum analyze`.execute(handle.db);
    const store = new InboxStore(handle);
    const setting = { size, staffIds, nearTheEnd: await cursorNearTheEnd(store) };
    return {
      result: { engine, size, seedSeconds, migrateSeconds, times: {} },
      store,
      setting,
      samples: Object.fromEntries(Object.keys(operations).map((name) => [name, []])),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Every query at every size of one engine, interleaved: each round asks each
 * query once of each size, so that a busy moment of a shared machine falls on
 * all sizes alike rather than on the one measured then (the ratios are the
 * budget). Three rounds first warm up the engine's caches, its connections'
 * catalogues and V8's compiled code, untimed.
 */
async function measure(databases: Prepared[]) {
  for (let round = -3; round < runs; round++) {
    for (const [name, operation] of Object.entries(operations)) {
      for (const database of databases) {
        const started = performance.now();
        await operation(database.store, database.setting);
        if (round >= 0) database.samples[name]!.push(performance.now() - started);
      }
    }
  }
  for (const database of databases) {
    for (const [name, samples] of Object.entries(database.samples)) {
      database.result.times[name] = median(samples);
    }
  }
}

const number = (n: number) => n.toLocaleString("en-GB");
const ms = (value: number) =>
  value < 10 ? `${value.toFixed(1)} ms` : `${number(Math.round(value))} ms`;
const engineName = (engine: Engine) => (engine === "sqlite" ? "SQLite" : "PostgreSQL");

function markdown(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}

const results: Result[] = [];
let postgres: TestPostgres | undefined;
try {
  for (const engine of engines) {
    if (engine === "postgres") postgres = await startPostgres({ durable: true, basePort: 55800 });
    const databases: Prepared[] = [];
    try {
      for (const size of sizes) {
        console.error(`${engineName(engine)}, ${number(size)} inquiries...`);
        const database = await prepare(engine, size, postgres);
        databases.push(database);
        const { seedSeconds, migrateSeconds } = database.result;
        console.error(
          `  seeded in ${seedSeconds.toFixed(1)} s, migrated in ${migrateSeconds.toFixed(1)} s`,
        );
      }
      console.error(`${engineName(engine)}: measuring...`);
      await measure(databases);
      results.push(...databases.map((database) => database.result));
    } finally {
      for (const database of databases) await database.close();
    }
  }
} finally {
  await postgres?.stop();
}

console.log(
  `\nThe inbox's queries, median of ${runs} (the sizes interleaved, after three rounds untimed); ${cpus().length} CPU(s), Node ${process.version}\n`,
);
const ordered = [...results].sort(
  (a, b) => a.engine.localeCompare(b.engine) * -1 || a.size - b.size,
);
for (const names of tables) {
  console.log(
    markdown(
      ["inquiries", "engine", ...names],
      ordered.map((r) => [
        number(r.size),
        engineName(r.engine),
        ...names.map((name) => ms(r.times[name]!)),
      ]),
    ),
  );
  console.log("");
}
console.log(
  markdown(
    ["inquiries", "engine", "seeding", "migrations on those rows"],
    ordered.map((r) => [
      number(r.size),
      engineName(r.engine),
      `${r.seedSeconds.toFixed(1)} s`,
      `${r.migrateSeconds.toFixed(1)} s`,
    ]),
  ),
);

// The budget (issue 38): at the largest size, every query within 5 times its time at the smallest.
const smallest = Math.min(...sizes);
const largest = Math.max(...sizes);
if (largest > smallest) {
  const rows: string[][] = [];
  let over = 0;
  for (const engine of engines) {
    const low = results.find((r) => r.engine === engine && r.size === smallest)!;
    const high = results.find((r) => r.engine === engine && r.size === largest)!;
    for (const name of Object.keys(operations)) {
      const ratio = high.times[name]! / low.times[name]!;
      if (ratio > 5) over += 1;
      rows.push([
        engineName(engine),
        name,
        ms(low.times[name]!),
        ms(high.times[name]!),
        `${ratio.toFixed(1)}x`,
        ratio > 5 ? "over" : "within",
      ]);
    }
  }
  console.log(
    `\nBudget: at ${number(largest)} inquiries, every query within 5x its time at ${number(smallest)}\n`,
  );
  console.log(
    markdown(["engine", "query", number(smallest), number(largest), "ratio", "5x budget"], rows),
  );
  console.log(`\n${over === 0 ? "Every query within the budget." : `${over} over the budget.`}`);
}
