/**
 * The folders of a self-hosted site (docs/release.md):
 *
 *   <root>/releases/<id>/     one folder per release: the commit's files, node_modules, build/
 *   <root>/current            a symlink to the live release (switched atomically)
 *   <root>/shared/.env        the settings of the site and of the release (never in a release)
 *   <root>/shared/data/       DATA_DIR: the inquiries (SQLite), outside every release
 *   <root>/release.lock       held by the release that is running
 *
 * A release id sorts by time: 20261126T104501Z-1a2b3c4.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
  openSync,
  closeSync,
  readFileSync,
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

/** The release before the live one (what --rollback goes back to), or null. */
export function previousRelease(layout: Layout): string | null {
  const current = currentRelease(layout);
  const all = listReleases(layout);
  const index = current ? all.indexOf(current) : -1;
  return index > 0 ? all[index - 1]! : null;
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

/**
 * Deletes the oldest releases beyond `keep`; never the live one nor the one
 * before it (the rollback's target). Returns the ids deleted.
 */
export function prune(layout: Layout, keep: number): string[] {
  const all = listReleases(layout);
  const current = currentRelease(layout);
  const protect = new Set([current, previousRelease(layout)]);
  const removable = all.slice(0, Math.max(0, all.length - keep)).filter((id) => !protect.has(id));
  for (const id of removable) rmSync(join(layout.releases, id), { recursive: true, force: true });
  // Folders of releases that failed before completing.
  for (const name of existsSync(layout.releases) ? readdirSync(layout.releases) : [])
    if (name.endsWith(".partial"))
      rmSync(join(layout.releases, name), { recursive: true, force: true });
  return removable;
}

export class LockedError extends Error {}

/**
 * Takes the release lock or throws LockedError naming who holds it. A lock left
 * by a process that no longer runs (killed, the machine restarted) is taken over.
 */
export function acquireLock(layout: Layout, what: string): () => void {
  const mine = `${process.pid} ${new Date().toISOString()} ${what}\n`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(layout.lock, "wx", 0o600);
      writeFileSync(fd, mine);
      closeSync(fd);
      return () => {
        if (existsSync(layout.lock) && readFileSync(layout.lock, "utf8") === mine)
          unlinkSync(layout.lock);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const held = readFileSync(layout.lock, "utf8").trim();
      const pid = Number(held.split(" ")[0]);
      if (Number.isInteger(pid) && pid > 0 && isRunning(pid))
        throw new LockedError(`another release is running (${held}); this one changes nothing`);
      unlinkSync(layout.lock);
    }
  }
  throw new LockedError("could not take the release lock");
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether `path` is a symlink (current must be one: never a real folder). */
export function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
