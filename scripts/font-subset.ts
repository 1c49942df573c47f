/**
 * The characters kept in the subset fonts (scripts/build-fonts.ts): printable
 * ASCII, Latin-1 (names, countries), and the typographic marks the copy uses.
 * Anything else still shows, in the fallback system font.
 */
const ranges: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
];
const extras = "–—‘’‚“”„…•·′″€₹™→←↑↓×÷−≈≤≥";

export function fontSubsetText(): string {
  let text = "";
  for (const [from, to] of ranges) {
    for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  }
  return text + extras;
}

/** The same set as a CSS unicode-range, for the @font-face rules. */
export const fontSubsetUnicodeRange =
  "U+0020-007E, U+00A0-00FF, U+2013-2014, U+2018-201E, U+2022, U+2026, U+2032-2033, U+20AC, U+20B9, U+2122, U+2190-2193, U+00D7, U+00F7, U+2212, U+2248, U+2264-2265";
