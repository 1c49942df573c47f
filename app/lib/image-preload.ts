import type { MetaDescriptor } from "react-router";
import type { ImageView } from "./media.server";

/** Where a game page's key art sits in its hero: the screens 1024 px wide and wider. */
export const GAME_HERO_MEDIA = "(min-width: 1024px)";
/** `sizes` of the key art: the hero's right 60% on wide screens, full width below the text elsewhere. */
export const GAME_HERO_SIZES = `${GAME_HERO_MEDIA} 60vw, 100vw`;

/**
 * A `<link rel="preload">` for a picture at the top of a page on the screens
 * `media` matches: its best format's variants with the `<picture>`'s sizes, or
 * the file itself when it has no variants. Pictures are lazy (ui/content-image.tsx):
 * the preload starts the one above the fold early where it is above the fold.
 */
export function imagePreload(image: ImageView, sizes: string, media: string): MetaDescriptor {
  const [best] = image.sources;
  return best
    ? {
        tagName: "link",
        rel: "preload",
        as: "image",
        imageSrcSet: best.srcSet,
        imageSizes: sizes,
        type: best.type,
        media,
        fetchPriority: "high",
      }
    : {
        tagName: "link",
        rel: "preload",
        as: "image",
        href: image.src,
        media,
        fetchPriority: "high",
      };
}
