import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "../../app/content/load.server";
import { redirectTable } from "../../app/content/redirects/rules";
import { startSite, type TestSite } from "./support";

/**
 * An old address the editor marked gone (content/redirects.yaml, `type: gone`)
 * answers 410 with the site's page saying so, in the site's layout and words
 * (content/pages/errors.yaml, "Page removed on purpose"), not a bare "Gone":
 * against the real built app, with a table that has such an entry (the site's
 * own has none today).
 */
describe("a page removed on purpose (real built app)", () => {
  const words = loadContent().errorPages.gone;
  const { rules, problems } = redirectTable(
    [
      { from: "/retired-showreel", type: "gone" },
      { from: "/services/ai-development", to: "/services/ai", type: "permanent" },
    ],
    (path) => (path === "/services/ai" ? path : undefined),
    "content/redirects.yaml",
  );
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite({ redirects: rules });
  });
  afterAll(() => site.close());

  it("has no problem in the table", () => expect(problems).toEqual([]));

  it("answers 410 with the removed page's words, in any casing, with the query string", async () => {
    for (const path of ["/retired-showreel", "/Retired-Showreel/", "/retired-showreel?from=mail"]) {
      const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
      const html = await response.text();
      // Another casing or a trailing slash is first sent to the one spelling (301).
      if (response.status === 301) {
        const next = await fetch(new URL(response.headers.get("location")!, site.url));
        expect(next.status, path).toBe(410);
        expect(await next.text(), path).toContain(words.title);
        continue;
      }
      expect(response.status, path).toBe(410);
      expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(html, path).toContain(`<title>${words.tabTitle} |`);
      expect(html, path).toContain(words.title);
      expect(html, path).toContain(`href="${words.contact.href}"`);
      expect(html, path).toContain('name="robots" content="noindex"');
      expect(html, path).toContain(">410<");
    }
  });

  it("answers HEAD as GET, and leaves unknown paths and redirects as they were", async () => {
    expect((await fetch(`${site.url}/retired-showreel`, { method: "HEAD" })).status).toBe(410);
    const unknown = await fetch(`${site.url}/retired-showreel-2`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).not.toContain(words.title);
    const moved = await fetch(`${site.url}/services/ai-development`, { redirect: "manual" });
    expect(moved.status).toBe(301);
  });
});
