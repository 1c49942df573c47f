import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { backupFileName, parseBackupName } from "./names";
import { backupsToPrune } from "./retention";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const policy = { keepAllHours: 48, keepDailyDays: 30 };

/**
 * A month of the schedule, as the timer runs it: a backup every 15 minutes, and
 * retention after each. What is left must be exactly what the settings say.
 */
function simulate(start: Date, end: Date, every = 15 * MINUTE) {
  let kept: string[] = [];
  for (let time = start.getTime(); time <= end.getTime(); time += every) {
    const now = new Date(time);
    kept.push(backupFileName(now, "sqlite", "scheduled", true));
    const pruned = new Set(backupsToPrune(kept, now, policy));
    kept = kept.filter((name) => !pruned.has(name));
  }
  return kept.map((name) => parseBackupName(name)!.takenAt.getTime()).sort((a, b) => a - b);
}

describe("retention", () => {
  it("after a simulated month keeps every backup of the last 48 hours and the day's last of each of 30 days", () => {
    const end = new Date("2026-12-31T23:45:00.000Z");
    const kept = simulate(new Date("2026-11-27T00:00:00.000Z"), end);
    const recent = kept.filter((time) => time >= end.getTime() - 48 * HOUR);
    const older = kept.filter((time) => time < end.getTime() - 48 * HOUR);
    // 48 hours of 15-minute backups, both ends included.
    expect(recent).toHaveLength(48 * 4 + 1);
    // Before those: one a day, the day's last (23:45 UTC), back to exactly 30 days before now.
    expect(older.map((time) => new Date(time).toISOString())).toEqual(
      Array.from({ length: 28 }, (_, i) =>
        new Date(Date.UTC(2026, 11, 1 + i, 23, 45)).toISOString(),
      ),
    );
    expect(Math.min(...kept)).toBeGreaterThanOrEqual(end.getTime() - 30 * DAY);
  });

  it("keeps the newest backup whatever its age (a schedule that stopped must not leave nothing)", () => {
    const names = [
      backupFileName(new Date("2026-01-01T00:00:00Z"), "postgres", "scheduled", false),
    ];
    expect(backupsToPrune(names, new Date("2026-12-01T00:00:00Z"), policy)).toEqual([]);
  });

  it("never deletes a backup taken before a restore replaced a database, nor a file of another shape", () => {
    const now = new Date("2026-12-01T00:00:00Z");
    const old = new Date("2026-06-01T00:00:00Z");
    const names = [
      backupFileName(old, "sqlite", "pre-restore", false),
      backupFileName(new Date(old.getTime() + HOUR), "sqlite", "scheduled", false),
      backupFileName(now, "sqlite", "scheduled", false),
      "studio.db",
      "notes.txt",
      `.${backupFileName(old, "sqlite", "scheduled", false)}.partial-0a1b2c3d`,
    ];
    expect(backupsToPrune(names, now, policy)).toEqual([names[1]]);
  });

  it("reads back every name it writes, and nothing else", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2999-12-31"), noInvalidDate: true }),
        fc.constantFrom("sqlite" as const, "postgres" as const),
        fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,39}$/),
        fc.boolean(),
        (date, engine, reason, encrypted) => {
          const name = backupFileName(date, engine, reason, encrypted);
          expect(parseBackupName(name)).toEqual({ name, takenAt: date, engine, reason, encrypted });
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), (name) => {
        const parsed = parseBackupName(name);
        if (parsed)
          expect(
            backupFileName(parsed.takenAt, parsed.engine, parsed.reason, parsed.encrypted),
          ).toBe(name);
      }),
    );
    expect(parseBackupName("studio-20261327T101500.000Z-sqlite-scheduled.backup")).toBeUndefined();
    expect(() => backupFileName(new Date(), "sqlite", "../../etc/passwd", false)).toThrow();
  });
});
