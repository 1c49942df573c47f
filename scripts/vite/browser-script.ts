import { relative } from "node:path";
import { build } from "esbuild";
import type { Plugin, ResolvedConfig } from "vite";

const QUERY = "?browser-script";
/**
 * In development a .tsx entry (a React island) is served through this module:
 * React Router's Vite plugin gives every component module a Fast Refresh header
 * that throws unless the preamble its `<Scripts />` installs ran first, and no
 * page renders `<Scripts />`. The module runs React Router's own preamble
 * module, then the entry.
 */
const DEV_ISLAND = "virtual:studio/dev-island:";
const REACT_ROUTER_PREAMBLE = "virtual:react-router/inject-hmr-runtime";

/**
 * `import url from "./enhance.ts?browser-script"` gives the URL of that file
 * bundled on its own into one minified ES module with everything it imports:
 * the enhancement every page loads (docs/decisions/0009) and the contact form's
 * React island (a .tsx entry: React in its production build, nothing shared
 * with React Router's client build; docs/decisions/0018). In a build the bundle
 * is an asset with a content hash (cached immutably like the rest of /assets);
 * in development the dev server serves and transforms the source file itself.
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
      if (source.startsWith(DEV_ISLAND)) return `\0${source}`;
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, {
        skipSelf: true,
      });
      return resolved ? `${resolved.id}${QUERY}` : null;
    },
    async load(id) {
      if (id.startsWith(`\0${DEV_ISLAND}`)) {
        const entry = id.slice(DEV_ISLAND.length + 1);
        return `import ${JSON.stringify(REACT_ROUTER_PREAMBLE)};\nimport ${JSON.stringify(entry)};\n`;
      }
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      if (config.command === "serve") {
        const url = `/${relative(config.root, file)}`;
        const served = file.endsWith(".tsx") ? `/@id/__x00__${DEV_ISLAND}${url}` : url;
        return `export default ${JSON.stringify(served)};`;
      }
      const result = await build({
        entryPoints: [file],
        bundle: true,
        // A dynamic import() of the entry becomes a chunk of its own, evaluated when
        // it is imported: the island cuts its work into tasks this way.
        splitting: true,
        outdir: "browser-script",
        chunkNames: "island-chunk-[hash]",
        format: "esm",
        minify: true,
        target: "es2022",
        write: false,
        tsconfig: "tsconfig.json",
        define: { "process.env.NODE_ENV": JSON.stringify("production") },
        logLevel: "warning",
        metafile: true,
        // A React island's functions all run when it hydrates. V8 compiles a function
        // the first time it is called unless the file asks for them all at once
        // (Chromium's explicit compile hints): without it, compiling took 58 to 91 ms
        // of the island's hydration at 4x slowdown, 40 % of it; with it the work
        // moves to the script's compilation (off the main thread where Chromium
        // streams it) and hydration took 75 to 90 ms against 133 to 185 ms, its
        // longest task 122 to 126 ms against 175 to 225 ms (docs/decisions/0018).
        // Other browsers read it as a comment.
        banner: file.endsWith(".tsx") ? { js: "//# allFunctionsCalledOnLoad" } : undefined,
      });
      for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(input);
      const [entry, ...chunks] = result.outputFiles;
      // Chunks keep esbuild's content-hashed names, beside the entry in the same
      // folder: the entry imports them by those relative names.
      for (const chunk of chunks) {
        this.emitFile({
          type: "asset",
          fileName: `assets/${chunk.path.replace(/^.*\//, "")}`,
          source: chunk.text,
        });
      }
      const reference = this.emitFile({
        type: "asset",
        name: file.replace(/^.*\//, "").replace(/\.tsx?$/, ".js"),
        source: entry!.text,
      });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
