/**
 * Lighthouse runs of a page whose CPU slowdown is calibrated from the runs' own
 * benchmark indexes, and the site and browser they run against.
 *
 * With simulated throttling (Lighthouse's default) the page loads at full speed
 * and Lantern then simulates the phone from what was recorded: each main-thread
 * task's observed duration times the preset's CPU slowdown, over the network
 * graph. On a busy host every task takes longer and the emulated phone is slower;
 * Lighthouse's own documentation ("Calibrating the CPU slowdown") asks for the
 * slowdown to be scaled by the host's benchmark index for that reason. The
 * index moves from run to run on a shared machine (1,127 to 1,623 in one CI
 * run), so one calibration before the runs does not hold: here a page's runs
 * are gathered first, and all simulated with the slowdown the median of their
 * own indexes (measured by Lighthouse in the same gathers, seconds before each
 * load) calls for (pooledRuns says why not each run's own).
 * Lighthouse's public API runs gather and audit in one call; the two halves are
 * its navigation gather and its Runner's audit (what `lighthouse -G` and `-A`
 * run), imported from their modules.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import type { Config, RunnerResult } from "lighthouse";
import * as constants from "lighthouse/core/config/constants.js";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { initializeConfig } from "lighthouse/core/config/config.js";
import { navigationGather } from "lighthouse/core/gather/navigation-runner.js";
import { Runner } from "lighthouse/core/runner.js";
import { chromiumArgs } from "../../playwright.config";
import { startNode } from "../deploy/topology";

export type Report = RunnerResult["lhr"];
export type PresetName = "mobile" | "desktop";

/**
 * The benchmark index at which each preset's CPU slowdown is meant: Lighthouse's
 * default 4x emulates its mid-tier phone on a host in the middle of the
 * "high-end desktop" bracket (1,500 to 2,000) of its throttling documentation;
 * the desktop preset's 1x takes that same host as the desktop.
 */
export const REFERENCE_HOST_INDEX = 1750;
const presetSlowdown: Record<PresetName, number> = { mobile: 4, desktop: 1 };

/** The slowdown that emulates the preset's device on a host of this benchmark index. */
export function calibratedSlowdown(preset: PresetName, benchmarkIndex: number) {
  const scaled = (presetSlowdown[preset] * benchmarkIndex) / REFERENCE_HOST_INDEX;
  // Never below 1x: a host slower than the reference is not simulated faster
  // than it measured (Lighthouse's own floor); at most 20x.
  return Math.min(Math.max(scaled, 1), 20);
}

function presetConfig(preset: PresetName, cpuSlowdownMultiplier: number): Config {
  if (preset === "desktop") {
    const base = desktopConfig as Config;
    return {
      ...base,
      settings: {
        ...base.settings,
        throttling: { ...base.settings!.throttling!, cpuSlowdownMultiplier },
      },
    };
  }
  return {
    extends: "lighthouse:default",
    settings: { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier } },
  };
}

/** The built server (BUILD_DIR) on a loopback port, with a throwaway data folder. */
export async function startSite(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), "lighthouse-data-"));
  const server = await startNode(port, { LOG_LEVEL: "warn", DATA_DIR: dataDir }).catch(
    (error: unknown) => {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    },
  );
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
}

/**
 * Loads the page once in the preset and returns the recording, with a function
 * that simulates it at a given CPU slowdown (the same recording can be
 * simulated at several: scripts/bench/lighthouse-spread.ts compares them).
 */
export async function gather(
  url: string,
  chromePort: number,
  preset: PresetName,
  categories: string[],
) {
  const flags = { port: chromePort, logLevel: "error" as const, onlyCategories: categories };
  const config = presetConfig(preset, presetSlowdown[preset]);
  const { artifacts } = await navigationGather(undefined, url, { config, flags });
  const benchmarkIndex = artifacts.BenchmarkIndex;
  const simulate = async (cpuSlowdownMultiplier: number): Promise<Report> => {
    const { resolvedConfig } = await initializeConfig(
      "navigation",
      presetConfig(preset, cpuSlowdownMultiplier),
      flags,
    );
    // The audit checks that it simulates with the settings the page was gathered
    // with: the slowdown, which gathering does not use, is the one difference.
    const settings = resolvedConfig.settings;
    const recorded = { ...artifacts, settings };
    const result = await Runner.audit(recorded, { resolvedConfig, computedCache: new Map() });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    return result.lhr;
  };
  return { benchmarkIndex, simulate };
}

/**
 * Runs of a page (one per entry of `categories`: what each run measures), all
 * simulated at the slowdown the median of their benchmark indexes calls for.
 *
 * The index is not a steady measure of this host: on the idle two-core machine
 * it ranged from 1,017 to 2,306 within minutes, while the page's own tasks took
 * no less time in the runs where it was high. Calibrating each run from its own
 * index (issue 24 to 43) multiplied that noise into total blocking time: on
 * /contact, a run at index 1,983 was simulated at 4.5x and blocked 106 ms, one
 * at 1,173 at 2.7x and blocked 0 ms. The median of the page's runs is measured
 * the same seconds around the same loads, and one wild index no longer decides
 * a run (docs/testing.md, "the spread": scripts/bench/lighthouse-spread.ts).
 *
 * A run whose trace Chromium failed to record (runtimeError NO_NAVSTART, about
 * once in a hundred runs here) has no scores, and the same failure can leave a
 * run with scores but without its metrics (the layout shift audit then says
 * why): either is gathered again, up to three times, at the same slowdown.
 */
export async function pooledRuns(
  url: string,
  chromePort: number,
  preset: PresetName,
  categories: string[][],
): Promise<Report[]> {
  const recordings: Recording[] = [];
  for (const measured of categories)
    recordings.push(await gather(url, chromePort, preset, measured));
  const slowdown = calibratedSlowdown(preset, median(recordings.map((run) => run.benchmarkIndex)));
  const reports: Report[] = [];
  for (const [index, recording] of recordings.entries()) {
    let lhr = await recording.simulate(slowdown);
    for (let attempt = 1; !usable(url, lhr); attempt++) {
      if (attempt > 3) throw new Error(`${url}: Lighthouse failed to record a trace`);
      const again = await gather(url, chromePort, preset, categories[index]!);
      lhr = await again.simulate(slowdown);
    }
    reports.push(lhr);
  }
  return reports;
}

type Recording = Awaited<ReturnType<typeof gather>>;

/** A run with scores and metrics; says why when not. */
function usable(url: string, lhr: Report) {
  if (lhr.runtimeError) {
    console.log(`${url}: ${lhr.runtimeError.code}, running again`);
    return false;
  }
  const shift = lhr.audits["cumulative-layout-shift"];
  if (shift?.numericValue === undefined) {
    console.log(`${url}: no layout shift measured (${shift?.errorMessage}), running again`);
    return false;
  }
  return true;
}

/** A category's score in percent (0 when the run did not measure it). */
export const percent = (lhr: Report, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** The median of an odd number of values (the lower middle of an even number). */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[(values.length - 1) >> 1]!;
