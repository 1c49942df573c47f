/**
 * One release at a time, through the kernel's lock on `<root>/release.lock`
 * (flock(2), by way of util-linux's flock(1)): it belongs to the open file, so it
 * goes away when the process holding it ends, however it ends (a killed runner, a
 * reboot), and no process id is ever trusted (a reused one cannot block releases,
 * and two processes cannot both take over a stale lock).
 *
 * A second release waits for the first, up to RELEASE_LOCK_WAIT_SECONDS, instead of
 * being refused. deploy/remote.sh runs fetch, install and release under
 * `flock <root>/release.lock`; the release finds that lock held by a process it
 * descends from (/proc/locks) and goes on under it.
 */
import { spawnSync } from "node:child_process";
import { closeSync, openSync, readFileSync, statSync } from "node:fs";

export class LockTimeoutError extends Error {}

/** Node passes an open file to a child at the same number through `stdio`. */
function flockOn(fd: number, waitSeconds: number): number | null {
  const stdio: ("inherit" | "ignore" | number)[] = ["ignore", "inherit", "inherit"];
  while (stdio.length < fd) stdio.push("ignore");
  stdio[fd] = fd;
  const result = spawnSync(
    "flock",
    ["--wait", String(waitSeconds), "--conflict-exit-code", "75", String(fd)],
    { stdio },
  );
  if (result.error)
    throw new Error(`flock could not run (${result.error.message}): install util-linux`);
  return result.status;
}

/** The process that started `pid`, from /proc (0 when it is gone). */
function parentOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (command) state ppid …": the command may hold spaces and parentheses.
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return 0;
  }
}

/** Whether a process this one descends from holds the flock on `file` (/proc/locks). */
export function heldByAncestor(file: string): boolean {
  let inode: number;
  try {
    inode = statSync(file).ino;
  } catch {
    return false;
  }
  const holders = new Set<number>();
  for (const line of readFileSync("/proc/locks", "utf8").split("\n")) {
    // "1: FLOCK  ADVISORY  WRITE 4242 fd:01:1234 0 EOF" (a waiter has "->" after the number).
    const fields = line.trim().split(/\s+/);
    if (fields[1] !== "FLOCK" || fields[3] !== "WRITE") continue;
    if (Number(fields[5]?.split(":")[2]) === inode) holders.add(Number(fields[4]));
  }
  for (let pid = process.ppid; pid > 1; pid = parentOf(pid)) if (holders.has(pid)) return true;
  return false;
}

/**
 * Takes the release lock, waiting up to `waitSeconds` for a release that holds it
 * (or goes on under it when a process this one descends from holds it). Returns
 * the release function (closing the file lets the lock go).
 */
export function acquireReleaseLock(lockFile: string, waitSeconds: number): () => void {
  const fd = openSync(lockFile, "a", 0o600);
  if (heldByAncestor(lockFile)) {
    closeSync(fd);
    return () => {};
  }
  const status = flockOn(fd, waitSeconds);
  if (status !== 0) {
    closeSync(fd);
    if (status === 75)
      throw new LockTimeoutError(
        `another release held ${lockFile} for more than ${waitSeconds} s (RELEASE_LOCK_WAIT_SECONDS); this one changed nothing`,
      );
    throw new Error(`flock ${lockFile} failed (exit ${status})`);
  }
  return () => closeSync(fd);
}
