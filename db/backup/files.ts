import { createHash, randomBytes } from "node:crypto";
import { chmodSync, createReadStream, mkdirSync, statSync } from "node:fs";
import { copyFile, open, rename, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

/**
 * File handling the backups share: private folders, checksums, and writing a
 * file so that it appears whole or not at all (a partial name, fsync, rename,
 * fsync of the folder), with the owner's permissions only.
 */

/** Creates `dir` (and parents) for the owner only, tightening one that others can read. */
export function privateFolder(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if ((statSync(dir).mode & 0o077) !== 0) chmodSync(dir, 0o700);
  return dir;
}

export interface Digest {
  bytes: number;
  sha256: string;
}

export async function fileDigest(path: string): Promise<Digest> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    hash.update(chunk);
  }
  return { bytes, sha256: hash.digest("hex") };
}

/** A name beside `path` for its bytes until they are complete (a dot file: no listing takes it for a backup). */
export function partialName(path: string): string {
  return join(dirname(path), `.${basename(path)}.partial-${randomBytes(4).toString("hex")}`);
}

/**
 * Writes `source` to `path`, mode 0600, whole or not at all: the bytes go to a
 * partial name, are flushed to the disk, and the name is swapped in by rename
 * (atomic within a folder), whose entry is flushed too. Refuses to replace an
 * existing file. Returns the size and sha256 of what was written.
 */
export async function writeWhole(path: string, source: AsyncIterable<Uint8Array>): Promise<Digest> {
  const partial = partialName(path);
  const hash = createHash("sha256");
  let bytes = 0;
  const handle = await open(partial, "wx", 0o600);
  try {
    for await (const chunk of source) {
      await handle.write(chunk);
      hash.update(chunk);
      bytes += chunk.length;
    }
    await handle.sync();
    await handle.close();
    try {
      statSync(path);
      throw new Error(`${path} exists already`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    await rename(partial, path);
  } catch (error) {
    await handle.close().catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
  await syncFolder(dirname(path));
  return { bytes, sha256: hash.digest("hex") };
}

/** Flushes a folder's entries (a rename in it) to the disk. */
export async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Copies `source` to `target` (a partial name), 0600, flushed to the disk before the caller renames it. */
export async function copyFlushed(source: string, target: string): Promise<void> {
  await copyFile(source, target);
  const handle = await open(target, "r+");
  try {
    await handle.chmod(0o600);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
