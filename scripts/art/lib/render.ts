/**
 * Rasterising scenes with sharp (librsvg) and encoding the published files.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import sharp from "sharp";
import { type Art, type ViewBox, FULL_VIEW, toSvg } from "./svg.ts";

/** A point in a looping clip: t in [0, 1), or null for the still key art. */
export interface Frame {
  t: number | null;
}

export type Scene = (frame: Frame) => Art;

export const STILL: Frame = { t: null };

/** Renders a scene to an RGB(A) PNG buffer of the given size. */
export async function renderPng(
  art: Art,
  width: number,
  height: number,
  view: ViewBox = FULL_VIEW,
): Promise<Buffer> {
  const svg = toSvg(art, width, height, view);
  return sharp(Buffer.from(svg), { limitInputPixels: false, unlimited: true })
    .flatten({ background: art.background })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Encoder settings for the published art, tuned for the size budget in docs/artwork.md. */
export const ENCODING = {
  avif: { quality: 62, effort: 3, chromaSubsampling: "4:2:0" },
  webp: { quality: 76, effort: 5, smartSubsample: true },
} as const;

export function writeFile(path: string, data: Buffer | string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
}
