import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SiteReleases } from "../../server/release-log";
import { ReleasesView } from "./releases-view";

/** What staff read on the Site page about releases (docs/release.md). */
const releases: SiteReleases = {
  live: "20261127T003500Z-1a2b3c4",
  paused: { at: "2026-11-27T09:10:00.000Z", by: "maria", reason: "checking the contact form" },
  recent: [
    {
      at: "2026-11-27T09:00:00.000Z",
      kind: "release",
      id: "20261127T090000Z-ffffff0",
      commit: "ffffff0123456789ffffff0123456789ffffff01",
      subject: "News: our new simulation lab",
      trigger: "pipeline",
      by: "priya#812",
      outcome: "switched-back",
      step: "restart",
      message:
        "the instance on port 3001 did not answer /healthz\nswitched back to 20261127T003500Z-1a2b3c4",
      seconds: 95,
    },
    {
      at: "2026-11-27T00:35:00.000Z",
      kind: "release",
      id: "20261127T003500Z-1a2b3c4",
      commit: "1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d",
      subject: "Careers: a new QA role",
      trigger: "schedule",
      by: "",
      outcome: "live",
      seconds: 71,
      backup: "/srv/site/shared/backups/studio-x.backup",
    },
  ],
  publishTimes: { seconds: [], median: undefined, slowest: undefined },
};

describe("the Site page's releases", () => {
  it("says what is live, that publishing is paused and why, and how each release ended", () => {
    const html = renderToStaticMarkup(<ReleasesView releases={releases} />);
    expect(html).toContain("20261127T003500Z-1a2b3c4");
    expect(html).toMatch(/Automatic publishing is paused since .*maria.*checking the contact form/);
    expect(html).toContain("Switched back at restart");
    expect(html).toContain("did not answer /healthz");
    expect(html).toContain("News: our new simulation lab");
    expect(html).toContain("after a publish (priya#812)");
    expect(html).toContain("hourly run");
    expect(html).toContain("database backed up before its migrations");
    expect(html).toContain("took 1 min 35 s");
  });

  it("shows how long the last publishes took from the push to live", () => {
    const publish = (at: string, seconds: number) => ({
      ...releases.recent[1]!,
      at,
      trigger: "pipeline",
      pushToLiveSeconds: seconds,
    });
    const html = renderToStaticMarkup(
      <ReleasesView
        releases={{
          ...releases,
          recent: [
            publish("2026-11-27T10:00:00.000Z", 52),
            publish("2026-11-27T09:00:00.000Z", 75),
          ],
          publishTimes: { seconds: [52, 75], median: 63.5, slowest: 75 },
        }}
      />,
    );
    expect(html).toMatch(
      /Push to live: the last 2 publishes took a median of <strong[^>]*>1 min 4 s<\/strong>, the slowest 1 min 15 s/,
    );
    expect(html).toContain("live 52 s after its push");
    expect(html).toContain("live 1 min 15 s after its push");
    // No publish with a known push time: no figure at all.
    expect(renderToStaticMarkup(<ReleasesView releases={releases} />)).not.toContain(
      "Push to live",
    );
  });

  it("says plainly when the server keeps no release log", () => {
    expect(renderToStaticMarkup(<ReleasesView releases={null} />)).toContain(
      "does not keep a release log",
    );
  });
});
