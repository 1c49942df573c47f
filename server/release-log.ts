import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { z } from "zod";

/**
 * The release log: `<site root>/releases.log`, one JSON object a line, appended
 * by `npm run release` (scripts/release/) and never rewritten. It says what went
 * live, when, from which commit, who or what started it and how it ended; the
 * rollback reads from it which release was live before (never one that failed),
 * `npm run release -- --list` prints it and the inbox's Site page shows it.
 *
 * Events:
 *  - switched     `current` now points at `id` (written before the instances restart,
 *                 so that a run killed halfway still left a trace; a switch back too);
 *  - released     a release ended: live, failed (at `step`, with `message`), or
 *                 switched back after a failure past the switch;
 *  - rolled-back  `npm run release -- --rollback` went from `from` to `to`;
 *  - repaired     instances found on another release than `current` were restarted
 *                 onto it (a run killed during the restarts, say);
 *  - paused, resumed  automatic publishing stopped and started again.
 */
const base = {
  at: z.string().default(() => new Date().toISOString()),
  /** Who or what started it: "pipeline", "schedule" or "manual". */
  trigger: z.enum(["pipeline", "schedule", "manual"]).default("manual"),
  /** A person (the operator's login) or the pipeline's run. */
  by: z.string().default(""),
};

export const releaseEvent = z.discriminatedUnion("event", [
  z.object({ ...base, event: z.literal("switched"), id: z.string(), from: z.string().nullable() }),
  z.object({
    ...base,
    event: z.literal("released"),
    id: z.string().nullable(),
    commit: z.string(),
    subject: z.string().default(""),
    outcome: z.enum(["live", "failed", "switched-back"]),
    /** The step that failed. */
    step: z.string().optional(),
    message: z.string().optional(),
    seconds: z.number(),
    /** The release that was live when it started. */
    from: z.string().nullable().default(null),
    /** The backup the migrate step took before it changed the schema. */
    backup: z.string().optional(),
    migrations: z.array(z.string()).default([]),
    /** When its commit was made (an editor's Publish commits and pushes at once). */
    pushedAt: z.string().optional(),
  }),
  z.object({
    ...base,
    event: z.literal("rolled-back"),
    from: z.string(),
    to: z.string(),
    outcome: z.enum(["live", "failed"]),
    message: z.string().optional(),
    seconds: z.number(),
  }),
  z.object({
    ...base,
    event: z.literal("repaired"),
    id: z.string(),
    ports: z.array(z.number()),
    outcome: z.enum(["live", "failed"]),
    message: z.string().optional(),
  }),
  z.object({ ...base, event: z.literal("paused"), reason: z.string() }),
  z.object({ ...base, event: z.literal("resumed") }),
]);

export type ReleaseEvent = z.infer<typeof releaseEvent>;
/** What a caller writes: the defaults are filled in by the schema. */
export type NewReleaseEvent = z.input<typeof releaseEvent>;

/** Every event of the log, oldest first; lines that do not parse (a torn write) are skipped. */
export function readReleaseLog(file: string): ReleaseEvent[] {
  if (!existsSync(file)) return [];
  const events: ReleaseEvent[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    try {
      const parsed = releaseEvent.safeParse(JSON.parse(line));
      if (parsed.success) events.push(parsed.data);
    } catch {
      // A line cut short by a crash: the rest of the log still reads.
    }
  }
  return events;
}

/** Appends one event (one write of one line: lines of two writers never interleave). */
export function appendReleaseEvent(file: string, event: NewReleaseEvent): ReleaseEvent {
  const parsed = releaseEvent.parse(event);
  appendFileSync(file, `${JSON.stringify(parsed)}\n`, { mode: 0o644 });
  return parsed;
}

/**
 * The releases that went live, in the order they did, as the log tells it: a
 * release that ended live (or whose rollout a repair finished) goes on top; a
 * rollback takes off everything above the release it went back to. The last is
 * live; the one before is where a rollback goes. A release that failed is never in it.
 */
export function liveHistory(events: readonly ReleaseEvent[]): string[] {
  const history: string[] = [];
  const wentLive = (id: string) => {
    const at = history.indexOf(id);
    if (at >= 0) history.splice(at, 1);
    history.push(id);
  };
  for (const event of events) {
    // A server released before the log existed: its first logged release went live
    // over the one that was live then, which a rollback may go back to.
    if (
      history.length === 0 &&
      (event.event === "switched" || event.event === "released") &&
      event.from
    )
      history.push(event.from);
    if (event.event === "released" && event.id) {
      if (event.outcome === "live") wentLive(event.id);
      else if (history.includes(event.id)) history.splice(history.indexOf(event.id), 1);
    } else if (event.event === "repaired" && event.outcome === "live") {
      if (history.at(-1) !== event.id) wentLive(event.id);
    } else if (event.event === "rolled-back" && event.outcome === "live") {
      const at = history.indexOf(event.to);
      if (at >= 0) history.splice(at + 1);
      else history.push(event.to);
    }
  }
  return history;
}

/**
 * Where a rollback may go, best first: the releases live before `live`, newest
 * first, without any that failed. The release command also skips those whose
 * folder is gone.
 */
export function rollbackCandidates(events: readonly ReleaseEvent[], live: string | null): string[] {
  const failed = failedReleases(events);
  return liveHistory(events)
    .filter((id) => id !== live && !failed.has(id))
    .reverse();
}

