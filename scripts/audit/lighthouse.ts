/**
 * Lighthouse (mobile preset, simulated throttling) against the production
 * server, with Debian's Chromium. Each route runs three times and the median
 * run counts (as Lighthouse CI does: single runs vary by a few points on a
 * busy machine). Prints a table per route and fails on: performance < 95,
 * accessibility / best practices / SEO < 100, CLS > 0.
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
import lighthouse from "lighthouse";
import { pages } from "../../app/content/pages";

/** One route per page kind: what CI checks on every run. */
const representative = [
  "/",
  "/about",
  "/careers",
  "/services",
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

const MIN_PERFORMANCE = Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE ?? 95);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
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
  for (const route of routes) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${origin}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!result) throw new Error(`no Lighthouse result for ${route}`);
      runs.push(result.lhr);
    }
    // The median run by performance score.
    runs.sort(
      (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
    );
    const { categories, audits } = runs[Math.floor(runs.length / 2)]!;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const scores = {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    };
    const cls = metric("cumulative-layout-shift");
    rows.push([
      route,
      String(scores.performance),
      String(scores.accessibility),
      String(scores["best-practices"]),
      String(scores.seo),
      `${Math.round(metric("first-contentful-paint"))}`,
      `${Math.round(metric("largest-contentful-paint"))}`,
      `${Math.round(metric("total-blocking-time"))}`,
      cls.toFixed(3),
      `${Math.round(metric("total-byte-weight") / 1024)}`,
    ]);
    if (scores.performance < MIN_PERFORMANCE) {
      failures.push(`${route}: performance ${scores.performance} (minimum ${MIN_PERFORMANCE})`);
    }
    for (const id of ["accessibility", "best-practices", "seo"] as const) {
      if (scores[id] < 100) {
        const failing = Object.values(audits)
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

const header = ["route", "perf", "a11y", "bp", "seo", "FCP ms", "LCP ms", "TBT ms", "CLS", "KB"];
const widths = header.map((title, i) =>
  Math.max(title.length, ...rows.map((row) => row[i]!.length)),
);
const line = (cells: string[]) =>
  cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
    .join("  ");
console.log(`Lighthouse, mobile preset, median of ${RUNS} run(s) per route`);
console.log(line(header));
for (const row of rows) console.log(line(row));
const lowest = (i: number) => Math.min(...rows.map((row) => Number(row[i])));
console.log(
  `lowest: performance ${lowest(1)}, accessibility ${lowest(2)}, best practices ${lowest(3)}, SEO ${lowest(4)}`,
);

if (failures.length > 0) {
  console.error(
    `\n${failures.length} Lighthouse failure(s):\n${failures.map((f) => `  - ${f}`).join("\n")}`,
  );
  process.exit(1);
}
