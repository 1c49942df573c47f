import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  appendReleaseEvent,
  failedReleases,
  liveHistory,
  pauseState,
  readReleaseLog,
  publishTimes,
  releaseSummaries,
  rollbackCandidates,
  unfinishedSwitch,
  type NewReleaseEvent,
  type ReleaseEvent,
} from "./release-log";

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "release-log-"));
  file = join(dir, "releases.log");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const released = (id: string, outcome: "live" | "failed" | "switched-back" = "live") =>
  ({
    event: "released",
    id,
    commit: id.slice(-7).padEnd(40, "0"),
    subject: `Publish ${id}`,
    outcome,
    seconds: 60,
  }) satisfies NewReleaseEvent;
const rolledBack = (from: string, to: string) =>
  ({ event: "rolled-back", from, to, outcome: "live", seconds: 16 }) satisfies NewReleaseEvent;

describe("the release log", () => {
  it("reads back what was appended, skipping a line a crash cut short", () => {
    appendReleaseEvent(file, released("20261101T000000Z-aaaaaaa"));
    appendFileSync(file, '{"event":"released","id":"2026');
    appendFileSync(file, "\n");
    appendReleaseEvent(file, { event: "paused", reason: "checking the contact form" });
    const events = readReleaseLog(file);
    expect(events.map((e) => e.event)).toEqual(["released", "paused"]);
    expect(events[0]).toMatchObject({ trigger: "manual", by: "", migrations: [] });
    expect(Date.parse(events[1]!.at)).not.toBeNaN();
  });

  it("goes back one release per rollback, never forward to one rolled back from", () => {
    const events = [
      released("A"),
      released("B"),
      released("C"),
      rolledBack("C", "B"),
      rolledBack("B", "A"),
    ].map((e) => appendReleaseEvent(file, e));
    expect(liveHistory(events)).toEqual(["A"]);
    expect(liveHistory(events.slice(0, 4))).toEqual(["A", "B"]);
    // A new release after the rollbacks builds on A.
    expect(liveHistory([...events, appendReleaseEvent(file, released("D"))])).toEqual(["A", "D"]);
  });

  it("never counts a release that failed or was switched back as live", () => {
    const events = [
      released("A"),
      released("B", "switched-back"),
      released("C", "failed"),
      released("D"),
    ].map((e) => appendReleaseEvent(file, e));
    expect(liveHistory(events)).toEqual(["A", "D"]);
    expect(failedReleases(events)).toEqual(new Set(["B", "C"]));
    // Released again later and live: no longer failed.
    expect(failedReleases([...events, appendReleaseEvent(file, released("B"))])).toEqual(
      new Set(["C"]),
    );
  });

  it("remembers the release that was live before the log began, for a rollback", () => {
    const events = [
      { event: "switched", id: "B", from: "A" },
      { ...released("B"), from: "A" },
    ].map((e) => appendReleaseEvent(file, e as NewReleaseEvent));
    expect(liveHistory(events)).toEqual(["A", "B"]);
    expect(rollbackCandidates(events, "B")).toEqual(["A"]);
  });

  it("counts a rollout a repair finished as live", () => {
    const events = [
      released("A"),
      { event: "switched", id: "B", from: "A" },
      { event: "repaired", id: "B", ports: [3002], outcome: "live" },
    ].map((e) => appendReleaseEvent(file, e as NewReleaseEvent));
    expect(liveHistory(events)).toEqual(["A", "B"]);
  });

  it("knows when a switch has no outcome yet (a release stopped during its restarts)", () => {
    const switched = appendReleaseEvent(file, { event: "switched", id: "B", from: "A" });
    expect(unfinishedSwitch([switched])).toBe(true);
    const repaired = appendReleaseEvent(file, {
      event: "repaired",
      id: "B",
      ports: [3002],
      outcome: "live",
    });
    expect(unfinishedSwitch([switched, repaired])).toBe(false);
    expect(unfinishedSwitch([switched, appendReleaseEvent(file, released("B"))])).toBe(false);
  });

  it("knows whether publishing is paused, by whom and why", () => {
    const paused = appendReleaseEvent(file, {
      event: "paused",
      reason: "a broken link",
      by: "maria",
    });
    expect(pauseState([paused])).toEqual({ at: paused.at, by: "maria", reason: "a broken link" });
    expect(pauseState([paused, appendReleaseEvent(file, { event: "resumed" })])).toBeNull();
  });

  it("lists outcomes newest first, for staff", () => {
    const events = [
      released("20261101T000000Z-aaaaaaa"),
      rolledBack("X", "20261101T000000Z-aaaaaaa"),
    ].map((e) => appendReleaseEvent(file, e));
    expect(releaseSummaries(events).map((s) => [s.kind, s.outcome, s.commit])).toEqual([
      ["rollback", "live", "aaaaaaa"],
      ["release", "live", "aaaaaaa".padEnd(40, "0")],
    ]);
  });

  it("never rolls back to a release that failed or that was rolled back from, whatever happened before", () => {
    // Releases (each a new id, ending live, failed or switched back) and rollbacks to
    // the first candidate, in any order: the outcome the log keeps is the live one.
    const step = fc.oneof(
      fc.constantFrom("live", "failed", "switched-back").map((outcome) => ({ outcome })),
      fc.constant({ rollback: true }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        const events: ReturnType<typeof appendReleaseEvent>[] = [];
        let live: string | null = null;
        const rolledBackFrom = new Set<string>();
        const failed = new Set<string>();
        steps.forEach((s, n) => {
          if ("rollback" in s) {
            const target = rollbackCandidates(events, live)[0];
            if (!live || !target) return;
            expect(failed.has(target)).toBe(false);
            expect(rolledBackFrom.has(target)).toBe(false);
            expect(target).not.toBe(live);
            events.push(appendReleaseEvent(file, rolledBack(live, target)));
            rolledBackFrom.add(live);
            live = target;
          } else {
            const id = `R${n}`;
            events.push(appendReleaseEvent(file, released(id, s.outcome as "live")));
            if (s.outcome === "live") live = id;
            else failed.add(id);
          }
          expect(liveHistory(events).at(-1) ?? null).toBe(live);
        });
      }),
    );
  });
});

