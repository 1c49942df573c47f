/**
 * `npm run test:changed`: the checks one change calls for, in a minute or two,
 * before the full `npm test`.
 *  1. The unit and integration tests related to the changed files (Vitest
 *     follows its import graph: `vitest run --changed`), and where content/
 *     changed, the content schemas' and invariants' tests (app/content).
 *  2. The build, then the end-to-end tests of what changed:
 *     - pages.spec.ts (each page's checks, both widths, with and without
 *       JavaScript) for every route whose built page differs from the build
 *       that was in build/ before (a copy, a component, a style or the
 *       enhancement that a page shows changes its HTML); with no earlier build,
 *       every route;
 *     - every spec that changed or imports a changed file.
 *
 *   npm run test:changed                 changes not yet committed (staged, unstaged, new files)
 *   npm run test:changed -- --since main  and the commits since main
 *
 * What it leaves out (a server change no page shows, say) the full run checks.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { build } from "esbuild";
import { pages } from "../../app/content/pages";
import { htmlFileFor } from "../audit/built-site";
import { changedRoutes, routeGrep } from "./changed-routes";

const root = process.cwd();
const sinceAt = process.argv.indexOf("--since");
const since = sinceAt >= 0 ? process.argv[sinceAt + 1] : undefined;

function git(args: string[]) {
  const result = spawnSync("git", args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout.split("\n").filter(Boolean);
}

function run(command: string, args: string[]) {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  return spawnSync(command, args, { stdio: "inherit" }).status === 0;
}

const changed = [
  ...new Set([
    ...git(["diff", "--name-only", "HEAD"]),
    ...git(["ls-files", "--others", "--exclude-standard"]),
    ...(since ? git(["diff", "--name-only", `${since}...HEAD`]) : []),
  ]),
].filter((file) => existsSync(file));
if (changed.length === 0) {
  console.log("Nothing has changed: nothing to test.");
  process.exit(0);
}
console.log(`Changed: ${changed.join(", ")}`);

/** Each route's built page, hashed (none where the page is not built). */
function builtHashes(): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const page of pages()) {
    const file = htmlFileFor(page.path);
    if (existsSync(file))
      hashes.set(page.path, createHash("sha256").update(readFileSync(file)).digest("hex"));
  }
  return hashes;
}

/** The specs that changed, or import (directly or not) a file that did. */
async function relatedSpecs(): Promise<string[]> {
  const specs = readdirSync("tests/e2e")
    .filter((name) => name.endsWith(".spec.ts"))
    .map((name) => join("tests/e2e", name));
  const result = await build({
    entryPoints: specs,
    bundle: true,
    write: false,
    metafile: true,
    outdir: "related-specs",
    platform: "node",
    format: "esm",
    packages: "external",
    alias: { "~": resolve("app") },
    logLevel: "silent",
  });
  const touched = new Set(changed.map((file) => resolve(file)));
  return Object.values(result.metafile.outputs)
    .filter((output) => output.entryPoint)
    .filter((output) => Object.keys(output.inputs).some((input) => touched.has(resolve(input))))
    .map((output) => relative(root, output.entryPoint!));
}

let ok = run("npx", ["vitest", "run", "--changed", ...(since ? [since] : []), "--passWithNoTests"]);
// Content is read from files, not imported: its checks are the content module's tests.
if (changed.some((file) => file.startsWith("content/")))
  ok = run("npx", ["vitest", "run", "app/content"]) && ok;

const before = builtHashes();
if (!run("npm", ["run", "--silent", "build"])) process.exit(1);
const routes = changedRoutes(before, builtHashes());
const specs = (await relatedSpecs()).filter((spec) => !spec.endsWith("pages.spec.ts"));
console.log(
  `\nRoutes whose built page changed: ${routes.length === pages().length ? `all ${routes.length}` : routes.join(", ") || "none"}`,
);
console.log(`Specs that changed or import a changed file: ${specs.join(", ") || "none"}`);
if (routes.length > 0)
  ok =
    run("npx", ["playwright", "test", "tests/e2e/pages.spec.ts", "--grep", routeGrep(routes)]) &&
    ok;
if (specs.length > 0) ok = run("npx", ["playwright", "test", ...specs]) && ok;
process.exit(ok ? 0 : 1);
