import { describe, expect, it } from "vitest";
import { platformLabel } from "./format";

describe("platformLabel", () => {
  it("joins platforms as a phrase", () => {
    expect(platformLabel(["PC"])).toBe("PC");
    expect(platformLabel(["PC", "Mobile"])).toBe("PC & Mobile");
    expect(platformLabel(["PC", "Console", "Mobile"])).toBe("PC, Console & Mobile");
    expect(platformLabel([])).toBe("");
  });
});
