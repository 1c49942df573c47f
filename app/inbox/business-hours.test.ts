import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ageOf,
  clockStart,
  parseWorkingDays,
  parseWorkingHours,
  promiseCutoff,
  promiseMs,
  workingMsBetween,
  workingTime,
} from "./business-hours";

const HOUR = 3_600_000;
const kolkata = workingTime({}, "Asia/Kolkata");
const zones = ["Asia/Kolkata", "Europe/Berlin", "America/New_York", "UTC", "Australia/Lord_Howe"];

/** Instants from 2025 to 2028, to the minute. */
const instant = fc
  .integer({ min: Date.UTC(2025, 0, 1) / 60_000, max: Date.UTC(2028, 0, 1) / 60_000 })
  .map((minutes) => minutes * 60_000);
const span = fc.integer({ min: 0, max: 40 * 24 * 60 }).map((minutes) => minutes * 60_000);
const settings = fc
  .record({
    zone: fc.constantFrom(...zones),
    days: fc.constantFrom("Mon-Fri", "Sun-Thu", "Mon,Wed,Fri", "Sat-Sun", "Mon-Sun"),
    hours: fc.constantFrom("09:00-18:00", "08:30-12:00", "00:00-24:00", "13:00-22:45"),
  })
  .map(({ zone, days, hours }) =>
    workingTime({ STUDIO_WORKING_DAYS: days, STUDIO_WORKING_HOURS: hours }, zone),
  );