describe("push to live", () => {
  const released = (
    at: string,
    pushedAt: string | undefined,
    extra: Partial<NewReleaseEvent> = {},
  ) =>
    ({
      event: "released",
      at,
      trigger: "pipeline",
      by: "priya#1",
      id: `x-${"a".repeat(7)}`,
      commit: "a".repeat(40),
      subject: "News: a post",
      outcome: "live",
      seconds: 40,
      from: null,
      migrations: [],
      pushedAt,
      ...extra,
    }) as ReleaseEvent;

  it("is the time from a publish's commit to live, for releases the pipeline made live", () => {
    const summaries = releaseSummaries([
      released("2026-11-27T10:01:10.000Z", "2026-11-27T10:00:00.000Z"),
      released("2026-11-27T11:00:50.000Z", "2026-11-27T11:00:00.000Z"),
      released("2026-11-27T12:02:00.000Z", "2026-11-27T12:00:00.000Z", { outcome: "failed" }),
      released("2026-11-27T13:00:30.000Z", "2026-11-27T13:00:00.000Z", { trigger: "manual" }),
      released("2026-11-27T14:00:30.000Z", undefined),
      released("2026-11-27T15:00:30.000Z", "2026-11-27T15:10:00.000Z"),
    ]);
    expect(summaries.map((entry) => entry.pushToLiveSeconds)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      50,
      70,
    ]);
    expect(publishTimes(summaries)).toEqual({ seconds: [50, 70], median: 60, slowest: 70 });
    expect(publishTimes([])).toEqual({ seconds: [], median: undefined, slowest: undefined });
  });

  it("counts the last ten publishes, newest first", () => {
    const events = Array.from({ length: 14 }, (_, index) =>
      released(
        new Date(Date.UTC(2026, 10, 27, index, 1, index)).toISOString(),
        new Date(Date.UTC(2026, 10, 27, index)).toISOString(),
      ),
    );
    const times = publishTimes(releaseSummaries(events));
    expect(times.seconds).toEqual([73, 72, 71, 70, 69, 68, 67, 66, 65, 64]);
    expect(times.median).toBe(68.5);
  });
});
