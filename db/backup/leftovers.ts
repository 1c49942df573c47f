import { lstat, readdir, rm } from "node:fs/promises";
import { join } from "node:path";

/**
 * Work files a backup leaves only when it is killed halfway (a reboot, the OOM
 * killer, a timeout): the SQLite copy and its gzip (sqlite.ts), pg_dump's output
 * (postgres.ts) and a file not yet renamed into place (files.ts, partialName).
 * Each can be as large as the database and the SQLite copy holds the daily salts
 * a finished backup erases (unsaved-rows.ts), so the next backup removes them.
 */
const WORK_FILE = [
  /^\.copy-[0-9a-f]{8}\.db(\.gz)?$/,
  /^\.dump-[0-9a-f]{8}\.pgdump$/,
  /^\..+\.partial-[0-9a-f]{8}$/,
];

/**
 * Older than this, a work file belongs to no running backup: a running one writes
 * its files continuously and reads the copy back within minutes, and the schedule
 * takes one an hour at most. A second backup started beside a running one (by
 * hand, by a release) therefore never removes the other's files.
 */
export const ABANDONED_AFTER_MS = 6 * 60 * 60 * 1000;

/** Removes the abandoned work files in `dir`; returns their names. A folder that is not there has none. */
export async function sweepAbandonedWork(dir: string, now: Date): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const removed: string[] = [];
  for (const name of names) {
    if (!WORK_FILE.some((pattern) => pattern.test(name))) continue;
    const path = join(dir, name);
    // lstat: a link named like a work file is judged (and removed) as the link, never its target.
    const info = await lstat(path).catch(() => undefined);
    if (!info?.isFile() || now.getTime() - info.mtimeMs < ABANDONED_AFTER_MS) continue;
    await rm(path, { force: true });
    removed.push(name);
  }
  return removed.sort();
}
