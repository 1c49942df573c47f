/**
 * Runs first in `npm test` (and `npm run test:deploy --` with "deploy"): stops at
 * once, with one line naming the Debian packages and the command that installs
 * them, when a suite would otherwise fail deep inside for want of them.
 *   npm test          needs chromium (end-to-end, Lighthouse) and postgresql (integration)
 *   npm run test:deploy  needs nginx and postgresql
 * CHROMIUM_PATH and DATABASE_URL stand in for the packages (as the suites accept).
 */
import { existsSync } from "node:fs";
import { findPostgresBin } from "../tests/setup/postgres";

const deploy = process.argv.includes("deploy");
const missing: string[] = [];
if (!deploy && !existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"))
  missing.push("chromium");
if (!process.env.DATABASE_URL && !findPostgresBin()) missing.push("postgresql");
if (deploy && !["/usr/sbin/nginx", "/usr/local/sbin/nginx"].some((bin) => existsSync(bin))) {
  missing.push("nginx");
}
const standIns: Record<string, string> = { chromium: "CHROMIUM_PATH", postgresql: "DATABASE_URL" };
if (missing.length > 0) {
  const set = missing.flatMap((name) => standIns[name] ?? []);
  console.error(
    `${deploy ? "npm run test:deploy" : "npm test"} needs ${missing.join(" and ")}: install with \`apt-get install -y ${missing.join(" ")}\`${set.length ? ` (or set ${set.join(" or ")})` : ""}.`,
  );
  process.exit(1);
}
