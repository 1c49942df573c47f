import { relative } from "node:path";
import { build } from "esbuild";
import type { Plugin, ResolvedConfig } from "vite";

const QUERY = "?browser-script";

/**
 * `import url from "./enhance.ts?browser-script"` gives the URL of that file
 * bundled on its own into one small minified ES module: a plain script for the
 * pages that load no React (docs/decisions/0009). In a build the bundle is an
 * asset with a content hash (cached immutably like the rest of /assets); in
 * development the dev server serves and transforms the source file itself.
 */
export function browserScript(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "studio:browser-script",
    enforce: "pre",
    configResolved(resolved) {
      config = resolved;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, {
        skipSelf: true,
      });
      return resolved ? `${resolved.id}${QUERY}` : null;
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      if (config.command === "serve") {
        return `export default ${JSON.stringify(`/${relative(config.root, file)}`)};`;
      }
      const result = await build({
        entryPoints: [file],
        bundle: true,
        format: "esm",
        minify: true,
        target: "es2022",
        write: false,
        tsconfig: "tsconfig.json",
        logLevel: "warning",
        metafile: true,
      });
      for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(input);
      const reference = this.emitFile({
        type: "asset",
        name: file.replace(/^.*\//, "").replace(/\.ts$/, ".js"),
        source: result.outputFiles[0]!.text,
      });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
