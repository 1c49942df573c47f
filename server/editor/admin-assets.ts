/**
 * The editor's files: Decap's prebuilt bundle from node_modules (never a CDN)
 * and our editor script (the preview and a rule for saving) and preview styles. The build copies them into
 * build/client/admin (scripts/cms/build-admin.ts); `npm run edit` serves them
 * from here (server/admin-local.ts).
 */
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/** decap-cms's dist folder: its main bundle, the chunks it loads on demand and two WebAssembly image encoders. */
export const DECAP_DIST = dirname(
  createRequire(import.meta.url).resolve("decap-cms/dist/decap-cms.js"),
);

/** The files of DECAP_DIST the editor needs (not the source maps, not the second "cms.js" build). */
export function decapFiles(): string[] {
  return readdirSync(DECAP_DIST).filter(
    (name) =>
      name === "decap-cms.js" ||
      name === "decap-cms.js.LICENSE.txt" ||
      /^\d+\.decap-cms\.js$/.test(name) ||
      /^[0-9a-f]+\.wasm$/.test(name),
  );
}

export const EDITOR_SOURCE = fileURLToPath(new URL("./editor.ts", import.meta.url));
export const PREVIEW_CSS = fileURLToPath(new URL("./preview.css", import.meta.url));

export interface EditorScriptOptions {
  /** The stylesheets the site's pages link (hashed names, from the build). */
  stylesheets: readonly string[];
  /** The collections to draw: the names of app/content/collections.ts. */
  collections: readonly string[];
  minify?: boolean;
}

/** /admin/editor.js: server/editor/editor.ts with the site's stylesheets and collections written in. */
export async function buildEditorScript(options: EditorScriptOptions): Promise<string> {
  const result = await build({
    entryPoints: [EDITOR_SOURCE],
    bundle: true,
    format: "iife",
    target: "es2022",
    minify: options.minify ?? true,
    write: false,
    logLevel: "warning",
    define: {
      __SITE_STYLESHEETS__: JSON.stringify(options.stylesheets),
      __COLLECTIONS__: JSON.stringify(options.collections),
    },
  });
  return result.outputFiles[0]!.text;
}

/** The stylesheets a built page links (under /assets: the hashed files). */
export function siteStylesheets(html: string): string[] {
  return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/g)].map(
    (match) => match[1]!,
  );
}
