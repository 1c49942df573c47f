/**
 * The build's cache of derived files (docs/decisions/0023-publish-in-a-minute.md):
 * share images, image variants and precompressed files, each stored under the
 * SHA-256 of everything that makes its bytes (the source's bytes, the settings,
 * the code that draws it, the encoder's version). A key never names a file, so a
 * hit is by construction the file a build from scratch would make; a change to
 * the drawing code changes the keys of exactly the files it draws.
 *
 * BUILD_CACHE_DIR says where (default .cache/build): a release points it at its
 * shared folder (shared/build-cache), CI at a folder its cache restores.
 * BUILD_CACHE=off builds from scratch, reading and writing nothing.
 */
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";

export type CachePart = string | Buffer | number;

/** The SHA-256 (hex) of the parts, each length-prefixed so that no two lists collide. */
export function cacheKey(...parts: CachePart[]): string {
  const hash = createHash("sha256");
  for (const part of parts) {
    const bytes = Buffer.isBuffer(part) ? part : Buffer.from(String(part), "utf8");
    hash.update(`${Buffer.isBuffer(part) ? "b" : "s"}${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest("hex");
}

const RELATIVE_IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["'](\.{1,2}\/[^"']+)["']/g;

/**
 * The source files a module runs: itself and, transitively, what it imports by a
 * relative path (packages are covered by their version, in the keys that use them).
 */
export function moduleClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const absolute = resolve(file);
    if (seen.has(absolute)) return;
    seen.add(absolute);
    const source = readFileSync(absolute, "utf8");
    for (const match of source.matchAll(RELATIVE_IMPORT)) {
      const target = resolve(dirname(absolute), match[1]!);
      const candidates = [target, `${target}.ts`, `${target}.tsx`, join(target, "index.ts")];
      const found = candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
      if (found) visit(found);
    }
  };
  visit(entry);
  return [...seen].sort();
}

/** One key for the code of a module and what it imports (paths relative to `root`). */
export function codeKey(entry: string, root = process.cwd()): string {
  return cacheKey(
    ...moduleClosure(entry).flatMap((file) => [file.slice(resolve(root).length), readFileSync(file)]),
  );
}

export class BuildCache {
  readonly enabled: boolean;
  /** Per kind, how many files were reused and how many made. */
  readonly counts = new Map<string, { reused: number; made: number }>();

  constructor(
    readonly dir = process.env.BUILD_CACHE_DIR || join(process.cwd(), ".cache", "build"),
    enabled = process.env.BUILD_CACHE !== "off",
  ) {
    this.enabled = enabled;
  }

  private path(kind: string, key: string) {
    return join(this.dir, kind, key.slice(0, 2), key);
  }

  /**
   * The bytes stored under `key`, or what `make` returns (stored for the next build).
   * A stored entry that is empty or that `usable` refuses (a disk that lost power
   * between the write and its flush) is made again and replaced, never used.
   */
  async get(
    kind: string,
    key: string,
    make: () => Promise<Buffer>,
    usable: (bytes: Buffer) => boolean = () => true,
  ): Promise<Buffer> {
    if (!/^[a-z0-9-]+$/.test(kind) || !/^[0-9a-f]{64}$/.test(key))
      throw new Error(`build cache: bad kind or key (${kind}/${key})`);
    const count = this.counts.get(kind) ?? { reused: 0, made: 0 };
    this.counts.set(kind, count);
    if (!this.enabled) {
      count.made++;
      return make();
    }
    const path = this.path(kind, key);
    try {
      const bytes = readFileSync(path);
      if (bytes.length > 0 && usable(bytes)) {
        count.reused++;
        // Its time says when a build last used it (pruneUnused).
        const now = new Date();
        utimesSync(path, now, now);
        return bytes;
      }
    } catch {
      // Not there yet (or unreadable): made below.
    }
    count.made++;
    const bytes = await make();
    mkdirSync(dirname(path), { recursive: true });
    // Written whole, then renamed: a build that stops halfway leaves no torn entry.
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, bytes, { flush: true });
    renameSync(partial, path);
    return bytes;
  }

  /** "news-share 1 made 403 reused, variant 0 made 12 reused", or "off". */
  summary(): string {
    if (!this.enabled) return "off";
    if (this.counts.size === 0) return "nothing asked";
    return [...this.counts]
      .map(([kind, { made, reused }]) => `${kind} ${made} made ${reused} reused`)
      .join(", ");
  }
}

/**
 * Removes the entries no build has used for `days` days (a release runs it after
 * its build, so that the shared folder holds what recent releases use); returns
 * how many files.
 */
export function pruneUnused(dir: string, days: number, now = Date.now()): number {
  if (!existsSync(dir)) return 0;
  let removed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (now - statSync(path).mtimeMs > days * 86_400_000) {
      rmSync(path, { force: true });
      removed++;
    }
  }
  return removed;
}

/** Runs `work` over `items`, at most `limit` at a time (sharp and zlib use their own threads). */
export async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const runner = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, runner));
}
