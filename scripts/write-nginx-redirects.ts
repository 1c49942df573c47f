/**
 * Build step: the editor's redirects (content/redirects.yaml), checked and
 * flattened (app/content/redirects/), written as nginx locations to
 * <build>/nginx/redirects.conf, which deploy/nginx.conf includes: nginx answers
 * them as the Node server does (server/redirects.ts), from the same data; and
 * <build>/redirects.json for the release's URL guard.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ContentError } from "../app/content/load.server";
import { siteRedirects } from "../app/content/redirects/table.server";
import { redirectsConf } from "./nginx-redirects";
import { REDIRECTS_FILE } from "./release/url-guard";

const buildDir = process.env.BUILD_DIR ?? "build";
const { rules, problems } = siteRedirects();
if (problems.length > 0) throw new ContentError(problems);
mkdirSync(join(buildDir, "nginx"), { recursive: true });
writeFileSync(join(buildDir, "nginx", "redirects.conf"), redirectsConf(rules.values()));
// What the release's URL guard reads (scripts/release/url-guard.ts): the old addresses answered.
writeFileSync(join(buildDir, REDIRECTS_FILE), `${JSON.stringify([...rules.values()], null, 2)}\n`);
console.log(`wrote ${rules.size} redirects to ${buildDir}/nginx/redirects.conf`);
