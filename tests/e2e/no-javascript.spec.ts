import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { layoutData } from "../../app/content/layout.server";
import { isNavGroup } from "../../app/lib/navigation";
import { pages } from "../../app/content/pages";
import { disclosure, expectExpanded } from "./menus";

/**
 * Every page at both widths with JavaScript disabled: it renders completely and
 * every internal link answers; on one page of each kind (route module) every
 * menu opens, by hover, keyboard focus and its chevron (native disclosures and
 * CSS). The header is one component on every page, so checking its menus on
 * each of the 43 routes found nothing more and cost two minutes of CI.
 */
test.use({ javaScriptEnabled: false });

const dropdowns = layoutData().mainMenu.filter((item) => item.submenu);

/** Internal links already checked by this worker (the header and footer repeat on every page). */
const answered = new Set<string>();

async function expectLinksAnswer(page: Page, request: APIRequestContext) {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  for (const href of new Set(hrefs.map((value) => value.split("#")[0]!))) {
    if (answered.has(href)) continue;
    const response = await request.get(href, { maxRedirects: 0 });
    expect(response.status(), `link to ${href}`).toBe(200);
    answered.add(href);
  }
}

async function expectDesktopMenusOpen(page: Page) {
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

async function expectMobileMenuOpens(page: Page) {
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

const firstOfKind = new Set(
  pages()
    .filter((page, index) => pages().findIndex((other) => other.module === page.module) === index)
    .map((page) => page.path),
);

for (const entry of pages()) {
  test(`${entry.path} without JavaScript: complete${firstOfKind.has(entry.path) ? ", menus open" : ""}, links answer`, async ({
    page,
    request,
  }, testInfo) => {
    const response = await page.goto(entry.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Every section of the page is there and drawn, none waits for a script.
    const hidden = await page
      .locator("main section, footer")
      .evaluateAll((elements) =>
        elements
          .filter((element) => !element.checkVisibility({ visibilityProperty: true }))
          .map((element) => element.id || element.tagName),
      );
    expect(hidden, "sections not drawn").toEqual([]);
    // Pictures that wait for the first paint with scripting show at once without it.
    const undrawn = await page
      .locator(".after-first-paint img, [class*='after-first-paint'] img")
      .evaluateAll((images) =>
        images
          .filter((image) => getComputedStyle(image).display === "none")
          .map((image) => image.getAttribute("src")),
      );
    expect(undrawn, "pictures not drawn").toEqual([]);
    if (firstOfKind.has(entry.path)) {
      if (testInfo.project.name === "desktop") await expectDesktopMenusOpen(page);
      else await expectMobileMenuOpens(page);
    }
    await expectLinksAnswer(page, request);
  });
}
