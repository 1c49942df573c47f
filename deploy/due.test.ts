import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript without declarations (it runs before npm install).
import { decide, postDays, studioDay } from "./due.mjs";

/** The hourly run's first step (deploy/due.mjs): what it calls due. */
const commit = "1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d";
const live = { release: "20261127T003500Z-1a2b3c4", builtOn: "2026-11-27", paused: false };
const verdict = (answers: unknown[], days: string[] = [], today = "2026-11-27") =>
  decide({ answers, commit, today, days }) as { due: boolean; why: string };

describe("whether the hourly run has anything to do", () => {
  it("nothing, when the commit is live everywhere and no post is due", () => {
    expect(verdict([live, live], ["2026-11-20", "2026-12-01"])).toEqual({
      due: false,
      why: "20261127T003500Z-1a2b3c4 is live and nothing is scheduled for 2026-11-27",
    });
  });

  it("a post dated after the live pages' day, on or before today", () => {
    expect(verdict([live], ["2026-11-28"], "2026-11-28")).toMatchObject({ due: true });
    expect(verdict([live], ["2026-11-27"], "2026-11-28").due).toBe(false);
    expect(verdict([live], ["2026-11-29"], "2026-11-28").due).toBe(false);
  });

  it("a commit that is not live, instances on two releases, a site that does not answer", () => {
    expect(verdict([{ ...live, release: "20261127T003500Z-ffffff0" }]).due).toBe(true);
    expect(verdict([live, { ...live, release: "20261126T003500Z-0000000" }]).why).toMatch(
      /different releases/,
    );
    expect(verdict([null, null]).why).toBe("the site did not answer /healthz");
    // One instance answering is enough when the log says a release did not finish.
    expect(verdict([{ ...live, unfinished: true }]).why).toMatch(/did not finish/);
    // A Docker Compose image's tag: <day>-<full commit>.
    expect(verdict([{ release: `2026-11-27-${commit}`, builtOn: "2026-11-27" }]).due).toBe(false);
  });

  it("nothing while publishing is paused, whatever else", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("2026-11-27", "2026-11-28"), { maxLength: 3 }),
        (days) => {
          const paused = { ...live, release: "20261127T003500Z-0000000", paused: true };
          return verdict([paused], days, "2026-11-28").due === false;
        },
      ),
    );
  });

  it("reads the posts' days and the studio's day", () => {
    const dir = mkdtempSync(join(tmpdir(), "due-"));
    mkdirSync(join(dir, "news"));
    writeFileSync(join(dir, "news", "a.md"), "---\ntitle: A\ndate: 2026-12-03\n---\nText\n");
    writeFileSync(join(dir, "news", "b.md"), "---\ndate: '2026-12-04'\n---\n");
    expect((postDays(dir) as string[]).sort()).toEqual(["2026-12-03", "2026-12-04"]);
    rmSync(dir, { recursive: true, force: true });
    expect(studioDay("Asia/Kolkata", new Date("2026-11-30T18:30:00Z"))).toBe("2026-12-01");
  });
});
