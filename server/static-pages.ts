import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** A prerendered page found in the client build, with what its CSP needs. */
export interface StaticPage {
  file: string;
  /** The path as built, in the spec's spelling ("/PrivacyPolicy"). */
  path: string;
  /** sha256 sources of the page's executable inline scripts, e.g. "'sha256-…'". */
  scriptHashes: string[];
}

const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP hash sources for every executable inline script of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const attributes = match[1] ?? "";
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // JSON-LD and other data blocks never execute, so CSP does not apply to them.
    if (type && type !== "module" && type !== "text/javascript") continue;
    const digest = createHash("sha256")
      .update(match[2] ?? "", "utf8")
      .digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

/** The clean URL path of a prerendered file: "about/index.html" -> "/about". */
export function pathForIndexFile(clientDir: string, file: string): string {
  const rel = relative(clientDir, file).split(sep).join("/");
  return `/${rel.replace(/(^|\/)index\.html$/, "")}`;
}

/** Walks the client build for prerendered `index.html` files, keyed by lower-cased path. */
export function loadStaticPages(clientDir: string): Map<string, StaticPage> {
  const pages = new Map<string, StaticPage>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const html = readFileSync(full, "utf8");
        const path = pathForIndexFile(clientDir, full);
        pages.set(path.toLowerCase(), { file: full, path, scriptHashes: inlineScriptHashes(html) });
      }
    }
  };
  walk(clientDir);
  return pages;
}

/** Normalises a request path for lookup: lower case, no trailing slash. */
export function staticPageKey(pathname: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return pathname.toLowerCase();
  }
  const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, "") : decoded;
  return (trimmed || "/").toLowerCase();
}
