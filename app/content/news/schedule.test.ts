import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import fc from "fast-check";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as homeLoader } from "~/routes/home";
import { loader as feedLoader } from "~/routes/news-feed";
import { loader as newsLoader } from "~/routes/news";
import { loader as postLoader } from "~/routes/news-post";
import { loader as rssLoader } from "~/routes/news-rss";
import { loader as sitemapLoader } from "~/routes/sitemap";
import { newsSharePath, variantPath } from "~/lib/image-variants";
import { content, ContentError } from "../load.server";
import { contentLinkProblems, findPage, pages, prerenderPaths, redirectProblems } from "../pages";
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
    const url = (path: string) => ({
      url: new URL(`https://www.example.test${path}`),
      // Every context at its default: as when prerendering.
      context: new RouterContextProvider(),
    });
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

describe("a scheduled post's links", () => {
  const dir = mkdtempSync(join(tmpdir(), "scheduled-links-"));
  const saved = { CONTENT_DIR: process.env.CONTENT_DIR, CONTENT_TODAY: process.env.CONTENT_TODAY };
  /** Adds a post dated `date` whose body links to `link`. */
  const post = (slug: string, date: string, link: string) => {
    const source = readFileSync(join("content", "news", `${content().news[0]!.slug}.md`), "utf8");
    writeFileSync(
      join(dir, "content", "news", `${slug}.md`),
      `${source.replace(/^date: .*$/m, `date: ${date}`)}\nRead [the follow-up](${link}).\n`,
    );
  };
  beforeAll(() => {
    cpSync("content", join(dir, "content"), { recursive: true });
    process.env.CONTENT_DIR = join(dir, "content");
    process.env.CONTENT_TODAY = "2031-03-01";
  });
  afterAll(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it("are checked when it is published, against the pages of its day", () => {
    post("first-of-two", "2031-03-10", "/news/second-of-two");
    post("second-of-two", "2031-03-12", "/news/first-of-two");
    // The first links to a post that appears two days after it: broken on its day.
    expect(contentLinkProblems()).toEqual([
      "content/news/first-of-two.md: body: links to /news/second-of-two, which is not a page or a file of the site (on 2031-03-10, when the posts dated that day go live)",
    ]);
    expect(() => prerenderPaths()).toThrow(ContentError);
    // Once the second goes live first, the first's link holds on its day.
    post("second-of-two", "2031-03-09", "/news");
    post("first-of-two", "2031-03-10", "/news/second-of-two");
    expect(contentLinkProblems()).toEqual([]);
    // A page that does not exist on any day.
    post("first-of-two", "2031-03-10", "/news/never-written");
    expect(contentLinkProblems()).toEqual([
      "content/news/first-of-two.md: body: links to /news/never-written, which is not a page or a file of the site (on 2031-03-10, when the posts dated that day go live)",
    ]);
    rmSync(join(dir, "content", "news", "first-of-two.md"));
    rmSync(join(dir, "content", "news", "second-of-two.md"));
  });

  it("keep a redirect from taking the address a scheduled post will have on its day", () => {
    const redirects = join(dir, "content", "redirects.yaml");
    const saved = readFileSync(redirects, "utf8");
    post("launch-in-march", "2031-03-10", "/news");
    writeFileSync(
      redirects,
      `${saved.trimEnd()}\n  - from: /news/launch-in-march\n    to: /news\n    type: temporary\n`,
    );
    // Today the post is no page, so the redirect alone would pass, and hide the post on its day.
    expect(findPage("/news/launch-in-march")).toBeUndefined();
    expect(redirectProblems()).toEqual([
      "content/redirects.yaml: /news/launch-in-march is the address of /news/launch-in-march, scheduled to go live on 2031-03-10: a redirect cannot replace a page (remove the redirect, or give the post another address)",
    ]);
    expect(() => prerenderPaths()).toThrow(ContentError);
    writeFileSync(redirects, saved);
    expect(redirectProblems()).toEqual([]);
    rmSync(join(dir, "content", "news", "launch-in-march.md"));
  });
});

describe("a scheduled post's files", () => {
  const root = resolve(".");
  const dir = mkdtempSync(join(tmpdir(), "scheduled-files-"));
  const slug = "scheduled-with-its-own-picture";
  const day = "2031-05-20";
  const hero = "/images/news/scheduled-hero.png";
  /** A build step of the repository, run in the copy as `npm run build` runs it. */
  const step = (script: string, today: string) => {
    const result = spawnSync(
      process.execPath,
      [
        join(root, "node_modules/tsx/dist/cli.mjs"),
        "--tsconfig",
        join(root, "tsconfig.json"),
        join(root, "scripts", script),
      ],
      {
        cwd: dir,
        env: { ...process.env, CONTENT_DIR: join(dir, "content"), CONTENT_TODAY: today },
        encoding: "utf8",
      },
    );
    expect(result.status, result.stderr).toBe(0);
    return result.stdout;
  };
  const made = (path: string) => existsSync(join(dir, "public", decodeURIComponent(path)));

  beforeAll(() => {
    cpSync(join(root, "content"), join(dir, "content"), { recursive: true });
    // The share images and sizes already made: only the new post's are drawn.
    cpSync(join(root, "public"), join(dir, "public"), { recursive: true });
    mkdirSync(join(dir, "public", "images", "news"), { recursive: true });
    // A small picture: one size of it (its own width, 180 px) to make.
    copyFileSync(join(root, "public/icons/apple-touch-icon.png"), join(dir, "public", hero));
    const source = readFileSync(
      join(root, "content/news", `${content().news[0]!.slug}.md`),
      "utf8",
    );
    writeFileSync(
      join(dir, "content", "news", `${slug}.md`),
      source.replace(/^date: .*$/m, `date: ${day}`).replace(/^hero: .*$/m, `hero: ${hero}`),
    );
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("are not made before its day, and are on its day", () => {
    step("build-images.ts", "2031-05-19");
    expect(made(newsSharePath(slug))).toBe(false);
    expect(made(variantPath(hero, 180, "webp"))).toBe(false);
    // The build's copy of public/ leaves out its upload.
    const client = join(dir, "build", "client");
    mkdirSync(join(client, "images", "news"), { recursive: true });
    copyFileSync(join(dir, "public", hero), join(client, hero));
    expect(step("withhold-scheduled.ts", "2031-05-19")).toMatch(/1 uploads withheld/);
    expect(existsSync(join(client, hero))).toBe(false);

    step("build-images.ts", day);
    expect(made(newsSharePath(slug))).toBe(true);
    expect(made(variantPath(hero, 180, "webp"))).toBe(true);
    copyFileSync(join(dir, "public", hero), join(client, hero));
    step("withhold-scheduled.ts", day);
    expect(existsSync(join(client, hero))).toBe(true);
  }, 120_000);
});
