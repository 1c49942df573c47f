import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { iconFiles } from "./icons";

/** The images an ICO file lists: each entry's stated size, and the image it points to. */
function icoImages(file: Buffer) {
  expect(file.readUInt16LE(0)).toBe(0);
  expect(file.readUInt16LE(2)).toBe(1);
  return Array.from({ length: file.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    const length = file.readUInt32LE(entry + 8);
    const offset = file.readUInt32LE(entry + 12);
    return {
      width: file.readUInt8(entry) || 256,
      height: file.readUInt8(entry + 1) || 256,
      image: file.subarray(offset, offset + length),
    };
  });
}

describe("icons", () => {
  it("commits every icon file exactly as npm run art -- --only icons writes it", async () => {
    for (const { path, data } of await iconFiles())
      expect(readFileSync(path).equals(Buffer.from(data)), path).toBe(true);
  });

  it("gives /favicon.ico a 16, 32 and 48 px image, each the size its entry states", async () => {
    const images = icoImages(readFileSync("public/favicon.ico"));
    expect(images.map((image) => image.width)).toEqual([16, 32, 48]);
    for (const { width, height, image } of images) {
      const metadata = await sharp(image).metadata();
      expect(metadata.format).toBe("png");
      expect([metadata.width, metadata.height]).toEqual([width, height]);
    }
  });
});
