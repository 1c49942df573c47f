import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { pages } from "../../app/content/pages";

/** Reading the client build: where each page's HTML is and what it loads. */
export const buildDir = process.env.BUILD_DIR ?? "build";
export const clientDir = join(buildDir, "client");

export function htmlFileFor(path: string): string {
  return join(clientDir, path === "/" ? "" : path.slice(1), "index.html");
}

export function builtPages() {
  return pages.map((page) => {
    const file = htmlFileFor(page.path);
    if (!existsSync(file)) throw new Error(`${page.path} is registered but not built (${file})`);
    return { ...page, file, html: readFileSync(file, "utf8") };
  });
}

export function brotliSize(buffer: Buffer | string): number {
  return brotliCompressSync(buffer, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
}

/** Every script and stylesheet a page loads on first visit (not lazy chunks). */
export function firstLoadAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    scripts.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) scripts.add(match[1]!);
  for (const inline of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const match of inline[1]!.matchAll(/import\s*(?:\(\s*)?["']([^"']+\.js)["']/g))
      scripts.add(match[1]!);
    // The hydration starter (app/lib/deferred-hydration.server.ts) lists the
    // modules it preloads after the first paint.
    const starter = /const modules = (\[[^\]]*\]);/.exec(inline[1]!);
    for (const url of starter ? (JSON.parse(starter[1]!) as string[]) : []) scripts.add(url);
  }
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  return { scripts: [...scripts], styles };
}

export function assetFile(url: string): string {
  return join(clientDir, decodeURIComponent(url.split(/[?#]/)[0]!));
}

export function fileExists(url: string): boolean {
  const file = assetFile(url);
  return existsSync(file) && statSync(file).isFile();
}
