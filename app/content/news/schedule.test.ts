import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as homeLoader } from "~/routes/home";
import { loader as feedLoader } from "~/routes/news-feed";
import { loader as newsLoader } from "~/routes/news";
import { loader as postLoader } from "~/routes/news-post";
import { loader as rssLoader } from "~/routes/news-rss";
import { loader as sitemapLoader } from "~/routes/sitemap";
import { content } from "../load.server";
import { findPage, pages, prerenderPaths } from "../pages";
import { dayIn, DEFAULT_TIME_ZONE, isPublished, studioTimeZone, studioToday } from "./schedule";

describe("the studio's day", () => {
  it("turns at midnight in the studio's time zone (Asia/Kolkata by default, UTC+5:30)", () => {
    expect(DEFAULT_TIME_ZONE).toBe("Asia/Kolkata");
    expect(dayIn(new Date("2026-11-30T18:29:59Z"), "Asia/Kolkata")).toBe("2026-11-30");
    expect(dayIn(new Date("2026-11-30T18:30:00Z"), "Asia/Kolkata")).toBe("2026-12-01");
    expect(dayIn(new Date("2026-12-01T04:59:59Z"), "America/New_York")).toBe("2026-11-30");
    // Any instant: the day in Kolkata is the UTC day of the instant 5 h 30 later.
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2000-01-01T00:00:00Z"),
          max: new Date("2099-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        (instant) => {
          const shifted = new Date(instant.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
          expect(dayIn(instant, "Asia/Kolkata")).toBe(shifted);
        },
      ),
    );
  });

  it("reads its settings and refuses wrong ones with a clear message", () => {
    expect(studioTimeZone({})).toBe("Asia/Kolkata");
    expect(studioTimeZone({ STUDIO_TIME_ZONE: "Europe/London" })).toBe("Europe/London");
    expect(() => studioTimeZone({ STUDIO_TIME_ZONE: "Mars/Olympus" })).toThrow(
      /STUDIO_TIME_ZONE: "Mars\/Olympus" is not a time zone/,
    );
    expect(studioToday({ CONTENT_TODAY: "2027-01-05" })).toBe("2027-01-05");
    expect(() => studioToday({ CONTENT_TODAY: "5 Jan" })).toThrow(/CONTENT_TODAY/);
    expect(studioToday({}, new Date("2026-11-30T18:30:00Z"))).toBe("2026-12-01");
    expect(isPublished({ date: "2026-12-01" }, "2026-11-30")).toBe(false);
    expect(isPublished({ date: "2026-12-01" }, "2026-12-01")).toBe(true);
  });
});

describe("a scheduled news post", () => {
  const dir = mkdtempSync(join(tmpdir(), "scheduled-content-"));
  const slug = "scheduled-launch-announcement";
  const day = "2031-03-14";
  const saved = { CONTENT_DIR: process.env.CONTENT_DIR, CONTENT_TODAY: process.env.CONTENT_TODAY };

  beforeAll(() => {
    cpSync("content", join(dir, "content"), { recursive: true });
    // A copy of a real post, dated in the future.
    const source = readFileSync(
      join(dir, "content", "news", `${content().news[0]!.slug}.md`),
      "utf8",
    );
    writeFileSync(
      join(dir, "content", "news", `${slug}.md`),
      source
        .replace(/^date: .*$/m, `date: ${day}`)
        .replace(/^title: .*$/m, "title: A launch we announce in March"),
    );
    process.env.CONTENT_DIR = join(dir, "content");
  });
  afterAll(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  /** Everywhere a post appears, as the build (and the server) produce it. */
  async function appearances() {
    const url = (path: string) => ({ url: new URL(`https://www.example.test${path}`) });
    const path = `/news/${slug}`;
    const text = async (response: Response) => await response.text();
    /** A loader's arguments as React Router passes them, with the one field they read. */
    const args = <L extends (args: never) => unknown>(_loader: L, path: string) =>
      url(path) as unknown as Parameters<L>[0];
    let page: boolean;
    try {
      postLoader(args(postLoader, path));
      page = true;
    } catch {
      page = false;
    }
    return {
      page: findPage(path) !== undefined && page,
      prerendered: prerenderPaths().includes(path),
      sitemap: (await text(sitemapLoader())).includes(path),
      newsList: newsLoader(args(newsLoader, "/news")).content.cards.some(
        (card) => card.href === path,
      ),
      home: homeLoader(args(homeLoader, "/")).news.cards.some((card) => card.href === path),
      rss: (await text(rssLoader())).includes(path),
      jsonFeed: (await text(feedLoader())).includes(path),
      content: content().news.some((post) => post.slug === slug),
    };
  }

  it("is nowhere before its day, in the studio's time zone", async () => {
    process.env.CONTENT_TODAY = "2031-03-13";
    expect(await appearances()).toEqual({
      page: false,
      prerendered: false,
      sitemap: false,
      newsList: false,
      home: false,
      rss: false,
      jsonFeed: false,
      content: false,
    });
    expect(pages().some((p) => p.path === "/news")).toBe(true);
  });

  it("is everywhere posts appear from its day on", async () => {
    for (const today of [day, "2031-03-15"]) {
      process.env.CONTENT_TODAY = today;
      expect(await appearances(), today).toEqual({
        page: true,
        prerendered: true,
        sitemap: true,
        newsList: true,
        home: true,
        rss: true,
        jsonFeed: true,
        content: true,
      });
    }
  });
});
