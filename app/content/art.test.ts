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

describe("icons and manifest", () => {
  it("draws the favicon with the same star and colours as the header's logo", () => {
    const favicon = readFileSync(publicFile("/favicon.svg"), "utf8");
    const logo = readFileSync(join(root, "app/assets/logo-mark.svg"), "utf8");
    const star = /<path\s+d="([^"]+)"/.exec(logo)?.[1];
    expect(star).toBeTruthy();
    expect(favicon).toContain(`d="${star}"`);
    for (const color of logo.match(/stop-color="#[0-9a-f]{6}"/g) ?? [])
      expect(favicon).toContain(color);
    expect(favicon).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it.each([
    ["/icons/apple-touch-icon.png", 180],
    ["/icons/icon-192.png", 192],
    ["/icons/icon-512.png", 512],
    ["/icons/icon-maskable-512.png", 512],
    [STUDIO_LOGO_IMAGE, 512],
  ] as const)("%s is a %i px square PNG", async (url, size) => {
    expect(await dimensions(url)).toMatchObject({ format: "png", width: size, height: size });
  });

  it("has a manifest whose icons exist at the sizes it declares", async () => {
    const manifest = JSON.parse(readFileSync(publicFile("/site.webmanifest"), "utf8")) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: "Nebula Forge Studios",
      short_name: "Nebula Forge",
      start_url: "/",
      display: "standalone",
      theme_color: "#05060b",
      background_color: "#05060b",
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(icon.type).toBe("image/png");
      expect(await dimensions(icon.src)).toMatchObject({ format: "png", width, height });
    }
  });

  it("has every icon and manifest file that the document head links to", () => {
    const rootModule = readFileSync(join(root, "app/root.tsx"), "utf8");
    const hrefs = [
      ...rootModule.matchAll(/rel: "(?:icon|apple-touch-icon|manifest)", href: "([^"]+)"/g),
    ].map((match) => match[1]!);
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    for (const href of hrefs) expect(existsSync(publicFile(href)), href).toBe(true);
  });
});
