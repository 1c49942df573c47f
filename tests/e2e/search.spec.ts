import { expect, test, type Page } from "@playwright/test";
import { content } from "../../app/content/load.server";
import { SEARCH_RESULTS_PATH } from "../../app/content/search/pages";
import { axeViolations } from "./page-checks";
import { disclosure } from "./menus";

/**
 * The site search (issue 40): from the header's box at phone and desktop widths,
 * with and without JavaScript, to a result and on to its page. The words come
 * from content/pages/search.yaml, so editing them changes what is expected.
 */
const { box, results } = content().search;

/** A service, a game, a role and a news post, and the page each must find. */
const searches = [
  { kind: "service", query: "defence simulation", href: "/services/simulations/defence" },
  { kind: "game", query: "Blackvale", href: "/Blackvale" },
  { kind: "role", query: "gameplay programmer", href: "/careers" },
  { kind: "news post", query: "Red Skies", href: "/news/black-meridian-red-skies-announced" },
] as const;

/** The two widths, each run by its own project (playwright.config.ts's tags). */
const widths = [390, 1280] as const;
const tag = (width: number) => (width < 1024 ? "@mobile" : "@desktop");

/** The header's search field at this width: in the opened mobile menu below lg. */
async function headerSearch(page: Page, width: number) {
  if (width < 1024) await disclosure(page, "Menu").click();
  const field = page.locator(width < 1024 ? "#menu-search" : "#header-search");
  await expect(field).toBeVisible();
  await expect(field).toHaveAccessibleName(box.label);
  return field;
}

const result = (page: Page, href: string) =>
  page.locator("[data-search-results] .search-title a").and(page.locator(`[href="${href}"]`));

for (const width of widths) {
  test.describe(`search at ${width} px ${tag(width)}`, () => {
    for (const { kind, query, href } of searches) {
      test(`finds a ${kind} from the header and opens it`, async ({ page }) => {
        const asked: string[] = [];
        page.on("request", (request) => {
          if (new URL(request.url()).pathname === SEARCH_RESULTS_PATH) asked.push(request.url());
        });
        await page.goto("/about");
        const field = await headerSearch(page, width);
        await field.focus();
        await field.fill(query);
        // Nothing of the search runs on a page other than /search, focused or not.
        expect(asked).toEqual([]);
        await field.press("Enter");
        await expect(page).toHaveURL(/\/search\?q=/);
        const link = result(page, href).first();
        await expect(link).toBeVisible();
        await expect(page.locator("[data-search-results] mark").first()).toBeVisible();
        await expect(page.locator("[data-search-results] .search-section").first()).not.toBeEmpty();
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${href.replace(/[/.]/g, "\\$&")}$`));
      });
    }

    test("searches as the visitor types, with arrows, Escape and an announced count", async ({
      page,
    }) => {
      const asked: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.pathname === SEARCH_RESULTS_PATH) asked.push(url.searchParams.get("q") ?? "");
      });
      await page.goto("/search");
      const field = page.locator("#search-page-query");
      await field.fill("unreal");
      const status = page.getByRole("status");
      await expect(status).toHaveText(/unreal/);
      const links = page.locator("[data-search-results] .search-title a");
      await expect(links.first()).toBeVisible();
      // The browser asked the server (once the typing paused), and the address follows the query.
      expect(asked).toContain("unreal");
      await expect(page).toHaveURL(/\/search\?q=unreal$/);
      await field.press("ArrowDown");
      await expect(links.first()).toBeFocused();
      if ((await links.count()) > 1) {
        await page.keyboard.press("ArrowDown");
        await expect(links.nth(1)).toBeFocused();
        await page.keyboard.press("ArrowUp");
      }
      await page.keyboard.press("ArrowUp");
      await expect(field).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(field).toHaveValue("");
      await expect(links).toHaveCount(0);
      await field.fill("zzqxv");
      await expect(status).toHaveText(results.none.replace("{query}", "zzqxv"));
      await expect(page.getByText(results.noneHelp)).toBeVisible();
      // One typo forgiven, as the server's page without JavaScript does.
      await field.fill("simulaton");
      await expect(status).toHaveText(/simulaton/);
      await expect(status).not.toHaveText(results.none.replace("{query}", "simulaton"));
      await expect(page.locator("[data-search-results] mark").first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe("search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const width of widths) {
    test(`the header's box submits and the server answers at ${width} px ${tag(width)}`, async ({
      page,
    }) => {
      for (const { query, href } of searches) {
        await page.goto("/");
        const field = await headerSearch(page, width);
        await field.fill(query);
        await field.press("Enter");
        await expect(page).toHaveURL(`/search?q=${encodeURIComponent(query).replace(/%20/g, "+")}`);
        await expect(page.getByRole("status")).toContainText(query);
        const link = result(page, href).first();
        await expect(link).toBeVisible();
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${href.replace(/[/.]/g, "\\$&")}$`));
      }
    });
  }

  test("a query nothing matches says so @any-width", async ({ page }) => {
    await page.goto("/search?q=zzqxv");
    await expect(page.getByRole("status")).toHaveText(results.none.replace("{query}", "zzqxv"));
    await expect(page.getByText(results.noneHelp)).toBeVisible();
  });
});

test("the server's results page passes axe @any-width", async ({ page }) => {
  await page.goto("/search?q=simulation");
  await expect(page.locator("[data-search-results] li").first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("says when the server cannot answer, clears what no longer matches, and asks again @any-width", async ({
  page,
}) => {
  await page.goto("/search");
  const field = page.locator("#search-page-query");
  const status = page.getByRole("status");
  const links = page.locator("[data-search-results] .search-title a");
  await field.fill("unreal");
  await expect(links.first()).toBeVisible();
  // Too many searches at once (nginx's limit), then the server answers again.
  await page.route("**/search/results?*", (route) => route.fulfill({ status: 429, body: "" }));
  await field.fill("blackvale");
  await expect(status).toHaveText(results.unavailable);
  await expect(links).toHaveCount(0);
  await page.unroute("**/search/results?*");
  await field.press("Enter");
  await expect(status).toHaveText(/blackvale/);
  await expect(result(page, "/Blackvale").first()).toBeVisible();
});
