import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import {
  ART_HEIGHT,
  ART_WIDTH,
  artKeyOfPath,
  artKeys,
  artSource,
  artSrcSet,
  artVideos,
  type ArtKey,
} from "~/content/art";
import {
  MANIFEST_FILE,
  RESIZABLE,
  VARIANT_FORMATS,
  variantPath,
  type ImageManifest,
} from "./image-variants";

/**
 * What the pages need to draw a picture or a video loop that the content
 * names by its path under public/ (a hero image, a picture in Markdown): its
 * size (so the layout never shifts) and its smaller variants.
 *
 *  - The generated artwork (/art/<key>-<width>.<avif|webp>) has every width
 *    in both formats (app/content/art.ts).
 *  - Uploads (/images/**) have the variants the build's image pipeline made
 *    (scripts/build-images.ts, image-variants.ts), found in its manifest. An
 *    upload the pipeline has not seen yet (in development, before the next
 *    build) is drawn as it is, with the size its file's header gives.
 *  - A video (.mp4 or .webm) plays every format of it that exists beside it,
 *    over its poster: the key art of a catalogue loop (/video/<key>.*), or a
 *    picture of the same name beside it.
 *
 * Server-only: it reads public/ (at build time, when pages are prerendered).
 */

export interface ImageSource {
  type: string;
  srcSet: string;
}

export interface ImageView {
  src: string;
  width?: number;
  height?: number;
  /** <source> elements of a <picture>, best format first; empty for a plain <img>. */
  sources: readonly ImageSource[];
}

export interface VideoView {
  sources: readonly { src: string; type: string }[];
  /** Shown until the loop plays, and instead of it under reduced motion. */
  poster?: ImageView;
}

export interface MediaResolver {
  image(path: string): ImageView;
  video(path: string): VideoView;
}

const VIDEO_TYPES = { webm: "video/webm", mp4: "video/mp4" } as const;
const POSTER_EXTENSIONS = ["avif", "webp", "jpg", "jpeg", "png"];

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

function readManifest(publicDir: string): ImageManifest | undefined {
  try {
    return JSON.parse(readFileSync(join(publicDir, MANIFEST_FILE), "utf8")) as ImageManifest;
  } catch {
    return undefined;
  }
}

const isArtKey = (key: string): key is ArtKey => (artKeys as readonly string[]).includes(key);

/** The media of public/ (the project's, or another folder in tests). */
export function publicMedia(publicDir = join(process.cwd(), "public")): MediaResolver {
  const manifest = readManifest(publicDir);
  const exists = (path: string) => existsSync(join(publicDir, decodeURIComponent(path)));

  /** An upload drawn as it is: its size from its header, when it has one (not an SVG). */
  function asItIs(path: string): ImageView {
    let size: { width: number; height: number } | undefined;
    try {
      size = imageSize(readFileSync(join(publicDir, decodeURIComponent(path))));
    } catch {
      size = undefined;
    }
    return { src: path, ...size, sources: [] };
  }

  function image(path: string): ImageView {
    const art = artKeyOfPath(path);
    if (art) {
      return {
        src: artSource(art, 800, "webp"),
        width: ART_WIDTH,
        height: ART_HEIGHT,
        sources: VARIANT_FORMATS.map((format) => ({
          type: `image/${format}`,
          srcSet: artSrcSet(art, format),
        })),
      };
    }
    const entry = manifest?.images[path];
    if (!entry) return asItIs(path);
    // A file changed since the last build: its variants are stale, use it as it is.
    const stat = statSync(join(publicDir, decodeURIComponent(path)), { throwIfNoEntry: false });
    if (!stat || stat.size !== entry.bytes || stat.mtimeMs !== entry.mtimeMs) return asItIs(path);
    const size = { width: entry.width, height: entry.height };
    if (!RESIZABLE.test(path) || entry.widths.length === 0)
      return { src: path, ...size, sources: [] };
    const fallback = entry.widths.find((width) => width >= 800) ?? entry.widths.at(-1)!;
    return {
      src: variantPath(path, fallback, "webp"),
      ...size,
      sources: VARIANT_FORMATS.map((format) => ({
        type: `image/${format}`,
        srcSet: entry.widths
          .map((width) => `${variantPath(path, width, format)} ${width}w`)
          .join(", "),
      })),
    };
  }

  function video(path: string): VideoView {
    const stem = path.replace(/\.(mp4|webm)$/i, "");
    const sources = (Object.keys(VIDEO_TYPES) as (keyof typeof VIDEO_TYPES)[])
      .map((format) => ({ src: `${stem}.${format}`, type: VIDEO_TYPES[format] }))
      .filter((source) => source.src === path || exists(source.src));
    const key = /^\/video\/([a-z0-9-]+)$/.exec(stem)?.[1];
    if (key && (artVideos as readonly string[]).includes(key) && isArtKey(key))
      return { sources, poster: image(artSource(key, 1600, "webp")) };
    const poster = POSTER_EXTENSIONS.map((extension) => `${stem}.${extension}`).find(exists);
    return { sources, ...(poster ? { poster: image(poster) } : {}) };
  }

  return { image, video };
}
