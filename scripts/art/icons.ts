/**
 * Favicon, app icons and the web app manifest, all from the studio's mark.
 */
import sharp from "sharp";
import { markSvg } from "./lib/logo.ts";

export const THEME_COLOR = "#05060b";

export interface IconFile {
  path: string;
  data: Buffer | string;
}

/**
 * A PNG with a 256-colour palette: the mark is two gradients on a flat tile, and
 * the palette file looks the same at half the bytes or less (icon-192.png, which
 * browsers fetch with the manifest on a first visit: 7.3 KB as truecolour, 3.7 KB).
 */
async function png(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .png({ palette: true, quality: 100, effort: 10, compressionLevel: 9 })
    .toBuffer();
}

/** Every icon file under public/, plus the manifest that lists them. */
export async function iconFiles(): Promise<IconFile[]> {
  // The favicon is the mark itself (vector, tiny).
  const favicon = markSvg(40).replace(' width="40" height="40"', "");
  // Full-bleed plates for platforms that round or mask the icon themselves.
  // The maskable icon keeps the star inside the 80% safe circle.
  const files: IconFile[] = [
    { path: "public/favicon.svg", data: `${favicon}\n` },
    {
      path: "public/icons/apple-touch-icon.png",
      data: await png(markSvg(180, "full", "2 2 36 36")),
    },
    { path: "public/icons/icon-192.png", data: await png(markSvg(192)) },
    { path: "public/icons/icon-512.png", data: await png(markSvg(512)) },
    {
      path: "public/icons/icon-maskable-512.png",
      data: await png(markSvg(512, "full", "-4 -4 48 48")),
    },
    { path: "public/icons/logo-512.png", data: await png(markSvg(512)) },
  ];
  const manifest = {
    name: "Nebula Forge Studios",
    short_name: "Nebula Forge",
    description: "Games, simulations and AI systems, engineered to ship.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: THEME_COLOR,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      {
        src: "/icons/icon-maskable-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ],
  };
  files.push({ path: "public/site.webmanifest", data: `${JSON.stringify(manifest, null, 2)}\n` });
  return files;
}
