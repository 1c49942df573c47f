/**
 * Favicon and app icons, all from the studio's mark. There is no web app
 * manifest: Chromium fetches it, and the icon it names, while the first page
 * loads, ahead of its first paint (docs/decisions/0017).
 */
import sharp from "sharp";
import { markFavicon, markSvg } from "../../app/components/ui/logo-mark.ts";

export interface IconFile {
  path: string;
  data: Buffer | string;
}

/**
 * A PNG with a 256-colour palette: the mark is two gradients on a flat tile, and
 * the palette file looks the same at half the bytes or less (icon-192.png: 7.3 KB
 * as truecolour, 3.7 KB).
 */
async function png(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .png({ palette: true, quality: 100, effort: 10, compressionLevel: 9 })
    .toBuffer();
}

/** Every icon file under public/. */
export async function iconFiles(): Promise<IconFile[]> {
  return [
    // The editor's icon; pages carry the same mark inline (logo-mark.ts).
    { path: "public/favicon.svg", data: `${markFavicon}\n` },
    // A full-bleed plate for iOS, which rounds the icon itself.
    {
      path: "public/icons/apple-touch-icon.png",
      data: await png(markSvg(180, "full", "2 2 36 36")),
    },
    // The news feeds' favicon, and the studio's logo (Organization JSON-LD, feed icon).
    { path: "public/icons/icon-192.png", data: await png(markSvg(192)) },
    { path: "public/icons/logo-512.png", data: await png(markSvg(512)) },
  ];
}
