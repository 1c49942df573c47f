import type { MetaDescriptor } from "react-router";
import type { ImageView } from "./media.server";

/** `sizes` of the key art in a game page's hero: full width on phones, two thirds on wide screens. */
export const GAME_HERO_SIZES = "(min-width: 1024px) 60vw, 100vw";

/**
 * A `<link rel="preload">` for the picture at the top of a page (its largest
 * paint): its best format's variants with the `<picture>`'s sizes, or the file
 * itself when it has no variants.
 */
export function imagePreload(image: ImageView, sizes: string): MetaDescriptor {
  const [best] = image.sources;
  return best
    ? {
        tagName: "link",
        rel: "preload",
        as: "image",
        imageSrcSet: best.srcSet,
        imageSizes: sizes,
        type: best.type,
        fetchPriority: "high",
      }
    : { tagName: "link", rel: "preload", as: "image", href: image.src, fetchPriority: "high" };
}
