import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { content } from "~/content/load.server";
import { NEWS_PER_PAGE } from "~/content/news/pages";
import { builtPageContext, goneContext } from "~/load-context";
import { loader as newsLoader } from "~/routes/news";
import { loader as postLoader } from "~/routes/news-post";
import { sharedRoutePage } from "./page-data.server";

/**
 * The routes many pages share (/news/:slug, /news/page/:page) find their page by
 * path: a path that is no page, or in production no page the build made, answers
 * as the catch-all does. With enough posts for a second list page.
 */
describe("a page of a shared route", () => {
  const dir = mkdtempSync(join(tmpdir(), "shared-route-content-"));
  const saved = process.env.CONTENT_DIR;
  const extra = NEWS_PER_PAGE + 2;
  const slugs = Array.from({ length: extra }, (_, i) => `archive-note-${i + 1}`);

  beforeAll(() => {
    cpSync("content", join(dir, "content"), { recursive: true });
    const source = readFileSync(
      join(dir, "content", "news", `${content().news[0]!.slug}.md`),
      "utf8",
    );
    slugs.forEach((slug, i) =>
      writeFileSync(
        join(dir, "content", "news", `${slug}.md`),
        source
          .replace(/^date: .*$/m, `date: 2020-01-${String(i + 1).padStart(2, "0")}`)
          .replace(/^title: .*$/m, `title: Archive note ${i + 1}`),
      ),
    );
    process.env.CONTENT_DIR = join(dir, "content");
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  const url = (path: string) => new URL(`https://www.example.test${path}`);
  /** A request's contexts: as prerendering (null), or production's list of built pages. */
  const contextWith = (built: ((path: string) => boolean) | null, gone = false) => {
    const context = new RouterContextProvider();
    context.set(builtPageContext, built);
    context.set(goneContext, gone);
    return context;
  };
  const statusOf = (run: () => unknown) => {
    try {
      run();
    } catch (thrown) {
      return (thrown as { init?: { status?: number } }).init?.status;
    }
    return 200;
  };

  it("finds a post and a later list page, and answers 404 for what is no page", () => {
    const prerendering = contextWith(null);
    expect(sharedRoutePage(url("/news/archive-note-3"), prerendering).path).toBe(
      "/news/archive-note-3",
    );
    expect(sharedRoutePage(url("/news/page/2"), prerendering).path).toBe("/news/page/2");
    for (const path of ["/news/archive-note-99", "/news/page/3", "/news/page/0", "/news/page"])
      expect(
        statusOf(() => sharedRoutePage(url(path), prerendering)),
        path,
      ).toBe(404);
    expect(statusOf(() => sharedRoutePage(url("/news/retired"), contextWith(null, true)))).toBe(
      410,
    );
  });

  it("in production, answers only for the pages the build made", () => {
    const built = new Set(["/news/archive-note-3", "/news"]);
    const production = contextWith((path) => built.has(path));
    expect(statusOf(() => sharedRoutePage(url("/news/archive-note-3"), production))).toBe(200);
    // Pages of the content the build did not make: a post, and the list page it adds.
    expect(statusOf(() => sharedRoutePage(url("/news/archive-note-4"), production))).toBe(404);
    expect(statusOf(() => sharedRoutePage(url("/news/page/2"), production))).toBe(404);
  });

  it("is how both news loaders find their page", () => {
    const args = <L extends (args: never) => unknown>(
      _loader: L,
      path: string,
      built: ((path: string) => boolean) | null,
    ) => ({ url: url(path), context: contextWith(built) }) as unknown as Parameters<L>[0];
    const all = () => true;
    const none = () => false;
    const post = postLoader(args(postLoader, "/news/archive-note-5", all));
    expect(post.content.title).toBe("Archive note 5");
    expect(statusOf(() => postLoader(args(postLoader, "/news/archive-note-5", none)))).toBe(404);
    expect(statusOf(() => postLoader(args(postLoader, "/news/archive-note-0", all)))).toBe(404);
    const second = newsLoader(args(newsLoader, "/news/page/2", all));
    expect(second.content.cards.length).toBeGreaterThan(0);
    expect(statusOf(() => newsLoader(args(newsLoader, "/news/page/2", none)))).toBe(404);
    expect(statusOf(() => newsLoader(args(newsLoader, "/news/page/9", all)))).toBe(404);
  });
});
