import { expect, test, type Page } from "@playwright/test";
import { pagesWithHydration } from "../../scripts/audit/built-site";

/**
 * Per-route hydration (docs/decisions/0009): only a page whose route declares
 * `handle.hydrate` loads React; every other page loads one small script.
 */
const site = await pagesWithHydration();

/** The paths the page requests of one resource type, filled in as it asks for them. */
function requestedPaths(page: Page, resourceType: "script" | "font"): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === resourceType) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test("only the routes that declare hydration load React", { tag: "@any-width" }, () => {
  expect(site.filter((page) => page.hydrates).map((page) => page.path)).toEqual(["/contact"]);
});

test(
  "a page that does not hydrate requests its stylesheet before the first paint, then only the enhancement: no React, React Router or route module",
  { tag: "@any-width" },
  async ({ browser }) => {
    // docs/decisions/0009 and 0017: no font, icon, picture, script or manifest competes
    // with the stylesheet for the first paint; the enhancement, the pictures and the
    // display face follow it. Each page is a first visit (a context of its own): a later
    // page may take the display face from the cache.
    test.setTimeout(180_000);
    for (const entry of site.filter((candidate) => !candidate.hydrates)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = requestedPaths(page, "script");
      await page.goto(entry.path, { waitUntil: "load" });
      await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
      const early = await page.evaluate(() => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
        return performance
          .getEntriesByType("resource")
          .filter((resource) => resource.startTime < paint)
          .map((resource) => new URL(resource.name).pathname);
      });
      expect(early, entry.path).toEqual([expect.stringMatching(/^\/assets\/app-[\w-]+\.css$/)]);
      expect(scripts, entry.path).toEqual([
        expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/),
      ]);
      expect(await page.evaluate(() => "__reactRouterContext" in window), entry.path).toBe(false);
      await expect(page.locator('link[rel="modulepreload"]'), entry.path).toHaveCount(0);
      await context.close();
    }
  },
);

test("/contact hydrates: React Router and the form's code load, the toaster mounts", async ({
  page,
}) => {
  const scripts = requestedPaths(page, "script");
  await page.goto("/contact");
  await expect(page.locator('input[name="idempotencyKey"]')).not.toHaveValue("", {
    timeout: 15_000,
  });
  expect(scripts.some((script) => /\/entry\.client-/.test(script))).toBe(true);
  expect(scripts.some((script) => /\/contact-form-/.test(script))).toBe(true);
  await expect(page.locator("[data-rht-toaster]")).toHaveCount(1);
});

test("the display face is fetched after the first page and used from the cache by the next", async ({
  page,
}) => {
  const fonts = requestedPaths(page, "font");
  const headingFace = () =>
    page.locator("h1").evaluate((heading) => getComputedStyle(heading).fontFamily);

  await page.goto("/about");
  // The first page keeps the interface face it painted with ...
  await expect(page.locator("html")).not.toHaveAttribute("data-display-face");
  expect(await headingFace()).not.toContain("Space Grotesk");
  // ... and fetches the display face once the enhancement runs.
  await expect
    .poll(() => fonts)
    .toEqual([expect.stringMatching(/space-grotesk-subset-[\w-]+\.woff2$/)]);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("nf:display-face"))).toBe("1");

  await page.goto("/careers");
  await expect(page.locator("html")).toHaveAttribute("data-display-face", "");
  expect(await headingFace()).toContain("Space Grotesk Variable");
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('600 2rem "Space Grotesk Variable"')))
    .toBe(true);
});
