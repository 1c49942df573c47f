import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Helpers for the header's menus. A submenu is a native disclosure: its
 * chevron (or the mobile menu button) is the <summary> of a <details>, named
 * by aria-label, and its expanded state is the <details>' `open`.
 */

/** The summary (chevron or menu button) named `name`. */
export function disclosure(scope: Page | Locator, name: string): Locator {
  return scope.locator(`summary[aria-label="${name}"]`);
}

/** Asserts the expanded state of a disclosure, as assistive technology reads it. */
export async function expectExpanded(summary: Locator, expanded: boolean) {
  await expect(summary.locator("xpath=..")).toHaveJSProperty("open", expanded);
}

/**
 * Opens a page and waits until app/browser/enhance.ts has run (it marks <html
 * data-enhanced>): for tests of what only the script adds (Escape, a tap
 * outside, the scrolled header). Hover, focus and the chevrons work before it.
 */
export async function gotoEnhanced(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
  return response;
}
