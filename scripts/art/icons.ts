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

/**
 * An ICO file holding PNG images (what every browser since 2007 reads), one
 * per size: a 6-byte header, a 16-byte entry per image, then the images.
 */
export function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width, 0 meaning 256
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

/** Every icon file under public/. */
export async function iconFiles(): Promise<IconFile[]> {
  return [
    // The editor's icon; pages carry the same mark inline (logo-mark.ts).
    { path: "public/favicon.svg", data: `${markFavicon}\n` },
    // What crawlers, feed readers and bookmarks ask for by convention; no page
    // links it, so no browser fetches it ahead of a first paint.
    {
      path: "public/favicon.ico",
      data: ico(
        await Promise.all(
          [16, 32, 48].map(async (size) => ({ size, png: await png(markSvg(size)) })),
        ),
      ),
    },
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
