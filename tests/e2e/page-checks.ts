import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { layoutData } from "../../app/content/layout.server";
import { isNavGroup } from "../../app/lib/navigation";
import { disclosure, expectExpanded } from "./menus";

/** Checks that several specs run on an open page (pages.spec.ts, quality.spec.ts). */

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** axe's WCAG 2.0, 2.1 and 2.2 A and AA violations on the page as it is now. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(wcagTags)
    // Details of passing rules are not read: skipping them makes each run faster.
    .options({ resultTypes: ["violations"] })
    // axe runs in the page itself. The default mode gathers each frame's results and
    // opens a blank page to put them together, which doubled every check (1.5 to 2.3 s
    // against 0.65 to 0.95 s a page, the same rules and results); what it adds is
    // cross-origin frames, and no page of the site has a frame.
    .setLegacyMode()
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")})`,
  );
}

/**
 * Collects console errors, page errors and CSP violations while a page is open.
 * Call before the page is opened: the CSP listener is added by an init script.
 */
export async function watchForProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

/** The paths the page requests of one resource type, filled in as it asks for them. */
export function requestedPaths(page: Page, resourceType: "script" | "font"): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === resourceType) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** Internal links already checked by this worker (the header and footer repeat on every page). */
const answered = new Set<string>();

/** Every internal link of the page answers 200 (without following a redirect). */
export async function expectLinksAnswer(page: Page, request: APIRequestContext) {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  for (const href of new Set(hrefs.map((value) => value.split("#")[0]!))) {
    if (answered.has(href)) continue;
    const response = await request.get(href, { maxRedirects: 0 });
    expect.soft(response.status(), `link to ${href}`).toBe(200);
    answered.add(href);
  }
}

const dropdowns = layoutData().mainMenu.filter((item) => item.submenu);

/** Each desktop dropdown opens by hover, keyboard focus and its chevron (no script needed). */
export async function expectDesktopMenusOpen(page: Page) {
  const nav = page.getByRole("navigation", { name: "Main", exact: true });
  const away = () => page.mouse.move(5, 700);
  for (const item of dropdowns) {
    const firstEntry = nav.locator(`a[href="${item.submenu![0]!.href}"]`).first();
    // Hover opens it, and a submenu heading's nested list on hover of the heading.
    await nav.getByRole("link", { name: item.label, exact: true }).hover();
    await expect(firstEntry, `${item.label} on hover`).toBeVisible();
    const group = item.submenu!.find(isNavGroup);
    if (group) {
      await nav.getByRole("link", { name: group.label, exact: true }).hover();
      await expect(nav.locator(`a[href="${group.children[0]!.href}"]`)).toBeVisible();
    }
    await away();
    await expect(firstEntry).toBeHidden();
    // Keyboard focus opens it.
    await nav.getByRole("link", { name: item.label, exact: true }).focus();
    await expect(firstEntry, `${item.label} on focus`).toBeVisible();
    await nav.getByRole("link", { name: item.label, exact: true }).blur();
    // The chevron (a tap on a touch screen) opens it and closes it again.
    const chevron = disclosure(nav, `${item.label} menu`);
    await chevron.click();
    await away();
    await expect(firstEntry, `${item.label} by its chevron`).toBeVisible();
    await chevron.click();
    await expectExpanded(chevron, false);
    await chevron.blur();
    await away();
    await expect(firstEntry).toBeHidden();
  }
}

/** The mobile menu opens by its toggle, each section by its own, and closes again. */
export async function expectMobileMenuOpens(page: Page) {
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu).toBeHidden();
  await disclosure(page, "Menu").click();
  await expect(menu).toBeVisible();
  for (const item of dropdowns) {
    const first = item.submenu![0]!;
    await expect(menu.locator(`a[href="${first.href}"]`)).toBeHidden();
    await disclosure(menu, `${item.label} pages`).click();
    await expect(menu.locator(`a[href="${first.href}"]`)).toBeVisible();
  }
  await disclosure(page, "Menu").click();
  await expect(menu).toBeHidden();
}
