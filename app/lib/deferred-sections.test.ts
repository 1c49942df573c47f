import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFERRED_SECTIONS, RENDER_ALL_SECTIONS_CSS, UNMARKED_SECTIONS } from "./deferred-sections";

const selectors = DEFERRED_SECTIONS.split(", ");

describe("deferred sections", () => {
  it("marks the same sections it defers", () => {
    expect(UNMARKED_SECTIONS.split(", ")).toEqual(
      selectors.map((selector) => `${selector}:not([data-rendered])`),
    );
  });

  it("renders every deferred section in the render-all stylesheet", () => {
    expect(RENDER_ALL_SECTIONS_CSS).toBe(
      `${selectors.join(", ")} { content-visibility: visible !important; }`,
    );
  });

  it("holds the selectors app.css skips rendering for", () => {
    const css = readFileSync(new URL("../styles/app.css", import.meta.url), "utf8");
    const rule = /([^{}]+)\{\s*content-visibility: auto;/.exec(css);
    expect(rule?.[1]?.split(",").map((part) => part.trim())).toEqual(UNMARKED_SECTIONS.split(", "));
  });
});
