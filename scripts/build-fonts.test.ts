import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fontSubsetText, fontSubsetUnicodeRange } from "./font-subset";

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const ranges = fontSubsetUnicodeRange.split(",").map((part) => {
  const [from, to] = part.trim().replace("U+", "").split("-");
  return [parseInt(from!, 16), parseInt(to ?? from!, 16)] as const;
});
const inRange = (code: number) => ranges.some(([from, to]) => code >= from && code <= to);

describe("the subset display font", () => {
  it("cover every character the site's copy uses", () => {
    const kept = new Set(fontSubsetText());
    const missing = new Set<string>();
    const sources = filesUnder("app").filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\./.test(f));
    for (const file of sources) {
      for (const char of readFileSync(file, "utf8")) {
        if (char.codePointAt(0)! > 0x7e && char !== "\n" && !kept.has(char)) missing.add(char);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it("declare a unicode-range that matches the subset", () => {
    for (const char of fontSubsetText()) expect(inRange(char.codePointAt(0)!), char).toBe(true);
    const css = readFileSync("app/styles/fonts.css", "utf8").replace(/\s+/g, " ");
    expect(css.split(`unicode-range: ${fontSubsetUnicodeRange};`)).toHaveLength(2);
  });

  it("are committed and small", () => {
    for (const file of ["space-grotesk-subset.woff2"]) {
      const size = statSync(join("app/assets/fonts", file)).size;
      expect(size).toBeGreaterThan(5_000);
      expect(size).toBeLessThan(32_000);
    }
  });
});
