import { expect, test } from "@playwright/test";
import { pagesWithHydration } from "../../scripts/audit/built-site";

/**
 * Per-route hydration (docs/decisions/0009): only a page whose route declares
 * `handle.hydrate` loads React; every other page loads one small script.
 */
const site = await pagesWithHydration();

test("only the routes that declare hydration load React", { tag: "@any-width" }, () => {
  expect(site.filter((page) => page.hydrates).map((page) => page.path)).toEqual(["/contact"]);
});

test(
  "a page that does not hydrate requests no React, React Router or route module",
  { tag: "@any-width" },
  async ({ page }) => {
    test.setTimeout(120_000);
    let scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    for (const entry of site.filter((candidate) => !candidate.hydrates)) {
      scripts = [];
      await page.goto(entry.path, { waitUntil: "load" });
      await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
      expect(scripts, entry.path).toEqual([expect.stringMatching(/^\/assets\/enhance-\w+\.js$/)]);
      expect(await page.evaluate(() => "__reactRouterContext" in window), entry.path).toBe(false);
      await expect(page.locator('link[rel="modulepreload"]'), entry.path).toHaveCount(0);
    }
  },
);

test("/contact hydrates: React Router and the form's code load, the toaster mounts", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/contact");
  await expect(page.locator('input[name="idempotencyKey"]')).not.toHaveValue("", {
    timeout: 15_000,
  });
  expect(scripts.some((script) => /\/entry\.client-/.test(script))).toBe(true);
  expect(scripts.some((script) => /\/contact-form-/.test(script))).toBe(true);
  await expect(page.locator("[data-rht-toaster]")).toHaveCount(1);
});
