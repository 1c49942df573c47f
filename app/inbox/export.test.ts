import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell } from "./export.server";

/** A minimal RFC 4180 reader of one cell, to check what a spreadsheet would see. */
function readCell(cell: string): string {
  return cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
}

describe("the inbox's CSV cells", () => {
  it("never start with a formula character, and read back as the value (after the apostrophe)", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.constantFrom("", "=", "+", "-", "@", "\t", "\r"),
        (text, lead) => {
          const value = `${lead}${text}`;
          const read = readCell(csvCell(value));
          expect(read).not.toMatch(/^[=+\-@\t\r]/);
          expect(read.replace(/^'(?=[=+\-@\t\r])/, "")).toBe(value);
        },
      ),
    );
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
  });
});
