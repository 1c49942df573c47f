/**
 * Precompressed files: the build writes `file.br` (brotli: 11 for scripts and
 * styles, 5 for `.data`, 10 for pages and the rest) and `file.gz` (gzip, level 9) next to every
 * text file of the client build (scripts/precompress.ts); the server sends them
 * as they are.
 *
 * Why: the `compression` middleware compresses on every request at brotli
 * quality 4, which costs CPU per request and ships about 15 % more bytes
 * (measured on /products/gaming: JS 110 KB at quality 4, 95 KB at 11; HTML
 * 16.8 KB, 13.2 KB). `compression` stays for what is rendered per request.
 */
import { existsSync, readdirSync } from "node:fs";
import { extname, join, resolve, sep } from "node:path";
import type { Request, RequestHandler, Response } from "express";

/** Extensions worth compressing: everything else (images, video, fonts) is already compressed. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".json",
  ".xml",
  ".txt",
  ".data",
]);

/** Files smaller than this are sent as they are: a compressed frame would save nothing. */
export const MIN_COMPRESS_BYTES = 1024;

export const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

type EncodingName = (typeof ENCODINGS)[number]["name"];

/** Which files of a folder have compressed siblings, indexed once at start. */
export class PrecompressedIndex {
  private readonly variants = new Map<string, Set<EncodingName>>();

  constructor(root: string) {
    if (existsSync(root)) this.scan(resolve(root));
  }

  private scan(dir: string) {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        this.scan(full);
        continue;
      }
      for (const { name, suffix } of ENCODINGS) {
        if (!entry.name.endsWith(suffix)) continue;
        const original = full.slice(0, -suffix.length);
        const known = this.variants.get(original) ?? new Set<EncodingName>();
        known.add(name);
        this.variants.set(original, known);
      }
    }
  }

  /** The number of files that have at least one compressed sibling. */
  get size(): number {
    return this.variants.size;
  }

  /**
   * Sends the best precompressed variant of `file` the client accepts, with the
   * given headers; false (nothing sent) when there is none, so the caller sends
   * the file itself.
   */
  send(req: Request, res: Response, file: string, headers: Record<string, string>): boolean {
    const available = this.variants.get(resolve(file));
    if (!available) return false;
    // The server's preference (brotli, then gzip) among what the client accepts:
    // browsers list "gzip, deflate, br, zstd" with equal weight.
    const encoding = ENCODINGS.find(
      ({ name }) => available.has(name) && req.acceptsEncodings(name) === name,
    );
    res.vary("Accept-Encoding");
    if (!encoding) return false;
    // The type of the original file, as the static middleware would send it.
    res.type(extname(file));
    res.sendFile(resolve(`${file}${encoding.suffix}`), {
      headers: { ...headers, "Content-Encoding": encoding.name },
      lastModified: true,
    });
    return true;
  }
}

/**
 * Middleware: answers GET and HEAD for files under `root` that have a
 * precompressed variant the client accepts; passes everything else on (to
 * `express.static`, which sends the uncompressed file).
 */
export function servePrecompressed(
  root: string,
  index: PrecompressedIndex,
  headersFor: (file: string) => Record<string, string>,
): RequestHandler {
  const base = resolve(root);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = resolve(base, `.${path}`);
    if (!file.startsWith(`${base}${sep}`)) return next();
    if (!index.send(req, res, file, headersFor(file))) next();
  };
}
