import { ArtImage } from "~/components/ui/art-image";
import type { Picture } from "~/content/products/images.server";

interface ContentImageProps {
  picture: Picture;
  /** Required: what the picture shows, for people who cannot see it. */
  alt: string;
  /** How wide the image is drawn at each breakpoint (generated art picks its width from it). */
  sizes: string;
  /** Above-the-fold: eager, high fetch priority. Everything else is lazy. */
  priority?: boolean;
  className?: string;
}

/**
 * An image of the content: generated art as AVIF and WebP at every width
 * (ArtImage), any other file (an upload through /admin) as it is, with its
 * own width and height so the layout never shifts.
 */
export function ContentImage({
  picture,
  alt,
  sizes,
  priority = false,
  className,
}: ContentImageProps) {
  if (picture.kind === "art")
    return (
      <ArtImage
        art={picture.art}
        alt={alt}
        sizes={sizes}
        priority={priority}
        className={className}
      />
    );
  return (
    <img
      src={picture.src}
      alt={alt}
      width={picture.width}
      height={picture.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding={priority ? "sync" : "async"}
      className={className}
    />
  );
}
