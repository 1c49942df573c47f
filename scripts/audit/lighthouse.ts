/**
 * Lighthouse (simulated throttling) against the production server, with
 * Debian's Chromium, in the mobile and the desktop preset. Each route runs
 * three times per preset and the MEDIAN counts, never the best run
 * (docs/decisions/0009). Prints a table per route and preset and fails on:
 *  - a median performance score below 100, or accessibility, best practices
 *    or SEO below 100;
 *  - a median layout shift above 0;
 *  - a median largest contentful paint above 0.9 s (mobile);
 *  - a median first-visit weight (Lighthouse's total byte weight: HTML, CSS,
 *    fonts, scripts and the images the first viewport loads) above the budget
 *    of the routes that have one (mobile).
 * The `host` column is Lighthouse's benchmark index of the machine (median of
 * the runs): the presets slow the CPU by a fixed factor whatever the host, so
 * the same page scores higher on a fast host than on a slow or busy one.
 *
 *   npx tsx scripts/audit/lighthouse.ts            representative set (npm test)
 *   npx tsx scripts/audit/lighthouse.ts --all      every registered route (npm run audit)
 *   npx tsx scripts/audit/lighthouse.ts /Blackvale /contact
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, type RunnerResult } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { pages } from "../../app/content/pages";

/**
 * One route per page kind, the heaviest of its kind: what CI checks on every run
 * (home, company page, service page, catalogue, game page, the form).
 */
const representative = [
  "/",
  "/careers",
  "/services/ai/automation",
  "/products/gaming",
  "/Blackvale",
  "/contact",
];

const args = process.argv.slice(2);
const routes = args.includes("--all")
  ? pages.map((page) => page.path)
  : args.filter((arg) => arg.startsWith("/")).length > 0
    ? args.filter((arg) => arg.startsWith("/"))
    : representative;

const RUNS = 3;
const MOBILE_LCP_BUDGET_MS = 900;
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
  const measure = async (route: string, categories: string[], config?: Config) => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const result = await lighthouse(
        `${origin}${route}`,
        { port: chromePort, output: "json", logLevel: "error", onlyCategories: categories },
        config,
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
      return result.lhr;
    }
    throw new Error(`${route}: Lighthouse failed to record a trace`);
  };

  for (const preset of presets) {
    for (const route of routes) {
      // The first run measures all four categories (accessibility, best practices
      // and SEO do not vary between runs), the others performance only.
      const all = ["performance", "accessibility", "best-practices", "seo"];
      const runs = [await measure(route, all, preset.config)];
      while (runs.length < RUNS) runs.push(await measure(route, ["performance"], preset.config));
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
      if (performance < 100)
        failures.push(`${where}: median performance ${performance} (runs ${rows.at(-1)![3]})`);
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
      if (preset.name === "mobile") {
        if (lcp > MOBILE_LCP_BUDGET_MS)
          failures.push(`${where}: median LCP ${Math.round(lcp)} ms > ${MOBILE_LCP_BUDGET_MS} ms`);
        const budget = firstVisitBudgetKb[route];
        if (budget !== undefined && kb > budget)
          failures.push(`${where}: first visit ${kb.toFixed(1)} KB > ${budget} KB`);
      }
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
];
const widths = header.map((title, i) =>
  Math.max(title.length, ...rows.map((row) => row[i]!.length)),
);
const line = (cells: string[]) =>
  cells.map((cell, i) => (i <= 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
console.log(
  `Lighthouse, ${RUNS} runs per route and preset: perf and every metric are the median of the runs ` +
    `(runs: each run's score); KB: bytes of the first visit; host: the machine's benchmark index`,
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
