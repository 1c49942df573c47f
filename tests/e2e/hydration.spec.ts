import { expect, test } from "@playwright/test";
import { pagesWithHydration } from "../../scripts/audit/built-site";
import { requestedPaths } from "./page-checks";

/**
 * Per-route hydration (docs/decisions/0009): only a page whose route declares
 * `handle.hydrate` loads React; every other page loads one small script (each
 * route's first paint and scripts are checked on its load in pages.spec.ts).
 */
const site = await pagesWithHydration();

test("only the routes that declare hydration load React", { tag: "@any-width" }, () => {
  expect(site.filter((page) => page.hydrates).map((page) => page.path)).toEqual(["/contact"]);
});

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
