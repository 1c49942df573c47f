import { expect, test } from "@playwright/test";
import { requestedPaths } from "./page-checks";

/**
 * No page hydrates as a whole (docs/decisions/0009, 0018): every page loads the
 * small enhancement after its first paint (each route's first paint and scripts
 * are checked on its load in pages.spec.ts; the contact form's island in
 * contact.spec.ts). The enhancement's font handling across pages:
 */
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
