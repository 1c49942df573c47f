import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { pages } from "../../app/content/pages";
import { disclosure } from "./menus";

/**
 * Quality gates over EVERY registered route (the list comes from the page
 * registry, so a new page is covered without editing this file), at both
 * viewports (the desktop and mobile projects): accessibility (axe, WCAG 2.0,
 * 2.1 and 2.2 A and AA), no console errors or CSP violations, SEO tags and
 * structured data, safe external links.
 */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(wcagTags)
    // Details of passing rules are not read: skipping them makes each run faster.
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")})`,
  );
}

/** Collects console errors, page errors and CSP violations while a page is open. */
function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

async function openAndSettle(page: Page, path: string) {
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  // Entrance animations are over at once, so axe measures contrast on the final look.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  // The page's one script has run (and, on /contact, React has hydrated the
  // form): late console errors and CSP violations would show by now.
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
  if (await page.locator("form input[name='idempotencyKey']").count())
    await expect(page.locator("input[name='idempotencyKey']")).not.toHaveValue("", {
      timeout: 15_000,
    });
}

for (const entry of pages()) {
  test(`${entry.path}: accessible, clean console, complete head`, async ({ page }) => {
    const problems = watchForProblems(page);
    await openAndSettle(page, entry.path);

    expect(await axeViolations(page), "axe violations").toEqual([]);

    await expect(page).toHaveTitle(
      entry.title === "Nebula Forge Studios"
        ? entry.title
        : `${entry.title} | Nebula Forge Studios`,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      entry.description,
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toBe(
      `https://www.nebulaforge.studio${entry.path === "/" ? "/" : entry.path}`,
    );
    for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
      await expect(page.locator(`meta[property="${property}"]`), property).toHaveCount(1);
    }
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.locator("a[href='#main-content']")).toHaveCount(1);

    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")));
    const types = jsonLd.map((data: { "@type"?: string }) => data["@type"]);
    expect(types).toContain("Organization");
    if (entry.path.split("/").filter(Boolean).length > 1) expect(types).toContain("BreadcrumbList");

    const unsafeBlankLinks = await page.locator('a[target="_blank"]').evaluateAll((links) =>
      links
        .filter((link) => {
          const rel = (link.getAttribute("rel") ?? "").split(/\s+/);
          return !rel.includes("noopener") || !rel.includes("noreferrer");
        })
        .map((link) => link.getAttribute("href")),
    );
    expect(unsafeBlankLinks, "target=_blank links without noopener noreferrer").toEqual([]);

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
    expect(clipped, "one-line text wider than its box").toEqual([]);

    expect(problems).toEqual([]);
  });
}

test(
  "the open desktop dropdown and nested list have no axe violations",
  { tag: "@desktop" },
  async ({ page }) => {
    await openAndSettle(page, "/");
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
    await openAndSettle(page, "/");
    await disclosure(page, "Menu").click();
    await disclosure(page, "Services pages").click();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  },
);

test("the not-found page has no axe violations and no CSP violation", async ({ page }) => {
  const problems = watchForProblems(page);
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
