export interface Stage {
  name: string;
  /** The npm script that runs it. */
  script: string;
}

/**
 * The group a `--from` argument starts at: a stage named by the start of its
 * name ("unit", "static") or by its script ("e2e" for test:e2e); -1 if none.
 */
export function groupStartingAt(groups: Stage[][], from: string): number {
  return groups.findIndex((group) =>
    group.some(
      (stage) =>
        stage.name.startsWith(from) || stage.script === from || stage.script.endsWith(`:${from}`),
    ),
  );
}

export interface StageResult {
  name: string;
  seconds: number;
  ok: boolean;
}

/** Minutes and seconds, rounded to the second. */
export function clock(seconds: number) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** The closing table of a staged run: each stage's time, whether it passed, and the total. */
export function formatStageTable(results: StageResult[], totalSeconds: number) {
  const width = Math.max(5, ...results.map((result) => result.name.length));
  const lines = results.map(
    (result) =>
      `${result.name.padEnd(width)}  ${clock(result.seconds).padStart(6)}  ${result.ok ? "passed" : "FAILED"}`,
  );
  const failed = results.filter((result) => !result.ok).length;
  return [
    `${"stage".padEnd(width)}  ${"m:ss".padStart(6)}`,
    ...lines,
    `${"total".padEnd(width)}  ${clock(totalSeconds).padStart(6)}  ${failed ? `${failed} stage(s) failed` : "every stage passed"}`,
  ].join("\n");
}
