/**
 * What the contact form's island costs once it loads (docs/decisions/0018), at
 * the CPU slowdown the Lighthouse gate calibrates for this host's mobile preset
 * (one Lighthouse run of /contact measures the host's benchmark index). Each
 * run opens /contact as a first visit with the slowdown applied
 * (Emulation.setCPUThrottlingRate), waits until the page is enhanced, focuses
 * the first field (which loads the island: idle loading is switched off) and
 * waits until the form has hydrated. Printed, medians of the runs:
 *   hydrate     main-thread time of hydration itself: the tasks of the page's
 *               main thread (a Chromium trace, "RunTask") between the island's
 *               marks `inquiry-island:hydrate` (before `hydrateRoot`) and
 *               `inquiry-island:hydrated` (its first effect); hydration is a
 *               transition, in slices, so this adds up the slices and whatever
 *               else ran between them (a frame's style and layout);
 *   longest     the longest of those tasks;
 *   wall        the time between the two marks;
 *   evaluate    from the script's arrival to the start of hydration (wall time:
 *               fetching the chunks, compiling and running React DOM and the
 *               form's modules);
 *   main thread every task of the renderer's main thread from the focus to the
 *               commit (CDP Performance metric TaskDuration): the whole cost.
 * Fails (exit 1) when hydration takes more than 50 ms (the budget of issue 26).
 *
 *   npm run build && npx tsx scripts/bench/contact-island.ts [--runs 5]
 */
import { chromium, type CDPSession } from "@playwright/test";
import {
  calibratedSlowdown,
  gather,
  launchChrome,
  median,
  startSite,
} from "../audit/lighthouse-runs";

const HYDRATION_BUDGET_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
}

/** Ends the trace and returns its events. */
async function stopTracing(cdp: CDPSession): Promise<TraceEvent[]> {
  const done = new Promise<string>((resolve) =>
    cdp.once("Tracing.tracingComplete", (event) => resolve(event.stream!)),
  );
  await cdp.send("Tracing.end");
  const handle = await done;
  let text = "";
  for (;;) {
    const chunk = await cdp.send("IO.read", { handle });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, "base64").toString() : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send("IO.close", { handle });
  const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] };
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/** Durations in ms of the main thread's tasks between the island's two marks. */
function hydrationTasks(events: TraceEvent[]): number[] {
  const mark = (name: string) => events.find((event) => event.name === name);
  const start = mark("inquiry-island:hydrate");
  const end = mark("inquiry-island:hydrated");
  if (!start || !end) throw new Error("the island's marks are not in the trace");
  return events
    .filter(
      (event) =>
        event.name === "RunTask" &&
        event.ph === "X" &&
        event.tid === start.tid &&
        event.ts + (event.dur ?? 0) >= start.ts &&
        event.ts <= end.ts,
    )
    .map(
      (event) => (Math.min(event.ts + event.dur!, end.ts) - Math.max(event.ts, start.ts)) / 1000,
    );
}
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
  const results: {
    hydrate: number;
    longest: number;
    wall: number;
    evaluate: number;
    mainThread: number;
  }[] = [];
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
    await cdp.send("Tracing.start", {
      categories: "disabled-by-default-devtools.timeline,devtools.timeline,blink.user_timing",
      transferMode: "ReturnAsStream",
    });
    await page.locator("#inquiry-island input:not([type=hidden])").first().focus();
    await page
      .locator("#inquiry-island[data-hydrated]")
      .waitFor({ state: "attached", timeout: 60_000 });
    const after = await taskSeconds();
    const tasks = hydrationTasks(await stopTracing(cdp));
    // (No named functions inside: tsx would wrap them in a helper the page lacks.)
    const marks = await page.evaluate(() => {
      const start = performance.getEntriesByName("inquiry-island:hydrate")[0]!.startTime;
      const end = performance.getEntriesByName("inquiry-island:hydrated")[0]!.startTime;
      const script = performance
        .getEntriesByType("resource")
        .find((entry) => entry.name.includes("/inquiry-island-")) as PerformanceResourceTiming;
      return { wall: end - start, evaluate: start - script.responseEnd };
    });
    results.push({
      ...marks,
      hydrate: tasks.reduce((sum, task) => sum + task, 0),
      longest: Math.max(0, ...tasks),
      mainThread: (after - before) * 1000,
    });
    await context.close();
  }
  await browser.close();
  const ms = (key: keyof (typeof results)[number]) =>
    `${median(results.map((result) => result[key])).toFixed(1)} ms`;
  console.log(
    `contact island at ${slowdown.toFixed(2)}x (host index ${Math.round(benchmarkIndex)}), median of ${runs}:`,
  );
  console.log(`  hydrate      ${ms("hydrate")}   (budget ${HYDRATION_BUDGET_MS} ms)`);
  console.log(`  longest      ${ms("longest")}   (one task of hydration)`);
  console.log(`  wall         ${ms("wall")}`);
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
