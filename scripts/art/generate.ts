/**
 * Builds the studio's artwork from code: every art key as AVIF and WebP at each
 * width, the games' share images, the studio card, the icons and the manifest.
 *   npm run art                      everything
 *   npm run art -- ananta beyonders  only these art keys (and their share images)
 *   npm run art -- --only icons      one stage: art | og | icons
 * The clips are made separately by `npm run art:video` (needs ffmpeg).
 */
import { join } from "node:path";
import sharp from "sharp";
import {
  ART_HEIGHT,
  ART_WIDTH,
  type ArtKey,
  artKeys,
  artWidths,
  gameArtKeys,
} from "../../app/content/art.ts";
import { iconFiles } from "./icons.ts";
import { ENCODING, STILL, renderPng, writeFile } from "./lib/render.ts";
import { gameShareImage, studioCard } from "./og.ts";
import { scenes } from "./scenes.ts";

const args = process.argv.slice(2);
const onlyIndex = args.indexOf("--only");
const only = onlyIndex === -1 ? null : args.splice(onlyIndex, 2)[1];
const requested = args.filter((arg) => !arg.startsWith("--"));
for (const key of requested) {
  if (!(artKeys as readonly string[]).includes(key)) throw new Error(`Unknown art key: ${key}`);
}
const keys = (requested.length ? requested : [...artKeys]) as ArtKey[];
const stage = (name: string) => only === null || only === name;

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

if (stage("art")) {
  for (const key of keys) {
    const started = Date.now();
    const master = await renderPng(scenes[key](STILL), ART_WIDTH, ART_HEIGHT);
    const sizes: string[] = [];
    for (const width of artWidths) {
      const height = Math.round((width * ART_HEIGHT) / ART_WIDTH);
      const resized = sharp(master).resize(width, height, { kernel: "lanczos3" });
      const avif = await resized.clone().avif(ENCODING.avif).toBuffer();
      const webp = await resized.clone().webp(ENCODING.webp).toBuffer();
      writeFile(join("public/art", `${key}-${width}.avif`), avif);
      writeFile(join("public/art", `${key}-${width}.webp`), webp);
      sizes.push(`${width}: ${kb(avif.length)} avif / ${kb(webp.length)} webp`);
    }
    console.info(`${key} (${Date.now() - started} ms)\n  ${sizes.join("\n  ")}`);
  }
}

if (stage("og")) {
  for (const key of keys.filter((key) => (gameArtKeys as readonly string[]).includes(key))) {
    const jpeg = await gameShareImage(key, scenes[key](STILL));
    writeFile(join("public/og", `${key}.jpg`), jpeg);
    console.info(`og/${key}.jpg ${kb(jpeg.length)}`);
  }
  if (!requested.length) {
    const card = await studioCard();
    writeFile("public/og/studio-card.png", card);
    console.info(`og/studio-card.png ${kb(card.length)}`);
  }
}

if (stage("icons") && !requested.length) {
  for (const file of await iconFiles()) {
    writeFile(file.path, file.data);
    console.info(`${file.path.replace("public/", "")} ${kb(Buffer.byteLength(file.data))}`);
  }
}
