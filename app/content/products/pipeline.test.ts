import { describe, expect, it } from "vitest";
import { loadContent } from "../load.server";
import { gamingCatalogueView } from "./views.server";

const content = loadContent();

describe("the game pipeline (spec section 3)", () => {
  it("lists the spec's upcoming titles with their quarters, in the spec's order", () => {
    const upcoming = content.pipeline.filter((item) => item.horizon === "upcoming");
    const spec = [
      ["Beyonders", "Q4 2026"],
      ["The Unknown", "Q3 2026"],
      ["Ananta: Secrets of the Infinite", "Q2 2026"],
      ["Metropolis: Zero Hour", "Q4 2026"],
      ["Echelon: The Silent Rise", "Q2 2026"],
      ["Black Meridian: Ground Zero", "Q4 2026"],
    ];
    const listed = upcoming.map((item) => [item.title, item.quarter]);
    expect(listed).toEqual(expect.arrayContaining(spec));
    const positions = spec.map(([title]) => upcoming.findIndex((item) => item.title === title));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("lists the spec's long-term titles, all from 2027 on", () => {
    const longTerm = content.pipeline.filter((item) => item.horizon === "long-term");
    expect(longTerm.map((item) => [item.title, item.quarter])).toEqual(
      expect.arrayContaining([
        ["The Unsung Warrior: Agnivarma", "Q1 2027"],
        ["Antariksh Yatra", "Q3 2027"],
        ["Black Meridian: Red Skies", "Q4 2027"],
      ]),
    );
    for (const item of longTerm)
      expect(Number(item.quarter.slice(-4)), item.file).toBeGreaterThanOrEqual(2027);
  });

  it("shows each project in the section of its horizon, with its own art", () => {
    const view = gamingCatalogueView(content);
    const shown = [...view.pipeline.items, ...view.vision.items];
    expect(shown.map((item) => item.file).sort()).toEqual(
      content.pipeline.map((item) => item.file).sort(),
    );
    expect(view.pipeline.items.every((item) => item.horizon === "upcoming")).toBe(true);
    expect(view.vision.items.every((item) => item.horizon === "long-term")).toBe(true);
    const images = content.pipeline.map((item) => item.image);
    expect(new Set(images).size).toBe(images.length);
  });
});
