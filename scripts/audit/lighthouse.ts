/**
 * Lighthouse (simulated throttling) against the production server, with
 * Debian's Chromium, in the mobile preset (its CPU slowdown calibrated to the
 * host, see mobilePreset) and the desktop preset. Each route runs three times
 * per preset and the MEDIAN counts, never the best run (docs/decisions/0017).
 * Prints a table per route and preset, and fails on any budget of DESIGN.md
 * and issue 15 that a route misses:
 *  - performance below 100 (median), in either preset;
 *  - mobile largest contentful paint above 0.9 s (median);
 *  - a median layout shift above 0;
 *  - accessibility, best practices or SEO below 100;
 *  - more bytes on a first visit than its budget (firstVisitBudgetKb).
 * One exception, a page that hydrates (/contact): React and React Router are
 * part of its first paint in Lighthouse's graph, so it is held to the floor in
 * HYDRATING_FLOOR instead of the performance and LCP budgets, which the table
 * still shows it missing (docs/decisions/0017 says why and what it would take).
 * The `host` column is Lighthouse's benchmark index of the machine (median of
 * the runs): the presets slow the CPU by a fixed factor whatever the host, so
 * the same page scores higher on a fast host than on a slow or busy one.
 *
 *   npx tsx scripts/audit/lighthouse.ts            representative set (npm test)
 *   npx tsx scripts/audit/lighthouse.ts --all      every registered route (npm run audit)
 *   npx tsx scripts/audit/lighthouse.ts /Blackvale /contact
 *
 * LIGHTHOUSE_REPORTS=dir keeps every run's report there as JSON
 * (`mobile--contact-<time>.json`): its network-requests and metrics audits hold
 * what Lantern's graphs are built from (each request's priority, start and
 * end, the observed paints).
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, type RunnerResult } from "lighthouse";
import * as constants from "lighthouse/core/config/constants.js";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { pages } from "../../app/content/pages";
import { pagesWithHydration } from "./built-site";

/**
 * One route per page kind, the heaviest of its kind: what CI checks on every run
 * (home, company page, service page, catalogue, game page, news post, the form).
 */
const representative = [
  "/",
  "/careers",
  "/services/ai/automation",
  "/products/gaming",
  "/Blackvale",
  "/news/beyonders-release-date",
  "/contact",
];

const args = process.argv.slice(2);
const routes = args.includes("--all")
  ? pages().map((page) => page.path)
  : args.filter((arg) => arg.startsWith("/")).length > 0
    ? args.filter((arg) => arg.startsWith("/"))
    : representative;

const RUNS = 3;
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
/** The budgets of DESIGN.md and issue 15 ("budget" column: what a route misses). */
const BUDGET = { performance: 100, mobileLcpMs: 900 };
/** What a page that hydrates must hold instead of the performance and LCP budgets. */
const HYDRATING_FLOOR = { mobile: 94, desktop: 100 };
/** Bytes of a first visit, KB (DESIGN.md budgets). */
const firstVisitBudgetKb: Record<string, number> = {
  "/": 100,
  "/about": 100,
  "/services": 100,
  "/careers": 100,
  "/products/gaming": 100,
  "/contact": 200,
};
const presets: { name: "mobile" | "desktop"; config?: Config }[] = [
  { name: "mobile" },
  { name: "desktop", config: desktopConfig as Config },
];

/**
 * The benchmark index at which Lighthouse's default 4x CPU slowdown emulates
 * its mid-tier phone: the middle of the "high-end desktop" bracket (1500-2000)
 * that the default is calibrated for (docs/throttling.md in the Lighthouse
 * repository, "Calibrating the CPU slowdown").
 */
const REFERENCE_HOST_INDEX = 1750;
const DEFAULT_SLOWDOWN = 4;

/**
 * The mobile preset with its CPU slowdown calibrated to this host, as
 * Lighthouse's documentation asks: the same 4x on a slow or busy host of index
 * 1100 emulates a phone about twice as slow as on the reference host, and on a
 * fast host of 4000 one twice as fast. Scaling the slowdown by host index /
 * reference keeps the emulated phone the same whatever machine runs the gate.
 */