describe("working time on the studio's clock", () => {
  it("counts only working hours of working days", () => {
    // Friday 17:00 in Kolkata to Monday 10:00: one hour each side of the weekend.
    const friday = Date.parse("2026-11-27T17:00:00+05:30");
    const monday = Date.parse("2026-11-30T10:00:00+05:30");
    expect(workingMsBetween(friday, monday, kolkata)).toBe(2 * HOUR);
    const saturday = Date.parse("2026-11-28T09:00:00+05:30");
    const sunday = Date.parse("2026-11-29T20:00:00+05:30");
    expect(workingMsBetween(saturday, sunday, kolkata)).toBe(0);
    expect(promiseMs(kolkata)).toBe(9 * HOUR);
  });

  it("is never negative, never more than the time between, and adds up across any split", () => {
    fc.assert(
      fc.property(settings, instant, span, span, (work, start, first, second) => {
        const middle = start + first;
        const end = middle + second;
        const whole = workingMsBetween(start, end, work);
        expect(whole).toBeGreaterThanOrEqual(0);
        expect(whole).toBeLessThanOrEqual(end - start);
        expect(whole).toBe(
          workingMsBetween(start, middle, work) + workingMsBetween(middle, end, work),
        );
        expect(workingMsBetween(end, start, work)).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it("passes the promise exactly at the cutoff: one working day before now", () => {
    fc.assert(
      fc.property(settings, instant, (work, now) => {
        const cutoff = promiseCutoff(now, work);
        expect(cutoff).toBeLessThan(now);
        expect(workingMsBetween(cutoff, now, work)).toBe(promiseMs(work));
        expect(workingMsBetween(cutoff + 60_000, now, work)).toBeLessThan(promiseMs(work));
        const at = new Date(cutoff).toISOString();
        expect(ageOf(at, now, work).overdue).toBe(true);
        expect(ageOf(new Date(cutoff + 60_000).toISOString(), now, work).overdue).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it("says the age in words", () => {
    const now = Date.parse("2026-11-30T12:00:00+05:30");
    const age = (iso: string) => ageOf(iso, now, kolkata);
    expect(age("2026-11-30T11:30:00+05:30")).toMatchObject({ text: "under a business hour" });
    expect(age("2026-11-30T11:00:00+05:30")).toMatchObject({ text: "1 business hour" });
    expect(age("2026-11-27T12:00:00+05:30")).toMatchObject({
      text: "9 business hours",
      overdue: true,
    });
    expect(age("2026-11-20T12:00:00+05:30")).toMatchObject({ text: "over 6 business days" });
  });

  it("reads the settings strictly", () => {
    expect([...parseWorkingDays("Sun-Thu")].sort()).toEqual([0, 1, 2, 3, 4]);
    expect([...parseWorkingDays("Fri-Mon")].sort()).toEqual([0, 1, 5, 6]);
    expect([...parseWorkingDays("mon, Wednesday,fri")].sort()).toEqual([1, 3, 5]);
    expect(parseWorkingHours("09:30-17:00")).toEqual({ opens: 570, closes: 1020 });
    for (const wrong of ["", "Funday", "Mon-", "Mo"]) {
      expect(() => parseWorkingDays(wrong), wrong).toThrow(/STUDIO_WORKING_DAYS/);
    }
    for (const wrong of ["9-5", "18:00-09:00", "09:00-09:00", "09:75-10:00", "25:00-26:00"]) {
      expect(() => parseWorkingHours(wrong), wrong).toThrow(/STUDIO_WORKING_HOURS/);
    }
  });
});

describe("where the promise's clock starts (issue 41)", () => {
  const created = "2025-01-06T05:00:00.000Z";
  const at = (ms: number) => new Date(ms).toISOString();

  it("starts at the inquiry until the studio replies, then at the customer's first answer after it", () => {
    expect(clockStart(created, [])).toBe(created);
    // A nudge before any reply changes nothing: the inquiry itself is still unanswered.
    expect(clockStart(created, [{ direction: "in", at: "2025-01-07T07:00:00.000Z" }])).toBe(
      created,
    );
    expect(
      clockStart(created, [
        { direction: "out", at: "2025-01-06T07:00:00.000Z" },
        { direction: "in", at: "2026-03-02T04:00:00.000Z" },
        { direction: "in", at: "2026-03-03T04:00:00.000Z" },
      ]),
    ).toBe("2026-03-02T04:00:00.000Z");
    // Nothing unanswered: the studio's last reply (counted only if set back to In progress).
    expect(
      clockStart(created, [
        { direction: "in", at: "2025-01-07T07:00:00.000Z" },
        { direction: "out", at: "2025-01-08T07:00:00.000Z" },
      ]),
    ).toBe("2025-01-08T07:00:00.000Z");
  });

  it("a customer's nudge the next day does not make a late inquiry look fresh", () => {
    const reply = "2026-02-23T05:00:00.000Z"; // a Monday
    const answer = "2026-02-24T05:00:00.000Z";
    const nudge = "2026-03-02T05:00:00.000Z"; // a week later: "any news?"
    const start = clockStart(created, [
      { direction: "out", at: reply },
      { direction: "in", at: answer },
      { direction: "in", at: nudge },
    ]);
    expect(start).toBe(answer);
    expect(ageOf(start, Date.parse(nudge) + HOUR, kolkata).overdue).toBe(true);
  });

  it("an inquiry answered a year ago that gets a new message is not past the promise at once", () => {
    const answer = "2026-03-02T05:00:00.000Z"; // a Monday, 10:30 in Kolkata
    const start = clockStart(created, [
      { direction: "out", at: "2025-01-06T08:00:00.000Z" },
      { direction: "in", at: answer },
    ]);
    const now = Date.parse(answer) + HOUR;
    expect(ageOf(start!, now, kolkata)).toMatchObject({ hours: 1, overdue: false });
    // Measured from the inquiry's arrival, as before, it was "over 200 business days" late.
    expect(ageOf(created, now, kolkata).overdue).toBe(true);
  });

  const thread = fc.array(
    fc.record({ direction: fc.constantFrom("in" as const, "out" as const), after: span }),
    { maxLength: 8 },
  );
  /** A thread after the inquiry, in the order it happened. */
  const messagesOf = (start: number, steps: { direction: "in" | "out"; after: number }[]) => {
    let time = start;
    return steps.map(({ direction, after }) => ({ direction, at: at((time += after + 60_000)) }));
  };

  it("is the inquiry before any reply, else the first answer after the last reply, else that reply", () => {
    fc.assert(
      fc.property(instant, thread, (createdMs, steps) => {
        const messages = messagesOf(createdMs, steps);
        const start = clockStart(at(createdMs), messages);
        const replies = messages.filter((message) => message.direction === "out");
        const lastReply = replies.at(-1);
        if (!lastReply) {
          expect(start).toBe(at(createdMs));
          return;
        }
        const unanswered = messages.filter(
          (message) => message.direction === "in" && message.at > lastReply.at,
        );
        expect(start).toBe(unanswered[0]?.at ?? lastReply.at);
        // No reply comes after the start unless the start is that reply.
        for (const reply of replies) expect(reply.at <= start).toBe(true);
      }),
    );
  });

  it("a later answer moves it only when nothing was unanswered; a later reply moves it to the reply; order given does not matter", () => {
    fc.assert(
      fc.property(instant, thread, span, fc.boolean(), (createdMs, steps, later, answered) => {
        const messages = messagesOf(createdMs, steps);
        const next = {
          direction: answered ? ("in" as const) : ("out" as const),
          at: at(Date.parse(messages.at(-1)?.at ?? at(createdMs)) + later + 60_000),
        };
        const before = clockStart(at(createdMs), messages);
        const after = clockStart(at(createdMs), [...messages, next]);
        const repliedLast = messages.at(-1)?.direction === "out";
        if (!answered) expect(after).toBe(next.at);
        else expect(after).toBe(repliedLast ? next.at : before);
        expect(clockStart(at(createdMs), [...messages].reverse())).toBe(before);
      }),
    );
  });
});
