/**
 * Screenshots of the editor in local mode at 1280 and 390 px: the login page,
 * a collection's list, and an entry being edited beside its preview.
 *
 *   npm run edit   # in another terminal (or PORT=... for another port)
 *   npx tsx scripts/cms/screenshot-admin.ts --base http://127.0.0.1:5173 --out /tmp/admin-shots [--collection games]
 *
 * The collection defaults to the first folder collection of collections.ts
 * (the first collection when there is none); its first entry is opened.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import type { CollectionDefinition } from "../../app/content/collection";
import { collections } from "../../app/content/collections";
import { chromiumArgs } from "../../playwright.config";

const { values } = parseArgs({
  options: {
    base: { type: "string", default: "http://127.0.0.1:5173" },
    out: { type: "string", default: "screenshots/admin" },
    collection: { type: "string" },
  },
});
const all = Object.entries(collections) as [string, CollectionDefinition][];
const [name, definition] =
  all.find(([key]) => key === values.collection) ??
  all.find(([, d]) => d.kind === "folder") ??
  all[0]!;
mkdirSync(values.out!, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: chromiumArgs,
});
const written: string[] = [];
try {
  for (const width of [1280, 390]) {
    const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 844 } });
    page.setDefaultTimeout(90_000);
    const shot = async (what: string) => {
      const file = join(values.out!, `admin-${what}-${width}.png`);
      await page.screenshot({ path: file });
      written.push(file);
    };
    await page.goto(`${values.base}/admin`);
    const login = page.getByRole("button", { name: "Login" });
    await login.waitFor();
    await shot("login");
    await login.click();
    await page
      .getByRole("complementary")
      .getByRole("link", { name: definition.label, exact: true })
      .click();
    const entries = page.getByRole("main").getByRole("listitem").getByRole("link");
    await entries.first().waitFor();
    await shot(`${name}-list`);
    await entries.first().click();
    // The preview has drawn the entry with the site's stylesheet.
    await page.frameLocator("iframe").locator(".cms-preview").waitFor();
    await page.waitForTimeout(1000);
    await shot(`${name}-entry`);
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(written.join("\n"));
