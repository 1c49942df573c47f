import type { MetaDescriptor } from "react-router";
import { artSrcSet, type ArtKey } from "~/content/art";

/** `sizes` of the key art in a game page's hero: full width on phones, two thirds on wide screens. */
export const GAME_HERO_SIZES = "(min-width: 1024px) 60vw, 100vw";

/**
 * A `<link rel="preload">` for the AVIF variants of an above-the-fold ArtImage,
 * for a route's `meta` export. The srcset and sizes match the `<picture>`'s AVIF
 * source, so the browser reuses the preloaded file; browsers without AVIF skip it.
 */
export function artPreload(art: ArtKey, sizes: string): MetaDescriptor {
  return {
    tagName: "link",
    rel: "preload",
    as: "image",
    imageSrcSet: artSrcSet(art, "avif"),
    imageSizes: sizes,
    type: "image/avif",
    fetchPriority: "high",
  };
}
