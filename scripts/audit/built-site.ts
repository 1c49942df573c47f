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
  return pages().map((page) => {
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

/**
 * What a page loads on first visit, before any island: external scripts (script
 * tags, module preloads, static and dynamic imports of inline module scripts,
 * the enhancement the boot script loads after the first paint), the text of its
 * executable inline scripts, and its stylesheets; and its islands (the modules
 * named by `data-island`, loaded on interaction or when idle after the load
 * event, docs/decisions/0018).
 */
export function firstLoadAssets(html: string) {
  const scripts = new Set<string>();
  const inlineScripts: string[] = [];
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    scripts.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+(?:src|data-enhance)="([^"]+)"/g))
    scripts.add(match[1]!);
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = /\btype="([^"]+)"/.exec(match[1]!)?.[1];
    // JSON-LD and speculation rules are data, not code.
    if (type && type !== "module") continue;
    inlineScripts.push(match[2]!);
    for (const imported of match[2]!.matchAll(/import\s*(?:\(\s*)?["']([^"']+\.js)["']/g))
      scripts.add(imported[1]!);
  }
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  return {
    scripts: [...scripts],
    inlineScripts,
    styles,
    islands: [...html.matchAll(/\sdata-island="([^"]+)"/g)].map((m) => m[1]!),
    /** React Router writes its context only for `<Scripts />`, which no page renders. */
    routerContext: html.includes("__reactRouterContext"),
    /** A module preload or a module script in <head>: what would stand before the first paint. */
    moduleScriptsInHead:
      (/<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "").match(
        /<link[^>]+rel="modulepreload"|<script[^>]+type="module"/g,
      )?.length ?? 0,
  };
}

export function assetFile(url: string): string {
  return join(clientDir, decodeURIComponent(url.split(/[?#]/)[0]!));
}

const existing = new Map<string, boolean>();
/** Whether `url` is a file of the client build (looked up once per URL: links repeat across pages). */
export function fileExists(url: string): boolean {
  let found = existing.get(url);
  if (found === undefined) {
    const file = assetFile(url);
    found = existsSync(file) && statSync(file).isFile();
    existing.set(url, found);
  }
  return found;
}

/**
 * An island's entry and every chunk it imports, statically or dynamically, as
 * scripts/vite/browser-script.ts writes them (relative "./name.js" beside it):
 * the URLs of everything the island loads.
 */
export function islandFiles(entry: string, found = new Set<string>()): string[] {
  found.add(entry);
  const folder = entry.slice(0, entry.lastIndexOf("/") + 1);
  for (const match of readFileSync(assetFile(entry), "utf8").matchAll(
    /["']\.\/([\w-]+\.js)["']/g,
  )) {
    const chunk = `${folder}${match[1]!}`;
    if (!found.has(chunk)) islandFiles(chunk, found);
  }
  return [...found];
}
