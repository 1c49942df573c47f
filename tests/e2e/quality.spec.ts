import { expect, test, type Page } from "@playwright/test";
import { pages } from "../../app/content/pages";
import { disclosure, gotoEnhanced } from "./menus";
import { axeViolations, watchForProblems } from "./page-checks";

/**
 * Quality gates beyond one page's load (each route's own checks, at both widths
 * and with and without JavaScript, are pages.spec.ts): the open menus and the
 * not-found page have no axe violations, the sitemap lists every route.
 */

/** Opens a page on its final look (reduced motion: entrance animations end at once). */
async function openSettled(page: Page, path: string) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const response = await gotoEnhanced(page, path);
  expect(response?.status(), path).toBe(200);
}

test(
  "the open desktop dropdown and nested list have no axe violations",
  { tag: "@desktop" },
  async ({ page }) => {
    await openSettled(page, "/");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await nav.getByRole("link", { name: "Services", exact: true }).hover();
    await nav.getByRole("link", { name: "AI Development" }).hover();
    await expect(nav.getByRole("link", { name: "Predictive Analytics" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  },
);

test(
  "the open mobile menu with an expanded section has no axe violations",
  { tag: "@mobile" },
  async ({ page }) => {
    await openSettled(page, "/");
    await disclosure(page, "Menu").click();
    await disclosure(page, "Services pages").click();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  },
);

test("the not-found page has no axe violations and no CSP violation", async ({ page }) => {
  const problems = await watchForProblems(page);
  await page.goto("/no-such-page");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await axeViolations(page)).toEqual([]);
  // The only console error is the not-found log the spec asks for.
  expect(problems.filter((problem) => !problem.includes("404"))).toEqual([]);
});

test("sitemap.xml lists every registered route and robots.txt points at it", async ({
  request,
}) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs.sort()).toEqual(
    pages()
      .map((page) => `https://www.nebulaforge.studio${page.path}`)
      .sort(),
  );
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: https://www.nebulaforge.studio/sitemap.xml");
});
