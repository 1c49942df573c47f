/**
 * Lighthouse (simulated throttling) against the production server, with
 * Debian's Chromium, in the mobile and desktop presets, the CPU slowdown
 * calibrated from the median benchmark index of the route's runs so that a busy
 * host emulates the same phone as an idle one (lighthouse-runs.ts; the spread
 * it leaves: scripts/bench/lighthouse-spread.ts). Each route runs five times
 * in the mobile preset and three in the desktop one (five for a page with an
 * island, whose blocking time is judged) and the MEDIAN counts, never the best run (docs/decisions/0017).
 * Prints a table per route and preset, and fails on any budget of DESIGN.md
 * and issue 15 that a route misses:
 *  - performance below 100 (median), in either preset, less one point of noise
 *    (PERFORMANCE_FLOOR says why);
 *  - mobile largest contentful paint above 0.9 s (median);
 *  - a median layout shift above 0;
 *  - accessibility, best practices or SEO below 100;
 *  - more bytes on a first visit than its budget (firstVisitBudgetKb), counted
 *    before any island: an island's script (the contact form's) loads after
 *    the first paint, on interaction or when the browser is idle after the
 *    load event, and has a budget of its own (the static audit). The table
 *    shows both ("KB" before the island, "island KB" its script).
 * Every route is held to them, /contact too: its form's React island loads
 * after the first paint (docs/decisions/0018). The `host` column is Lighthouse's benchmark index of the machine and `CPU`
 * the slowdown it called for (medians of the runs).
 *
 *   npx tsx scripts/audit/lighthouse.ts            representative set (.ci/run, npm run audit:lighthouse)
 *   npx tsx scripts/audit/lighthouse.ts --all      every registered route (npm run audit)
 *   npx tsx scripts/audit/lighthouse.ts /Blackvale /contact
 *
 * LIGHTHOUSE_REPORTS=dir keeps every run's report there as JSON
 * (`mobile--contact-<time>.json`): its network-requests and metrics audits hold
 * what Lantern's graphs are built from (each request's priority, start and
 * end, the observed paints).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type * as chromeLauncher from "chrome-launcher";
import { pages } from "../../app/content/pages";
import { firstVisitBudgetKb } from "./budgets";
import { firstLoadAssets, htmlFileFor, islandFiles } from "./built-site";
import { quietHost } from "./quiet-host";
import {
  launchChrome,
  median,
  percent,
  pooledRuns,
  startSite,
  type PresetName,
  type Report,
} from "./lighthouse-runs";

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
/**
 * Runs of a page in the mobile preset, and of a page with an island in both:
 * a single run's long task (a pause of the virtual machine, a collection) moves
 * the median of three. The island page's mobile blocking time is judged (one run
 * in eleven blocked 313 ms or more here), and the mobile score moves with
 * blocking time: the same build of /careers had a median of 92, 96 and 98 in
 * three sets of three runs (before the pages' icon became a PNG, which halved it).
 */
const STEADY_RUNS = 5;
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
/**
 * The budgets of DESIGN.md and issues 15 and 26 ("budget" column: what a route
 * misses): a page with a React island (/contact) is also held to a median total
 * blocking time on mobile, since its island loads inside the recording.
 */
const BUDGET = { performance: 100, mobileLcpMs: 900, islandPageMobileTbtMs: 50 };
/**
 * What fails the gate on the performance score: the budget less the noise
 * measured on this machine (docs/testing.md). The score is the one figure here
 * that a busy host moves: total blocking time is each long task's observed time
 * times the slowdown, and the same page took 0 to 120 ms of it from run to run
 * (score 100 or 99), idle or busy. The metrics of the network graph that the
 * budgets are about, FCP and LCP, stayed within 20 ms of each other over ten runs
 * idle and busy and are judged strictly, as are layout shift, bytes and the
 * other three categories. The table still marks a route under 100 as missing
 * its budget.
 */
const PERFORMANCE_FLOOR = BUDGET.performance - 1;
const presets: PresetName[] = ["mobile", "desktop"];

/** The scripts of the islands a route's built page names (data-island), their chunks included. */
const islandsOf = (route: string) =>
  firstLoadAssets(readFileSync(htmlFileFor(route), "utf8")).islands.flatMap((entry) =>
    islandFiles(entry),
  );

