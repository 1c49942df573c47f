/**
 * Decap CMS's prebuilt bundle, fetched from the npm registry as one tarball
 * (`npm pack`), checked against the integrity pinned here, and unpacked into
 * node_modules/.cache: not a dependency of the site. As a dependency, decap-cms
 * declares the tree of Decap's whole monorepo (about 630 packages, peers of
 * React 16 to 18 against our 19) although its bundle loads none of them
 * (docs/decisions/0016-cms.md, "Lighter install").
 *
 * The build (scripts/cms/build-admin.ts) and `npm run edit` call decapDist();
 * the first call on a machine fetches about 16 MB through npm (its registry,
 * its cache, its proxy settings), later calls find the unpacked folder.
 *
 * To upgrade: change DECAP_VERSION and DECAP_INTEGRITY (`npm view
 * decap-cms@<version> dist.integrity`), then recompute the style hashes in
 * server/admin.ts (the editor's browser tests name any that changed).
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

export const DECAP_VERSION = "3.16.3";
export const DECAP_INTEGRITY =
  "sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==";

const CACHE = fileURLToPath(new URL("../../node_modules/.cache/", import.meta.url));
const unpacked = join(CACHE, `decap-cms-${DECAP_VERSION}`);

/** The files of the tarball the editor serves: its manifest, the bundle, its lazy chunks, two image encoders and their licence notice. */
const WANTED = [
  "package/package.json",
  "package/dist/decap-cms.js",
  "package/dist/decap-cms.js.LICENSE.txt",
  "package/dist/*.decap-cms.js",
  "package/dist/*.wasm",
];

/** `sha512-<base64>` of a file, as npm writes integrity. */
export function integrityOf(data: Buffer): string {
  return `sha512-${createHash("sha512").update(data).digest("base64")}`;
}

/** npm as the running `npm run` found it, else the one on PATH. */
function npm(args: string[], cwd: string) {
  const script = process.env.npm_execpath;
  const [command, argv] = script?.endsWith(".js")
    ? [process.execPath, [script, ...args]]
    : ["npm", args];
  return promisify(execFile)(command, argv, { cwd, maxBuffer: 64 * 1024 * 1024 });
}

let pending: Promise<string> | undefined;

/** The folder holding Decap's dist files (decap-cms.js and the rest), fetched on first use. */
export function decapDist(): Promise<string> {
  pending ??= fetchOnce();
  return pending;
}

async function fetchOnce(): Promise<string> {
  const dist = join(unpacked, "dist");
  if (existsSync(join(unpacked, ".complete"))) return dist;
  mkdirSync(CACHE, { recursive: true });
  const work = mkdtempSync(join(CACHE, "decap-cms-fetch-"));
  try {
    try {
      await npm(
        ["pack", `decap-cms@${DECAP_VERSION}`, "--silent", "--pack-destination", work],
        work,
      );
    } catch (error) {
      throw new Error(
        `The editor's bundle (decap-cms ${DECAP_VERSION}) comes from the npm registry, and npm pack failed: ${(error as Error).message}`,
        { cause: error },
      );
    }
    const tarball = join(work, `decap-cms-${DECAP_VERSION}.tgz`);
    const integrity = integrityOf(readFileSync(tarball));
    if (integrity !== DECAP_INTEGRITY)
      throw new Error(
        `decap-cms-${DECAP_VERSION}.tgz is not the pinned one: ${integrity} (expected ${DECAP_INTEGRITY})`,
      );
    await promisify(execFile)("tar", ["-xzf", tarball, "-C", work, "--wildcards", ...WANTED]);
    writeFileSync(join(work, "package", ".complete"), `${DECAP_INTEGRITY}\n`);
    rmSync(unpacked, { recursive: true, force: true });
    renameSync(join(work, "package"), unpacked);
    return dist;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The files of a dist folder the editor serves (not the source maps, not the second "cms.js" build). */
export function decapFiles(dist: string): string[] {
  return readdirSync(dist).filter(
    (name) =>
      name === "decap-cms.js" ||
      name === "decap-cms.js.LICENSE.txt" ||
      /^\d+\.decap-cms\.js$/.test(name) ||
      /^[0-9a-f]+\.wasm$/.test(name),
  );
}
