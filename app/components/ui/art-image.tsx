import { ART_HEIGHT, ART_WIDTH, artSource, artSrcSet, type ArtKey } from "~/content/art";

interface ArtImageProps {
  art: ArtKey;
  /** Required: what the picture shows, for people who cannot see it. */
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  className?: string;
}

/**
 * Generated artwork as AVIF with a WebP fallback, width variants, and explicit
 * width and height (16:9) so the layout never shifts. Lazy: no page's largest
 * paint is a picture (its frame is `after-first-paint`, app.css).
 */
export function ArtImage({ art, alt, sizes, className }: ArtImageProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={artSrcSet(art, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={artSrcSet(art, "webp")} sizes={sizes} />
      <img
        src={artSource(art, 800, "webp")}
        alt={alt}
        width={ART_WIDTH}
        height={ART_HEIGHT}
        loading="lazy"
        decoding="async"
        className={className}
      />
    </picture>
  );
}
