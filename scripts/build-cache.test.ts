import { execFileSync } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BuildCache, cacheKey, codeKey, inParallel, moduleClosure, pruneUnused } from "./build-cache";

const root = resolve(import.meta.dirname, "..");

/** Every file under `dir`, by path relative to it, with its bytes. */
function snapshot(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files.set(relative(dir, path), readFileSync(path));
    }
  return files;
}

function expectSameBytes(actual: Map<string, Buffer>, expected: Map<string, Buffer>) {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [path, bytes] of expected) expect(actual.get(path)!.equals(bytes), path).toBe(true);
}

describe("cacheKey", () => {
  it("is the same for the same parts and differs when any part differs", () => {
    const part = fc.oneof(fc.string(), fc.uint8Array({ maxLength: 16 }).map((bytes) => Buffer.from(bytes)));
    fc.assert(
      fc.property(fc.array(part, { maxLength: 5 }), fc.array(part, { maxLength: 5 }), (a, b) => {
        const same =
          a.length === b.length &&
          a.every((value, index) => {
            const other = b[index]!;
            return Buffer.isBuffer(value) === Buffer.isBuffer(other) && Buffer.from(value).equals(Buffer.from(other));
          });
        expect(cacheKey(...a) === cacheKey(...b)).toBe(same);
        expect(cacheKey(...a)).toBe(cacheKey(...a));
      }),
    );
  });

  it("does not confuse where one part ends and the next begins", () => {
    expect(cacheKey("ab", "c")).not.toBe(cacheKey("a", "bc"));
    expect(cacheKey("abc")).not.toBe(cacheKey("ab", "c"));
    expect(cacheKey("1")).not.toBe(cacheKey(1.0, ""));
    expect(cacheKey("x")).not.toBe(cacheKey(Buffer.from("x")));
  });
});

describe("the code that draws a share image", () => {
  it("is scripts/art/og.ts and everything it imports by a relative path", () => {
    const files = moduleClosure(join(root, "scripts/art/og.ts")).map((file) => relative(root, file));
    expect(files).toEqual(
      expect.arrayContaining([
        "scripts/art/og.ts",
        "scripts/art/lib/render.ts",
        "scripts/art/lib/svg.ts",
        "scripts/art/lib/effects.ts",
        "app/components/ui/logo-mark.ts",
      ]),
    );
    expect(files).not.toContain("scripts/build-images.ts");
  });
});

describe("BuildCache", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "build-cache-"));
    dirs.push(dir);
    return dir;
  };

  it("makes a file once and then returns the stored bytes", async () => {
    const cache = new BuildCache(tempDir());
    let made = 0;
    const make = async () => {
      made++;
      return Buffer.from("drawn");
    };
    const key = cacheKey("one");
    expect((await cache.get("news-share", key, make)).toString()).toBe("drawn");
    expect((await new BuildCache(cache.dir).get("news-share", key, make)).toString()).toBe("drawn");
    expect(made).toBe(1);
    expect(cache.summary()).toBe("news-share 1 made 0 reused");
  });

  it("makes a torn or unusable entry again and replaces it, never returning it", async () => {
    const cache = new BuildCache(tempDir());
    const usable = (bytes: Buffer) => {
      try {
        return Array.isArray(JSON.parse(bytes.toString()));
      } catch {
        return false;
      }
    };
    const key = cacheKey("validated page");
    const entry = join(cache.dir, "html-validity", key.slice(0, 2), key);
    await cache.get("html-validity", key, async () => Buffer.from("[]"), usable);
    for (const torn of ["", "[{\"ruleId\":", "{}"]) {
      writeFileSync(entry, torn);
      const again = await cache.get(
        "html-validity",
        key,
        async () => Buffer.from('[{"ruleId":"close-order"}]'),
        usable,
      );
      expect(again.toString(), JSON.stringify(torn)).toBe('[{"ruleId":"close-order"}]');
      expect(readFileSync(entry, "utf8")).toBe('[{"ruleId":"close-order"}]');
      writeFileSync(entry, "[]");
    }
    expect(cache.summary()).toBe("html-validity 4 made 0 reused");
  });

  it("keeps what builds used in the last days and removes the rest", async () => {
    const cache = new BuildCache(tempDir());
    const [old, used, recent] = ["old", "used", "recent"].map((name) => cacheKey(name)) as [string, string, string];
    for (const key of [old, used, recent]) await cache.get("variant", key, async () => Buffer.from(key));
    const entry = (key: string) => join(cache.dir, "variant", key.slice(0, 2), key);
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    utimesSync(entry(old), longAgo, longAgo);
    utimesSync(entry(used), longAgo, longAgo);
    await cache.get("variant", used, async () => Buffer.from("not made again"));
    expect(pruneUnused(cache.dir, 30)).toBe(1);
    expect([old, used, recent].map((key) => existsSync(entry(key)))).toEqual([false, true, true]);
    expect(readFileSync(entry(used), "utf8")).toBe(used);
  });

  it("reads and writes nothing when off", async () => {
    const dir = tempDir();
    const cache = new BuildCache(dir, false);
    await cache.get("variant", cacheKey("x"), async () => Buffer.from("x"));
    expect(readdirSync(dir)).toEqual([]);
    expect(cache.summary()).toBe("off");
  });

  it("refuses a kind or key that could name a path outside its folder", async () => {
    const cache = new BuildCache(tempDir());
    const make = async () => Buffer.from("x");
    await expect(cache.get("../etc", cacheKey("x"), make)).rejects.toThrow(/bad kind or key/);
    await expect(cache.get("variant", "../../passwd", make)).rejects.toThrow(/bad kind or key/);
  });

  it("runs work at most `limit` at a time, every item once", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { maxLength: 40 }), fc.integer({ min: 1, max: 8 }), async (items, limit) => {
        let running = 0;
        let most = 0;
        const done: number[] = [];
        await inParallel(items, limit, async (item) => {
          running++;
          most = Math.max(most, running);
          await new Promise((resolved) => setImmediate(resolved));
          done.push(item);
          running--;
        });
        expect(done.sort()).toEqual([...items].sort());
        expect(most).toBeLessThanOrEqual(limit);
      }),
      { numRuns: 30 },
    );
  });
});

