/**
 * How much Lighthouse's mobile figures move from run to run on this host, idle
 * or busy, with the CPU slowdown set three ways on the same recordings:
 *   default     Lighthouse's 4x, whatever the host;
 *   once        calibrated once, before the runs (and before any load starts),
 *               from the median benchmark index of three runs: what the gate did
 *               until issue 24;
 *   per run     calibrated from each run's own benchmark index (what the gate
 *               did from issue 24 to issue 43);
 *   pooled      calibrated from the median benchmark index of all the runs of
 *               the page (what scripts/audit/lighthouse.ts does now).
 * Each run loads the page once and the recording is simulated four times, so
 * the four rows differ only in the slowdown. Figures, not a test.
 *
 *   npm run build && npx tsx scripts/bench/lighthouse-spread.ts [/route] [--runs 10] [--busy 2]
 *
 * --busy N keeps N processes spinning on the CPU during the runs (a machine
 * running other tests; this one has two cores).
 */
import { spawn, type ChildProcess } from "node:child_process";
import {
  calibratedSlowdown,
  gather,
  launchChrome,
  median,
  percent,
  startSite,
  type Report,
} from "../audit/lighthouse-runs";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const route = args.find((arg) => arg.startsWith("/")) ?? "/";
const runs = option("--runs", 10);
const busy = option("--busy", 0);

const site = await startSite(Number(process.env.LIGHTHOUSE_PORT ?? 3291));
const chrome = await launchChrome();
const hogs: ChildProcess[] = [];
const modes = ["default", "once", "per run", "pooled"] as const;
const results: Record<(typeof modes)[number], Report[]> = {
  default: [],
  once: [],
  "per run": [],
  pooled: [],
};
const indices: number[] = [];
try {
  const url = `${site.origin}${route}`;
  const idle: number[] = [];
  for (let run = 0; run < 3; run++)
    idle.push((await gather(url, chrome.port, "mobile", ["performance"])).benchmarkIndex);
  const once = calibratedSlowdown("mobile", median(idle));
  for (let hog = 0; hog < busy; hog++)
    hogs.push(spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }));
  const recordings = [];
  for (let run = 0; run < runs; run++) {
    const recording = await gather(url, chrome.port, "mobile", ["performance"]);
    recordings.push(recording);
    indices.push(recording.benchmarkIndex);
    results.default.push(await recording.simulate(4));
    results.once.push(await recording.simulate(once));
    results["per run"].push(
      await recording.simulate(calibratedSlowdown("mobile", recording.benchmarkIndex)),
    );
  }
  const pooled = calibratedSlowdown("mobile", median(indices));
  for (const recording of recordings) results.pooled.push(await recording.simulate(pooled));
} finally {
  for (const hog of hogs) hog.kill();
  await chrome.kill();
  await site.stop();
}

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${Math.round(sorted[0]!)} / ${Math.round(median(sorted))} / ${Math.round(sorted.at(-1)!)}`;
};
console.log(
  `${route}, mobile, ${runs} runs, ${busy} busy process(es); benchmark index min / median / max: ${spread(indices)}`,
);
console.log("slowdown  perf (min / median / max)  FCP ms  LCP ms  TBT ms  [each run's perf]");
for (const mode of modes) {
  const reports = results[mode];
  const metric = (id: string) => spread(reports.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
  console.log(
    [
      mode.padEnd(8),
      spread(reports.map((lhr) => percent(lhr, "performance"))),
      metric("first-contentful-paint"),
      metric("largest-contentful-paint"),
      metric("total-blocking-time"),
      `[${reports.map((lhr) => percent(lhr, "performance")).join(" ")}]`,
    ].join("  "),
  );
}
