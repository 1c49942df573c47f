import { expect, type Page } from "@playwright/test";

/**
 * Opens a page and waits until React has hydrated it (root.tsx marks <html>).
 * Hydration starts after the first paint, so a test that hovers, taps or types
 * right after `goto` would otherwise meet the static HTML, as a visitor on a
 * slow phone may for a moment.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** Waits until React has hydrated the open page (root.tsx marks <html>). */
export async function waitForHydration(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
}
