import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pathKey, trimTrailingSlashes } from "./paths";

const paths = fc.array(fc.constantFrom("/", "a", "B", "é", "-", "%2F", "."), { maxLength: 30 });

describe("pathKey", () => {
  it("spells one page one way: case and trailing slashes do not matter", () => {
    expect(pathKey("/Products/Gaming/")).toBe("/products/gaming");
    expect(pathKey("/products/gaming")).toBe("/products/gaming");
    expect(pathKey("/")).toBe("/");
    expect(pathKey("///")).toBe("/");
  });

  it("is idempotent, never ends in a slash but for the root, and ignores case", () => {
    fc.assert(
      fc.property(paths, (parts) => {
        const path = `/${parts.join("")}`;
        const key = pathKey(path);
        expect(pathKey(key)).toBe(key);
        expect(key === "/" || !key.endsWith("/")).toBe(true);
        expect(pathKey(path.toUpperCase())).toBe(key);
        expect(pathKey(`${path}///`)).toBe(key);
      }),
    );
  });
});

describe("trimTrailingSlashes", () => {
  it("keeps everything before the trailing slashes", () => {
    fc.assert(
      fc.property(paths, fc.nat(20), (parts, slashes) => {
        const path = `/${parts.join("")}`;
        const trimmed = trimTrailingSlashes(`${path}${"/".repeat(slashes)}`);
        expect(path.startsWith(trimmed)).toBe(true);
        expect(trimmed === "/" || !trimmed.endsWith("/")).toBe(true);
      }),
    );
  });
});
