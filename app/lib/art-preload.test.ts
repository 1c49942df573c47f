import { describe, expect, it } from "vitest";
import { artSrcSet } from "~/content/art";
import { artPreload, GAME_HERO_SIZES } from "./art-preload";

describe("artPreload", () => {
  it("preloads the AVIF variants of the art with the hero's sizes, at high priority", () => {
    expect(artPreload("curse-of-blackvale", GAME_HERO_SIZES)).toEqual({
      tagName: "link",
      rel: "preload",
      as: "image",
      imageSrcSet: artSrcSet("curse-of-blackvale", "avif"),
      imageSizes: GAME_HERO_SIZES,
      type: "image/avif",
      fetchPriority: "high",
    });
    expect(artSrcSet("curse-of-blackvale", "avif")).toContain(
      "/art/curse-of-blackvale-1600.avif 1600w",
    );
  });
});