/** The releases whose last outcome was a failure (never a rollback's target; pruned first). */
export function failedReleases(events: readonly ReleaseEvent[]): Set<string> {
  const outcomes = new Map<string, string>();
  for (const event of events)
    if (event.event === "released" && event.id) outcomes.set(event.id, event.outcome);
  return new Set([...outcomes].filter(([, outcome]) => outcome !== "live").map(([id]) => id));
}

/** Whether automatic publishing is paused, and since when and why. */
export function pauseState(
  events: readonly ReleaseEvent[],
): { at: string; by: string; reason: string } | null {
  let state: { at: string; by: string; reason: string } | null = null;
  for (const event of events) {
    if (event.event === "paused") state = { at: event.at, by: event.by, reason: event.reason };
    else if (event.event === "resumed") state = null;
  }
  return state;
}

/**
 * Whether the last switch has no outcome after it: a release stopped during its
 * restarts (a lost runner), or one running now. The instances may then serve two
 * releases; the next run finishes the rollout (a repair).
 */
export function unfinishedSwitch(events: readonly ReleaseEvent[]): boolean {
  let open = false;
  for (const event of events) {
    if (event.event === "switched") open = true;
    else if (
      event.event === "released" ||
      event.event === "rolled-back" ||
      event.event === "repaired"
    )
      open = false;
  }
  return open;
}

/** One line of the history staff read: a release or a rollback, newest first. */
export interface ReleaseSummary {
  at: string;
  kind: "release" | "rollback" | "repair" | "pause" | "resume";
  id: string | null;
  commit: string | null;
  subject: string;
  trigger: string;
  by: string;
  outcome: "live" | "failed" | "switched-back" | "paused" | "resumed";
  step?: string;
  message?: string;
  seconds?: number;
  from?: string | null;
  backup?: string;
  /** A publish that went live: seconds from its push (its commit's time) to live. */
  pushToLiveSeconds?: number;
}

/**
 * Seconds from a publish's push to live: for a release the pipeline started that
 * went live, when both times are known and in order (a commit made long before it
 * was pushed, or by hand, says nothing about the pipeline: not counted).
 */
function pushToLive(event: Extract<ReleaseEvent, { event: "released" }>): number | undefined {
  if (event.outcome !== "live" || event.trigger !== "pipeline" || !event.pushedAt) return undefined;
  const seconds = (Date.parse(event.at) - Date.parse(event.pushedAt)) / 1000;
  return Number.isFinite(seconds) && seconds >= 0 && seconds < 86_400 ? seconds : undefined;
}

/** The last publishes' push-to-live times, newest first, with their median. */
export function publishTimes(
  summaries: readonly ReleaseSummary[],
  count = 10,
): SiteReleases["publishTimes"] {
  const last = summaries
    .filter((entry) => entry.pushToLiveSeconds !== undefined)
    .slice(0, count)
    .map((entry) => entry.pushToLiveSeconds!);
  const sorted = [...last].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length === 0
      ? undefined
      : sorted.length % 2
        ? sorted[middle]!
        : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { seconds: last, median, slowest: sorted.at(-1) };
}

/** The log as staff read it: every outcome, newest first (the switches are steps, not outcomes). */
export function releaseSummaries(events: readonly ReleaseEvent[], limit = 30): ReleaseSummary[] {
  const summaries: ReleaseSummary[] = [];
  for (const event of events) {
    const common = { at: event.at, trigger: event.trigger, by: event.by };
    if (event.event === "released")
      summaries.push({
        ...common,
        kind: "release",
        id: event.id,
        commit: event.commit,
        subject: event.subject,
        outcome: event.outcome,
        step: event.step,
        message: event.message,
        seconds: event.seconds,
        from: event.from,
        backup: event.backup,
        pushToLiveSeconds: pushToLive(event),
      });
    else if (event.event === "rolled-back")
      summaries.push({
        ...common,
        kind: "rollback",
        id: event.to,
        commit: commitOf(event.to),
        subject: `Back from ${event.from} to ${event.to}`,
        outcome: event.outcome,
        message: event.message,
        seconds: event.seconds,
        from: event.from,
      });
    else if (event.event === "repaired")
      summaries.push({
        ...common,
        kind: "repair",
        id: event.id,
        commit: commitOf(event.id),
        subject: `Instances on ${event.ports.join(", ")} restarted onto ${event.id}`,
        outcome: event.outcome,
        message: event.message,
      });
    else if (event.event === "paused")
      summaries.push({
        ...common,
        kind: "pause",
        id: null,
        commit: null,
        subject: event.reason,
        outcome: "paused",
      });
    else if (event.event === "resumed")
      summaries.push({
        ...common,
        kind: "resume",
        id: null,
        commit: null,
        subject: "Automatic publishing resumed",
        outcome: "resumed",
      });
  }
  return summaries.reverse().slice(0, limit);
}

/** The short commit a release id ends with (ids are <UTC time>-<commit>). */
export function commitOf(id: string): string | null {
  return /-([0-9a-f]{7,40})$/.exec(id)?.[1] ?? null;
}

/** What the inbox's Site page shows (app/inbox/releases-view.tsx). */
export interface SiteReleases {
  live: string | null;
  paused: { at: string; by: string; reason: string } | null;
  recent: ReleaseSummary[];
  /** The last publishes' push-to-live times (publishTimes). */
  publishTimes: { seconds: number[]; median?: number; slowest?: number };
}

/** The Site page's releases from the log at `file`; `live` is the release this instance runs. */
export function siteReleases(file: string, live: string | null, limit = 30): SiteReleases {
  const events = readReleaseLog(file);
  const recent = releaseSummaries(events, limit);
  return { live, paused: pauseState(events), recent, publishTimes: publishTimes(recent) };
}
