import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ART_HEIGHT, ART_WIDTH, artKeyOfPath, type ArtKey } from "../art";

/**
 * An image of the content as a view draws it: a piece of the generated art
 * (AVIF and WebP at every width, app/content/art.ts), or any other file under
 * public/ (an upload through /admin), drawn as it is with its own size.
 */
export type Picture =
  { kind: "art"; art: ArtKey } | { kind: "file"; src: string; width: number; height: number };

/** Width and height of a PNG, GIF, JPEG, WebP or AVIF file from its header; undefined otherwise. */
export function imageSize(data: Buffer): { width: number; height: number } | undefined {
  const ascii = (start: number, end: number) => data.toString("latin1", start, end);
  if (data.length >= 24 && ascii(1, 4) === "PNG")
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  if (data.length >= 10 && ascii(0, 3) === "GIF")
    return { width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
  if (data.length >= 30 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") {
    const chunk = ascii(12, 16);
    if (chunk === "VP8 ")
      return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
    if (chunk === "VP8L") {
      const bits = data.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === "VP8X")
      return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
    return undefined;
  }
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8) {
    // JPEG: walk the segments to the first start-of-frame marker.
    for (let offset = 2; offset + 9 < data.length;) {
      if (data[offset] !== 0xff) return undefined;
      const marker = data[offset + 1]!;
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
        return { width: data.readUInt16BE(offset + 7), height: data.readUInt16BE(offset + 5) };
      offset += 2 + data.readUInt16BE(offset + 2);
    }
    return undefined;
  }
  if (data.length >= 12 && ascii(4, 8) === "ftyp") {
    // AVIF (HEIF): the image's spatial extent ("ispe") property.
    const ispe = data.indexOf("ispe", 0, "latin1");
    if (ispe > 0 && ispe + 16 <= data.length)
      return { width: data.readUInt32BE(ispe + 8), height: data.readUInt32BE(ispe + 12) };
  }
  return undefined;
}

/**
 * The picture behind an image path of the content. An upload whose size
 * cannot be read (an SVG, a file missing from this build) is given the art's
 * 16:9 size: every products view draws its pictures in 16:9 boxes.
 */
export function picture(path: string, publicDir = join(process.cwd(), "public")): Picture {
  const art = artKeyOfPath(path);
  if (art) return { kind: "art", art };
  let size: { width: number; height: number } | undefined;
  try {
    size = imageSize(readFileSync(join(publicDir, decodeURIComponent(path))));
  } catch {
    size = undefined;
  }
  return { kind: "file", src: path, ...(size ?? { width: ART_WIDTH, height: ART_HEIGHT }) };
}
