/**
 * Build step: hashes the inline scripts of every prerendered page and writes
 *   <build>/csp-hashes.json     read by the Node server at start
 *   <build>/nginx/csp-map.conf  an nginx `map` giving each page its CSP header
 * so that both servers send each page the sha256 sources of its own scripts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cspMapConf } from "./nginx-csp-map";
import { CSP_MANIFEST_FILE, computeCspManifest } from "../server/static-pages";

const buildDir = process.env.BUILD_DIR ?? "build";
const manifest = computeCspManifest(join(buildDir, "client"));
writeFileSync(join(buildDir, CSP_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

mkdirSync(join(buildDir, "nginx"), { recursive: true });
writeFileSync(join(buildDir, "nginx", "csp-map.conf"), cspMapConf(manifest));
console.log(
  `wrote CSP hashes for ${Object.keys(manifest).length} pages to ${buildDir}/${CSP_MANIFEST_FILE} and ${buildDir}/nginx/csp-map.conf`,
);