/**
 * The build's steps that use the cache, run as `npm run build` runs them, in a
 * copy of the project: a build from scratch (cache off), a build that fills an
 * empty cache and one that reuses it give the same bytes.
 */
describe("a cached and an uncached build", () => {
  let project: string;
  let cacheDir: string;
  const run = (script: string, env: Record<string, string>) =>
    execFileSync(join(root, "node_modules/.bin/tsx"), [script], {
      cwd: project,
      env: { ...process.env, BUILD_DIR: "build", ...env },
      encoding: "utf8",
    });

  beforeAll(() => {
    project = mkdtempSync(join(tmpdir(), "build-cache-project-"));
    cacheDir = join(project, "cache");
    for (const entry of ["app", "content", "scripts", "server", "package.json", "tsconfig.json"])
      cpSync(join(root, entry), join(project, entry), { recursive: true });
    cpSync(join(root, "public"), join(project, "public"), {
      recursive: true,
      filter: (source) => !/public\/(img|og\/news)(\/|$)/.test(source),
    });
    symlinkSync(join(root, "node_modules"), join(project, "node_modules"), "dir");
    // An upload, as /admin makes one: variants at every width below its own.
    mkdirSync(join(project, "public/images"), { recursive: true });
    cpSync(join(root, "public/art/beyonders-1600.webp"), join(project, "public/images/upload.webp"));
    // A client build to compress: pages and a script, as the build leaves them.
    const client = join(project, "build/client");
    mkdirSync(join(client, "news"), { recursive: true });
    for (const file of ["app/root.tsx", "app/content/pages.ts", "scripts/build-images.ts"])
      writeFileSync(
        join(client, `${file.replaceAll("/", "-")}.js`),
        readFileSync(join(root, file), "utf8").repeat(3),
      );
    writeFileSync(join(client, "news/index.html"), `<!doctype html><p>${"News. ".repeat(400)}</p>`);
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  const imageOutputs = () => ({
    img: snapshot(join(project, "public/img")),
    og: snapshot(join(project, "public/og/news")),
  });
  const clearImages = () => {
    rmSync(join(project, "public/img"), { recursive: true, force: true });
    rmSync(join(project, "public/og/news"), { recursive: true, force: true });
  };
  const compressedOutputs = () =>
    new Map([...snapshot(join(project, "build/client"))].filter(([path]) => /\.(br|gz)$/.test(path)));
  const clearCompressed = () => {
    for (const path of compressedOutputs().keys()) rmSync(join(project, "build/client", path));
  };

  it("draw the same share images and image variants", () => {
    expect(run("scripts/build-images.ts", { BUILD_CACHE: "off" })).toMatch(/build cache: off/);
    const scratch = imageOutputs();
    expect(scratch.og.size).toBeGreaterThanOrEqual(4);
    expect([...scratch.img.keys()].filter((path) => path.startsWith("upload-webp-")).length).toBeGreaterThan(2);

    clearImages();
    const filling = run("scripts/build-images.ts", { BUILD_CACHE_DIR: cacheDir });
    expect(filling).toMatch(/news-share \d+ made 0 reused/);
    expectSameBytes(imageOutputs().og, scratch.og);
    expectSameBytes(imageOutputs().img, scratch.img);

    clearImages();
    const reusing = run("scripts/build-images.ts", { BUILD_CACHE_DIR: cacheDir });
    expect(reusing).toMatch(new RegExp(`news-share 0 made ${scratch.og.size} reused`));
    expect(reusing).toMatch(/variant 0 made \d+ reused/);
    expectSameBytes(imageOutputs().og, scratch.og);
    expectSameBytes(imageOutputs().img, scratch.img);
  }, 120_000);

  it("compress the same bytes", () => {
    run("scripts/precompress.ts", { BUILD_CACHE: "off" });
    const scratch = compressedOutputs();
    expect(scratch.size).toBe(8);

    clearCompressed();
    expect(run("scripts/precompress.ts", { BUILD_CACHE_DIR: cacheDir })).toMatch(/precompressed 8 made 0 reused/);
    expectSameBytes(compressedOutputs(), scratch);

    clearCompressed();
    expect(run("scripts/precompress.ts", { BUILD_CACHE_DIR: cacheDir })).toMatch(/precompressed 0 made 8 reused/);
    expectSameBytes(compressedOutputs(), scratch);
  }, 60_000);

  it("make again exactly what a change to the drawing code touches", () => {
    // The cache is full from the tests above; a comment changes og.ts's bytes.
    appendFileSync(join(project, "scripts/art/og.ts"), "\n// A change to the drawing code.\n");
    clearImages();
    const output = run("scripts/build-images.ts", { BUILD_CACHE_DIR: cacheDir });
    expect(output).toMatch(/news-share [1-9]\d* made 0 reused/);
    expect(output).toMatch(/variant 0 made [1-9]\d* reused/);
    expect(codeKey(join(project, "scripts/art/og.ts"), project)).not.toBe(
      codeKey(join(root, "scripts/art/og.ts"), root),
    );
  }, 120_000);
});
