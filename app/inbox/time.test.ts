import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { intlLocalTime, localTime, studioTime, studioTimeSortable, zoneName } from "./time";

describe("times on the studio's clock", () => {
  it("are written in the studio's zone, and the zone is named", () => {
    expect(studioTime("2026-11-27T20:05:00.000Z", "Asia/Kolkata")).toBe("28 Nov 2026, 01:35");
    expect(studioTime("2026-07-01T12:00:00.000Z", "Europe/London")).toBe("1 Jul 2026, 13:00");
    expect(studioTime("2026-01-01T12:00:00.000Z", "Europe/London")).toBe("1 Jan 2026, 12:00");
    expect(studioTimeSortable("2026-11-27T00:00:00.000Z", "UTC")).toBe("2026-11-27 00:00");
    expect(zoneName("Asia/Kolkata")).toBe("Kolkata time");
    expect(zoneName("America/New_York")).toBe("New York time");
    expect(zoneName("UTC")).toBe("UTC");
  });

  it("read from the cached offsets, are exactly what Intl says, across daylight-saving changes", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(
          "UTC",
          "Asia/Kolkata",
          "Asia/Kathmandu",
          "Europe/Berlin",
          "America/Los_Angeles",
          "Australia/Lord_Howe",
        ),
        (ms, zone) => {
          expect(localTime(new Date(ms), zone)).toEqual(intlLocalTime(new Date(ms), zone));
        },
      ),
      { numRuns: 2000 },
    );
    // Either side of Berlin's spring change (01:00 UTC, 2026-03-29).
    expect(localTime(new Date("2026-03-29T00:59:00Z"), "Europe/Berlin").hour).toBe(1);
    expect(localTime(new Date("2026-03-29T01:00:00Z"), "Europe/Berlin").hour).toBe(3);
  });

  it("agree with the instant: the wall clock minus the zone's offset is the instant", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        fc.constantFrom("UTC", "Asia/Kolkata", "Europe/Berlin", "America/Los_Angeles"),
        (date, zone) => {
          const t = localTime(date, zone);
          const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute);
          const offsetMinutes = (wall - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000;
          // Offsets of these zones lie within a day and are whole quarter hours.
          expect(Math.abs(offsetMinutes)).toBeLessThan(24 * 60);
          expect(Math.abs(offsetMinutes % 15)).toBe(0);
          if (zone === "UTC") expect(offsetMinutes).toBe(0);
          if (zone === "Asia/Kolkata") expect(offsetMinutes).toBe(330);
          expect(t.hour).toBeGreaterThanOrEqual(0);
          expect(t.hour).toBeLessThan(24);
        },
      ),
    );
  });
});
