import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_ID, parseId } from "./ids";

describe("row ids from outside input", () => {
  it("takes 1 to 2^31-1 written plainly, and nothing else, whatever the text", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 20 }),
          fc.bigInt({ min: -10n, max: 10n ** 12n }).map(String),
          fc.integer({ min: 1, max: MAX_ID }).map((n) => ` ${n}`),
        ),
        (text) => {
          const id = parseId(text);
          if (id === undefined) return;
          expect(Number.isInteger(id)).toBe(true);
          expect(id).toBeGreaterThanOrEqual(1);
          expect(id).toBeLessThanOrEqual(MAX_ID);
          expect(String(id)).toBe(text);
        },
      ),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ID }), (n) => {
        expect(parseId(String(n))).toBe(n);
      }),
    );
  });

  it("refuses what PostgreSQL's integer cannot hold, and other shapes", () => {
    for (const text of [
      "2147483648",
      "9999999999",
      "0",
      "-1",
      "01",
      "1e3",
      "1.0",
      "",
      " 1",
      "0x10",
    ]) {
      expect(parseId(text), text).toBeUndefined();
    }
    expect(parseId(undefined)).toBeUndefined();
    expect(parseId("2147483647")).toBe(2_147_483_647);
  });
});
