/**
 * The build's image pipeline (scripts/build-images.ts), as the pages read it:
 * every picture uploaded under public/images/ gets AVIF and WebP copies at
 * the widths below (never wider than the original) under public/img/, and a
 * line in public/img/manifest.json with its size. Pages then draw it with a
 * srcset and an explicit width and height (media.server.ts), like the
 * generated artwork. Both folders under public/ that the build writes
 * (img/ and og/news/) are build output, not content.
 */

/** Widths of the variants, in pixels; an original narrower than one is not enlarged. */
export const VARIANT_WIDTHS = [480, 800, 1200, 1600] as const;
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Where uploads live (the CMS's media folder is a folder inside it). */
export const UPLOADS_FOLDER = "images";
/** Where the variants and the manifest are written, under public/. */
export const VARIANTS_FOLDER = "img";
export const MANIFEST_FILE = `${VARIANTS_FOLDER}/manifest.json`;
/** Share images of the news posts, under public/: og/news/<slug>.jpg. */
export const NEWS_SHARE_FOLDER = "og/news";

/** Raster formats the pipeline makes variants of (SVG and GIF are used as they are). */
export const RESIZABLE = /\.(png|jpe?g|webp|avif)$/i;

export interface ManifestImage {
  width: number;
  height: number;
  /** Size and modification time of the original when its variants were made. */
  bytes: number;
  mtimeMs: number;
  /** The widths its variants exist in; empty for SVG and GIF. */
  widths: number[];
}

export interface ImageManifest {
  version: 1;
  /** By public path of the original, e.g. "/images/news/launch.png". */
  images: Record<string, ManifestImage>;
  /** The fingerprint of what each news share image was made from, by slug. */
  shareImages: Record<string, string>;
}

export const emptyManifest = (): ImageManifest => ({ version: 1, images: {}, shareImages: {} });

/** The widths to make for an original `width` pixels wide. */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((candidate) => candidate < width);
  const top = Math.min(width, VARIANT_WIDTHS.at(-1)!);
  if (!widths.includes(top)) widths.push(top);
  return widths;
}

/**
 * The public path of one variant: /images/news/launch.png at 800 px as WebP is
 * /img/news/launch-png-800.webp (the original's extension stays in the name,
 * so launch.png and launch.jpg never share variants).
 */
export function variantPath(original: string, width: number, format: VariantFormat): string {
  const inside = original.replace(new RegExp(`^/${UPLOADS_FOLDER}/`), "");
  const dot = inside.lastIndexOf(".");
  const stem = `${inside.slice(0, dot)}-${inside.slice(dot + 1).toLowerCase()}`;
  return `/${VARIANTS_FOLDER}/${stem}-${width}.${format}`;
}

/** The share image of a news post. */
export function newsSharePath(slug: string): string {
  return `/${NEWS_SHARE_FOLDER}/${slug}.jpg`;
}
