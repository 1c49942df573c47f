/**
 * Bundles the Express server (server/index.ts) into <build>/server/main.js so
 * that production runs plain JavaScript on Node 20 with production dependencies
 * only. Packages stay external (they are installed), our own modules are inlined.
 */
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

const buildDir = process.env.BUILD_DIR ?? "build";

await build({
  entryPoints: { main: "server/index.ts" },
  outdir: `${buildDir}/server`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
console.log(`bundled the server into ${buildDir}/server/main.js`);

// The studio's inquiries CLI (npm run inquiries), runnable without dev dependencies.
await build({
  entryPoints: { inquiries: "scripts/inquiries.ts" },
  outdir: `${buildDir}/cli`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
console.log(`bundled the inquiries CLI into ${buildDir}/cli/inquiries.js`);

// The content the pages were built from, for what the server renders at run time
// (the 404 page, the contact form's answers): server/index.ts points CONTENT_DIR here.
rmSync(`${buildDir}/content`, { recursive: true, force: true });
cpSync("content", `${buildDir}/content`, { recursive: true });
console.log(`copied content/ into ${buildDir}/content`);
