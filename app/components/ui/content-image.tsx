import type { ImageView } from "~/lib/media.server";

interface ContentImageProps {
  /** From the loader (media.server.ts): the file, its size and its variants. */
  image: ImageView;
  /** What the picture shows; "" when it only decorates (a card repeating its title). */
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn at each breakpoint. */
  sizes: string;
  className?: string;
}

/**
 * A picture the content names by its path (a post's hero, an upload): AVIF and
 * WebP variants with widths when the build made them, its width and height so
 * the layout never shifts. The generated artwork comes out as `ArtImage` draws it.
 * Lazy: no page's largest paint is a picture (its frame is `after-first-paint`,
 * app.css); a picture above the fold on wide screens has a preload for them
 * (lib/image-preload.ts).
 */
export function ContentImage({ image, alt, sizes, className }: ContentImageProps) {
  const img = (
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
