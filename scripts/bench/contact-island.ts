/**
 * What the contact form's island costs once it loads (docs/decisions/0018), at
 * the CPU slowdown the Lighthouse gate calibrates for this host's mobile preset
 * (one Lighthouse run of /contact measures the host's benchmark index). Each
 * run opens /contact as a first visit with the slowdown applied
 * (Emulation.setCPUThrottlingRate), waits until the page is enhanced, focuses
 * the first field (which loads the island: idle loading is switched off) and
 * waits until the form has hydrated. Printed, medians of the runs:
 *   hydrate     main-thread time of hydration: the time between the island's
 *               marks `inquiry-island:hydrate` (before `hydrateRoot`) and
 *               `inquiry-island:hydrated` (its first effect). Hydration is
 *               synchronous (render, commit and effects in one task), so
 *               nothing else runs between the two marks;
 *   evaluate    from the script's arrival to the start of hydration (wall time:
 *               fetching the chunks, compiling and running React DOM and the
 *               form's modules, in tasks of their own);
 *   main thread every task of the renderer's main thread from the focus to the
 *               commit (CDP Performance metric TaskDuration): the whole cost;
 *   long tasks  the longest task over 50 ms from the focus to the commit
 *               (Long Tasks API), 0 when there is none. Under a debugger (as
 *               here, and in Lighthouse) React DOM's evaluation is one: V8
 *               re-parses the module for the source positions of the errors it
 *               creates as it starts. A visitor's browser does not
 *               (docs/decisions/0018).
 * No trace is recorded: tracing makes V8 collect source positions too, and
 * slowed the runs it measured.
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
  const results: { hydrate: number; evaluate: number; mainThread: number; longTask: number }[] = [];
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
    // Long tasks from here on, and a promise that settles at the commit (no polling
    // in the page while it hydrates). (No named functions inside: tsx would wrap
    // them in a helper the page lacks.)
    await page.evaluate(() => {
      const state = window as unknown as { longTasks: number[]; hydrated: Promise<void> };
      state.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
      }).observe({ type: "longtask" });
      const island = document.getElementById("inquiry-island")!;
      state.hydrated = new Promise<void>((resolve) => {
        new MutationObserver(() => {
          if (island.hasAttribute("data-hydrated")) resolve();
        }).observe(island, { attributes: true });
      });
    });
    const before = await taskSeconds();
    await page.locator("#inquiry-island input:not([type=hidden])").first().focus();
    await page.evaluate(() => (window as unknown as { hydrated: Promise<void> }).hydrated);
    const after = await taskSeconds();
    // Long tasks are reported a moment after they end.
    await page.waitForTimeout(100);
    const measured = await page.evaluate(() => {
      const start = performance.getEntriesByName("inquiry-island:hydrate")[0]!.startTime;
      const end = performance.getEntriesByName("inquiry-island:hydrated")[0]!.startTime;
      const script = performance
        .getEntriesByType("resource")
        .find((entry) => entry.name.includes("/inquiry-island-")) as PerformanceResourceTiming;
      const { longTasks } = window as unknown as { longTasks: number[] };
      return {
        hydrate: end - start,
        evaluate: start - script.responseEnd,
        longTask: Math.max(0, ...longTasks),
      };
    });
    results.push({ ...measured, mainThread: (after - before) * 1000 });
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
  console.log(`  long tasks   ${ms("longTask")}   (the longest, focus to commit; 0: none)`);
  console.log(
    `  runs (hydrate ms): ${results.map((result) => result.hydrate.toFixed(1)).join(", ")}`,
  );
  if (median(results.map((result) => result.hydrate)) > HYDRATION_BUDGET_MS) process.exitCode = 1;
} finally {
  await chrome.kill();
  await site.stop();
}
