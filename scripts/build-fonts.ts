/**
 * Subsets the display face (from the @fontsource-variable package,
 * SIL Open Font License) to the characters and weights the site uses, writing
 * app/assets/fonts/*.woff2 (committed). About 35 KB less to download on a
 * first visit than the packages' Latin files. Run after changing the list:
 *   npm run fonts
 * build-fonts.test.ts checks that every character the content uses is covered.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import subsetFont from "subset-font";
import { fontSubsetText } from "./font-subset";

const require = createRequire(import.meta.url);
const fonts = [
  {
    from: "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
    to: "space-grotesk-subset.woff2",
    weights: { min: 500, max: 700 },
  },
];

for (const font of fonts) {
  const source = readFileSync(require.resolve(font.from));
  const subset = await subsetFont(source, fontSubsetText(), {
    targetFormat: "woff2",
    variationAxes: { wght: font.weights },
  });
  const out = join(import.meta.dirname, "..", "app", "assets", "fonts", font.to);
  writeFileSync(out, subset);
  console.log(`${font.to}: ${source.length} -> ${subset.length} bytes`);
}
