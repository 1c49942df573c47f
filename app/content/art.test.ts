import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  ART_HEIGHT,
  ART_WIDTH,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  STUDIO_LOGO_IMAGE,
  STUDIO_SHARE_IMAGE,
  artKeys,
  artSource,
  artVideos,
  artWidths,
  gameArtKeys,
  gameShareImage,
  videoSource,
} from "./art";
import { markFavicon, markIconHref, STAR_PATH } from "~/components/ui/logo-mark";

const root = fileURLToPath(new URL("../..", import.meta.url));
const publicFile = (url: string) => join(root, "public", url);

const KB = 1024;
const formats = ["avif", "webp"] as const;
const variants = artKeys.flatMap((key) =>
  artWidths.flatMap((width) => formats.map((format) => ({ key, width, format }))),
);

async function dimensions(url: string) {
  const path = publicFile(url);
  expect(existsSync(path), `${url} is missing (run npm run art)`).toBe(true);
  const meta = await sharp(path).metadata();
  return {
    format: meta.format,
    compression: meta.compression,
    width: meta.width,
    height: meta.height,
  };
}

describe("key art", () => {
  it.each(variants)(
    "$key at $width px exists as a $format image of that size",
    async ({ key, width, format }) => {
      const url = artSource(key, width, format);
      expect(statSync(publicFile(url)).size).toBeGreaterThan(1 * KB);
      const meta = await dimensions(url);
      if (format === "avif") {
        expect(meta.format).toBe("heif");
        expect(meta.compression).toBe("av1");
      } else {
        expect(meta.format).toBe("webp");
      }
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round((width * ART_HEIGHT) / ART_WIDTH));
    },
  );

  it.each(artKeys)("%s stays inside the size budget", (key) => {
    const size = (width: number, format: "avif" | "webp") =>
      statSync(publicFile(artSource(key, width, format))).size;
    expect(size(1600, "avif")).toBeLessThan(90 * KB);
    expect(size(480, "avif")).toBeLessThan(15 * KB);
    for (const width of artWidths) expect(size(width, "webp")).toBeLessThan(150 * KB);
  });
});

describe("looping clips", () => {
  it.each(artVideos)("%s has a muted WebM under 1 MB", (key) => {
    const path = publicFile(videoSource(key, "webm"));
    const data = readFileSync(path);
    expect(data.length).toBeGreaterThan(10 * KB);
    expect(data.length).toBeLessThan(1024 * KB);
    // EBML magic, a VP9 track and no audio track.
    expect(data.subarray(0, 4).toString("hex")).toBe("1a45dfa3");
    expect(data.includes("V_VP9")).toBe(true);
    expect(data.includes("A_OPUS") || data.includes("A_VORBIS")).toBe(false);
  });

  it.each(artVideos)("%s has a muted, fast-start MP4 under 1 MB", (key) => {
    const path = publicFile(videoSource(key, "mp4"));
    const data = readFileSync(path);
    expect(data.length).toBeGreaterThan(10 * KB);
    expect(data.length).toBeLessThan(1024 * KB);
    expect(data.subarray(4, 8).toString("latin1")).toBe("ftyp");
    expect(data.includes("avc1")).toBe(true);
    expect(data.includes("soun")).toBe(false);
    // +faststart: the index (moov) comes before the media data (mdat).
    const boxes: string[] = [];
    for (let offset = 0; offset + 8 <= data.length;) {
      const size = data.readUInt32BE(offset);
      boxes.push(data.subarray(offset + 4, offset + 8).toString("latin1"));
      if (size < 8) break;
      offset += size;
    }
    expect(boxes.indexOf("moov")).toBeGreaterThan(-1);
    expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));
  });
});

describe("share images", () => {
  it.each(gameArtKeys)("%s has a 1200x630 JPEG share image", async (key) => {
    const meta = await dimensions(gameShareImage(key));
    expect(meta).toMatchObject({
      format: "jpeg",
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
    });
    expect(statSync(publicFile(gameShareImage(key))).size).toBeLessThan(300 * KB);
  });

  it("has the studio card at 1200x630", async () => {
    const meta = await dimensions(STUDIO_SHARE_IMAGE);
    expect(meta).toMatchObject({
      format: "png",
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
    });
  });
});

describe("icons", () => {
  it("draws the favicon file with the same mark as the pages' inline icon and the header's logo", () => {
    const favicon = readFileSync(publicFile("/favicon.svg"), "utf8");
    expect(favicon.trim()).toBe(markFavicon);
    expect(favicon).toContain(`d="${STAR_PATH}"`);
  });

  it("links the pages' icon as a 32 px PNG of the mark, inline (no SVG document to build, no request)", async () => {
    const [prefix, base64] = markIconHref.split(",") as [string, string];
    expect(prefix).toBe("data:image/png;base64");
    const png = Buffer.from(base64, "base64");
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 32, height: 32 });
    // The same mark as the SVG: the plate's fill at a corner-free point, the core at the centre.
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 32 + x) * info.channels, (y * 32 + x) * info.channels + 3),
    ];
    expect(pixel(16, 16)).toEqual([5, 6, 11]); // MARK_CORE #05060b
    expect(pixel(4, 16)).toEqual([14, 17, 32]); // MARK_PLATE.fill #0e1120
  });

  it.each([
    ["/icons/apple-touch-icon.png", 180],
    ["/icons/icon-192.png", 192],
    [STUDIO_LOGO_IMAGE, 512],
  ] as const)("%s is a %i px square PNG", async (url, size) => {
    expect(await dimensions(url)).toMatchObject({ format: "png", width: size, height: size });
  });

  it("has every icon file that the document head links to, and no web app manifest", () => {
    const rootModule = readFileSync(join(root, "app/root.tsx"), "utf8");
    const hrefs = [...rootModule.matchAll(/rel: "apple-touch-icon", href: "([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(hrefs).toEqual(["/icons/apple-touch-icon.png"]);
    for (const href of hrefs) expect(existsSync(publicFile(href)), href).toBe(true);
    expect(rootModule).not.toContain('rel: "manifest"');
  });
});