/** Bytes a run transferred for the page's islands (from its network-requests audit). */
function islandBytes(lhr: Report, islands: string[]) {
  const items = (lhr.audits["network-requests"]?.details as { items?: unknown[] } | undefined)
    ?.items as { url: string; transferSize?: number }[] | undefined;
  return (items ?? [])
    .filter((item) => islands.includes(new URL(item.url).pathname))
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

console.log(await quietHost());
const site = await startSite(Number(process.env.LIGHTHOUSE_PORT ?? 3290));
const rows: string[][] = [];
const failures: string[] = [];
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  chrome = await launchChrome();
  const chromePort = chrome.port;
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  const measure = async (route: string, preset: PresetName, count: number) => {
    // The first run measures all four categories (accessibility, best practices
    // and SEO do not vary between runs), the others performance only.
    const all = ["performance", "accessibility", "best-practices", "seo"];
    const categories = [all, ...Array.from({ length: count - 1 }, () => ["performance"])];
    const reports = await pooledRuns(`${site.origin}${route}`, chromePort, preset, categories);
    if (reportsDir)
      for (const [index, lhr] of reports.entries()) {
        const name = `${preset}-${route.replaceAll("/", "-")}-${Date.now()}-${index}.json`;
        writeFileSync(join(reportsDir, name), JSON.stringify(lhr));
      }
    return reports;
  };

  for (const preset of presets) {
    for (const route of routes) {
      const islands = islandsOf(route);
      const runs = await measure(
        route,
        preset,
        islands.length > 0 || preset === "mobile" ? STEADY_RUNS : RUNS,
      );
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
      const tbt = metric("total-blocking-time");
      const cls = metric("cumulative-layout-shift");
      const islandKb = median(runs.map((lhr) => islandBytes(lhr, islands))) / 1024;
      const kb =
        median(
          runs.map(
            (lhr) =>
              (lhr.audits["total-byte-weight"]?.numericValue ?? Number.NaN) -
              islandBytes(lhr, islands),
          ),
        ) / 1024;
      rows.push([
        preset,
        route,
        String(performance),
        runs.map((lhr) => percent(lhr, "performance")).join("/"),
        String(scores.accessibility),
        String(scores["best-practices"]),
        String(scores.seo),
        `${Math.round(metric("first-contentful-paint"))}`,
        `${Math.round(lcp)}`,
        `${Math.round(tbt)}`,
        cls.toFixed(3),
        kb.toFixed(1),
        islandKb.toFixed(1),
        String(Math.round(median(runs.map((lhr) => lhr.environment.benchmarkIndex)))),
        median(runs.map((lhr) => lhr.configSettings.throttling.cpuSlowdownMultiplier)).toFixed(2),
      ]);
      const where = `${route} (${preset})`;
      if (performance < PERFORMANCE_FLOOR)
        failures.push(
          `${where}: median performance ${performance} < ${PERFORMANCE_FLOOR} (runs ${rows.at(-1)![3]})`,
        );
      if (preset === "mobile" && lcp > BUDGET.mobileLcpMs)
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
      const tbtOver =
        preset === "mobile" && islands.length > 0 && tbt > BUDGET.islandPageMobileTbtMs;
      if (tbtOver)
        failures.push(
          `${where}: median total blocking time ${Math.round(tbt)} ms > ${BUDGET.islandPageMobileTbtMs} ms (a page with an island)`,
        );
      const missed: string[] = [];
      if (performance < BUDGET.performance) missed.push("perf");
      if (preset === "mobile") {
        if (lcp > BUDGET.mobileLcpMs) missed.push("LCP");
        if (tbtOver) missed.push("TBT");
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
  await site.stop();
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
  "island KB",
  "host",
  "CPU",
  "budget",
];
const widths = header.map((title, i) =>
  Math.max(title.length, ...rows.map((row) => row[i]!.length)),
);
const line = (cells: string[]) =>
  cells.map((cell, i) => (i <= 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
console.log(
  `Lighthouse, ${STEADY_RUNS} runs per route on mobile, ${RUNS} on desktop (${STEADY_RUNS} with an island): perf and every metric are the median of the runs ` +
    `(runs: each run's score); KB: bytes of the first visit before any island; island KB: the island's script, when it loaded in the run; host: the machine's benchmark index; ` +
    `CPU: the slowdown that index calls for; ` +
    `budget: the budgets a route misses (performance ${BUDGET.performance}, mobile LCP ${BUDGET.mobileLcpMs} ms, first-visit KB, mobile TBT ${BUDGET.islandPageMobileTbtMs} ms on a page with an island)`,
);
console.log(line(header));
for (const row of rows) console.log(line(row));
for (const preset of presets) {
  const own = rows.filter((row) => row[0] === preset);
  const lowest = (i: number) => Math.min(...own.map((row) => Number(row[i])));
  const highest = (i: number) => Math.max(...own.map((row) => Number(row[i])));
  console.log(
    `${preset}: lowest median performance ${lowest(2)}, accessibility ${lowest(4)}, best practices ${lowest(5)}, SEO ${lowest(6)}; highest median LCP ${highest(8)} ms`,
  );
}

if (failures.length > 0) {
  console.error(
    `\n${failures.length} Lighthouse failure(s):\n${failures.map((f) => `  - ${f}`).join("\n")}`,
  );
  process.exit(1);
}
