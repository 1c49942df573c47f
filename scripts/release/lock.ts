/**
 * One release at a time, through the kernel's lock on `<root>/release.lock`
 * (flock(2), by way of util-linux's flock(1)): it belongs to the open file, so it
 * goes away when the process holding it ends, however it ends (a killed runner, a
 * reboot), and no process id is ever trusted (a reused one cannot block releases,
 * and two processes cannot both take over a stale lock).
 *
 * A second release waits for the first, up to RELEASE_LOCK_WAIT_SECONDS, instead of
 * being refused. deploy/pipeline.sh takes the same lock around fetch, install and
 * release, on its file descriptor 9, and tells the release so (RELEASE_LOCK_FD=9):
 * flock on the same open file succeeds at once for its holder.
 */
import { spawnSync } from "node:child_process";
import { closeSync, openSync, readlinkSync, realpathSync } from "node:fs";

export class LockTimeoutError extends Error {}

/** Node passes an open file to a child at the same number through `stdio`. */
function flockOn(fd: number, waitSeconds: number): number | null {
  const stdio: ("inherit" | "ignore" | number)[] = ["ignore", "inherit", "inherit"];
  while (stdio.length < fd) stdio.push("ignore");
  stdio[fd] = fd;
  const result = spawnSync(
    "flock",
    ["--wait", String(waitSeconds), "--conflict-exit-code", "75", String(fd)],
    {
      stdio,
    },
  );
  if (result.error)
    throw new Error(`flock could not run (${result.error.message}): install util-linux`);
  return result.status;
}

/**
 * Takes the release lock, waiting up to `waitSeconds` for a release that holds it.
 * Returns the release function (closing the file lets the lock go).
 */
export function acquireReleaseLock(
  lockFile: string,
  waitSeconds: number,
  inheritedFd = process.env.RELEASE_LOCK_FD,
): () => void {
  let fd: number;
  let own = true;
  if (inheritedFd && /^\d+$/.test(inheritedFd) && pointsAt(Number(inheritedFd), lockFile)) {
    fd = Number(inheritedFd);
    own = false;
  } else {
    fd = openSync(lockFile, "a", 0o600);
  }
  const status = flockOn(fd, waitSeconds);
  if (status !== 0) {
    if (own) closeSync(fd);
    if (status === 75)
      throw new LockTimeoutError(
        `another release held ${lockFile} for more than ${waitSeconds} s (RELEASE_LOCK_WAIT_SECONDS); this one changed nothing`,
      );
    throw new Error(`flock ${lockFile} failed (exit ${status})`);
  }
  return () => {
    if (own) closeSync(fd);
  };
}

function pointsAt(fd: number, file: string): boolean {
  try {
    return readlinkSync(`/proc/self/fd/${fd}`) === realpathSync(file);
  } catch {
    return false;
  }
}
