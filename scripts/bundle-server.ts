/**
 * Bundles the Express server (server/index.ts) into <build>/server/main.js so
 * that production runs plain JavaScript on Node 20 with production dependencies
 * only. Packages stay external (they are installed), our own modules are inlined.
 */
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
