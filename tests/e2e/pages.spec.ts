import { expect, test, type Page } from "@playwright/test";
import { pages, type PageEntry } from "../../app/content/pages";
import { firstVisitBudgetKb } from "../../scripts/audit/budgets";
import { islandFiles } from "../../scripts/audit/built-site";
import { gotoEnhanced } from "./menus";
import {
  axeViolations,
  expectDesktopMenusOpen,
  expectLinksAnswer,
  expectMobileMenuOpens,
  requestedPaths,
  watchForProblems,
} from "./page-checks";

/**
 * Every registered route (from the page registry, so a new page is covered
 * without editing this file) is opened once per width (the desktop and mobile
 * projects) and per JavaScript setting, and every per-page check runs on that
 * one load. `expect.soft` lets a load report every check it fails, each named
 * by its message; the test's title names the route and the project the width.
 *
 * With JavaScript, as a first visit (each test has a context of its own):
 *  - a page requests its stylesheet (and from 1024 px a hero picture it
 *    preloads) and nothing else before its first contentful paint, then only
 *    the enhancement and the islands the page names (the contact form's, which
 *    then hydrates): no React Router, no module preload (decisions 0009, 0017,
 *    0018);
 *  - zero axe violations (WCAG 2.0, 2.1 and 2.2 A and AA), measured on the final
 *    look (reduced motion, so entrance animations are over);
 *  - no console error, page error or CSP violation;
 *  - title, description, canonical, Open Graph, Twitter card, one h1, a skip
 *    link, JSON-LD (Organization, and BreadcrumbList below the top level);
 *  - every target="_blank" link with rel="noopener noreferrer";
 *  - no one-line text wider than its box;
 *  - at phone width no more bytes on the first visit (before any island) than
 *    the route's budget (scripts/audit/budgets.ts): the same on a busy machine as on an idle one,
 *    so it is checked here on every run and not only by Lighthouse. (Layout
 *    shift is not: how much of a page the first frame holds depends on the
 *    machine's speed, see docs/testing.md; the static checks hold every picture
 *    and video to a reserved box, Lighthouse measures the rest.)
 * Without JavaScript: the page renders completely (every section and picture
 * drawn), every internal link answers 200, and on one page of each kind (route
 * module) every menu opens by hover, keyboard focus and its chevron.
 */
const firstOfKind = new Set(
  pages()
    .filter((page, index) => pages().findIndex((other) => other.module === page.module) === index)
    .map((page) => page.path),
);

/**
 * Bytes the first visit took before any island (compressed, headers included),
 * once the pictures in view have arrived: the document and every resource it
 * loaded, less the islands' scripts (`islands`: their URLs), which load after
 * the first paint and have a budget of their own (the static audit, decision 0018).
 */
async function firstVisitKb(page: Page, islands: string[]) {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
      })
      .every((image) => image.complete),
  );
  const bytes = await page.evaluate(
    (islands) =>
      [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")]
        .filter((entry) => !islands.includes(new URL(entry.name).pathname))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize)
        .reduce((sum, size) => sum + size, 0),
    islands,
  );
  return bytes / 1024;
}

/**
 * Before its first contentful paint a page requests its stylesheet, and on the
 * screens whose hero shows a picture beside the text the picture it preloads
 * for them (a game's key art from 1024 px on); nothing else. Its scripts are the
 * enhancement and the scripts of the islands it names (`islands`: their
 * entries and the chunks those import).
 */
async function expectFirstPaintAlone(page: Page, scripts: string[], islands: string[]) {
  const { early, preloaded } = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
    const pictures = [
      ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
    ]
      .filter((link) => !link.media || matchMedia(link.media).matches)
      .flatMap((link) => [
        link.href,
        ...link.imageSrcset.split(",").map((c) => c.trim().split(/\s+/)[0]!),
      ])
      .filter(Boolean)
      .map((url) => new URL(url, location.href).pathname);
    return {
      early: performance
        .getEntriesByType("resource")
        .filter((resource) => resource.startTime < paint)
        .map((resource) => new URL(resource.name).pathname),
      preloaded: pictures,
    };
  });
  const stylesheet = early.filter((path) => /^\/assets\/app-[\w-]+\.css$/.test(path));
  expect.soft(stylesheet, "the stylesheet, before the first contentful paint").toHaveLength(1);
  expect
    .soft(
      early.filter((path) => !stylesheet.includes(path) && !preloaded.includes(path)),
      "requested before the first contentful paint besides the stylesheet and a preloaded picture",
    )
    .toEqual([]);
  expect
    .soft(scripts, "scripts of the page: the enhancement, then its islands (and their chunks)")
    .toEqual([
      expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/),
      ...islands.map(() => expect.any(String)),
    ]);
  expect.soft(scripts.slice(1).sort(), "the islands' scripts").toEqual([...islands].sort());
  expect
    .soft(await page.evaluate(() => "__reactRouterContext" in window), "React Router context")
    .toBe(false);
  await expect.soft(page.locator('link[rel="modulepreload"]'), "module preloads").toHaveCount(0);
}

