/**
 * The build's image step (`npm run build` runs it before React Router's build,
 * so that the prerendered pages find what it writes):
 *
 *  1. every picture uploaded under public/images/ (what /admin uploads) gets
 *     AVIF and WebP variants at the widths of app/lib/image-variants.ts under
 *     public/img/, and its size in public/img/manifest.json, so the pages draw
 *     it with a srcset and without layout shift (app/lib/media.server.ts);
 *  2. every news post gets its 1200x630 share image, public/og/news/<slug>.jpg:
 *     its hero under its title and date (scripts/art/og.ts).
 *
 * A scheduled post (dated after the studio's today) gets neither until its day:
 * no share image, and no sizes of an upload only scheduled posts use
 * (app/content/news/withheld.server.ts).
 *
 * Both are build output: only what changed since the last run is made again
 * (an original's size and time, a share image's key), and what no longer has a
 * source is removed. What is made comes from the build cache when a build made
 * it before (scripts/build-cache.ts: keyed by the inputs' bytes, the settings
 * and, for share images, the code of scripts/art/og.ts and what it imports; a
 * fresh checkout of a release or CI reuses the earlier builds' work). A bad
 * content file stops this step with the same message as the build.
 *
 *   npx tsx scripts/build-images.ts
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import sharp from "sharp";
import { ContentError, contentOn, loadContent } from "../app/content/load.server.ts";
import { studioToday } from "../app/content/news/schedule.ts";
import { withheldUploads } from "../app/content/news/withheld.server.ts";
import { formatNewsDate } from "../app/content/news/news.server.ts";
import {
  emptyManifest,
  MANIFEST_FILE,
  NEWS_SHARE_FOLDER,
  newsSharePath,
  RESIZABLE,
  UPLOADS_FOLDER,
  VARIANT_FORMATS,
  VARIANTS_FOLDER,
  variantPath,
  variantWidths,
  type ImageManifest,
  type ManifestImage,
} from "../app/lib/image-variants.ts";
import { ENCODING } from "./art/lib/render.ts";
import { newsShareImage, shareBackground, type ShareBackground } from "./art/og.ts";
import { BuildCache, cacheKey, codeKey, inParallel } from "./build-cache.ts";

/** The code that draws a share image (scripts/art/og.ts and what it imports): part of every share image's key. */
const SHARE_CODE = codeKey(join(import.meta.dirname, "art", "og.ts"), join(import.meta.dirname, ".."));
/** The encoders' versions: an upgrade of sharp or libvips makes every image again. */
const SHARP_VERSIONS = JSON.stringify(sharp.versions);
const DRAWING_PARALLELISM = Math.max(2, availableParallelism());
const cache = new BuildCache();
const PUBLIC = "public";
const PICTURE = /\.(png|jpe?g|webp|avif|gif|svg)$/i;

const started = performance.now();
const file = (publicPath: string) => join(PUBLIC, decodeURIComponent(publicPath));
const publicPath = (path: string) => `/${relative(PUBLIC, path).split(sep).join("/")}`;

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) => join(entry.parentPath, entry.name));
}

function write(path: string, data: Buffer | string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
}

/** Removes the files under `folder` that are not in `keep`, then empty folders; returns how many files. */
function prune(folder: string, keep: Set<string>): number {
  let removed = 0;
  for (const path of filesUnder(folder)) {
    if (keep.has(path)) continue;
    rmSync(path);
    removed++;
  }
  if (!existsSync(folder)) return removed;
  const folders = readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort((a, b) => b.length - a.length);
  for (const path of folders) if (readdirSync(path).length === 0) rmSync(path, { recursive: true });
  return removed;
}

let manifest: ImageManifest = emptyManifest();
try {
  const previous = JSON.parse(readFileSync(join(PUBLIC, MANIFEST_FILE), "utf8")) as ImageManifest;
  if (previous.version === 1) manifest = previous;
} catch {
  // First run, or a manifest from another version: everything is made.
}

