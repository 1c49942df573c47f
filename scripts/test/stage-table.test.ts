import { describe, expect, it } from "vitest";
import { clock, formatStageTable, groupStartingAt } from "./stage-table";

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

describe("npm test -- --from", () => {
  const groups = [
    [{ name: "preflight", script: "preflight" }],
    [
      { name: "typecheck", script: "typecheck" },
      { name: "lint", script: "lint" },
    ],
    [{ name: "unit and integration", script: "test:unit" }],
    [{ name: "end-to-end", script: "test:e2e" }],
  ];

  it("starts at the group of a stage named by its name's start or by its script", () => {
    expect(groupStartingAt(groups, "lint")).toBe(1);
    expect(groupStartingAt(groups, "unit")).toBe(2);
    expect(groupStartingAt(groups, "e2e")).toBe(3);
    expect(groupStartingAt(groups, "end-to-end")).toBe(3);
    expect(groupStartingAt(groups, "lighthouse")).toBe(-1);
  });
});
