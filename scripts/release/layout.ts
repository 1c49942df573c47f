/**
 * The folders of a self-hosted site (docs/release.md):
 *
 *   <root>/releases/<id>/     one folder per release: the commit's files, node_modules, build/
 *   <root>/current            a symlink to the live release (switched atomically)
 *   <root>/shared/.env        the settings of the site and of the release (never in a release)
 *   <root>/shared/data/       DATA_DIR: the inquiries (SQLite), outside every release
 *   <root>/release.lock       flock'ed by the release that is running (lock.ts)
 *   <root>/releases.log       what went live, when and how it ended (server/release-log.ts)
 *
 * A release id sorts by time: 20261126T104501Z-1a2b3c4.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { basename, join, resolve } from "node:path";

export interface Layout {
  root: string;
  releases: string;
  current: string;
  shared: string;
  env: string;
  data: string;
  lock: string;
  log: string;
}

export function layoutOf(root: string): Layout {
  const absolute = resolve(root);
  return {
    root: absolute,
    releases: join(absolute, "releases"),
    current: join(absolute, "current"),
    shared: join(absolute, "shared"),
    env: join(absolute, "shared", ".env"),
    data: join(absolute, "shared", "data"),
    lock: join(absolute, "release.lock"),
    log: join(absolute, "releases.log"),
  };
}

/** Creates the folders a first release needs (shared/, its data folder, releases/). */
export function prepare(layout: Layout) {
  mkdirSync(layout.releases, { recursive: true });
  mkdirSync(layout.data, { recursive: true, mode: 0o700 });
}

const RELEASE_ID = /^\d{8}T\d{6}Z-[0-9a-f]{7,40}$/;

/** A new release's id: the time (UTC, to the second) and the commit. */
export function releaseId(commit: string, now = new Date()): string {
  const time = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `${time}-${commit.slice(0, 7)}`;
}

/** The complete releases, oldest first (a folder being built is not one). */
export function listReleases(layout: Layout): string[] {
  if (!existsSync(layout.releases)) return [];
  return readdirSync(layout.releases)
    .filter(
      (name) =>
        RELEASE_ID.test(name) && existsSync(join(layout.releases, name, "build", "RELEASE")),
    )
    .sort();
}

/** The live release's id, or null before the first release. */
export function currentRelease(layout: Layout): string | null {
  try {
    return basename(readlinkSync(layout.current));
  } catch {
    return null;
  }
}

/**
 * Points `current` at a release in one step: a new link beside it renamed over it
 * (rename is atomic), so a request never finds no `current`.
 */
export function switchTo(layout: Layout, id: string) {
  const target = join(layout.releases, id);
  if (!existsSync(join(target, "build", "RELEASE")))
    throw new Error(`${target} is not a complete release`);
  const next = `${layout.current}.next`;
  rmSync(next, { force: true });
  symlinkSync(join("releases", id), next);
  renameSync(next, layout.current);
}

/** Marks a release that failed after it was built (kept for a look, pruned first). */
export function markFailed(layout: Layout, id: string, why: string) {
  const build = join(layout.releases, id, "build");
  if (!existsSync(build)) return;
  // A new file: the folder may share its files with another release (hard links).
  rmSync(join(build, "FAILED"), { force: true });
  writeFileSync(join(build, "FAILED"), `${why}\n`);
}

export function isFailed(layout: Layout, id: string): boolean {
  return existsSync(join(layout.releases, id, "build", "FAILED"));
}

/**
 * Deletes the releases that failed, then the oldest beyond `keep`; never the live
 * one nor those in `protect` (the rollback's target). Folders of releases that
 * stopped before completing go too. Returns the ids deleted.
 */
export function prune(layout: Layout, keep: number, protect: readonly (string | null)[] = []) {
  const current = currentRelease(layout);
  const kept = new Set([current, ...protect]);
  const failed = listReleases(layout).filter((id) => !kept.has(id) && isFailed(layout, id));
  const rest = listReleases(layout).filter((id) => !failed.includes(id));
  const removable = [
    ...failed,
    ...rest.slice(0, Math.max(0, rest.length - keep)).filter((id) => !kept.has(id)),
  ];
  for (const id of removable) rmSync(join(layout.releases, id), { recursive: true, force: true });
  for (const name of existsSync(layout.releases) ? readdirSync(layout.releases) : [])
    if (name.endsWith(".partial"))
      rmSync(join(layout.releases, name), { recursive: true, force: true });
  return removable;
}
