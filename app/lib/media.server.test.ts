import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { artKeys, artPath, artSource, artSrcSet } from "~/content/art";
import { emptyManifest, MANIFEST_FILE, variantPath, variantWidths } from "./image-variants";
import { imageSize, publicMedia } from "./media.server";

const dir = mkdtempSync(join(tmpdir(), "media-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function put(path: string, data = "x") {
  const file = join(dir, path);
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, data);
  return statSync(file);
}

const upload = put("images/news/launch.png", "a png");
const changed = put("images/news/changed.png", "new bytes");
put("video/clip.mp4");
put("video/clip.jpg");
put("video/lonely.webm");
const manifest = emptyManifest();
manifest.images["/images/news/launch.png"] = {
  width: 1000,
  height: 500,
  bytes: upload.size,
  mtimeMs: upload.mtimeMs,
  widths: variantWidths(1000),
};
manifest.images["/images/news/changed.png"] = {
  width: 2000,
  height: 1000,
  bytes: changed.size + 1,
  mtimeMs: changed.mtimeMs,
  widths: variantWidths(2000),
};
put(MANIFEST_FILE, JSON.stringify(manifest));
const media = publicMedia(dir);

const blank = () =>
  sharp({ create: { width: 321, height: 123, channels: 3, background: "#336699" } });

describe("imageSize", () => {
  it.each([
    ["png", () => blank().png()],
    ["jpeg", () => blank().jpeg()],
    ["progressive jpeg", () => blank().jpeg({ progressive: true })],
    ["lossy webp", () => blank().webp()],
    ["lossless webp", () => blank().webp({ lossless: true })],
    ["gif", () => blank().gif()],
    ["avif", () => blank().avif()],
  ] as const)("reads the size of a %s", async (_format, encode) => {
    expect(imageSize(await encode().toBuffer())).toEqual({ width: 321, height: 123 });
  });

  it("reads an extended WebP (with transparency)", async () => {
    const data = await sharp({
      create: {
        width: 300,
        height: 200,
        channels: 4,
        background: { r: 0, g: 0, b: 0, alpha: 0.5 },
      },
    })
      .webp({ quality: 50, alphaQuality: 50 })
      .toBuffer();
    expect(imageSize(data)).toEqual({ width: 300, height: 200 });
  });

  it("knows nothing of other files", () => {
    expect(imageSize(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeUndefined();
    expect(imageSize(Buffer.alloc(0))).toBeUndefined();
  });
});

describe("image variants", () => {
  it("never enlarges: widths up to the original, capped at the largest variant", () => {
    expect(variantWidths(1000)).toEqual([480, 800, 1000]);
    expect(variantWidths(3000)).toEqual([480, 800, 1200, 1600]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it("keeps the original's extension in the variant's name", () => {
    expect(variantPath("/images/news/a.png", 800, "webp")).toBe("/img/news/a-png-800.webp");
    expect(variantPath("/images/news/a.JPG", 480, "avif")).toBe("/img/news/a-jpg-480.avif");
  });
});

describe("publicMedia", () => {
  it("draws the generated artwork with every width in AVIF and WebP", () => {
    const view = media.image("/art/beyonders-1600.webp");
    expect(view).toMatchObject({ src: "/art/beyonders-800.webp", width: 1600, height: 900 });
    expect(view.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(view.sources[0]?.srcSet).toContain("/art/beyonders-480.avif 480w");
  });

  it("draws an upload with the variants and size the build recorded", () => {
    const view = media.image("/images/news/launch.png");
    expect(view).toMatchObject({ width: 1000, height: 500, src: "/img/news/launch-png-800.webp" });
    expect(view.sources[1]?.srcSet).toBe(
      "/img/news/launch-png-480.webp 480w, /img/news/launch-png-800.webp 800w, /img/news/launch-png-1000.webp 1000w",
    );
  });

  it("draws an upload the build has not seen, or that changed since, as it is", () => {
    expect(media.image("/images/news/new.png")).toEqual({
      src: "/images/news/new.png",
      sources: [],
    });
    expect(media.image("/images/news/changed.png")).toEqual({
      src: "/images/news/changed.png",
      sources: [],
    });
  });

  it("gives an upload the build has not seen the size its header says (no layout shift in development)", async () => {
    await blank()
      .png()
      .toFile(join(dir, "images", "fresh.png"));
    expect(media.image("/images/fresh.png")).toEqual({
      src: "/images/fresh.png",
      width: 321,
      height: 123,
      sources: [],
    });
  });

  it("draws every width and format of the generated art as the art, and nothing else", () => {
    for (const key of artKeys)
      for (const path of [artPath(key), artSource(key, 480, "avif")])
        expect(media.image(path).sources.map((source) => source.srcSet)).toEqual([
          artSrcSet(key, "avif"),
          artSrcSet(key, "webp"),
        ]);
    // Not a width the art is made at, not a key of the art: plain files.
    expect(media.image("/art/hyperflight-arena-999.webp").sources).toEqual([]);
    expect(media.image("/art/unknown-key-1600.webp").sources).toEqual([]);
  });

  it("plays every format of a video that exists, over a picture of the same name", () => {
    expect(media.video("/video/clip.mp4")).toEqual({
      sources: [{ src: "/video/clip.mp4", type: "video/mp4" }],
      poster: { src: "/video/clip.jpg", sources: [] },
    });
    expect(media.video("/video/lonely.webm")).toEqual({
      sources: [{ src: "/video/lonely.webm", type: "video/webm" }],
    });
  });

  it("gives a catalogue loop its key art as poster", () => {
    const view = publicMedia().video("/video/hyperflight-arena.mp4");
    expect(view.sources.map((source) => source.type)).toEqual(["video/webm", "video/mp4"]);
    expect(view.poster).toMatchObject({ src: "/art/hyperflight-arena-800.webp", width: 1600 });
  });
});
