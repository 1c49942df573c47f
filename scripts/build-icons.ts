/**
 * Regenerates app/components/ui/icons.svg, the SVG sprite behind <Icon>, from
 * lucide-static (ISC licence) for every name in icon-names.ts. Brand glyphs,
 * which lucide does not ship, are drawn here in the same 24px stroke style.
 * Run: npm run icons
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { iconNames } from "../app/components/ui/icon-names.ts";

const require = createRequire(import.meta.url);
const lucideDir = join(dirname(require.resolve("lucide-static/package.json")), "icons");

const brandGlyphs: Record<string, string> = {
  linkedin:
    '<rect x="2" y="2" width="20" height="20" rx="4"/><path d="M8 11v6M8 7.5v.01M12 17v-6M12 13.5c0-1.5 1-2.5 2.5-2.5S17 12 17 13.5V17"/>',
  "x-brand": '<path d="M4 4l6.5 8.5L4 20h2l5.4-6.2L16 20h4l-6.8-9L19.5 4h-2l-5 5.8L8 4z"/>',
  youtube:
    '<path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49 49 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49 49 0 0 1-16.2 0A2 2 0 0 1 2.5 17"/><path d="m10 15 5-3-5-3z"/>',
  instagram:
    '<rect x="2" y="2" width="20" height="20" rx="5"/><circle cx="12" cy="12" r="4"/><path d="M17.5 6.5h.01"/>',
};

function symbolBody(name: string): string {
  const brand = brandGlyphs[name];
  if (brand) return brand;
  const svg = readFileSync(join(lucideDir, `${name}.svg`), "utf8");
  const inner = svg.slice(svg.indexOf(">", svg.indexOf("<svg")) + 1, svg.lastIndexOf("</svg>"));
  return inner
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("");
}

const symbols = [...new Set(iconNames)]
  .sort()
  .map((name) => `<symbol id="${name}" viewBox="0 0 24 24">${symbolBody(name)}</symbol>`);

const sprite = `<svg xmlns="http://www.w3.org/2000/svg" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><defs>\n${symbols.join("\n")}\n</defs></svg>\n`;
const out = join(import.meta.dirname, "../app/components/ui/icons.svg");
writeFileSync(out, sprite);
console.log(`wrote ${symbols.length} icons to ${out} (${sprite.length} bytes)`);
