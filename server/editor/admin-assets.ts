/**
 * The editor's files besides Decap's bundle (./decap-bundle.ts): our editor script (the preview and a rule for saving) and preview styles. The build copies them into
 * build/client/admin (scripts/cms/build-admin.ts); `npm run edit` serves them
 * from here (server/admin-local.ts).
 */
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

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