let all;
try {
  all = loadContent();
} catch (error) {
  if (error instanceof ContentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const today = studioToday();
const content = contentOn(all, today);
const withheld = withheldUploads(all, today);

// 1. Variants of the uploads.
const images: Record<string, ManifestImage> = {};
const keepVariants = new Set<string>([join(PUBLIC, MANIFEST_FILE)]);
let made = 0;
for (const path of filesUnder(join(PUBLIC, UPLOADS_FOLDER)).filter((p) => PICTURE.test(p))) {
  const key = publicPath(path);
  if (withheld.has(key)) continue;
  const stat = statSync(path);
  const known = manifest.images[key];
  const variants = (entry: ManifestImage) =>
    entry.widths.flatMap((width) =>
      VARIANT_FORMATS.map((format) => file(variantPath(key, width, format))),
    );
  if (
    known &&
    known.bytes === stat.size &&
    known.mtimeMs === stat.mtimeMs &&
    variants(known).every((variant) => existsSync(variant))
  ) {
    images[key] = known;
    variants(known).forEach((variant) => keepVariants.add(variant));
    continue;
  }
  const metadata = await sharp(path).metadata();
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) {
    console.warn(`${key}: could not read its size; it is used as it is`);
    continue;
  }
  const entry: ManifestImage = {
    width,
    height,
    bytes: stat.size,
    mtimeMs: stat.mtimeMs,
    widths: RESIZABLE.test(path) ? variantWidths(width) : [],
  };
  const original = readFileSync(path);
  for (const variantWidth of entry.widths) {
    const resized = () => sharp(original).autoOrient().resize({ width: variantWidth, kernel: "lanczos3" });
    // Keyed by the original's bytes and every setting of the resize and the encoder.
    const variantKey = (format: string) =>
      cacheKey("variant", SHARP_VERSIONS, format, JSON.stringify(ENCODING), variantWidth, "lanczos3", original);
    write(
      file(variantPath(key, variantWidth, "avif")),
      await cache.get("variant", variantKey("avif"), () => resized().avif(ENCODING.avif).toBuffer()),
    );
    write(
      file(variantPath(key, variantWidth, "webp")),
      await cache.get("variant", variantKey("webp"), () => resized().webp(ENCODING.webp).toBuffer()),
    );
    made += 2;
  }
  variants(entry).forEach((variant) => keepVariants.add(variant));
  images[key] = entry;
}
const removedVariants = prune(join(PUBLIC, VARIANTS_FOLDER), keepVariants);

// 2. Share images of the news posts: keyed by the code that draws them, the
// title, the kicker and the hero's bytes; drawn in parallel (sharp's own
// threads), each hero cropped once however many posts use it.
const sharesStarted = performance.now();
const shareImages: Record<string, string> = {};
const keepShares = new Set<string>();
// A cropped hero (3 MB of pixels) is kept only while a post still to come uses it.
const backgrounds = new Map<string, Promise<ShareBackground>>();
const postsLeft = new Map<string, number>();
for (const post of content.news) postsLeft.set(post.hero, (postsLeft.get(post.hero) ?? 0) + 1);
let shared = 0;
await inParallel(content.news, DRAWING_PARALLELISM, async (post) => {
  try {
    const out = file(newsSharePath(post.slug));
    keepShares.add(out);
    const hero = readFileSync(file(post.hero));
    const kicker = `${content.newsPage.post.eyebrow} · ${formatNewsDate(post.date)}`;
    const key = cacheKey("news-share", SHARE_CODE, SHARP_VERSIONS, post.title, kicker, hero);
    shareImages[post.slug] = key;
    if (manifest.shareImages[post.slug] === key && existsSync(out)) return;
    const drawn = await cache.get("news-share", key, async () => {
      if (!backgrounds.has(post.hero)) backgrounds.set(post.hero, shareBackground(hero));
      return newsShareImage(await backgrounds.get(post.hero)!, post.title, kicker);
    });
    write(out, drawn);
    shared++;
  } finally {
    const left = postsLeft.get(post.hero)! - 1;
    postsLeft.set(post.hero, left);
    if (left === 0) backgrounds.delete(post.hero);
  }
});
const removedShares = prune(join(PUBLIC, NEWS_SHARE_FOLDER), keepShares);
const sharesMs = Math.round(performance.now() - sharesStarted);
// The manifest lists the posts in their order, whichever share image was drawn first.
const inPostOrder = Object.fromEntries(content.news.map((post) => [post.slug, shareImages[post.slug]!]));

write(
  join(PUBLIC, MANIFEST_FILE),
  `${JSON.stringify({ version: 1, images, shareImages: inPostOrder } satisfies ImageManifest, null, 2)}\n`,
);
console.info(
  `images: ${Object.keys(images).length} uploads (${made} variants made, ${removedVariants} removed), ` +
    `${content.news.length} news share images (${shared} made, ${removedShares} removed)` +
    `${withheld.size ? `, ${withheld.size} uploads of scheduled posts withheld` : ""} in ${Math.round(performance.now() - started)} ms ` +
    `(share images drawn in ${sharesMs} ms; build cache: ${cache.summary()})`,
);
