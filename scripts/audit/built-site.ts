import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { brotliCompressSync, constants } from "node:zlib";
import { pages, type PageEntry } from "../../app/content/pages";
import { needsHydration } from "../../app/lib/hydration";

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
 * What a page loads on first visit (not lazy chunks): external scripts (script
 * tags, module preloads, static and dynamic imports of its inline module
 * scripts, the enhancement the boot script loads after the first paint), the
 * text of its executable inline scripts, and its stylesheets.
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
    /** React Router writes its context only on a page that hydrates. */
    hydrates: html.includes("window.__reactRouterContext"),
  };
}

export function assetFile(url: string): string {
  return join(clientDir, decodeURIComponent(url.split(/[?#]/)[0]!));
}

export function fileExists(url: string): boolean {
  const file = assetFile(url);
  return existsSync(file) && statSync(file).isFile();
}

/**
 * The registered pages, each with whether its route declares `handle.hydrate`,
 * read from the server build under test (the build the server serves).
 */
export async function pagesWithHydration(): Promise<(PageEntry & { hydrates: boolean })[]> {
  const file = pathToFileURL(resolve(join(buildDir, "server", "index.js"))).href;
  const server = (await import(file)) as { routeBuild(): Promise<ServerBuild> };
  const { routes } = await server.routeBuild();
  return pages().map((page) => ({
    ...page,
    hydrates: needsHydration([{ handle: routes[page.id]?.module.handle }]),
  }));
}
