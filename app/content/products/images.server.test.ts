import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { artKeys, artPath, artSource } from "../art";
import { imageSize, picture } from "./images.server";

const scratch = mkdtempSync(join(tmpdir(), "images-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

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

describe("picture", () => {
  it("maps every width and format of the generated art back to its key", () => {
    for (const key of artKeys) {
      expect(picture(artPath(key))).toEqual({ kind: "art", art: key });
      expect(picture(artSource(key, 480, "avif"))).toEqual({ kind: "art", art: key });
    }
  });

  it("draws any other image as it is, with its own size", async () => {
    await blank().png().toFile(join(scratch, "upload.png"));
    expect(picture("/upload.png", scratch)).toEqual({
      kind: "file",
      src: "/upload.png",
      width: 321,
      height: 123,
    });
    // Not a width the art is made at, not a key of the manifest: plain files.
    await blank().webp().toFile(join(scratch, "hyperflight-arena-999.webp"));
    expect(picture("/hyperflight-arena-999.webp", scratch).kind).toBe("file");
    expect(picture("/art/unknown-key-1600.webp", scratch)).toMatchObject({ kind: "file" });
  });

  it("gives an image whose size cannot be read the 16:9 size of the art", () => {
    writeFileSync(join(scratch, "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    expect(picture("/logo.svg", scratch)).toEqual({
      kind: "file",
      src: "/logo.svg",
      width: 1600,
      height: 900,
    });
  });
});
