import { existsSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  acquireLock,
  currentRelease,
  layoutOf,
  listReleases,
  LockedError,
  prepare,
  previousRelease,
  prune,
  releaseId,
  switchTo,
  type Layout,
} from "./layout";

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

  it("switch current with a link, and know the release before it", () => {
    const [a, b] = ids(2).map(fakeRelease) as [string, string];
    mkdirSync(join(layout.releases, "20261201T000000Z-abcdef0.partial"));
    expect(listReleases(layout)).toEqual([a, b]);
    expect(currentRelease(layout)).toBeNull();
    switchTo(layout, a);
    expect(readlinkSync(layout.current)).toBe(join("releases", a));
    expect(previousRelease(layout)).toBeNull();
    switchTo(layout, b);
    expect(currentRelease(layout)).toBe(b);
    expect(previousRelease(layout)).toBe(a);
    expect(() => switchTo(layout, "20261201T000000Z-abcdef0")).toThrow(/not a complete release/);
    expect(currentRelease(layout)).toBe(b);
  });

  it("keep the last five, and always the live one and the one before it", () => {
    const all = ids(8).map(fakeRelease);
    mkdirSync(join(layout.releases, `${all[7]}.partial`));
    switchTo(layout, all[7]!);
    expect(prune(layout, 5)).toEqual(all.slice(0, 3));
    expect(listReleases(layout)).toEqual(all.slice(3));
    expect(existsSync(join(layout.releases, `${all[7]}.partial`))).toBe(false);
    // After a rollback to an old release, it and its predecessor stay.
    switchTo(layout, all[4]!);
    expect(prune(layout, 1)).toEqual([all[5], all[6]]);
    expect(listReleases(layout)).toEqual([all[3], all[4], all[7]]);
  });

  it("let one release run at a time, and take over the lock of one that died", () => {
    const release = acquireLock(layout, "release HEAD");
    expect(() => acquireLock(layout, "rollback")).toThrow(LockedError);
    expect(() => acquireLock(layout, "rollback")).toThrow(
      /another release is running \(\d+ .* release HEAD\)/,
    );
    release();
    expect(existsSync(layout.lock)).toBe(false);
    // A lock whose process no longer exists.
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
      encoding: "utf8",
    });
    writeFileSync(layout.lock, `${gone.stdout} 2026-11-26T00:00:00Z release HEAD\n`);
    const again = acquireLock(layout, "rollback");
    expect(() => acquireLock(layout, "release")).toThrow(LockedError);
    again();
  });
});