function mobilePreset(cpuSlowdownMultiplier: number): Config {
  return {
    extends: "lighthouse:default",
    settings: {
      throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier },
    },
  };
}

/** The host's benchmark index (median of three short runs) and the slowdown it calls for. */
async function calibratedCpuSlowdown(chromePort: number) {
  const indices: number[] = [];
  for (let run = 0; run < 3; run++) {
    const result = await lighthouse(`${origin}/robots.txt`, {
      port: chromePort,
      logLevel: "error",
      onlyAudits: ["viewport"],
    });
    if (result?.lhr.environment.benchmarkIndex) indices.push(result.lhr.environment.benchmarkIndex);
  }
  const hostIndex = median(indices);
  const multiplier = Math.min(
    Math.max((DEFAULT_SLOWDOWN * hostIndex) / REFERENCE_HOST_INDEX, 1),
    20,
  );
  return { hostIndex, multiplier };
}
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3290);
const buildDir = process.env.BUILD_DIR ?? "build";
const origin = `http://127.0.0.1:${port}`;

const dataDir = mkdtempSync(join(tmpdir(), "lighthouse-data-"));
const server = spawn("node", [`${buildDir}/server/main.js`], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
  },
  stdio: ["ignore", "inherit", "inherit"],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start on ${origin}`);
}

type Report = RunnerResult["lhr"];
/** A category's score in percent (0 when the run did not measure it). */
const percent = (lhr: Report, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
/** The median of an odd number of values. */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[(values.length - 1) >> 1]!;

const rows: string[][] = [];
const failures: string[] = [];
const hydrating = new Set(
  (await pagesWithHydration()).filter((page) => page.hydrates).map((page) => page.path),
);
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  // A run whose trace Chromium failed to record (runtimeError NO_NAVSTART, seen
  // about once in a hundred runs here) has no scores, and the same failure can
  // leave a run with scores but without its metrics (the layout shift audit then
  // says why): either is run again, up to three times.
  const chromePort = chrome.port;
  const mobileSlowdown = await calibratedCpuSlowdown(chromePort);
  console.log(
    `mobile CPU slowdown ${mobileSlowdown.multiplier.toFixed(2)}x for a host of benchmark index ${Math.round(mobileSlowdown.hostIndex)}`,
  );
  presets[0]!.config = mobilePreset(mobileSlowdown.multiplier);
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  const measure = async (route: string, categories: string[], preset: (typeof presets)[number]) => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const result = await lighthouse(
        `${origin}${route}`,
        { port: chromePort, output: "json", logLevel: "error", onlyCategories: categories },
        preset.config,
      );
      if (!result) throw new Error(`no Lighthouse result for ${route}`);
      if (result.lhr.runtimeError) {
        console.log(`${route}: ${result.lhr.runtimeError.code}, running again`);
        continue;
      }
      const shift = result.lhr.audits["cumulative-layout-shift"];
      if (shift?.numericValue === undefined) {
        console.log(`${route}: no layout shift measured (${shift?.errorMessage}), running again`);
        continue;
      }
      if (reportsDir) {
        const name = `${preset.name}-${route.replaceAll("/", "-")}-${Date.now()}.json`;
        writeFileSync(join(reportsDir, name), JSON.stringify(result.lhr));
      }
      return result.lhr;
    }
    throw new Error(`${route}: Lighthouse failed to record a trace`);
  };

  for (const preset of presets) {
    for (const route of routes) {
      // The first run measures all four categories (accessibility, best practices
      // and SEO do not vary between runs), the others performance only.
      const all = ["performance", "accessibility", "best-practices", "seo"];
      const runs = [await measure(route, all, preset)];
      while (runs.length < RUNS) runs.push(await measure(route, ["performance"], preset));
      const first = runs[0]!;
      const metric = (id: string) =>
        median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
      const performance = median(runs.map((lhr) => percent(lhr, "performance")));
      const scores = {
        accessibility: percent(first, "accessibility"),
        "best-practices": percent(first, "best-practices"),
        seo: percent(first, "seo"),
      };
      const lcp = metric("largest-contentful-paint");
      const cls = metric("cumulative-layout-shift");
      const kb = metric("total-byte-weight") / 1024;
      rows.push([
        preset.name,
        route,
        String(performance),
        runs.map((lhr) => percent(lhr, "performance")).join("/"),
        String(scores.accessibility),
        String(scores["best-practices"]),
        String(scores.seo),
        `${Math.round(metric("first-contentful-paint"))}`,
        `${Math.round(lcp)}`,
        `${Math.round(metric("total-blocking-time"))}`,
        cls.toFixed(3),
        kb.toFixed(1),
        String(Math.round(median(runs.map((lhr) => lhr.environment.benchmarkIndex)))),
      ]);
      const where = `${route} (${preset.name})`;
      const exempt = hydrating.has(route);
      const floor = exempt ? HYDRATING_FLOOR[preset.name] : BUDGET.performance;
      if (performance < floor)
        failures.push(
          `${where}: median performance ${performance} < ${floor} (runs ${rows.at(-1)![3]})`,
        );
      if (preset.name === "mobile" && !exempt && lcp > BUDGET.mobileLcpMs)
        failures.push(`${where}: median LCP ${Math.round(lcp)} ms > ${BUDGET.mobileLcpMs} ms`);
      for (const id of ["accessibility", "best-practices", "seo"] as const) {
        if (scores[id] < 100) {
          const failing = Object.values(first.audits)
            .filter(
              (audit) =>
                audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
            )
            .map((audit) => audit.id);
          failures.push(`${where}: ${id} ${scores[id]} (failing audits: ${failing.join(", ")})`);
        }
      }
      if (cls > 0) failures.push(`${where}: median CLS ${cls}`);
      const missed: string[] = [];
      if (performance < BUDGET.performance) missed.push("perf");
      if (preset.name === "mobile") {
        if (lcp > BUDGET.mobileLcpMs) missed.push("LCP");
        const budget = firstVisitBudgetKb[route];
        if (budget !== undefined && kb > budget) {
          missed.push(`KB>${budget}`);
          failures.push(`${where}: ${kb.toFixed(1)} KB on a first visit > ${budget} KB`);
        }
      }
      rows.at(-1)!.push(missed.join(",") || "met");
    }
  }
} finally {
  await chrome?.kill();
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

const header = [
  "preset",
  "route",
  "perf",
  "runs",
  "a11y",
  "bp",
  "seo",
  "FCP ms",
  "LCP ms",
  "TBT ms",
  "CLS",
  "KB",
  "host",
  "budget",
];
const widths = header.map((title, i) =>
  Math.max(title.length, ...rows.map((row) => row[i]!.length)),
);
const line = (cells: string[]) =>
  cells.map((cell, i) => (i <= 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
console.log(
  `Lighthouse, ${RUNS} runs per route and preset: perf and every metric are the median of the runs ` +
    `(runs: each run's score); KB: bytes of the first visit; host: the machine's benchmark index; ` +
    `budget: the budgets a route misses (performance ${BUDGET.performance}, mobile LCP ${BUDGET.mobileLcpMs} ms, first-visit KB)`,
);
console.log(line(header));
for (const row of rows) console.log(line(row));
for (const preset of presets) {
  const own = rows.filter((row) => row[0] === preset.name);
  const lowest = (i: number) => Math.min(...own.map((row) => Number(row[i])));
  const highest = (i: number) => Math.max(...own.map((row) => Number(row[i])));
  console.log(
    `${preset.name}: lowest median performance ${lowest(2)}, accessibility ${lowest(4)}, best practices ${lowest(5)}, SEO ${lowest(6)}; highest median LCP ${highest(8)} ms`,
  );
}

if (failures.length > 0) {
  console.error(
    `\n${failures.length} Lighthouse failure(s):\n${failures.map((f) => `  - ${f}`).join("\n")}`,
  );
  process.exit(1);
}
