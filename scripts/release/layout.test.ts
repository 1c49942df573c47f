import { existsSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawn, spawnSync } from "node:child_process";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  currentRelease,
  isFailed,
  layoutOf,
  listReleases,
  markFailed,
  prepare,
  prune,
  releaseId,
  switchTo,
  type Layout,
} from "./layout";
import { acquireReleaseLock, LockTimeoutError } from "./lock";

let layout: Layout;
beforeEach(() => {
  layout = layoutOf(mkdtempSync(join(tmpdir(), "release-layout-")));
  prepare(layout);
});
afterEach(() => rmSync(layout.root, { recursive: true, force: true }));

/** A complete release folder, as `npm run release` leaves one. */
function fakeRelease(id: string) {
  mkdirSync(join(layout.releases, id, "build"), { recursive: true });
  writeFileSync(join(layout.releases, id, "build", "RELEASE"), `${id}\n`);
  return id;
}
const ids = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    releaseId("abcdef0123456789", new Date(Date.UTC(2026, 10, 1, 10, 0, i))),
  );

describe("the release folders", () => {
  it("name releases by time and commit, so that they sort by time", () => {
    expect(releaseId("1a2b3c4d5e6f", new Date("2026-11-26T10:45:01.123Z"))).toBe(
      "20261126T104501Z-1a2b3c4",
    );
    expect(ids(3)).toEqual([...ids(3)].sort());
  });

  it("switch current with a link, only to a complete release", () => {
    const [a, b] = ids(2).map(fakeRelease) as [string, string];
    mkdirSync(join(layout.releases, "20261201T000000Z-abcdef0.partial"));
    expect(listReleases(layout)).toEqual([a, b]);
    expect(currentRelease(layout)).toBeNull();
    switchTo(layout, a);
    expect(readlinkSync(layout.current)).toBe(join("releases", a));
    switchTo(layout, b);
    expect(currentRelease(layout)).toBe(b);
    expect(() => switchTo(layout, "20261201T000000Z-abcdef0")).toThrow(/not a complete release/);
    expect(currentRelease(layout)).toBe(b);
  });

  it("keep the last five and those asked for, and the live one; failed ones go first", () => {
    const all = ids(8).map(fakeRelease);
    mkdirSync(join(layout.releases, `${all[7]}.partial`));
    switchTo(layout, all[7]!);
    expect(prune(layout, 5, [all[6]!])).toEqual(all.slice(0, 3));
    expect(listReleases(layout)).toEqual(all.slice(3));
    expect(existsSync(join(layout.releases, `${all[7]}.partial`))).toBe(false);
    // After a rollback to an old release, it and the one asked for stay.
    switchTo(layout, all[4]!);
    expect(prune(layout, 1, [all[3]!])).toEqual([all[5], all[6]]);
    expect(listReleases(layout)).toEqual([all[3], all[4], all[7]]);
    // A failed release goes before any other, even within the count kept.
    markFailed(layout, all[7]!, "did not answer /healthz");
    expect(isFailed(layout, all[7]!)).toBe(true);
    expect(prune(layout, 5, [all[3]!])).toEqual([all[7]]);
    expect(listReleases(layout)).toEqual([all[3], all[4]]);
  });
});

describe("the release lock", () => {
  /** Holds the lock in another process until `release` resolves; resolves `held` once it has it. */
  function holder(seconds: number) {
    const child = spawn(
      "flock",
      ["--exclusive", layout.lock, "sh", "-c", `echo held; sleep ${seconds}`],
      { stdio: ["ignore", "pipe", "ignore"], detached: true },
    );
    const held = new Promise<void>((r) => child.stdout!.once("data", () => r()));
    const exited = new Promise<void>((r) => child.once("exit", () => r()));
    child.unref();
    // The whole group: flock's command holds the lock too (it inherits the open file).
    return { held, exited, kill: () => process.kill(-child.pid!, "SIGKILL") };
  }

  it("lets one release run at a time: another waits, then gives up, changing nothing", async () => {
    const other = holder(30);
    await other.held;
    const begun = Date.now();
    expect(() => acquireReleaseLock(layout.lock, 1)).toThrow(LockTimeoutError);
    expect(Date.now() - begun).toBeGreaterThanOrEqual(900);
    other.kill();
    await other.exited;
  });

  it("is free again when its holder dies, however it dies; no process id is trusted", async () => {
    const other = holder(30);
    await other.held;
    other.kill();
    await other.exited;
    // A stale file (a process id from before a reboot) does not matter either.
    writeFileSync(layout.lock, "4242 2026-11-26T00:00:00Z release HEAD\n");
    const release = acquireReleaseLock(layout.lock, 1);
    expect(() => acquireReleaseLock(layout.lock, 0)).toThrow(LockTimeoutError);
    release();
    acquireReleaseLock(layout.lock, 0)();
  });

  it("goes on under a lock a process it descends from holds (deploy/remote.sh)", () => {
    const script = join(layout.root, "take.ts");
    writeFileSync(
      script,
      `import { acquireReleaseLock } from ${JSON.stringify(join(import.meta.dirname, "lock.ts"))};\n` +
        `acquireReleaseLock(${JSON.stringify(layout.lock)}, 0)();\nconsole.log("went on");\n`,
    );
    const tsx = join(import.meta.dirname, "../../node_modules/tsx/dist/cli.mjs");
    const under = spawnSync("flock", [layout.lock, process.execPath, tsx, script], {
      encoding: "utf8",
    });
    expect(under.stdout.trim()).toBe("went on");
    // Not descended from the holder: it waits, and gives up.
    const other = spawn("flock", [layout.lock, "sleep", "5"], { detached: true });
    try {
      const beside = spawnSync(
        "sh",
        ["-c", 'sleep 0.3; exec "$0" "$@"', process.execPath, tsx, script],
        {
          encoding: "utf8",
        },
      );
      expect(beside.stdout).not.toContain("went on");
      expect(beside.stderr).toMatch(/another release held/);
    } finally {
      process.kill(-other.pid!, "SIGKILL");
    }
  });

  it("waits for the holder and then takes it", async () => {
    const other = holder(1);
    await other.held;
    const release = acquireReleaseLock(layout.lock, 10);
    await other.exited;
    release();
  });
});
