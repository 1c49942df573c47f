import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSafeLine } from "../contact/text";
import { defaultPasskeyName, PASSKEY_NAME_MAX, readPasskeyName } from "./passkey-name";

describe("a passkey's name", () => {
  it("is one line of plain text up to the maximum, or refused with a message, whatever was typed", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 90 }), fc.string({ unit: "grapheme", maxLength: 70 })),
        (typed) => {
          const read = readPasskeyName(typed);
          if ("name" in read) {
            expect(read.name).toBe(read.name.trim());
            expect(read.name.length).toBeGreaterThan(0);
            expect([...read.name].length).toBeLessThanOrEqual(PASSKEY_NAME_MAX);
            expect(isSafeLine(read.name)).toBe(true);
            // Read again, it is the same name: what is stored reads back as itself.
            expect(readPasskeyName(read.name)).toEqual(read);
          } else if ("error" in read) {
            expect(read.error).toMatch(/^A passkey's name /);
          } else {
            expect(typed.trim().replace(/[ \t\u00a0]+/g, "")).toBe("");
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("refuses line breaks, controls and bidirectional overrides; keeps spaces single", () => {
    expect(readPasskeyName("  Work   laptop ")).toEqual({ name: "Work laptop" });
    expect(readPasskeyName("Ordinateur de l’atelier")).toEqual({ name: "Ordinateur de l’atelier" });
    expect("error" in readPasskeyName("Work\nlaptop")).toBe(true);
    expect("error" in readPasskeyName("\u202egnp.exe")).toBe(true);
    expect("error" in readPasskeyName("x".repeat(PASSKEY_NAME_MAX + 1))).toBe(true);
    expect(readPasskeyName("")).toEqual({ empty: true });
    expect(readPasskeyName(null)).toEqual({ empty: true });
  });

  it("says what it is and when, when the person gave none", () => {
    const at = Date.UTC(2026, 10, 27);
    expect(defaultPasskeyName("multiDevice", at)).toBe("Synced passkey added 2026-11-27");
    expect(defaultPasskeyName(null, at)).toBe("Passkey added 2026-11-27");
  });
});
