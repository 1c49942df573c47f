import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentOn, loadContent } from "../../app/content/load.server";
import { studioToday } from "../../app/content/news/schedule";
import { redirectTable } from "../../app/content/redirects/rules";
import { startSite, type TestSite } from "./support";

/**
 * The news posts and the later news lists share one route each (/news/:slug,
 * /news/page/:page: docs/decisions/0023-publish-in-a-minute.md), so a path under
 * /news/ now reaches their loaders where it used to reach the catch-all. Against
 * the real built app: what is no page still answers as the catch-all did (404,
 * 410 where marked gone), and a post the content has but this build did not make
 * (one whose day came after the build) is not rendered by the server, half-made,
 * before the next build publishes it with its pictures.
 */
describe("the news routes that many pages share (real built app)", () => {
  const words = loadContent().errorPages;
  // The newest post published today (a scheduled one has no page in the build).
  const builtPost = contentOn(loadContent(), studioToday()).news[0]!;
  const unbuiltSlug = "posted-after-this-build";
  const { rules } = redirectTable(
    [{ from: "/news/a-retired-announcement", type: "gone" }],
    () => undefined,
    "content/redirects.yaml",
  );
  let site: TestSite;
  let contentDir: string;
  const previousContentDir = process.env.CONTENT_DIR;

  beforeAll(async () => {
    // The content as it is after the build: one more post, dated today.
    contentDir = mkdtempSync(join(tmpdir(), "news-routes-content-"));
    cpSync("content", contentDir, { recursive: true });
    const text = readFileSync(join(contentDir, "news", `${builtPost.slug}.md`), "utf8")
      .replace(/^title: .*$/m, "title: Posted after this build")
      .replace(/^date: .*$/m, `date: ${studioToday()}`);
    writeFileSync(join(contentDir, "news", `${unbuiltSlug}.md`), text);
    process.env.CONTENT_DIR = contentDir;
    site = await startSite({ redirects: rules });
  });
  afterAll(async () => {
    await site.close();
    if (previousContentDir === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previousContentDir;
    rmSync(contentDir, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(`${site.url}${path}`, { redirect: "manual" });

  it("serves a built post and a built list page as their files", async () => {
    for (const path of [`/news/${builtPost.slug}`, "/news"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain("<h1");
    }
  });

  it("renders a built post through its route where no file answers (another casing of its data)", async () => {
    // Files are found by their exact name; React Router matches any casing, so this
    // request reaches the shared route's loader, which finds the page in the build.
    const response = await get(`/NEWS/${builtPost.slug.toUpperCase()}.data`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(builtPost.title);
  });

  it("answers 404 with the not-found page for a post or list page that does not exist", async () => {
    for (const path of ["/news/no-such-post", "/news/page/999", "/news/page", "/news/page/0"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(words.notFound.title);
      expect(html, path).toContain('name="robots" content="noindex"');
    }
    // A navigation's data request for one: no data, the same status.
    expect((await get("/news/no-such-post.data")).status).toBe(404);
  });

  it("answers 410 at a news address the editor marked gone", async () => {
    const response = await get("/news/a-retired-announcement");
    expect(response.status).toBe(410);
    expect(await response.text()).toContain(words.gone.title);
  });

  it("does not render a post the content has but this build did not make", async () => {
    for (const path of [`/news/${unbuiltSlug}`, `/news/${unbuiltSlug}.data`]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("Posted after this build");
    }
  });
});
