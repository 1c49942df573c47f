/**
 * Build step: writes `file.br` (brotli: quality 11 for scripts and styles, 5 for
 * React Router's `.data` files, 10 for pages and the rest, see brotliQuality) and `file.gz`
 * (gzip, level 9) next to every text file of the client build, for the Node
 * server (server/precompressed.ts) and nginx (`gzip_static`) to send as they are.
 * Runs last in `npm run build`, once every file is in its final form.
 * Each compressed file is kept in the build cache (scripts/build-cache.ts) under
 * the hash of the original's bytes, the encoder's settings and zlib's version,
 * so that a release compresses only the files that changed.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { COMPRESSIBLE_EXTENSIONS, ENCODINGS, MIN_COMPRESS_BYTES } from "../server/precompressed";
import { BuildCache, cacheKey } from "./build-cache";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const clientDir = join(process.env.BUILD_DIR ?? "build", "client");

function textFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) textFiles(full, found);
    else if (COMPRESSIBLE_EXTENSIONS.has(extname(entry.name))) found.push(full);
  }
  return found;
}

/**
 * Brotli's quality for a file (measured on this site's build, issue 37):
 *  - 11 for scripts and styles: a first visit loads them, the first-visit budgets
 *    count their bytes, and their hashed names keep them in the build cache across
 *    publishes, so a build rarely compresses them;
 *  - 5 for a prerendered route's `.data` (the loader's data for a navigation inside
 *    the site, one per page), read only after the page is up: 11 costs it ten times
 *    the time of 5 for a sixth fewer bytes;
 *  - 10 for the rest, pages first: a page at 11 costs three and a half times the
 *    time of 10 (70 ms against 22 for a news post) for 2 % fewer bytes (7.5 KB
 *    against 7.6; 389 KB against 396 for all of today's pages, at most 288 bytes on
 *    one page). A publish writes a new page for every post, and the sitemap and the
 *    feeds grow with them: with hundreds of posts, 11 made compression a third of a
 *    build from scratch.
 */
const brotliQuality = (file: string) => {
  const extension = extname(file);
  if (extension === ".js" || extension === ".css") return constants.BROTLI_MAX_QUALITY;
  return extension === ".data" ? 5 : 10;
};

const compressors: Record<
  (typeof ENCODINGS)[number]["name"],
  (data: Buffer, file: string) => Promise<Buffer>
> = {
  br: (data, file) =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
};

/** What makes a compressed file's bytes besides the original: part of its key. */
const encoder = (file: string) =>
  JSON.stringify({
    zlib: process.versions.zlib,
    brotli: process.versions.brotli,
    br: { quality: brotliQuality(file), sizeHint: "length" },
    gzip: { level: constants.Z_BEST_COMPRESSION },
  });
const cache = new BuildCache();

const started = performance.now();
let original = 0;
const written: Record<string, number> = { br: 0, gzip: 0 };
// zlib's async calls run on libuv's thread pool: all files at once use every core.
await Promise.all(
  textFiles(clientDir).map(async (file) => {
    const data = readFileSync(file);
    if (data.length < MIN_COMPRESS_BYTES) return;
    original += data.length;
    for (const { name, suffix } of ENCODINGS) {
      const compressed = await cache.get(
        "precompressed",
        cacheKey("precompressed", name, encoder(file), data),
        () => compressors[name](data, file),
      );
      if (compressed.length >= data.length) continue;
      writeFileSync(`${file}${suffix}`, compressed);
      written[name]! += compressed.length;
    }
  }),
);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `precompressed ${kb(original)} of text in ${clientDir}: brotli ${kb(written.br!)}, gzip ${kb(written.gzip!)} (${((performance.now() - started) / 1000).toFixed(1)} s; build cache: ${cache.summary()})`,
);
