import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { artSource, artSrcSet } from "~/content/art";
import { GAME_HERO_MEDIA, GAME_HERO_SIZES, imagePreload } from "./image-preload";
import { publicMedia } from "./media.server";

describe("imagePreload", () => {
  it("preloads generated art's AVIF variants with the hero's sizes, at high priority, where the hero shows it", () => {
    const art = publicMedia().image(artSource("curse-of-blackvale", 1600, "webp"));
    expect(imagePreload(art, GAME_HERO_SIZES, GAME_HERO_MEDIA)).toEqual({
      tagName: "link",
      rel: "preload",
      as: "image",
      imageSrcSet: artSrcSet("curse-of-blackvale", "avif"),
      imageSizes: GAME_HERO_SIZES,
      type: "image/avif",
      media: "(min-width: 1024px)",
      fetchPriority: "high",
    });
    expect(artSrcSet("curse-of-blackvale", "avif")).toContain(
      "/art/curse-of-blackvale-1600.avif 1600w",
    );
  });

  it("preloads an upload without variants as its file", async () => {
    const scratch = mkdtempSync(join(tmpdir(), "preload-"));
    const png = await sharp({
      create: { width: 64, height: 36, channels: 3, background: "#000" },
    })
      .png()
      .toBuffer();
    writeFileSync(join(scratch, "upload.png"), png);
    expect(imagePreload(publicMedia(scratch).image("/upload.png"), "100vw", "all")).toEqual({
      tagName: "link",
      rel: "preload",
      as: "image",
      href: "/upload.png",
      media: "all",
      fetchPriority: "high",
    });
  });
});
