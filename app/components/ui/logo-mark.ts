/**
 * The studio's mark, a faceted forge star on a rounded plate, in its own 40x40
 * space: drawn inline by <Logo> (header, footer), as the pages' icon (a data
 * URI: no request, drawn into a PNG by scripts/art), and by scripts/art into the
 * favicon files, the app icons and the share images. One geometry for all of them.
 */
import { PAGE_ICON_PNG_BASE64 } from "./page-icon.generated";
export const STAR_PATH = "M20 6.5 23.6 16.4 33.5 20 23.6 23.6 20 33.5 16.4 23.6 6.5 20 16.4 16.4Z";
export const MARK_GRADIENT = [
  [0, "#8be9fd"],
  [0.55, "#a98bff"],
  [1, "#ffb35c"],
] as const;
export const MARK_PLATE = { fill: "#0e1120", stroke: "#262c4d" } as const;
export const MARK_CORE = "#05060b";

export type MarkBackground = "rounded" | "full" | "none";

/** The mark's elements in its own 40x40 space, with a gradient id of your choosing. */
export function markElements(gradientId: string, background: MarkBackground = "rounded"): string {
  const stops = MARK_GRADIENT.map(
    ([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`,
  ).join("");
  const plate =
    background === "rounded"
      ? `<rect x="1" y="1" width="38" height="38" rx="11" fill="${MARK_PLATE.fill}" stroke="${MARK_PLATE.stroke}"/>`
      : background === "full"
        ? `<rect x="-20" y="-20" width="80" height="80" fill="${MARK_PLATE.fill}"/>`
        : "";
  return (
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">${stops}</linearGradient></defs>` +
    plate +
    `<path d="${STAR_PATH}" fill="url(#${gradientId})"/>` +
    `<circle cx="20" cy="20" r="3.2" fill="${MARK_CORE}"/>`
  );
}

/** A complete SVG document of the mark at the given pixel size. */
export function markSvg(
  size: number,
  background: MarkBackground = "rounded",
  viewBox = "0 0 40 40",
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${viewBox}">${markElements("mark-gradient", background)}</svg>`;
}

/** The mark as a favicon: scalable, without a fixed size (public/favicon.svg). */
export const markFavicon = markSvg(40).replace(' width="40" height="40"', "");

/**
 * The favicon as the pages link it: a data URI, so that no request precedes the
 * first paint, of a 32 px PNG of the mark (scripts/art/icons.ts says why not the SVG).
 */
export const markIconHref = `data:image/png;base64,${PAGE_ICON_PNG_BASE64}`;
