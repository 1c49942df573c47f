import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cursorText, MAX_ID, readCursor } from "./cursor";

describe("a page link's cursor", () => {
  it("reads back what it wrote, to the microsecond", () => {
    for (const at of [
      "2026-11-30T09:15:00Z",
      "2026-11-30T09:15:00.123Z",
      "2026-02-28T23:59:59.999999Z",
    ]) {
      const cursor = { at, id: 4711 };
      expect(readCursor(cursorText(cursor))).toEqual(cursor);
    }
  });

  it("refuses what is not a real instant and an id PostgreSQL's integer holds", () => {
    for (const text of [
      "",
      "4711",
      "2026-11-30T09:15:00Z",
      "2026-11-30T09:15:00Z_",
      "2026-11-30T09:15:00Z_0",
      "2026-11-30T09:15:00Z_-1",
      "2026-11-30T09:15:00Z_01",
      `2026-11-30T09:15:00Z_${MAX_ID + 1}`,
      "2026-02-30T09:15:00Z_1",
      "2026-11-30T24:00:00Z_1",
      "2026-11-30T09:60:00Z_1",
      "2026-11-30T09:15:00.1234567Z_1",
      "2026-11-30T09:15:00+01:00_1",
      "1999-12-31T23:59:59Z_1",
      "2026-11-30 09:15:00Z_1",
      "2026-11-30T09:15:00Z_1 ",
      "2026-11-30T09:15:00Z_1' OR '1'='1",
    ]) {
      expect(readCursor(text), text).toBeUndefined();
    }
    expect(readCursor(`2026-11-30T09:15:00Z_${MAX_ID}`)?.id).toBe(MAX_ID);
  });

  it("gives a cursor that reads back the same, or nothing, whatever the string", () => {
    let cursors = 0;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 60 }),
          fc.string({ unit: "grapheme", maxLength: 40 }),
          fc
            .tuple(
              fc.date({
                noInvalidDate: true,
                min: new Date("1990-01-01T00:00:00Z"),
                max: new Date("2100-01-01T00:00:00Z"),
              }),
              fc.integer({ min: -5, max: 2 ** 32 }),
            )
            .map(([date, id]) => `${date.toISOString()}_${id}`),
        ),
        (text) => {
          const cursor = readCursor(text);
          if (cursor === undefined) return;
          cursors += 1;
          expect(cursor.id).toBeGreaterThan(0);
          expect(cursor.id).toBeLessThanOrEqual(MAX_ID);
          expect(Number.isNaN(new Date(cursor.at).getTime())).toBe(false);
          expect(readCursor(cursorText(cursor))).toEqual(cursor);
        },
      ),
      { numRuns: 2000 },
    );
    // The generator made real cursors too, not only refusals.
    expect(cursors).toBeGreaterThan(50);
  });
});
