import { describe, expect, it } from "vitest";
import { clock, formatStageTable } from "./stage-table";

describe("the closing table of npm test", () => {
  it("shows minutes and seconds rounded to the second", () => {
    expect(clock(0)).toBe("0:00");
    expect(clock(59.6)).toBe("1:00");
    expect(clock(61.2)).toBe("1:01");
    expect(clock(725)).toBe("12:05");
  });

  it("lists each stage with its time and outcome, then the total", () => {
    const table = formatStageTable(
      [
        { name: "typecheck", seconds: 12.2, ok: true },
        { name: "end-to-end", seconds: 301, ok: false },
      ],
      330,
    );
    expect(table.split("\n")).toEqual([
      "stage         m:ss",
      "typecheck     0:12  passed",
      "end-to-end    5:01  FAILED",
      "total         5:30  1 stage(s) failed",
    ]);
  });
});
