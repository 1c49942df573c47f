/**
 * Waits for the machine's processors to be mostly idle before Lighthouse runs.
 *
 * Lighthouse simulates a phone from the time each task took on this machine, and
 * on two cores a process still busy when the audit starts (a database the test
 * suite is shutting down, a browser exiting) lengthens every task: /contact's
 * mobile blocking time went from 0 to about 100 ms with the cores busy, whatever
 * the calibration. The benchmark index Chromium measures hardly moves under such
 * load, so the calibration cannot make up for it (docs/testing.md).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/** Idle and total jiffies of all processors so far (Linux /proc/stat). */
function processorTimes() {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1);
  const values = fields.map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are idle.
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { idle, total: values.slice(0, 8).reduce((sum, value) => sum + value, 0) };
}

/** The share of processor time that was idle over the next `ms`. */
async function idleShareOver(ms: number) {
  const before = processorTimes();
  await sleep(ms);
  const after = processorTimes();
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : 1;
}

/** The processes using the most processor time now (for the log when the host stays busy). */
function busiest() {
  try {
    return execFileSync("ps", ["-eo", "pid,pcpu,etime,args", "--sort=-pcpu"], { encoding: "utf8" })
      .split("\n")
      .slice(0, 6)
      .map((line) => line.slice(0, 160))
      .join("\n");
  } catch {
    return "(ps is not available)";
  }
}

/**
 * Resolves once the processors were at least `idleShare` idle over two seconds,
 * or after `timeoutMs` (saying which processes keep them busy). Returns what it
 * saw, for the audit's log.
 */
export async function quietHost(idleShare = 0.85, timeoutMs = 90_000) {
  if (!existsSync("/proc/stat")) return "host load not measured (no /proc/stat)";
  const started = Date.now();
  for (;;) {
    const idle = await idleShareOver(2000);
    const waited = Math.round((Date.now() - started) / 1000);
    if (idle >= idleShare) return `host ${Math.round(idle * 100)}% idle (waited ${waited} s)`;
    if (Date.now() - started >= timeoutMs)
      return `host still only ${Math.round(idle * 100)}% idle after ${waited} s; the busiest processes:\n${busiest()}`;
  }
}
