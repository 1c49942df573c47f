import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { pathKey } from "../app/lib/paths";

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

/** Every prerendered `index.html` under the client build. */
function findIndexFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "assets") findIndexFiles(full, found);
    } else if (entry.name === "index.html") {
      found.push(full);
    }
  }
  return found;
}

/** Page path (spec spelling) to the CSP hash sources of its inline scripts. */
export type CspManifest = Record<string, string[]>;

export const CSP_MANIFEST_FILE = "csp-hashes.json";

/** Hashes every prerendered page's inline scripts: run once after the build. */
export function computeCspManifest(clientDir: string): CspManifest {
  const manifest: CspManifest = {};
  for (const file of findIndexFiles(clientDir).sort()) {
    manifest[pathForIndexFile(clientDir, file)] = inlineScriptHashes(readFileSync(file, "utf8"));
  }
  return manifest;
}

/**
 * The prerendered pages of a build, keyed by lower-cased path, with the script
 * hashes the build step wrote to csp-hashes.json (scripts/write-csp-manifest.ts).
 */
export function loadStaticPages(buildDir: string): Map<string, StaticPage> {
  const clientDir = join(buildDir, "client");
  const manifestFile = join(buildDir, CSP_MANIFEST_FILE);
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: run "npm run build" (it writes the CSP hashes).`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as CspManifest;
  const pages = new Map<string, StaticPage>();
  for (const [path, scriptHashes] of Object.entries(manifest)) {
    const file = join(clientDir, path === "/" ? "" : path.slice(1), "index.html");
    pages.set(path.toLowerCase(), { file, path, scriptHashes });
  }
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
  return pathKey(decoded);
}

/**
 * The one spelling of a path that is written another way: repeated slashes
 * collapsed ("//about" -> "/about") and a page's file name dropped
 * ("/about/index.html" -> "/about", "/index.html" -> "/"); null when `pathname`
 * needs no redirect. nginx answers the same (deploy/nginx.conf).
 */
export function canonicalPath(pathname: string): string | null {
  // A browser reads "/\\host" in a Location header as "//host": never redirect those.
  if (pathname.includes("\\")) return null;
  let path = pathname.includes("//") ? pathname.replace(/\/{2,}/g, "/") : pathname;
  if (path.endsWith("/index.html")) path = path.slice(0, -"/index.html".length) || "/";
  return path === pathname ? null : path;
}

/** No page of the site is deeper or longer than this (the deepest is /services/ai/iot). */
export const MAX_PATH_SEGMENTS = 16;
export const MAX_PATH_LENGTH = 1024;

/**
 * What is wrong with a request path before anything renders it: "malformed"
 * when its percent-encoding does not decode (or decodes to a NUL) (React Router would print a
 * plain-text warning per request), "too-long" when it cannot be a page: React
 * Router's lazy route discovery matches every ancestor of the path while it
 * renders, which is quadratic in the number of segments (1,600 segments took
 * 0.6 to 0.8 s). Null for a path worth routing.
 */
export function pathProblem(pathname: string): "malformed" | "too-long" | null {
  if (pathname.length > MAX_PATH_LENGTH) return "too-long";
  let segments = 0;
  for (let i = 0; i < pathname.length; i++) {
    if (pathname.charCodeAt(i) === 47 /* "/" */ && ++segments > MAX_PATH_SEGMENTS + 1) {
      return "too-long";
    }
  }
  try {
    // (The result is used: a bundler drops a call it thinks has no effect.)
    return decodeURIComponent(pathname).includes("\u0000") ? "malformed" : null;
  } catch {
    return "malformed";
  }
}
