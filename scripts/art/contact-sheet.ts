/**
 * A contact sheet of the published art (every key, 800w WebP) for checking by eye:
 *   npx tsx scripts/art/contact-sheet.ts [--keys a,b,c] [--columns 3] [--out path]
 *   npx tsx scripts/art/contact-sheet.ts --dir screenshots/art/preview   (work in progress)
 * Writes screenshots/art/contact-sheet.png (screenshots/ is not committed).
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { artKeys } from "../../app/content/art.ts";
import { writeFile } from "./lib/render.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};

const columns = Number(option("--columns") ?? 3);
const out = option("--out") ?? "screenshots/art/contact-sheet.png";
const dir = option("--dir");
const keys = option("--keys")?.split(",") ?? [...artKeys];

const tileWidth = 560;
const tileHeight = 315;
const label = 26;
const gap = 12;

const files = dir
  ? readdirSync(dir)
      .filter((name) => name.endsWith(".png"))
      .sort()
      .map((name) => ({ name: name.replace(/\.png$/, ""), path: join(dir, name) }))
  : keys.map((key) => ({ name: key, path: join("public/art", `${key}-800.webp`) }));

const present = files.filter(({ path }) => existsSync(path));
if (!present.length) throw new Error("Nothing to put on the sheet: run `npm run art` first.");

const rows = Math.ceil(present.length / columns);
const width = columns * tileWidth + (columns + 1) * gap;
const height = rows * (tileHeight + label) + (rows + 1) * gap;

const tiles = await Promise.all(
  present.map(async ({ name, path }, index) => {
    const column = index % columns;
    const row = Math.floor(index / columns);
    const left = gap + column * (tileWidth + gap);
    const top = gap + row * (tileHeight + label + gap);
    const image = await sharp(path)
      .resize(tileWidth, tileHeight, { fit: "cover" })
      .png()
      .toBuffer();
    const caption = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${tileWidth}" height="${label}"><text x="2" y="18" font-family="DejaVu Sans" font-size="15" fill="#b3b9d1">${name}</text></svg>`,
    );
    return [
      { input: image, left, top },
      { input: caption, left, top: top + tileHeight + 2 },
    ];
  }),
);

const sheet = await sharp({
  create: { width, height, channels: 3, background: "#05060b" },
})
  .composite(tiles.flat())
  .png()
  .toBuffer();
writeFile(out, sheet);
console.info(`${out}: ${present.length} images, ${width}x${height}`);
