import { describe, expect, it } from "vitest";
import { pipelineArtKeys } from "../art";
import { longTermVision, upcomingPipeline } from "./pipeline";

describe("the game pipeline (spec section 3)", () => {
  it("lists the six upcoming titles with their quarters, in order", () => {
    expect(upcomingPipeline.map((item) => [item.title, item.quarter])).toEqual([
      ["Beyonders", "Q4 2026"],
      ["The Unknown", "Q3 2026"],
      ["Ananta: Secrets of the Infinite", "Q2 2026"],
      ["Metropolis: Zero Hour", "Q4 2026"],
      ["Echelon: The Silent Rise", "Q2 2026"],
      ["Black Meridian: Ground Zero", "Q4 2026"],
    ]);
  });

  it("lists the three long-term titles from 2027", () => {
    expect(longTermVision.map((item) => [item.title, item.quarter])).toEqual([
      ["The Unsung Warrior: Agnivarma", "Q1 2027"],
      ["Antariksh Yatra", "Q3 2027"],
      ["Black Meridian: Red Skies", "Q4 2027"],
    ]);
    for (const item of longTermVision)
      expect(Number(item.quarter.slice(-4))).toBeGreaterThanOrEqual(2027);
  });

  it("gives each title its own concept art, in the art manifest's order", () => {
    expect([...upcomingPipeline, ...longTermVision].map((item) => item.image)).toEqual([
      ...pipelineArtKeys,
    ]);
  });

  it("describes every title", () => {
    for (const item of [...upcomingPipeline, ...longTermVision]) {
      expect(item.description.length, item.title).toBeGreaterThan(60);
      expect(item.genre.trim(), item.title).not.toBe("");
    }
  });
});
