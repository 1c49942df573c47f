/**
 * Build step (after the pages are built and precompressed): the editor's files
 * into <build>/client/admin, served at /admin by server/admin.ts.
 *  - Decap's prebuilt bundle, chunks and encoders (server/editor/decap-bundle.ts);
 *  - editor.js (server/editor/editor.ts: the preview and a rule for saving), with the stylesheet the pages link (its hashed name, read from the
 *    built home page) and the collections of app/content/collections.ts;
 *  - preview.css;
 *  - brotli and gzip siblings of the text files. Brotli at quality 5, not the
 *    site's scripts' 11: quality 11 took 51 s on the 5 MB bundle here (the whole build's
 *    budget is 60 s) for 14 % fewer bytes (1.12 MB against 1.30 MB), fetched by a
 *    handful of editors and then revalidated.
 * Nothing here is linked from a public page.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { collections } from "../../app/content/collections";
import { ADMIN_DIR } from "../../server/admin";
import { COMPRESSIBLE_EXTENSIONS, MIN_COMPRESS_BYTES } from "../../server/precompressed";
import { buildEditorScript, PREVIEW_CSS, siteStylesheets } from "../../server/editor/admin-assets";
import { decapDist, decapFiles } from "../../server/editor/decap-bundle";

const started = performance.now();
const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
const adminDir = join(clientDir, ADMIN_DIR);

const home = readFileSync(join(clientDir, "index.html"), "utf8");
const stylesheets = siteStylesheets(home);
if (stylesheets.length === 0) throw new Error(`${clientDir}/index.html links no stylesheet under /assets`);

rmSync(adminDir, { recursive: true, force: true });
mkdirSync(adminDir, { recursive: true });
const written: string[] = [];
const dist = await decapDist();
for (const name of decapFiles(dist)) {
  copyFileSync(join(dist, name), join(adminDir, name));
  written.push(name);
}
writeFileSync(
  join(adminDir, "editor.js"),
  await buildEditorScript({ stylesheets, collections: Object.keys(collections) }),
);
copyFileSync(PREVIEW_CSS, join(adminDir, "preview.css"));
written.push("editor.js", "preview.css");

let original = 0;
let brotli = 0;
for (const name of written) {
  const file = join(adminDir, name);
  if (!COMPRESSIBLE_EXTENSIONS.has(extname(name)) || statSync(file).size < MIN_COMPRESS_BYTES)
    continue;
  const data = readFileSync(file);
  original += data.length;
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: constants.Z_BEST_COMPRESSION }));
  brotli += br.length;
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
console.log(
  `wrote the editor (${written.length} files, ${mb(original)} of text, brotli ${mb(brotli)}) to ${adminDir} in ${((performance.now() - started) / 1000).toFixed(1)} s; preview styled by ${stylesheets.join(", ")}`,
);
