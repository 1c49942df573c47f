/**
 * What the contact form's island costs once it loads (docs/decisions/0018), at
 * the CPU slowdown the Lighthouse gate calibrates for this host's mobile preset
 * (one Lighthouse run of /contact measures the host's benchmark index). Each
 * run opens /contact as a first visit with the slowdown applied
 * (Emulation.setCPUThrottlingRate), waits until the page is enhanced, focuses
 * the first field (which loads the island: idle loading is switched off) and
 * waits until the form has hydrated. Printed, medians of the runs:
 *   hydrate     main-thread time of hydration itself: from `hydrateRoot` to the
 *               commit (the island's performance marks; hydration is a
 *               transition, so this is the sum of its slices plus the gaps
 *               between them, which are empty on an otherwise idle page);
 *   evaluate    from the script's arrival to the start of hydration (compiling
 *               and running React, React DOM and the form's modules);
 *   main thread every task of the renderer's main thread from the focus to the
 *               commit (CDP Performance metric TaskDuration): the whole cost.
 * Fails (exit 1) when hydration takes more than 50 ms (the budget of issue 26).
 *
 *   npm run build && npx tsx scripts/bench/contact-island.ts [--runs 5]
 */
import { chromium } from "@playwright/test";
import {
  calibratedSlowdown,
  gather,
  launchChrome,
  median,
  startSite,
} from "../audit/lighthouse-runs";

const HYDRATION_BUDGET_MS = 50;
const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;

const site = await startSite(Number(process.env.BENCH_PORT ?? 3292));
const chrome = await launchChrome();
try {
  const url = `${site.origin}/contact`;
  const { benchmarkIndex } = await gather(url, chrome.port, "mobile", ["performance"]);
  const slowdown = calibratedSlowdown("mobile", benchmarkIndex);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const results: { hydrate: number; evaluate: number; mainThread: number }[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    await cdp.send("Performance.enable");
    const taskSeconds = async () =>
      (await cdp.send("Performance.getMetrics")).metrics.find(
        (metric) => metric.name === "TaskDuration",
      )!.value;
    await page.goto(url, { waitUntil: "load" });
    await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
    const before = await taskSeconds();
    await page.locator("#inquiry-island input:not([type=hidden])").first().focus();
    await page
      .locator("#inquiry-island[data-hydrated]")
      .waitFor({ state: "attached", timeout: 60_000 });
    const after = await taskSeconds();
    // (No named functions inside: tsx would wrap them in a helper the page lacks.)
    const marks = await page.evaluate(() => {
      const start = performance.getEntriesByName("inquiry-island:hydrate")[0]!.startTime;
      const end = performance.getEntriesByName("inquiry-island:hydrated")[0]!.startTime;
      const script = performance
        .getEntriesByType("resource")
        .find((entry) => entry.name.includes("/inquiry-island-")) as PerformanceResourceTiming;
      return { hydrate: end - start, evaluate: start - script.responseEnd };
    });
    results.push({ ...marks, mainThread: (after - before) * 1000 });
    await context.close();
  }
  await browser.close();
  const ms = (key: keyof (typeof results)[number]) =>
    `${median(results.map((result) => result[key])).toFixed(1)} ms`;
  console.log(
    `contact island at ${slowdown.toFixed(2)}x (host index ${Math.round(benchmarkIndex)}), median of ${runs}:`,
  );
  console.log(`  hydrate      ${ms("hydrate")}   (budget ${HYDRATION_BUDGET_MS} ms)`);
  console.log(`  evaluate     ${ms("evaluate")}`);
  console.log(`  main thread  ${ms("mainThread")}   (focus to commit, every task)`);
  console.log(
    `  runs (hydrate ms): ${results.map((result) => result.hydrate.toFixed(1)).join(", ")}`,
  );
  if (median(results.map((result) => result.hydrate)) > HYDRATION_BUDGET_MS) process.exitCode = 1;
} finally {
  await chrome.kill();
  await site.stop();
}