async function expectCompleteHead(page: Page, entry: PageEntry) {
  await expect
    .soft(page, "title")
    .toHaveTitle(
      entry.title === "Nebula Forge Studios"
        ? entry.title
        : `${entry.title} | Nebula Forge Studios`,
    );
  await expect
    .soft(page.locator('meta[name="description"]'), "description")
    .toHaveAttribute("content", entry.description);
  await expect.soft(page.locator("html"), "lang").toHaveAttribute("lang", "en");
  expect
    .soft(await page.locator('link[rel="canonical"]').getAttribute("href"), "canonical")
    .toBe(`https://www.nebulaforge.studio${entry.path === "/" ? "/" : entry.path}`);
  for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
    await expect.soft(page.locator(`meta[property="${property}"]`), property).toHaveCount(1);
  }
  await expect
    .soft(page.locator('meta[name="twitter:card"]'), "twitter:card")
    .toHaveAttribute("content", "summary_large_image");
  await expect.soft(page.getByRole("heading", { level: 1 }), "one h1").toHaveCount(1);
  await expect.soft(page.locator("a[href='#main-content']"), "skip link").toHaveCount(1);

  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")));
  const types = jsonLd.map((data: { "@type"?: string }) => data["@type"]);
  expect.soft(types, "JSON-LD types").toContain("Organization");
  if (entry.path.split("/").filter(Boolean).length > 1)
    expect.soft(types, "JSON-LD types").toContain("BreadcrumbList");
}

async function expectSafeLinksAndFittingText(page: Page) {
  const unsafeBlankLinks = await page.locator('a[target="_blank"]').evaluateAll((links) =>
    links
      .filter((link) => {
        const rel = (link.getAttribute("rel") ?? "").split(/\s+/);
        return !rel.includes("noopener") || !rel.includes("noreferrer");
      })
      .map((link) => link.getAttribute("href")),
  );
  expect.soft(unsafeBlankLinks, "target=_blank links without noopener noreferrer").toEqual([]);

  // Text kept on one line fits its box in the face the page painted with (a first visit
  // sets headings in the device's face, wider than the display face): a gradient value
  // past its box is cut off, not scrolled.
  const clipped = await page.locator("body *").evaluateAll((elements) =>
    elements
      .filter((element) => {
        const style = getComputedStyle(element);
        return (
          style.whiteSpace === "nowrap" &&
          style.display !== "inline" &&
          style.clipPath === "none" && // not visually hidden (sr-only)
          element.clientWidth > 1 &&
          element.scrollWidth > element.clientWidth + 1
        );
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim()}"`),
  );
  expect.soft(clipped, "one-line text wider than its box").toEqual([]);
}

for (const entry of pages()) {
  test.describe(entry.path, () => {
    test(`${entry.path}: first paint alone, accessible, clean console, complete head`, async ({
      page,
    }, testInfo) => {
      const problems = await watchForProblems(page);
      const scripts = requestedPaths(page, "script");
      // The page's script has run and its islands (the contact form) have hydrated
      // (they load when the browser is idle after the load event): late console
      // errors, hydration mismatches and CSP violations would show by now.
      const response = await gotoEnhanced(page, entry.path);
      expect(response?.status(), "status").toBe(200);
      const islands = page.locator("[data-island]");
      for (const island of await islands.all())
        await expect(island).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });
      const islandScripts = (
        await islands.evaluateAll((elements) =>
          elements.map((element) => element.getAttribute("data-island")!),
        )
      ).flatMap((entry) => islandFiles(entry));
      // The search page loads its own script after the enhancement (issue 40).
      const searchScripts = await page
        .locator("[data-search-page]")
        .evaluateAll((elements) => elements.map((e) => e.getAttribute("data-search-page")!));
      for (const script of searchScripts)
        await expect.poll(() => scripts.includes(script), script).toBe(true);
      await expectFirstPaintAlone(page, scripts, [...islandScripts, ...searchScripts]);

      // Entrance animations end at once, so axe measures contrast on the final look.
      await page.emulateMedia({ reducedMotion: "reduce" });
      expect.soft(await axeViolations(page), "axe violations").toEqual([]);
      await expectCompleteHead(page, entry);
      await expectSafeLinksAndFittingText(page);
      const budget = firstVisitBudgetKb[entry.path];
      if (budget !== undefined && testInfo.project.name === "mobile") {
        const kb = await firstVisitKb(page, islandScripts);
        console.log(`${entry.path}: ${kb.toFixed(1)} KB on a first visit at phone width`);
        expect.soft(kb, `KB on a first visit (budget ${budget})`).toBeLessThanOrEqual(budget);
      }
      expect(problems, "console errors, page errors and CSP violations").toEqual([]);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });
      test(`${entry.path} without JavaScript: complete${firstOfKind.has(entry.path) ? ", menus open" : ""}, links answer`, async ({
        page,
        request,
      }, testInfo) => {
        const response = await page.goto(entry.path);
        expect(response?.status(), "status").toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // Every section of the page is there and drawn, none waits for a script.
        const hidden = await page
          .locator("main section, footer")
          .evaluateAll((elements) =>
            elements
              .filter((element) => !element.checkVisibility({ visibilityProperty: true }))
              .map((element) => element.id || element.tagName),
          );
        expect.soft(hidden, "sections not drawn").toEqual([]);
        // Pictures that wait for the first paint with scripting show at once without it.
        const undrawn = await page
          .locator(".after-first-paint img, [class*='after-first-paint'] img")
          .evaluateAll((images) =>
            images
              .filter((image) => getComputedStyle(image).display === "none")
              .map((image) => image.getAttribute("src")),
          );
        expect.soft(undrawn, "pictures not drawn").toEqual([]);
        if (firstOfKind.has(entry.path)) {
          if (testInfo.project.name === "desktop") await expectDesktopMenusOpen(page);
          else await expectMobileMenuOpens(page);
        }
        await expectLinksAnswer(page, request);
      });
    });
  });
}
