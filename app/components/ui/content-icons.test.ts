import { describe, expect, it } from "vitest";
import { contentIcons } from "./content-icons";
import { iconNames, interfaceIconNames } from "./icon-names";
import * as illustrationIcons from "./icons";
import * as interfaceIcons from "./interface-icons";

describe("content icons", () => {
  it("have a component for every name a content file may use (run npm run icons after adding one)", () => {
    const missing = iconNames.filter((name) => typeof contentIcons[name] !== "function");
    expect(missing).toEqual([]);
  });

  it("come from the two generated modules, the interface's glyphs from their own", () => {
    expect(Object.keys(interfaceIcons)).toHaveLength(interfaceIconNames.length);
    expect(Object.keys(interfaceIcons).length + Object.keys(illustrationIcons).length).toBe(
      new Set(iconNames).size,
    );
  });
});
